import { adminSteps, openAdmin } from './admin-harness';
import { expect, simulatorPerFile, test } from './harness';

/** Report schedules (4.11, 4.6) against the simulator; each change read back from it. */
const sim = simulatorPerFile(test);
const steps = adminSteps(sim);

test('every kind of field of a schedule saved: a frequency by label, nested address, the SMB password (never shown), reports removed and picked by name', async ({
  page,
  openHost,
}) => {
  const reader = await steps.serverClient('administrator');
  const { reportSchedule, automatedReport } = sim().fixtures;
  const before = await reader.reportSchedules.get(reportSchedule);
  const leaving = before.automatedReports[0]!;
  const secret = 'Sm8-secret-value';

  await openHost();
  await steps.signInAs(page, 'administrator');
  await openAdmin(page, 'Report schedules');
  await page
    .getByRole('list', { name: 'Report schedules' })
    .getByRole('button', { name: `Open ${before.commonName}` })
    .click();
  const form = page.getByRole('form', { name: `Report schedule ${before.commonName}` });
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(before.commonName);
  const results = page.getByRole('table', { name: 'Previous results' });
  await expect(results.locator('tbody tr')).toHaveCount(before.previousResults.length);
  await expect(results).toContainText(before.previousResults[0]!.resultReport.commonName);

  // Choices by label, not the server's spelling (issue #32).
  expect(before.frequency).toBe('DAILY');
  const frequency = form.getByRole('combobox', { name: 'Frequency' });
  await expect(frequency.locator('option:checked')).toHaveText('Daily');
  await expect(
    form.getByRole('combobox', { name: 'Type', exact: true }).locator('option:checked'),
  ).toHaveText('A Windows (SMB) share');
  await frequency.selectOption({ label: 'Weekly' });
  await form.getByLabel('Sender address', { exact: true }).fill('statistics@example.org');
  await form.getByLabel('Send to').fill('reports@example.org\nnot-an-address');
  await form.getByLabel('SMB password').fill(secret);
  await form.getByRole('button', { name: `Remove ${leaving.automatedReport.commonName}` }).click();
  // The reports the server's schedules name, by name: the one added is another schedule's.
  const added = (await reader.reportSchedules.get(sim().fixtures.reportSchedule)).automatedReports;
  expect(added.map((r) => r.automatedReport.oid)).not.toContain(automatedReport);
  const pick = form.getByRole('combobox', { name: 'Automated report' });
  await pick.selectOption({ label: 'Chat volume' });
  await form.getByRole('button', { name: 'Add the report' }).click();
  await expect(form.getByLabel('Automated report id')).toBeHidden();
  await form.getByRole('button', { name: 'Review changes' }).click();
  await expect(form.getByText('Enter e-mail addresses, one per line.')).toBeVisible();
  await form.getByLabel('Send to').fill('reports@example.org\nboard@example.org');
  await form.getByRole('button', { name: 'Review changes' }).click();

  const diff = page.getByRole('table', { name: 'What will change' });
  await expect(diff.getByRole('row', { name: /^Sender address / })).toContainText(
    'statistics@example.org',
  );
  await expect(diff.getByRole('row', { name: /SMB password/ })).toContainText('(hidden)');
  await expect(diff.getByRole('row', { name: /^Frequency / })).toHaveText(/Daily\s*Weekly/);
  await expect(diff).toContainText('Added: Chat volume');
  await expect(diff).toContainText(`Removed: ${leaving.automatedReport.commonName}`);
  await expect(page.locator('body')).not.toContainText(secret);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved. The form shows what the server holds now.')).toBeVisible();

  const after = await reader.reportSchedules.get(reportSchedule);
  expect(after.mailFromAddress).toEqual({
    address: 'statistics@example.org',
    addressType: before.mailFromAddress.addressType,
  });
  expect(after.mailToList).toEqual(['reports@example.org', 'board@example.org']);
  expect(after.frequency).toBe('WEEKLY');
  expect(after.exportDevice.smbPassword).toBe(secret);
  expect(after.exportDevice.location).toBe(before.exportDevice.location);
  expect(after.automatedReports.map((r) => r.oid)).not.toContain(leaving.oid);
  expect(after.automatedReports.map((r) => r.automatedReport.oid)).toContain(automatedReport);

  // What the server holds, without the password: the field is empty and says one is set.
  await expect(form.getByLabel('SMB password')).toHaveValue('');
  await expect(form.getByText('A value is set. Type a new one to replace it.')).toBeVisible();
  await expect(
    form.getByRole('list', { name: 'Automated reports' }).getByRole('listitem'),
  ).toHaveCount(after.automatedReports.length);
  expect(await page.content()).not.toContain(secret);
});
