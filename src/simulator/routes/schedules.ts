import { patchSpecs } from '../../shared/interface';
import { getScoped, listScoped, patchScoped, tenantBinding } from './resource';

export const scheduleHandlers = {
  'reportSchedules.list': listScoped((s) => s.reportSchedules, 'reportschedules'),
  'backupSchedules.list': listScoped((s) => s.backupSchedules, 'backupschedules'),
  'audioFiles.list': listScoped((s) => s.audioFiles, 'audiofiles'),
  'reportSchedules.get': getScoped((s) => s.reportSchedules, 'report schedule', 'reportschedules'),
  /** 4.6 */
  'reportSchedules.update': patchScoped(
    (s) => s.reportSchedules,
    'report schedule',
    (ctx) =>
      tenantBinding(ctx, patchSpecs.reportSchedule, {
        automatedReports: { entryType: 'relScheduledAutomated' },
      }),
  ),
  'backupSchedules.get': getScoped((s) => s.backupSchedules, 'backup schedule', 'backupschedules'),
  /** Beyond the interface: one backup log with its details (4.10 says they are read separately). */
  'backupLogs.get': getScoped((s) => s.backupLogs, 'backup log', 'backuplogs'),
  'audioFiles.get': getScoped((s) => s.audioFiles, 'audio file', 'audiofiles'),
};
