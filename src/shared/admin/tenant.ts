import { z } from 'zod';
import {
  cursorSchema,
  oidSchema,
  orderSchema,
  tenantIncludeValues,
  tenantWhereSchema,
  type Tenant,
  type TenantInclude,
} from '../interface';
import { type FormSpec } from './form-spec';
import { integerRule, oidRule, requiredTextRule, textRule } from './rules';

/** A licence count as the screens show it: the licence's oid and, where the server names it, its name. */
export const licenseCountViewSchema = z.object({
  oid: oidSchema.optional(),
  license: oidSchema,
  licenseName: z.string().optional(),
  maxLicenses: z.number().int(),
  usedLicenses: z.number().int().optional(),
});
export type LicenseCountView = z.infer<typeof licenseCountViewSchema>;

/** 2.7 / 4.17: what the tenant form edits (and compares for a change made meanwhile). */
export const tenantViewSchema = z.object({
  oid: oidSchema,
  commonName: z.string(),
  active: z.boolean(),
  subDatabaseName: z.string(),
  isTemplate: z.boolean(),
  resellerName: z.string(),
  licenseCounts: z.array(licenseCountViewSchema),
});
export type TenantView = z.infer<typeof tenantViewSchema>;

/** 4.4's disk usage includes (`dbUsage` … `totalUsage`): optional columns of the list. */
export type TenantUsageField = Exclude<
  Extract<TenantInclude, `${string}Usage`>,
  `statistics.${string}`
>;
export const tenantUsageFields = tenantIncludeValues.filter(
  (v): v is TenantUsageField => v.endsWith('Usage') && !v.startsWith('statistics.'),
);
const usageFields = tenantUsageFields;

/** The statistics 4.4 asks to request only when needed (costly). */
export const costlyTenantIncludes = [
  'statistics.messagingAppUsage',
  'statistics.sttFreeUsage',
  'statistics.sttCurrentUsage',
] as const;

/** One row of the tenant list: the list item and whatever columns were included. */
export const tenantRowSchema = z.object({
  oid: oidSchema,
  commonName: z.string(),
  active: z.boolean(),
  subDatabaseName: z.string(),
  isTemplate: z.boolean().optional(),
  resellerName: z.string().optional(),
  licenseCounts: z.array(licenseCountViewSchema).optional(),
  usage: z.object(Object.fromEntries(usageFields.map((f) => [f, z.number().optional()]))),
  /** `statistics.*` values, by name (their shape is not shown; only plain values are kept). */
  statistics: z.array(
    z.object({ name: z.string().max(100), value: z.union([z.number(), z.string(), z.boolean()]) }),
  ),
});
export type TenantRow = z.infer<typeof tenantRowSchema>;

/** A request for one page of 4.4: filters, order, the cursor and the optional columns. */
export const tenantPageArgsSchema = z.object({
  name: z.string().max(200).optional(),
  resellerName: z.string().max(200).optional(),
  where: tenantWhereSchema.optional(),
  order: orderSchema.optional(),
  before: cursorSchema.optional(),
  after: cursorSchema.optional(),
  limit: z.number().int().min(1).max(1000).optional(),
  include: z.array(z.enum(tenantIncludeValues)).max(tenantIncludeValues.length).optional(),
});
export type TenantPageArgs = z.infer<typeof tenantPageArgsSchema>;

export const tenantPageSchema = z.object({
  rows: z.array(tenantRowSchema),
  previousId: cursorSchema.optional(),
  nextId: cursorSchema.optional(),
});
export type TenantPage = z.infer<typeof tenantPageSchema>;

/** A licence count of the interface or the guide (`license` an oid or a reference). */
export function licenseCountView(count: NonNullable<Tenant['licenseCounts']>[number]) {
  const license = typeof count.license === 'string' ? { oid: count.license } : count.license;
  return {
    ...(count.oid !== undefined && { oid: count.oid }),
    license: license.oid,
    ...('commonName' in license && { licenseName: license.commonName }),
    maxLicenses: count.maxLicenses,
    ...(count.usedLicenses !== undefined && { usedLicenses: count.usedLicenses }),
  };
}

/** 4.17's rules: a name is needed; a licence is added with its licence and maximum. */
export const tenantFormSchema = z.object({
  commonName: requiredTextRule,
  subDatabaseName: requiredTextRule,
  resellerName: textRule,
  isTemplate: z.boolean(),
  licenseCounts: z.array(
    z.object({
      oid: oidSchema.optional(),
      license: oidRule,
      licenseName: z.string().optional(),
      maxLicenses: integerRule,
      usedLicenses: z.number().optional(),
    }),
  ),
});
export type TenantForm = z.infer<typeof tenantFormSchema>;

export const tenantSpec: FormSpec = {
  resource: 'tenant',
  scalars: [
    { name: 'commonName', path: 'commonName', kind: 'text' },
    { name: 'subDatabaseName', path: 'subDatabaseName', kind: 'text' },
    { name: 'resellerName', path: 'resellerName', kind: 'text' },
    { name: 'isTemplate', path: 'isTemplate', kind: 'boolean' },
  ],
  lists: [{ name: 'licenseCounts', members: ['license', 'maxLicenses'] }],
};

export const tenantToForm = (view: TenantView): TenantForm => ({
  commonName: view.commonName,
  subDatabaseName: view.subDatabaseName,
  resellerName: view.resellerName,
  isTemplate: view.isTemplate,
  licenseCounts: view.licenseCounts,
});
