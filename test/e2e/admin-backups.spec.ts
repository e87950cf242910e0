import { adminNav, adminSteps, openAdmin } from './admin-harness';
import { expect, simulatorPerFile, test } from './harness';

/** The backup schedule and its logs (4.10), master only, against the simulator. */
const sim = simulatorPerFile(test);
const steps = adminSteps(sim);

test('an administrator has no Backups', async ({ page, openHost }) => {
  await openHost();
  await steps.signInAs(page, 'administrator');
  await openAdmin(page, 'E-mail settings');
  await expect(adminNav(page).getByRole('button', { name: /Backups/ })).toHaveCount(0);
});

test("the master reads the schedule, its logs, and a log's details as the server holds them", async ({
  page,
  openHost,
}) => {
  const reader = await steps.serverClient('master');
  const schedule = await reader.backupSchedules.get(sim().fixtures.backupSchedule);
  const newest = [...schedule.backupLogs].sort((a, b) => (a.timeStamp < b.timeStamp ? 1 : -1))[0]!;
  const details = (await reader.backupLogs.get(newest.oid)).details!;

  await openHost();
  await steps.signInAs(page, 'master');
  await openAdmin(page, 'Backups');
  await page
    .getByRole('list', { name: 'Backup schedules' })
    .getByRole('button', { name: `Open ${schedule.commonName!}` })
    .click();
  await expect(page.getByRole('region', { name: 'External device' })).toContainText(
    schedule.externalDevice.location,
  );
  // The server's words (localDirectory, monday, SUCCESS) are said in the user's (issue #32).
  expect(schedule.externalDevice.type).toBe('localDirectory');
  await expect(page.getByRole('region', { name: 'External device' })).toContainText(
    'A folder on the server',
  );
  const starts = page.getByRole('table', { name: 'Start times' }).locator('tbody tr');
  await expect(starts).toHaveCount(schedule.schedules.length);
  expect(schedule.schedules.map((s) => s.day)).toEqual(['monday', 'wednesday', 'friday']);
  await expect(starts).toHaveText([/^Monday/, /^Wednesday/, /^Friday/]);
  const logs = page.getByRole('table', { name: 'Backup logs' });
  await expect(logs.locator('tbody tr')).toHaveCount(schedule.backupLogs.length);
  const first = logs.locator('tbody tr').first();
  expect(newest.status).toBe('SUCCESS');
  await expect(first.locator('td').first()).toHaveText('Succeeded');
  await expect(first).toContainText(newest.backupFile);
  await first.getByRole('button', { name: /^Show the details of the backup started / }).click();
  await expect(logs.getByRole('note')).toHaveText(details);
});
