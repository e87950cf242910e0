import { patchSpecs, type FavoriteItem } from '../../shared/interface';
import { noContent, ok, type AuthedContext, type Handler } from '../context';
import { single, unpagedList } from '../envelope';
import { notFound } from '../errors';
import { applyPatch, type PatchBinding } from '../patch';
import { nextNumber, tenantBinding } from './resource';

/** GET and PATCH of a singleton (per tenant or per user), found by `pick`. */
function singleton<T extends object>(
  pick: (ctx: AuthedContext) => T | undefined,
  what: string,
  path: string,
  binding: (ctx: AuthedContext) => PatchBinding,
  present: (value: T) => T = (v) => v,
): { get: Handler; update: Handler } {
  const find = (ctx: AuthedContext) => {
    const value = pick(ctx);
    if (!value) throw notFound(what);
    return value;
  };
  return {
    get: (ctx) => ok(single(present(find(ctx)), `${ctx.url.base}/${path}`)),
    update: (ctx) => {
      applyPatch(find(ctx) as Record<string, unknown>, ctx.body, binding(ctx), () =>
        ctx.state.store.newOid(),
      );
      return noContent;
    },
  };
}

/** 4.14 */
const provisioning = singleton(
  (ctx) => ctx.state.store.serverProvisioning.get(ctx.tenant.oid),
  'server provisioning settings',
  'server/provisioning',
  (ctx) =>
    tenantBinding(ctx, patchSpecs.serverProvisioning, {
      ipTable: { entryType: 'XCCIpTableEntry', required: ['ipValue'] },
    }),
);

/** 4.19 */
const email = singleton(
  (ctx) => ctx.state.store.serverEmail.get(ctx.tenant.oid),
  'server e-mail settings',
  'server/email',
  (ctx) => tenantBinding(ctx, patchSpecs.serverEmail),
);

const byOrder = (a: FavoriteItem, b: FavoriteItem) => a.orderNumber - b.orderNumber;

/** 4.15; the read (beyond the interface) lists entries by orderNumber. */
const favorites = singleton(
  (ctx) => ctx.state.store.favorites.get(ctx.user.oid),
  'favorites list',
  'me/favorites',
  (ctx) =>
    tenantBinding(
      ctx,
      patchSpecs.favorites,
      { x1ListItems: { entryType: 'X1ListItem', defaults: nextNumber('orderNumber') } },
      { kinds: { Referable: ['Person', 'XCCPhoneLine'] } },
    ),
  (list) => ({ ...list, x1ListItems: [...list.x1ListItems].sort(byOrder) }),
);

/** 4.16: active pages only; meta carries only a refresh link. */
const webpages: Handler = (ctx) => {
  const pages = ctx.state.store.webpages.get(ctx.user.oid) ?? [];
  const data = pages
    .filter((p) => p.active)
    .map(({ name, url }) => ({ object: { name, url: new URL(url, ctx.url.base).toString() } }));
  return ok(unpagedList(ctx.url, data));
};

export const settingsHandlers = {
  'serverProvisioning.get': provisioning.get,
  'serverProvisioning.update': provisioning.update,
  'serverEmail.get': email.get,
  'serverEmail.update': email.update,
  'favorites.get': favorites.get,
  'favorites.update': favorites.update,
  'webpages.list': webpages,
};
