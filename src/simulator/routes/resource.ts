import { type PatchSpec } from '../../shared/interface';
import { noContent, ok, type AuthedContext, type Handler } from '../context';
import { single } from '../envelope';
import { applyPatch, type ListBinding, type PatchBinding } from '../patch';
import { type Store } from '../store/store';
import { type Scoped } from '../store/types';

type Collection<T> = (store: Store) => Map<string, Scoped<T>>;

/** `GET /<path>/<oid>` of a tenant-scoped object: `{object, links: [self]}`. */
export function getScoped<T>(collection: Collection<T>, what: string, path: string): Handler {
  return (ctx) => {
    const oid = ctx.params.oid ?? '';
    const value = ctx.state.store.scoped(collection(ctx.state.store), oid, ctx.tenant.oid, what);
    return ok(single(value, `${ctx.url.base}/${path}/${oid}`));
  };
}

export type BindingExtras = Omit<PatchBinding, 'spec' | 'lists' | 'resolve'>;

/** A patch binding whose relations resolve among the caller's tenant's objects. */
export function tenantBinding(
  ctx: AuthedContext,
  spec: PatchSpec,
  lists: Readonly<Record<string, ListBinding>> = {},
  extras: BindingExtras = {},
): PatchBinding {
  return {
    spec,
    lists,
    resolve: (oid, kinds) => ctx.state.store.findReference(oid, kinds, ctx.tenant.oid),
    ...extras,
  };
}

/** `PATCH /<path>/<oid>` of a tenant-scoped object (204, no body). */
export function patchScoped<T extends object>(
  collection: Collection<T>,
  what: string,
  binding: (ctx: AuthedContext) => PatchBinding,
): Handler {
  return (ctx) => {
    const oid = ctx.params.oid ?? '';
    const value = ctx.state.store.scoped(collection(ctx.state.store), oid, ctx.tenant.oid, what);
    applyPatch(value as Record<string, unknown>, ctx.body, binding(ctx), () =>
      ctx.state.store.newOid(),
    );
    return noContent;
  };
}

/** Defaults of a new entry: the next free number of a counter member (keyIndex, orderNumber). */
export function nextNumber(member: string) {
  return (entries: readonly Record<string, unknown>[]) => {
    const used = entries.map((e) => (typeof e[member] === 'number' ? e[member] : 0));
    return { [member]: Math.max(0, ...used) + 1 };
  };
}
