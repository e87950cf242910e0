import { z } from 'zod';
import {
  clockTimeSchema,
  commentSchema,
  objectBase,
  referenceSchema,
  singleEnvelope,
} from './primitives';

/** 2.8 function key / soft key. Types seen: speeddial, blf. */
export const phoneKeySchema = z.looseObject({
  ...objectBase,
  type: z.string(),
  label: z.string(),
  value: z.string(),
  keyIndex: z.number().int(),
  monitoredPhone: referenceSchema.optional(),
});
export type PhoneKey = z.infer<typeof phoneKeySchema>;

/** 2.8 phone template; its read representation is not shown, this is the writable set. */
export const phoneTemplateSchema = z.looseObject({
  ...objectBase,
  objectType: z.literal('XCCPhoneTemplate'),
  commonName: z.string(),
  allowPeerToPeer: z.boolean(),
  provisioningEnabled: z.boolean(),
  phoneType: z.string(),
  configFileName: z.string().optional(),
  customProvisioningOptions: z.union([z.string(), commentSchema]).optional(),
  useRedirection: z.boolean(),
  active: z.boolean(),
  hotDeskingEnabled: z.boolean(),
  doNotDisturb: z.boolean(),
  voicemailNumber: z.string().optional(),
  functionKeys: z.array(phoneKeySchema),
  softKeys: z.array(phoneKeySchema),
});
export type PhoneTemplate = z.infer<typeof phoneTemplateSchema>;
export const phoneTemplateResponseSchema = singleEnvelope(phoneTemplateSchema);

export const vendorSettingNames = [
  'personal',
  'group',
  'enterprise',
  'groupCommon',
  'enterpriseCommon',
  'callLog',
  'featureKeySync',
  'directory',
  'bwEnable',
  'voiceEcho',
  'codecPrio',
] as const;

/** 2.9 vendor settings: `<name>Active` and `<name>Value` for each name. */
export const phoneVendor1SettingsSchema = z.looseObject({
  oid: objectBase.oid.optional(),
  objectType: z.literal('PhoneVendor1Settings').optional(),
  ...Object.fromEntries(
    vendorSettingNames.flatMap((n) => [
      [`${n}Active`, z.boolean()],
      [`${n}Value`, z.string()],
    ]),
  ),
});

/** 2.9 Phone provisioning. */
export const phoneProvisioningSchema = z.looseObject({
  ...objectBase,
  objectType: z.literal('XCCPhoneProvisioning'),
  provisioningEnabled: z.boolean(),
  phoneType: z.string(),
  macAddress: z.string(),
  serialNumber: z.string(),
  macId: z.string(),
  configFileName: z.string(),
  functionKeys: z.array(phoneKeySchema),
  softKeys: z.array(phoneKeySchema),
  customProvisioningOptions: commentSchema,
  useRedirection: z.boolean(),
  phoneTemplate: referenceSchema,
  voicemailNumber: z.string(),
  callPickupCode: z.string(),
  useTftpProvisioning: z.boolean(),
  phoneWallpaperUrl: z.string(),
  reprovisionDate: z.union([clockTimeSchema, z.literal('')]),
  activationCode: z.string(),
  activationStatus: z.string(),
  activationIp: z.string(),
  phoneVendor1Settings: phoneVendor1SettingsSchema,
  accounts: z.array(referenceSchema),
});
export type PhoneProvisioning = z.infer<typeof phoneProvisioningSchema>;
export const phoneProvisioningResponseSchema = singleEnvelope(phoneProvisioningSchema);

/** 2.13 phone line group; read representation beyond the interface. */
export const phoneLineGroupSchema = z.looseObject({
  ...objectBase,
  commonName: z.string(),
  lines: z.array(
    z.looseObject({
      oid: objectBase.oid,
      objectType: z.string().optional(),
      line: referenceSchema,
    }),
  ),
});
export type PhoneLineGroup = z.infer<typeof phoneLineGroupSchema>;
export const phoneLineGroupResponseSchema = singleEnvelope(phoneLineGroupSchema);
