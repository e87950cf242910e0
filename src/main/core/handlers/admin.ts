import { type adminCalls } from '../../../shared/contract/admin-calls';
import {
  audioFileView,
  backupLogView,
  backupScheduleView,
  provisioningView,
} from '../../../shared/admin';
import { audioFileSound } from '../admin/audio-sound';
import { automatedReports } from '../admin/automated-reports';
import { objectPage } from '../admin/object-list';
import { readCurrent, saveResource } from '../admin/resource-access';
import { phoneLineGroupAccess } from '../admin/phone-line-groups';
import { phoneTemplateAccess } from '../admin/phone-templates';
import { reportScheduleAccess } from '../admin/report-schedules';
import { serverEmailAccess } from '../admin/server-email';
import { serverProvisioningAccess } from '../admin/server-provisioning';
import { tenantAccess, tenantPage } from '../admin/tenants';
import { type Handlers } from '../handler-registry';
import { type HandlerContext } from './context';

type AdminCallName = keyof typeof adminCalls;

/**
 * The admin area: each read answers the resource's view (never a secret), each save checks for
 * a change made meanwhile, sends the minimal patch and reads back. Nothing is kept in main
 * between calls: every screen reads the server afresh.
 */
export function adminHandlers({ session }: HandlerContext): Pick<Handlers, AdminCallName> {
  return {
    'admin.listObjects': (args) => session.withClient((client) => objectPage(client, args)),
    'admin.getServerProvisioning': () =>
      session.withClient((client) => readCurrent(client, serverProvisioningAccess.read)),
    'admin.saveServerProvisioning': (args) =>
      session.withClient((client) => saveResource(client, serverProvisioningAccess, args)),
    'admin.getServerEmail': () =>
      session.withClient((client) => readCurrent(client, serverEmailAccess.read)),
    'admin.saveServerEmail': (args) =>
      session.withClient((client) => saveResource(client, serverEmailAccess, args)),
    'admin.getPhoneTemplate': ({ oid }) =>
      session.withClient((client) => readCurrent(client, phoneTemplateAccess(oid).read)),
    'admin.savePhoneTemplate': ({ oid, ...args }) =>
      session.withClient((client) => saveResource(client, phoneTemplateAccess(oid), args)),
    'admin.getPhoneLineGroup': ({ oid }) =>
      session.withClient((client) => readCurrent(client, phoneLineGroupAccess(oid).read)),
    'admin.savePhoneLineGroup': ({ oid, ...args }) =>
      session.withClient((client) => saveResource(client, phoneLineGroupAccess(oid), args)),
    'admin.getReportSchedule': ({ oid }) =>
      session.withClient((client) => readCurrent(client, reportScheduleAccess(oid).read)),
    'admin.saveReportSchedule': ({ oid, ...args }) =>
      session.withClient((client) => saveResource(client, reportScheduleAccess(oid), args)),
    'admin.getProvisioning': ({ oid }) =>
      session.withClient((client) =>
        readCurrent(client, async (c) => provisioningView(await c.provisioning.get(oid))),
      ),
    'admin.getAudioFile': ({ oid }) =>
      session.withClient((client) =>
        readCurrent(client, async (c) => audioFileView(await c.audioFiles.get(oid))),
      ),
    'admin.getAudioSound': ({ oid }) => session.withClient((client) => audioFileSound(client, oid)),
    'admin.listAutomatedReports': () => session.withClient(automatedReports),
    'admin.getBackupSchedule': ({ oid }) =>
      session.withClient((client) =>
        readCurrent(client, async (c) => backupScheduleView(await c.backupSchedules.get(oid))),
      ),
    'admin.getBackupLog': ({ oid }) =>
      session.withClient((client) =>
        readCurrent(client, async (c) => backupLogView(await c.backupLogs.get(oid))),
      ),
    'admin.listTenants': (args) => session.withClient((client) => tenantPage(client, args)),
    'admin.getTenant': ({ oid }) =>
      session.withClient((client) => readCurrent(client, tenantAccess(oid).read)),
    'admin.saveTenant': ({ oid, ...args }) =>
      session.withClient((client) => saveResource(client, tenantAccess(oid), args)),
  };
}
