import { adminChangesSchema, currentSchema, saveArgsSchema, saveResultSchema } from '../admin';
import { z } from 'zod';
import { backupLogViewSchema, backupScheduleViewSchema } from '../admin/backup';
import { namedListSchema, objectPageArgsSchema, objectPageSchema } from '../admin/object-list';
import { phoneLineGroupViewSchema } from '../admin/phone-line-group';
import { phoneTemplateViewSchema } from '../admin/phone-template';
import { audioFileViewSchema, provisioningViewSchema } from '../admin/read-only';
import { reportScheduleViewSchema } from '../admin/report-schedule';
import { serverEmailViewSchema } from '../admin/server-email';
import { serverProvisioningViewSchema } from '../admin/server-provisioning';
import { tenantPageArgsSchema, tenantPageSchema, tenantViewSchema } from '../admin/tenant';
import { oidSchema } from '../interface';
import { strippingResults } from './strip-unknown';
import { voicemailAudioSchema } from './voicemail-calls';

const target = z.object({ oid: oidSchema });

/**
 * The admin area's calls (interface 4.1, 4.4, 4.6, 4.9–4.14, 4.17, 4.19). Reads answer the
 * resource's view, which names no secret (a password is only ever sent, never shown); saves take
 * the changes of one form and answer what the server holds afterwards. Nothing here is cached.
 * Spread into `contract.calls` in `ipc-contract.ts`, each result schema stripping unknown fields
 * as every call's does. The renderer loads this module (a chunk of its own) at its first admin
 * call (`unwrapApi`); `admin-call-names.ts` holds the names alone.
 */
export const adminCalls = strippingResults({
  /** The names of one kind of admin object, a page at a time (where the server lists them). */
  'admin.listObjects': { args: objectPageArgsSchema, result: objectPageSchema },
  /** 4.14's settings, read beyond the interface (design section 4); no secret in them. */
  'admin.getServerProvisioning': {
    args: z.undefined(),
    result: currentSchema(serverProvisioningViewSchema),
  },
  /** 4.14 */
  'admin.saveServerProvisioning': {
    args: saveArgsSchema(serverProvisioningViewSchema, adminChangesSchema('serverProvisioning')),
    result: saveResultSchema(serverProvisioningViewSchema),
  },
  /** 4.19's settings, read beyond the interface (design section 4). */
  'admin.getServerEmail': {
    args: z.undefined(),
    result: currentSchema(serverEmailViewSchema),
  },
  /** 4.19 */
  'admin.saveServerEmail': {
    args: saveArgsSchema(serverEmailViewSchema, adminChangesSchema('serverEmail')),
    result: saveResultSchema(serverEmailViewSchema),
  },
  /** A phone template with its keys, read beyond the interface. */
  'admin.getPhoneTemplate': { args: target, result: currentSchema(phoneTemplateViewSchema) },
  /** 4.1 */
  'admin.savePhoneTemplate': {
    args: target.extend(
      saveArgsSchema(phoneTemplateViewSchema, adminChangesSchema('phoneTemplate')).shape,
    ),
    result: saveResultSchema(phoneTemplateViewSchema),
  },
  /** A phone line group (call pickup group), read beyond the interface. */
  'admin.getPhoneLineGroup': { args: target, result: currentSchema(phoneLineGroupViewSchema) },
  /** 4.13 */
  'admin.savePhoneLineGroup': {
    args: target.extend(
      saveArgsSchema(phoneLineGroupViewSchema, adminChangesSchema('phoneLineGroup')).shape,
    ),
    result: saveResultSchema(phoneLineGroupViewSchema),
  },
  /** 4.11 */
  'admin.getReportSchedule': { args: target, result: currentSchema(reportScheduleViewSchema) },
  /** 4.6 */
  'admin.saveReportSchedule': {
    args: target.extend(
      saveArgsSchema(reportScheduleViewSchema, adminChangesSchema('reportSchedule')).shape,
    ),
    result: saveResultSchema(reportScheduleViewSchema),
  },
  /** 4.9 */
  'admin.getProvisioning': { args: target, result: currentSchema(provisioningViewSchema) },
  /** 4.12 */
  'admin.getAudioFile': { args: target, result: currentSchema(audioFileViewSchema) },
  /**
   * An audio file's sound, to play (guide: attachments_get.html): an audio type, the bytes as
   * base64 of at most 10 MB, as a voicemail's; `available: false` where it is not served.
   */
  'admin.getAudioSound': { args: target, result: currentSchema(voicemailAudioSchema) },
  /**
   * The automated reports a schedule can hold, by name: those the server's report schedules
   * name (no list of them is documented); `available: false` where schedules are not listed.
   */
  'admin.listAutomatedReports': { args: z.undefined(), result: namedListSchema },
  /** 4.10 (master) */
  'admin.getBackupSchedule': { args: target, result: currentSchema(backupScheduleViewSchema) },
  /** A backup log's details, read beyond the interface (4.10 says they are read per log). */
  'admin.getBackupLog': { args: target, result: currentSchema(backupLogViewSchema) },
  /** 4.4: one page of tenants (master, multi-tenant configuration). */
  'admin.listTenants': { args: tenantPageArgsSchema, result: tenantPageSchema },
  /** One tenant as its form edits it (the guide's tenants_get.html). */
  'admin.getTenant': { args: target, result: currentSchema(tenantViewSchema) },
  /** 4.17 */
  'admin.saveTenant': {
    args: target.extend(saveArgsSchema(tenantViewSchema, adminChangesSchema('tenant')).shape),
    result: saveResultSchema(tenantViewSchema),
  },
} as const);
