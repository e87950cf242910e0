import { z } from 'zod';
import {
  cursorParamsSchema,
  listEnvelope,
  objectBase,
  oidSchema,
  referenceSchema,
  singleEnvelope,
} from './primitives';

/** 4.4 include values. The statistics.* usage values are costly: request only when needed. */
export const tenantIncludeValues = [
  'dbUsage',
  'mohUsage',
  'monitorUsage',
  'callRecordingUsage',
  'chatAttachmentUsage',
  'mailAttachmentUsage',
  'voicemailUsage',
  'totalAttachmentUsage',
  'totalUsage',
  'resellerName',
  'licenseCounts',
  'statistics.messagingAppGateways',
  'statistics.messagingAppUsage',
  'statistics.sttFreeUsage',
  'statistics.sttCurrentUsage',
] as const;
export type TenantInclude = (typeof tenantIncludeValues)[number];

export const licenseCountSchema = z.looseObject({
  oid: oidSchema.optional(),
  objectType: z.string().optional(),
  /** The interface: the licence's oid; the guide's tenants_get.html: a reference to it. */
  license: z.union([oidSchema, referenceSchema]),
  maxLicenses: z.number().int().nonnegative(),
  usedLicenses: z.number().int().nonnegative().optional(),
});
export type LicenseCount = z.infer<typeof licenseCountSchema>;

/** 2.7 Tenant; oid is the tenant's database id. */
export const tenantSchema = z.looseObject({
  ...objectBase,
  objectType: z.literal('XCCTenant'),
  commonName: z.string(),
  active: z.boolean(),
  subDatabaseName: z.string(),
  isTemplate: z.boolean().optional(),
  resellerName: z.string().optional(),
  licenseCounts: z.array(licenseCountSchema).optional(),
  dbUsage: z.number().optional(),
  mohUsage: z.number().optional(),
  monitorUsage: z.number().optional(),
  callRecordingUsage: z.number().optional(),
  chatAttachmentUsage: z.number().optional(),
  mailAttachmentUsage: z.number().optional(),
  voicemailUsage: z.number().optional(),
  totalAttachmentUsage: z.number().optional(),
  totalUsage: z.number().optional(),
  statistics: z.looseObject({}).optional(),
});
export type Tenant = z.infer<typeof tenantSchema>;
export const tenantListSchema = listEnvelope(tenantSchema);
export const tenantResponseSchema = singleEnvelope(tenantSchema);

/**
 * One condition per request (4.4 lists `where=isTemplate=…` and `where=active=…` apart);
 * strict, so a second condition is refused, not silently dropped.
 */
export const tenantWhereSchema = z.union([
  z.strictObject({ isTemplate: z.boolean() }),
  z.strictObject({ active: z.boolean() }),
]);

export const tenantSearchSchema = cursorParamsSchema.extend({
  name: z.string().optional(),
  resellerName: z.string().optional(),
  where: tenantWhereSchema.optional(),
  include: z.array(z.enum(tenantIncludeValues)).optional(),
});
export type TenantSearch = z.infer<typeof tenantSearchSchema>;
