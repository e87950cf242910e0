import { z } from 'zod';
import {
  oidSchema,
  vendorSettingNames,
  type AudioFile,
  type PhoneProvisioning,
} from '../interface';
import { phoneKeyView, phoneKeyViewSchema } from './phone-template';

/** Resources the interface only reads: provisioning records (4.9) and audio files (4.12). */

const byKeyIndex = (a: { keyIndex: number }, b: { keyIndex: number }) => a.keyIndex - b.keyIndex;

const named = z.object({ oid: oidSchema, name: z.string() });

export const provisioningViewSchema = z.object({
  commonName: z.string(),
  phoneType: z.string(),
  macAddress: z.string(),
  serialNumber: z.string(),
  macId: z.string(),
  configFileName: z.string(),
  provisioningEnabled: z.boolean(),
  useRedirection: z.boolean(),
  useTftpProvisioning: z.boolean(),
  voicemailNumber: z.string(),
  callPickupCode: z.string(),
  phoneWallpaperUrl: z.string(),
  reprovisionDate: z.string(),
  activationCode: z.string(),
  activationStatus: z.string(),
  activationIp: z.string(),
  customProvisioningOptions: z.string(),
  phoneTemplate: named,
  accounts: z.array(named),
  vendorSettings: z.array(z.object({ name: z.string(), active: z.boolean(), value: z.string() })),
  functionKeys: z.array(phoneKeyViewSchema),
  softKeys: z.array(phoneKeyViewSchema),
});
export type ProvisioningView = z.infer<typeof provisioningViewSchema>;

export function provisioningView(record: PhoneProvisioning): ProvisioningView {
  const vendor = record.phoneVendor1Settings;
  return {
    commonName: record.commonName ?? '',
    phoneType: record.phoneType,
    macAddress: record.macAddress,
    serialNumber: record.serialNumber,
    macId: record.macId,
    configFileName: record.configFileName,
    provisioningEnabled: record.provisioningEnabled,
    useRedirection: record.useRedirection,
    useTftpProvisioning: record.useTftpProvisioning,
    voicemailNumber: record.voicemailNumber,
    callPickupCode: record.callPickupCode,
    phoneWallpaperUrl: record.phoneWallpaperUrl,
    reprovisionDate: record.reprovisionDate,
    activationCode: record.activationCode,
    activationStatus: record.activationStatus,
    activationIp: record.activationIp,
    customProvisioningOptions: record.customProvisioningOptions.content,
    phoneTemplate: { oid: record.phoneTemplate.oid, name: record.phoneTemplate.commonName },
    accounts: record.accounts.map((a) => ({ oid: a.oid, name: a.commonName })),
    vendorSettings: vendorSettingNames.map((name) => ({
      name,
      active: vendor[`${name}Active`] === true,
      value: typeof vendor[`${name}Value`] === 'string' ? (vendor[`${name}Value`] as string) : '',
    })),
    functionKeys: record.functionKeys.map(phoneKeyView).sort(byKeyIndex),
    softKeys: record.softKeys.map(phoneKeyView).sort(byKeyIndex),
  };
}

export const audioFileViewSchema = z.object({
  commonName: z.string(),
  category: z.string(),
  language: z.string(),
  locale: z.string(),
  isSystemDefault: z.boolean(),
  file: z.object({ name: z.string(), mimeType: z.string(), size: z.number().optional() }),
});
export type AudioFileView = z.infer<typeof audioFileViewSchema>;

export const audioFileView = (file: AudioFile): AudioFileView => ({
  commonName: file.commonName,
  category: file.category,
  language: file.language,
  locale: file.locale.commonName,
  isSystemDefault: file.isSystemDefault,
  file: {
    name: file.audioFile.commonName ?? '',
    mimeType: file.audioFile.mimeType ?? '',
    ...(file.audioFile.size !== undefined && { size: file.audioFile.size }),
  },
});
