import { z } from 'zod';
import {
  patchSpecs,
  ServiceCode,
  tenantIncludeValues,
  type Tenant,
  type TenantInclude,
} from '../../shared/interface';
import { noContent, ok, type Handler } from '../context';
import { pagedList, SELF_LINK_ONLY, single } from '../envelope';
import { badRequest, notFound, parseInput, SimError } from '../errors';
import { applyPatch } from '../patch';
import { takePage } from '../paging';
import { booleanParam, includeParam, pageRequest, pagingParams } from '../query';

/** `where=isTemplate=<bool>` or `where=active=<bool>` (4.4). */
const whereParam = z
  .string()
  .regex(/^(isTemplate|active)=/, 'where is isTemplate=<true|false> or active=<true|false>')
  .transform((s) => s.split('=') as [string, string])
  .pipe(z.tuple([z.enum(['isTemplate', 'active']), booleanParam]));

const tenantsQuery = z.strictObject({
  ...pagingParams,
  name: z.string().optional(),
  reseller_name: z.string().optional(),
  where: whereParam.optional(),
  include: includeParam(tenantIncludeValues).optional(),
});

/** A list item: the base fields, plus each included one (statistics.* inside `statistics`). */
function tenantView(tenant: Tenant, include: readonly TenantInclude[]): Tenant {
  const out: Tenant = {
    oid: tenant.oid,
    objectType: 'XCCTenant',
    commonName: tenant.commonName,
    permissions: tenant.permissions,
    active: tenant.active,
    subDatabaseName: tenant.subDatabaseName,
    isTemplate: tenant.isTemplate,
  };
  const fields: Record<string, unknown> = out;
  for (const name of include) {
    if (name.startsWith('statistics.')) {
      const key = name.slice('statistics.'.length);
      out.statistics = { ...out.statistics, [key]: tenant.statistics?.[key] };
    } else {
      fields[name] = structuredClone(tenant[name]);
    }
  }
  return out;
}

const contains = (haystack: string | undefined, needle: string | undefined) =>
  needle === undefined || (haystack ?? '').toLowerCase().includes(needle.toLowerCase());

/** 4.4: ascending by oid by default; name and reseller_name match case-insensitive substrings. */
const listTenants: Handler = (ctx) => {
  const { store } = ctx.state;
  const query = parseInput(tenantsQuery, ctx.query ?? {}, 'query');
  const [whereKey, whereValue] = query.where ?? [];
  const page = takePage(store.tenants, pageRequest(query, 'ascending'), {
    accept: (t) =>
      contains(t.commonName, query.name) &&
      contains(t.resellerName, query.reseller_name) &&
      (whereKey === undefined || t[whereKey] === whereValue),
    find: (oid) => store.tenant(oid),
  });
  const include = query.include ?? [];
  const data = page.items.map((t) => ({ object: tenantView(t, include), links: SELF_LINK_ONLY }));
  return ok(pagedList(ctx.url, page, data));
};

const SEGMENT = /^[a-z][a-z0-9_]{0,62}$/;

/** 4.17, after the checks of the operation table: unknown 404, template 10165, 10166. */
const updateTenant: Handler = (ctx) => {
  const { store } = ctx.state;
  const oid = ctx.params.oid ?? '';
  const tenant = store.tenant(oid);
  if (!tenant) throw notFound(`tenant ${oid}`);
  if (tenant.isTemplate) {
    throw new SimError(
      400,
      ServiceCode.TenantIsTemplate,
      `tenant ${oid} is selected as a template for preloading tenants and cannot be updated`,
    );
  }
  applyPatch(
    tenant,
    ctx.body,
    {
      spec: patchSpecs.tenant,
      lists: {
        licenseCounts: { entryType: 'XCCLicenseCount', required: ['license', 'maxLicenses'] },
      },
      resolve: (ref, kinds) => store.findReference(ref, kinds, ''),
      memberKinds: { 'licenseCounts/license': 'XCCLicense' },
      check: (draft, replaced) => {
        if (!replaced.has('subDatabaseName')) return;
        if (draft.active) {
          throw new SimError(
            400,
            ServiceCode.TenantNotStopped,
            `tenant ${oid} must be stopped before its subDatabaseName is changed`,
          );
        }
        const name = String(draft.subDatabaseName);
        if (!SEGMENT.test(name)) {
          throw badRequest(
            'subDatabaseName: lower-case letters, digits and _, starting with a letter',
          );
        }
        const owner = store.tenantBySegmentName(name);
        if (owner && owner.oid !== oid) throw badRequest(`subDatabaseName ${name} is taken`);
      },
    },
    () => store.newOid(),
  );
  store.reindexTenants();
  return noContent;
};

/** The fields the guide's tenants_get.html example shows beside the list item's. */
const detailFields: readonly TenantInclude[] = [
  'resellerName',
  'licenseCounts',
  'dbUsage',
  'mohUsage',
  'monitorUsage',
  'totalUsage',
];

/**
 * Beyond the interface (guide: tenants_get.html): one tenant by its database id, its licence
 * counts naming the licence by reference as the guide's example does.
 */
const getTenant: Handler = (ctx) => {
  const { store } = ctx.state;
  const oid = ctx.params.oid ?? '';
  const tenant = store.tenant(oid);
  if (!tenant) throw notFound(`tenant ${oid}`);
  const view = tenantView(tenant, detailFields);
  view.licenseCounts = view.licenseCounts?.map((count) => {
    const license = typeof count.license === 'string' ? count.license : count.license.oid;
    return { ...count, license: store.findReference(license, ['XCCLicense'], '') ?? license };
  });
  return ok(single(view, `${ctx.url.base}/tenants/${oid}`));
};

export const tenantHandlers = {
  'tenants.list': listTenants,
  'tenants.get': getTenant,
  'tenants.update': updateTenant,
};
