import { z } from 'zod';
import { ServiceCode, type PatchSpec } from '../../shared/interface';
import { noContent, ok, type AuthedContext, type Handler } from '../context';
import { pagedList, selfLink, single } from '../envelope';
import { parseInput, SimError } from '../errors';
import { compareOids, SortedList, takePage } from '../paging';
import { pageRequest, pagingParams } from '../query';
import { applyPatch, type ListBinding, type PatchBinding } from '../patch';
import { type Store } from '../store/store';
import { type Scoped } from '../store/types';

type Collection<T> = (store: Store) => Map<string, Scoped<T>>;

const listQuery = z.strictObject(pagingParams);

/**
 * `GET /<path>` (beyond the interface): the caller's tenant's objects in short form, ascending
 * by oid, paged like every list; each item links to its GET.
 */
export function listScoped<T extends { oid: string; objectType: string; commonName?: string }>(
  collection: Collection<T>,
  path: string,
): Handler {
  return (ctx) => {
    if (ctx.state.faults.get().refuseAdminLists) {
      throw new SimError(404, ServiceCode.NotFound, `no resource GET /${path}`);
    }
    const map = collection(ctx.state.store);
    const query = parseInput(listQuery, ctx.query ?? {}, 'query');
    const list = new SortedList<T>((a, b) => compareOids(a.oid, b.oid));
    for (const { tenantOid, value } of map.values()) {
      if (tenantOid === ctx.tenant.oid) list.insert(value);
    }
    const page = takePage(list, pageRequest(query, 'ascending'), {
      find: (oid) => map.get(oid)?.value,
    });
    const data = page.items.map((value) => ({
      object: {
        oid: value.oid,
        objectType: value.objectType,
        commonName: value.commonName ?? '',
      },
      links: [selfLink(`${ctx.url.base}/${path}/${value.oid}`)],
    }));
    return ok(pagedList(ctx.url, page, data));
  };
}

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
