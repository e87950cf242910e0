import { type NamedList } from '../../../shared/admin';
import { isNotAvailable } from '../../../shared/api-error';
import { isApiError, type ApiClient } from '../../api';

/** How many report schedules are read for their reports, at most (pages of 100). */
const MAX_SCHEDULES = 200;

/**
 * The automated reports a report schedule can hold. No list of them is documented (4.6 relates
 * one by its oid), so they are gathered from what the admin area already reads: the server's
 * report schedules (listed beyond the interface, 404/405: not listed) and each one's reports
 * (4.11), by name, once each.
 */
export async function automatedReports(client: ApiClient): Promise<NamedList> {
  const found = new Map<string, string>();
  try {
    let after: string | undefined;
    let read = 0;
    while (read < MAX_SCHEDULES) {
      const page = await client.reportSchedules.list({ limit: 100, ...(after && { after }) });
      if (page.items.length === 0) break;
      for (const { oid } of page.items) {
        const schedule = await client.reportSchedules.get(oid);
        for (const { automatedReport } of schedule.automatedReports) {
          if (!found.has(automatedReport.oid)) {
            found.set(automatedReport.oid, automatedReport.commonName);
          }
        }
        if (++read >= MAX_SCHEDULES) break;
      }
      if (page.nextId === undefined || page.nextId === after) break;
      after = page.nextId;
    }
  } catch (error) {
    if (isApiError(error) && isNotAvailable(error)) return { available: false };
    throw error;
  }
  const items = [...found].map(([oid, name]) => ({ oid, name }));
  items.sort((a, b) => a.name.localeCompare(b.name));
  return { available: true, items };
}
