import { z } from 'zod';
import { oidSchema, timestampSchema, type ReportSchedule } from '../interface';
import { type FormSpec, type ScalarField } from './form-spec';
import {
  emailListRule,
  emailRule,
  integerRule,
  oidRule,
  requiredTextRule,
  secretRule,
  textRule,
} from './rules';

/** 2.11's export device members the form edits as text (smbPassword is a secret, ssl a switch). */
export const exportDeviceTexts = [
  'type',
  'location',
  'usbId',
  'smbUserName',
  'smbVersion',
  'subDirectory',
  'mode',
] as const;
export type ExportDeviceText = (typeof exportDeviceTexts)[number];

/** The export device's text members, each with the same rule. */
function deviceTextShape<T extends z.ZodType>(rule: T): Record<ExportDeviceText, T> {
  return {
    type: rule,
    location: rule,
    usbId: rule,
    smbUserName: rule,
    smbVersion: rule,
    subDirectory: rule,
    mode: rule,
  };
}

/** 2.11 / 4.6: what the schedule form shows; no secret (only whether the SMB password is set). */
export const reportScheduleViewSchema = z.object({
  commonName: z.string(),
  enabled: z.boolean(),
  frequency: z.string(),
  mailText: z.string(),
  extendByDays: z.number().int(),
  nextCreationDate: timestampSchema,
  sendSeperatly: z.boolean(),
  mailToList: z.string(),
  mailFromAddress: z.object({ address: z.string(), addressType: z.string() }),
  exportDevice: z.object({ ...deviceTextShape(z.string()), ssl: z.boolean() }),
  /** Whether the export device has an SMB password on the server (its value never leaves main). */
  deviceSecretSet: z.boolean(),
  previousResults: z.array(
    z.object({
      oid: oidSchema,
      reportDate: timestampSchema,
      name: z.string(),
      mimeType: z.string(),
      size: z.number(),
    }),
  ),
  automatedReports: z.array(z.object({ oid: oidSchema, report: oidSchema, name: z.string() })),
});
export type ReportScheduleView = z.infer<typeof reportScheduleViewSchema>;

export function reportScheduleView(schedule: ReportSchedule): ReportScheduleView {
  const device = schedule.exportDevice;
  const list = schedule.mailToList;
  return {
    commonName: schedule.commonName,
    enabled: schedule.enabled,
    frequency: schedule.frequency,
    mailText: schedule.mailText,
    extendByDays: schedule.extendByDays,
    nextCreationDate: schedule.nextCreationDate,
    sendSeperatly: schedule.sendSeperatly,
    mailToList: (typeof list === 'string' ? list.split(/[\s,;]+/) : list)
      .filter(Boolean)
      .join('\n'),
    mailFromAddress: {
      address: schedule.mailFromAddress.address,
      addressType: schedule.mailFromAddress.addressType,
    },
    exportDevice: {
      ...(Object.fromEntries(exportDeviceTexts.map((name) => [name, device[name]])) as Record<
        ExportDeviceText,
        string
      >),
      ssl: device.ssl,
    },
    deviceSecretSet: device.smbPassword !== '',
    previousResults: schedule.previousResults.map((result) => ({
      oid: result.oid,
      reportDate: result.reportDate,
      name: result.resultReport.commonName ?? '',
      mimeType: result.resultReport.mimeType ?? '',
      size: result.resultReport.size ?? 0,
    })),
    automatedReports: schedule.automatedReports.map((entry) => ({
      oid: entry.oid,
      report: entry.automatedReport.oid,
      name: entry.automatedReport.commonName,
    })),
  };
}

/** 4.6's rules: addresses are e-mail addresses, the extension a whole number. */
export const reportScheduleFormSchema = z.object({
  commonName: requiredTextRule,
  enabled: z.boolean(),
  frequency: requiredTextRule,
  mailText: textRule,
  extendByDays: integerRule,
  sendSeperatly: z.boolean(),
  mailToList: emailListRule,
  mailFromAddress: z.object({ address: emailRule, addressType: textRule }),
  exportDevice: z.object({
    ...deviceTextShape(textRule),
    ssl: z.boolean(),
    smbPassword: secretRule,
  }),
  automatedReports: z.array(
    z.object({ oid: oidSchema.optional(), report: oidRule, name: z.string() }),
  ),
});
export type ReportScheduleForm = z.infer<typeof reportScheduleFormSchema>;

const device = (name: string, kind: ScalarField['kind']): ScalarField => ({
  name: `exportDevice.${name}`,
  path: `exportDevice/${name}`,
  kind,
});

export const reportScheduleSpec: FormSpec = {
  resource: 'reportSchedule',
  scalars: [
    { name: 'commonName', path: 'commonName', kind: 'text' },
    { name: 'enabled', path: 'enabled', kind: 'boolean' },
    { name: 'frequency', path: 'frequency', kind: 'text' },
    { name: 'extendByDays', path: 'extendByDays', kind: 'integer' },
    { name: 'mailToList', path: 'mailToList', kind: 'stringList' },
    { name: 'mailFromAddress.address', path: 'mailFromAddress/address', kind: 'text' },
    { name: 'mailFromAddress.addressType', path: 'mailFromAddress/addressType', kind: 'text' },
    { name: 'mailText', path: 'mailText', kind: 'text' },
    { name: 'sendSeperatly', path: 'sendSeperatly', kind: 'boolean' },
    ...exportDeviceTexts.map((name) => device(name, 'text')),
    device('ssl', 'boolean'),
    device('smbPassword', 'secret'),
  ],
  lists: [{ name: 'automatedReports', relate: 'report', members: [] }],
};

export const reportScheduleToForm = (view: ReportScheduleView): ReportScheduleForm => ({
  commonName: view.commonName,
  enabled: view.enabled,
  frequency: view.frequency,
  mailText: view.mailText,
  extendByDays: view.extendByDays,
  sendSeperatly: view.sendSeperatly,
  mailToList: view.mailToList,
  mailFromAddress: view.mailFromAddress,
  // The SMB password is write-only: the form starts without it.
  exportDevice: { ...view.exportDevice, smbPassword: '' },
  automatedReports: view.automatedReports,
});
