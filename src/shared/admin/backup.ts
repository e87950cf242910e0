import { z } from 'zod';
import { oidSchema, type BackupLog, type BackupSchedule } from '../interface';

/** 2.10 / 4.10: a backup schedule as the screen shows it (read only; no SMB password). */
export const backupScheduleViewSchema = z.object({
  commonName: z.string(),
  maxBackups: z.number().int(),
  backupDatabase: z.boolean(),
  centralBackup: z.boolean(),
  backupAllTenants: z.boolean(),
  tenant: z.string(),
  device: z.object({
    type: z.string(),
    location: z.string(),
    usbId: z.string(),
    smbUserName: z.string(),
    smbVersion: z.string(),
    ssl: z.boolean(),
    subDirectory: z.string(),
  }),
  /** Whether the device has an SMB password on the server (its value never leaves main). */
  deviceSecretSet: z.boolean(),
  starts: z.array(z.object({ oid: oidSchema, day: z.string(), startTime: z.string() })),
  logs: z.array(
    z.object({
      oid: oidSchema,
      status: z.string(),
      timeStamp: z.string(),
      timeStampEnd: z.string(),
      backupFile: z.string(),
    }),
  ),
});
export type BackupScheduleView = z.infer<typeof backupScheduleViewSchema>;

export function backupScheduleView(schedule: BackupSchedule): BackupScheduleView {
  const device = schedule.externalDevice;
  return {
    commonName: schedule.commonName ?? '',
    maxBackups: schedule.maxBackups,
    backupDatabase: schedule.backupDatabase,
    centralBackup: schedule.centralBackup,
    backupAllTenants: schedule.backupAllTenants,
    tenant: schedule.tenant.commonName,
    device: {
      type: device.type,
      location: device.location,
      usbId: device.usbId,
      smbUserName: device.smbUserName,
      smbVersion: device.smbVersion,
      ssl: device.ssl,
      subDirectory: device.subDirectory,
    },
    deviceSecretSet: device.smbPassword !== '',
    starts: schedule.schedules.map(({ oid, day, startTime }) => ({ oid, day, startTime })),
    // Newest first: the one an administrator looks for.
    logs: schedule.backupLogs
      .map(({ oid, status, timeStamp, timeStampEnd, backupFile }) => ({
        oid,
        status,
        timeStamp,
        timeStampEnd,
        backupFile,
      }))
      .sort((a, b) => (a.timeStamp < b.timeStamp ? 1 : a.timeStamp > b.timeStamp ? -1 : 0)),
  };
}

/** A backup log's details (read per log; 4.10 leaves them out of the schedule). */
export const backupLogViewSchema = z.object({ oid: oidSchema, details: z.string() });
export type BackupLogView = z.infer<typeof backupLogViewSchema>;

export const backupLogView = (log: BackupLog): BackupLogView => ({
  oid: log.oid,
  details: log.details ?? '',
});
