import {
  attachmentContentsResponseSchema,
  audioFileResponseSchema,
  backupLogResponseSchema,
  backupScheduleResponseSchema,
  reportScheduleResponseSchema,
  type Oid,
} from '../../../shared/interface';
import { type CallOptions } from '../http';
import { type PatchInput } from '../patch-builder';
import { type Caller } from '../session';
import { fetchObject, referenceLister, sendPatch } from './kit';

/** Schedules and their files: backups (4.10), reports (4.6, 4.11), audio files (4.12). */
export function backupSchedulesApi(call: Caller) {
  return {
    /** Beyond the interface: the backup schedules in short form, paged. */
    list: referenceLister(call, 'backupSchedules.list'),
    get: (schedule: Oid, options?: CallOptions) =>
      fetchObject(call, () => ({
        operation: 'backupSchedules.get',
        params: { oid: schedule },
        response: backupScheduleResponseSchema,
        ...options,
      })),
  };
}

/** A backup log with its details; the schedule lists logs without them. */
export function backupLogsApi(call: Caller) {
  return {
    get: (log: Oid, options?: CallOptions) =>
      fetchObject(call, () => ({
        operation: 'backupLogs.get',
        params: { oid: log },
        response: backupLogResponseSchema,
        ...options,
      })),
  };
}

export function reportSchedulesApi(call: Caller) {
  return {
    /** Beyond the interface: the report schedules in short form, paged. */
    list: referenceLister(call, 'reportSchedules.list'),
    get: (schedule: Oid, options?: CallOptions) =>
      fetchObject(call, () => ({
        operation: 'reportSchedules.get',
        params: { oid: schedule },
        response: reportScheduleResponseSchema,
        ...options,
      })),
    update: (schedule: Oid, input: PatchInput<'reportSchedule'>, options?: CallOptions) =>
      sendPatch(
        call,
        {
          operation: 'reportSchedules.update',
          resource: 'reportSchedule',
          params: { oid: schedule },
        },
        input,
        options,
      ),
  };
}

export function audioFilesApi(call: Caller) {
  return {
    /** The guide's audio_files_list.html (beyond the interface): short forms, paged by oid. */
    list: referenceLister(call, 'audioFiles.list'),
    get: (file: Oid, options?: CallOptions) =>
      fetchObject(call, () => ({
        operation: 'audioFiles.get',
        params: { oid: file },
        response: audioFileResponseSchema,
        ...options,
      })),
    /**
     * An audio file's sound (guide: attachments_get.html, administrators only): its `audioFile`
     * attachment with the contents as base64. Beyond the interface: 404/405 means not offered.
     */
    sound: (attachment: Oid, options?: CallOptions) =>
      fetchObject(call, () => ({
        operation: 'attachments.get',
        params: { oid: attachment },
        response: attachmentContentsResponseSchema,
        ...options,
      })),
  };
}
