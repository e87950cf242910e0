import {
  tenantListSchema,
  tenantResponseSchema,
  tenantSearchSchema,
  type Oid,
  type TenantSearch,
} from '../../../shared/interface';
import { type CallOptions } from '../http';
import { type PatchInput } from '../patch-builder';
import { type Caller } from '../session';
import {
  checkParams,
  cursorQuery,
  fetchObject,
  fetchPage,
  includeQuery,
  sendPatch,
  walker,
  whereQuery,
} from './kit';

/** 4.4 list and 4.17 update (master tenant administrators, multi-tenant configuration). */
export function tenantsApi(call: Caller) {
  const list = (params?: TenantSearch, options?: CallOptions) =>
    fetchPage(call, () => {
      const p = checkParams('tenants.list', tenantSearchSchema, params);
      return {
        operation: 'tenants.list',
        query: {
          ...cursorQuery(p),
          name: p.name,
          reseller_name: p.resellerName,
          where: whereQuery(p.where),
          include: includeQuery(p.include),
        },
        response: tenantListSchema,
        ...options,
      };
    });
  return {
    list,
    /** Beyond the interface (the guide's tenants_get.html): a 404/405 means it is not offered. */
    get: (tenant: Oid, options?: CallOptions) =>
      fetchObject(call, () => ({
        operation: 'tenants.get',
        params: { oid: tenant },
        response: tenantResponseSchema,
        ...options,
      })),
    /** Ordered by id, ascending by default (4.4): "older" walks to smaller ids. */
    walk: walker(list, 'ascending'),
    /** `tenant` is the tenant's database id (its oid). */
    update: (tenant: Oid, input: PatchInput<'tenant'>, options?: CallOptions) =>
      sendPatch(
        call,
        { operation: 'tenants.update', resource: 'tenant', params: { oid: tenant } },
        input,
        options,
      ),
  };
}
