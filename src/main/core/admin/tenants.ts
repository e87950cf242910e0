import {
  licenseCountView,
  tenantUsageFields,
  tenantViewSchema,
  type TenantPage,
  type TenantPageArgs,
  type TenantRow,
  type TenantView,
} from '../../../shared/admin';
import { type Oid, type Tenant } from '../../../shared/interface';
import { type ApiClient } from '../../api';
import { type ResourceAccess } from './resource-access';

/** 4.17 on one tenant; its read is the guide's tenants_get.html. */
export function tenantAccess(oid: Oid): ResourceAccess<'tenant', TenantView> {
  return {
    resource: 'tenant',
    read: async (client) => {
      const tenant = await client.tenants.get(oid);
      return tenantViewSchema.parse({
        oid: tenant.oid,
        commonName: tenant.commonName,
        active: tenant.active,
        subDatabaseName: tenant.subDatabaseName,
        isTemplate: tenant.isTemplate ?? false,
        resellerName: tenant.resellerName ?? '',
        licenseCounts: (tenant.licenseCounts ?? []).map(licenseCountView),
      });
    },
    send: (client, operations) => client.tenants.update(oid, operations),
  };
}

function tenantRow(tenant: Tenant): TenantRow {
  const usage: TenantRow['usage'] = {};
  for (const field of tenantUsageFields) {
    const value = tenant[field];
    if (value !== undefined) usage[field] = value;
  }
  const statistics: TenantRow['statistics'] = [];
  for (const [name, value] of Object.entries(tenant.statistics ?? {})) {
    if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') {
      statistics.push({ name, value });
    }
  }
  return {
    oid: tenant.oid,
    commonName: tenant.commonName,
    active: tenant.active,
    subDatabaseName: tenant.subDatabaseName,
    ...(tenant.isTemplate !== undefined && { isTemplate: tenant.isTemplate }),
    ...(tenant.resellerName !== undefined && { resellerName: tenant.resellerName }),
    ...(tenant.licenseCounts && { licenseCounts: tenant.licenseCounts.map(licenseCountView) }),
    usage,
    statistics,
  };
}

/** 4.4: one page, its cursors passed on as they came (opaque). */
export async function tenantPage(client: ApiClient, args: TenantPageArgs): Promise<TenantPage> {
  const page = await client.tenants.list(args);
  return {
    rows: page.items.map(tenantRow),
    ...(page.previousId !== undefined && { previousId: page.previousId }),
    ...(page.nextId !== undefined && { nextId: page.nextId }),
  };
}
