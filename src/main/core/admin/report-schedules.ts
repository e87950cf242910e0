import { reportScheduleView, type ReportScheduleView } from '../../../shared/admin';
import { type Oid } from '../../../shared/interface';
import { type ResourceAccess } from './resource-access';

/** 4.11 read and 4.6 update of one report schedule; its SMB password stays here. */
export function reportScheduleAccess(
  oid: Oid,
): ResourceAccess<'reportSchedule', ReportScheduleView> {
  return {
    resource: 'reportSchedule',
    read: async (client) => reportScheduleView(await client.reportSchedules.get(oid)),
    send: (client, operations) => client.reportSchedules.update(oid, operations),
  };
}
