import { z } from 'zod';
import { userIncludeValues, type PhoneLine } from '../../shared/interface';
import { ok, type Handler } from '../context';
import { pagedList, SELF_LINK_ONLY } from '../envelope';
import { parseInput } from '../errors';
import { takePage } from '../paging';
import { includeParam, pageRequest, pagingParams } from '../query';
import { type UserRecord } from '../store/types';
import { userView } from '../views/user';

const whereKeys = [
  'userName',
  'provisioningAddresses.addressType',
  'provisioningAddresses.address',
] as const;

/** `where=<key>=<value>`: one condition, on one of the keys 4.8 lists. */
const whereParam = z
  .string()
  .transform((s) => {
    const at = s.indexOf('=');
    return { key: at < 0 ? s : s.slice(0, at), value: at < 0 ? '' : s.slice(at + 1) };
  })
  .pipe(z.object({ key: z.enum(whereKeys), value: z.string() }));

const usersQuery = z.strictObject({
  ...pagingParams,
  where: whereParam.optional(),
  include: includeParam(userIncludeValues).optional(),
});

function matches(where: z.output<typeof whereParam> | undefined) {
  if (!where) return undefined;
  if (where.key === 'userName') return (u: UserRecord) => u.userName === where.value;
  const field = where.key === 'provisioningAddresses.address' ? 'address' : 'addressType';
  return (u: UserRecord) => u.provisioningAddresses.some((a) => a[field] === where.value);
}

/** 4.8: the users of the caller's tenant, ascending by oid. */
const listUsers: Handler = (ctx) => {
  const { store } = ctx.state;
  const query = parseInput(usersQuery, ctx.query ?? {}, 'query');
  const list = store.inTenant(store.usersByTenant, ctx.tenant.oid);
  const page = takePage(list, pageRequest(query, 'ascending'), {
    accept: matches(query.where),
    find: (oid) => store.users.get(oid),
  });
  const include = query.include ?? [];
  const data = page.items.map((u) => ({ object: userView(u, include), links: SELF_LINK_ONLY }));
  return ok(pagedList(ctx.url, page, data));
};

const phoneLinesQuery = z.strictObject(pagingParams);

/** Beyond the interface: the tenant's phone lines (what 4.7 needs), ascending by oid. */
const listPhoneLines: Handler = (ctx) => {
  const { store } = ctx.state;
  const query = parseInput(phoneLinesQuery, ctx.query ?? {}, 'query');
  const list = store.inTenant(store.phoneLinesByTenant, ctx.tenant.oid);
  const page = takePage(list, pageRequest(query, 'ascending'), {
    find: (oid) => store.phoneLines.get(oid),
  });
  const data = page.items.map((line) => {
    const object: PhoneLine = {
      oid: line.oid,
      objectType: 'XCCPhoneLine',
      commonName: line.commonName,
      number: line.number,
    };
    return { object, links: SELF_LINK_ONLY };
  });
  return ok(pagedList(ctx.url, page, data));
};

export const userHandlers = { 'users.list': listUsers, 'phoneLines.list': listPhoneLines };
