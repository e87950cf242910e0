import { z } from 'zod';
import { listEnvelope, objectBase, oidSchema, referenceSchema, singleEnvelope } from './primitives';

/** 2.14 replaceable string fields of the server provisioning settings. */
export const serverProvisioningStringFields = [
  'provisioningDirectory',
  'provisioningRegistrationHost',
  'phoneVendor1RpsUrl',
  'phoneVendor1Version',
  'phoneVendor1AccountName',
  'phoneVendor1AccountPassword',
  'phoneVendor1AccessKeyId',
  'phoneVendor1AccessKeySecret',
  'phoneVendor1ServerName',
  'phoneVendor1ProvisioningUrl',
  'phoneVendor1CommonCfg',
  'adminPassword',
  'phoneWallpaperUrl',
  'phoneWallpaperUrl480',
  'phoneWallpaperUrl600',
  'phoneWallpaperUrl800',
  'phoneVendor2RpsUrl',
  'phoneVendor2AccountName',
  'phoneVendor2AccountPassword',
  'phoneVendor2ServerName',
  'phoneVendor3RpsUrl',
  'phoneVendor3AccountName',
  'phoneVendor3AccountPassword',
  'phoneVendor4RpsUrl',
  'phoneVendor4Version',
  'phoneVendor4AccessKeyId',
  'phoneVendor4AccessKeySecret',
  'phoneVendor4AccountName',
  'phoneVendor4AccountPassword',
  'phoneVendor4ServerName',
  'phoneVendor4ProvisioningUrl',
  'phoneVendor5AccountName',
  'phoneVendor5AccountPassword',
  'phoneVendor6AccountName',
  'phoneVendor6AccountPassword',
] as const;

export const ipTableEntrySchema = z.looseObject({
  oid: oidSchema,
  objectType: z.string().optional(),
  ipValue: z.string(),
});

/** 2.14 server provisioning settings (read representation beyond the interface). */
export const serverProvisioningSchema = z.looseObject({
  ...objectBase,
  ...Object.fromEntries(serverProvisioningStringFields.map((f) => [f, z.string()])),
  provisioningRegistrationPort: z.number().int().min(0).max(65535),
  ldapProvisioningEnabled: z.boolean(),
  ipTable: z.array(ipTableEntrySchema),
});
export type ServerProvisioning = z.infer<typeof serverProvisioningSchema> & {
  [K in (typeof serverProvisioningStringFields)[number]]: string;
};
export const serverProvisioningResponseSchema = singleEnvelope(serverProvisioningSchema);

/** 2.15 server e-mail settings (read representation beyond the interface). */
export const serverEmailSchema = z.looseObject({
  ...objectBase,
  code: z.string(),
  voicemailToEmailEnabled: z.boolean(),
  voicemailToEmailSender: z.string(),
  adminEmailAddress: z.string(),
  gateway: z.string(),
});
export type ServerEmail = z.infer<typeof serverEmailSchema>;
export const serverEmailResponseSchema = singleEnvelope(serverEmailSchema);

/** 2.16 favorites list entry (X1ListItem) and the list (read representation beyond the interface). */
export const favoriteItemSchema = z.looseObject({
  oid: oidSchema,
  objectType: z.literal('X1ListItem'),
  orderNumber: z.number().int(),
  referable: referenceSchema,
});
export type FavoriteItem = z.infer<typeof favoriteItemSchema>;
export const favoritesSchema = z.looseObject({
  ...objectBase,
  x1ListItems: z.array(favoriteItemSchema),
});
export type Favorites = z.infer<typeof favoritesSchema>;
export const favoritesResponseSchema = singleEnvelope(favoritesSchema);

/** 2.17 integrated webpage; its list carries only a refresh link (4.16). */
export const webpageSchema = z.looseObject({ name: z.string(), url: z.string() });
export type Webpage = z.infer<typeof webpageSchema>;
export const webpageListSchema = listEnvelope(webpageSchema);
