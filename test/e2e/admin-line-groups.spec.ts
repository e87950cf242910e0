import { adminSteps, openAdmin } from './admin-harness';
import { expect, simulatorPerFile, test } from './harness';

/** Phone line groups (4.13) against the simulator; each change read back from it. */
const sim = simulatorPerFile(test);
const steps = adminSteps(sim);

test('an administrator renames a group, removes a line and adds one: the server holds exactly that', async ({
  page,
  openHost,
}) => {
  const reader = await steps.serverClient('administrator');
  const { phoneLineGroup } = sim().fixtures;
  const before = await reader.phoneLineGroups.get(phoneLineGroup);
  const names = (await reader.phoneLineGroups.list()).items.map((g) => g.commonName);
  const lines = (await reader.phoneLines.list({ limit: 100 })).items;
  const inGroup = new Set(before.lines.map((l) => l.line.oid));
  const newcomer = lines.find((l) => !inGroup.has(l.oid))!;
  const leaving = before.lines[0]!;

  await openHost();
  await steps.signInAs(page, 'administrator');
  await openAdmin(page, 'Phone line groups');
  const list = page.getByRole('list', { name: 'Phone line groups' });
  await expect(list.getByRole('button')).toHaveCount(names.length);
  await list.getByRole('button', { name: `Open ${before.commonName}` }).click();
  const form = page.getByRole('form', { name: `Phone line group ${before.commonName}` });
  const members = form.getByRole('list', { name: 'Lines' }).getByRole('listitem');
  await expect(members).toHaveCount(before.lines.length);

  await form.getByLabel('Name').fill('Support desk pickup');
  await form.getByRole('button', { name: `Remove ${leaving.line.commonName}` }).click();
  await form.getByLabel('Line to add').selectOption(newcomer.oid);
  await form.getByRole('button', { name: 'Add a line' }).click();
  await form.getByRole('button', { name: 'Review changes' }).click();
  const diff = page.getByRole('table', { name: 'What will change' });
  await expect(diff.getByRole('row')).toHaveCount(4);
  await expect(diff).toContainText(`Removed: ${leaving.line.commonName}`);
  await expect(diff).toContainText(`Added: ${newcomer.commonName}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved. The form shows what the server holds now.')).toBeVisible();

  const after = await reader.phoneLineGroups.get(phoneLineGroup);
  expect(after.commonName).toBe('Support desk pickup');
  expect(after.lines.map((l) => l.line.oid).sort()).toEqual(
    [...before.lines.slice(1).map((l) => l.line.oid), newcomer.oid].sort(),
  );
  expect(after.lines.map((l) => l.oid)).not.toContain(leaving.oid);
  await expect(
    page
      .getByRole('form', { name: 'Phone line group Support desk pickup' })
      .getByRole('list', { name: 'Lines' })
      .getByRole('listitem'),
  ).toHaveCount(after.lines.length);
});

test('a server that lists no groups: one is opened by its id, and an id that is not a number is refused', async ({
  page,
  openHost,
}) => {
  const { phoneLineGroup } = sim().fixtures;
  await openHost();
  await steps.signInAs(page, 'administrator');
  // Where the server lists them, there is no id to type: names are picked.
  await openAdmin(page, 'Phone line groups');
  await expect(page.getByRole('list', { name: 'Phone line groups' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Open by id' })).toHaveCount(0);
  await openAdmin(page, 'E-mail settings');

  sim().setFaults({ refuseAdminLists: true });
  await openAdmin(page, 'Phone line groups');
  await expect(
    page.getByText('This server does not list them. Open one by its id below.'),
  ).toBeVisible();
  const byId = page.getByRole('region', { name: 'Open by id' });
  await byId.getByLabel('Id').fill('twelve');
  await byId.getByRole('button', { name: 'Open' }).click();
  await expect(byId).toContainText('Enter the id as a number, like 1204.');
  await byId.getByLabel('Id').fill(phoneLineGroup);
  await byId.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('form', { name: /^Phone line group / })).toBeVisible();
  await page.getByRole('button', { name: 'Back to phone line groups' }).click();
  await expect(byId).toBeVisible();
  sim().setFaults({});
});
