import { z } from 'zod';
import { attachmentSchema } from './chat';
import {
  clockTimeSchema,
  objectBase,
  oidSchema,
  referenceSchema,
  singleEnvelope,
  timestampSchema,
} from './primitives';

const deviceFields = {
  type: z.string(),
  location: z.string(),
  usbId: z.string(),
  smbUserName: z.string(),
  smbPassword: z.string(),
  smbVersion: z.string(),
  ssl: z.boolean(),
  subDirectory: z.string(),
};

/** 2.10 backup log entry; details are read separately. */
export const backupLogSchema = z.looseObject({
  oid: oidSchema,
  objectType: z.literal('XCCBackupLog').optional(),
  timeStamp: timestampSchema,
  timeStampEnd: z.union([timestampSchema, z.literal('')]),
  backupFile: z.string(),
  status: z.string(),
  details: z.string().optional(),
});
export type BackupLog = z.infer<typeof backupLogSchema>;
export const backupLogResponseSchema = singleEnvelope(backupLogSchema);

/** 2.10 Backup schedule. */
export const backupScheduleSchema = z.looseObject({
  ...objectBase,
  objectType: z.literal('XCCBackupSchedule'),
  externalDevice: z.looseObject({
    oid: oidSchema.optional(),
    objectType: z.literal('XCCExternalDevice').optional(),
    ...deviceFields,
  }),
  maxBackups: z.number().int(),
  backupDatabase: z.boolean(),
  centralBackup: z.boolean(),
  backupAllTenants: z.boolean(),
  tenant: referenceSchema,
  schedules: z.array(
    z.looseObject({
      oid: oidSchema,
      objectType: z.literal('XCCBackupStart').optional(),
      day: z.string(),
      startTime: clockTimeSchema,
    }),
  ),
  backupLogs: z.array(backupLogSchema),
});
export type BackupSchedule = z.infer<typeof backupScheduleSchema>;
export const backupScheduleResponseSchema = singleEnvelope(backupScheduleSchema);

/** 2.11 Report schedule ("sendSeperatly" is the interface's spelling). */
export const reportScheduleSchema = z.looseObject({
  ...objectBase,
  objectType: z.literal('QBQueryReportSchedule'),
  commonName: z.string(),
  frequency: z.string(),
  enabled: z.boolean(),
  mailText: z.string(),
  extendByDays: z.number().int(),
  nextCreationDate: timestampSchema,
  sendSeperatly: z.boolean(),
  mailToList: z.union([z.string(), z.array(z.string())]),
  mailFromAddress: z.looseObject({ address: z.string(), addressType: z.string() }),
  exportDevice: z.looseObject({ ...deviceFields, mode: z.string() }),
  previousResults: z.array(
    z.looseObject({
      oid: oidSchema,
      objectType: z.literal('QBQueryReportResult').optional(),
      resultReport: attachmentSchema,
      reportDate: timestampSchema,
    }),
  ),
  automatedReports: z.array(
    z.looseObject({
      oid: oidSchema,
      objectType: z.literal('relScheduledAutomated').optional(),
      automatedReport: referenceSchema,
    }),
  ),
});
export type ReportSchedule = z.infer<typeof reportScheduleSchema>;
export const reportScheduleResponseSchema = singleEnvelope(reportScheduleSchema);

/** 2.12 Audio file. */
export const audioFileSchema = z.looseObject({
  ...objectBase,
  objectType: z.literal('XCCAudioFile'),
  commonName: z.string(),
  category: z.string(),
  locale: referenceSchema,
  language: z.string(),
  isSystemDefault: z.boolean(),
  audioFile: attachmentSchema,
});
export type AudioFile = z.infer<typeof audioFileSchema>;
export const audioFileResponseSchema = singleEnvelope(audioFileSchema);
