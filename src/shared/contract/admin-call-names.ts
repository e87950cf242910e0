import { type adminCalls } from './admin-calls';

export type AdminCallName = keyof typeof adminCalls;

/**
 * The admin area's call names, without their schemas: the renderer's bridge offers every call
 * from the start and loads `admin-calls.ts` (a chunk of its own) at the first admin call. The
 * `satisfies` keeps this list the admin calls' names exactly: one missing or extra does not compile.
 */
export const adminCallNames = Object.keys({
  'admin.listObjects': true,
  'admin.getServerProvisioning': true,
  'admin.saveServerProvisioning': true,
  'admin.getServerEmail': true,
  'admin.saveServerEmail': true,
  'admin.getPhoneTemplate': true,
  'admin.savePhoneTemplate': true,
  'admin.getPhoneLineGroup': true,
  'admin.savePhoneLineGroup': true,
  'admin.getReportSchedule': true,
  'admin.saveReportSchedule': true,
  'admin.getProvisioning': true,
  'admin.getAudioFile': true,
  'admin.getAudioSound': true,
  'admin.listAutomatedReports': true,
  'admin.getBackupSchedule': true,
  'admin.getBackupLog': true,
  'admin.listTenants': true,
  'admin.getTenant': true,
  'admin.saveTenant': true,
} satisfies Record<AdminCallName, true>) as AdminCallName[];
