import { type Page } from '@playwright/test';
import { adminSteps, openAdmin, reviewAndSave } from './admin-harness';
import { expect, simulatorPerFile, test } from './harness';

/** Phone templates and their keys (4.1) against the simulator; each change read back from it. */
const sim = simulatorPerFile(test);
const steps = adminSteps(sim);

async function openTemplate(page: Page, name: string) {
  await openAdmin(page, 'Phone templates');
  await page
    .getByRole('list', { name: 'Phone templates' })
    .getByRole('button', { name: `Open ${name}` })
    .click();
  const form = page.getByRole('form', { name: `Phone template ${name}` });
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(name);
  return form;
}

const byIndex = <K extends { keyIndex: number }>(keys: K[]) =>
  [...keys].sort((a, b) => a.keyIndex - b.keyIndex);

test('keys edited, removed and added, and a setting changed: the server holds exactly that', async ({
  page,
  openHost,
}) => {
  const reader = await steps.serverClient('administrator');
  const { phoneTemplate, phoneLine } = sim().fixtures;
  const before = await reader.phoneTemplates.get(phoneTemplate);
  const [firstKey] = byIndex(before.functionKeys);
  const lastSoftKey = byIndex(before.softKeys).at(-1)!;
  const line = (await reader.phoneLines.list({ limit: 100 })).items.find(
    (l) => l.oid === phoneLine,
  )!;

  await openHost();
  await steps.signInAs(page, 'administrator');
  const form = await openTemplate(page, before.commonName);
  await form.getByLabel('Voicemail number').fill('8000');
  const key1 = form.getByRole('group', { name: 'Function key 1' });
  await key1.getByLabel('Label').fill('Front desk');
  const softKeys = form.getByRole('group', { name: 'Soft keys' });
  await softKeys
    .getByRole('group', { name: `Soft key ${before.softKeys.length}` })
    .getByRole('button', { name: 'Remove this key' })
    .click();
  await form.getByRole('button', { name: 'Add a function key' }).click();
  const added = form.getByRole('group', { name: `Function key ${before.functionKeys.length + 1}` });
  await added.getByLabel('Type').selectOption('blf');
  await added.getByLabel('Label').fill('Sales');
  await added.getByLabel('Value').fill('300');
  await added.getByLabel('Monitored phone or line').selectOption(phoneLine);

  await form.getByRole('button', { name: 'Review changes' }).click();
  const diff = page.getByRole('table', { name: 'What will change' });
  await expect(diff.getByRole('row', { name: /Voicemail number/ })).toContainText('8000');
  await expect(diff).toContainText('Removed: Position 1');
  await expect(diff).toContainText('Added: Position 1: Front desk');
  await expect(diff).toContainText('Sales (Busy lamp field, 300)');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved. The form shows what the server holds now.')).toBeVisible();

  const after = await reader.phoneTemplates.get(phoneTemplate);
  expect(after.voicemailNumber).toBe('8000');
  expect(after.functionKeys.map((k) => k.oid)).not.toContain(firstKey!.oid);
  expect(after.functionKeys.find((k) => k.keyIndex === firstKey!.keyIndex)).toMatchObject({
    label: 'Front desk',
    type: firstKey!.type,
    value: firstKey!.value,
  });
  expect(after.functionKeys.find((k) => k.label === 'Sales')).toMatchObject({
    type: 'blf',
    value: '300',
    monitoredPhone: { oid: phoneLine, commonName: line.commonName },
  });
  expect(after.softKeys.map((k) => k.oid)).not.toContain(lastSoftKey.oid);
  expect(after.softKeys).toHaveLength(before.softKeys.length - 1);
  await expect(form.getByRole('group', { name: /^Function key / })).toHaveCount(
    after.functionKeys.length,
  );
});

test('moving a key down swaps the positions on the server', async ({ page, openHost }) => {
  const reader = await steps.serverClient('administrator');
  const { phoneTemplate } = sim().fixtures;
  const [one, two] = byIndex((await reader.phoneTemplates.get(phoneTemplate)).functionKeys);
  await openHost();
  await steps.signInAs(page, 'administrator');
  const form = await openTemplate(
    page,
    (await reader.phoneTemplates.get(phoneTemplate)).commonName,
  );
  await form
    .getByRole('group', { name: 'Function key 1' })
    .getByRole('button', { name: 'Move down' })
    .click();
  await expect(form.getByRole('group', { name: 'Function key 1' }).getByLabel('Label')).toHaveValue(
    two!.label,
  );
  await reviewAndSave(page);
  const after = byIndex((await reader.phoneTemplates.get(phoneTemplate)).functionKeys);
  expect(after.slice(0, 2).map((k) => [k.keyIndex, k.label])).toEqual([
    [one!.keyIndex, two!.label],
    [two!.keyIndex, one!.label],
  ]);
});

test('the configuration file name is refused before sending unless the phone type is generic', async ({
  page,
  openHost,
}) => {
  const reader = await steps.serverClient('administrator');
  const { genericPhoneTemplate } = sim().fixtures;
  const before = await reader.phoneTemplates.get(genericPhoneTemplate);
  await openHost();
  await steps.signInAs(page, 'administrator');
  const form = await openTemplate(page, before.commonName);
  await form.getByLabel('Configuration file name').fill('phones.cfg');
  await form.getByLabel('Phone type').fill('vendor1');
  await expect(form.getByLabel('Configuration file name')).not.toBeEditable();
  await form.getByRole('button', { name: 'Review changes' }).click();
  await expect(
    form.getByText('The configuration file name can only be set for the generic phone type.'),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'What will change' })).toHaveCount(0);
  expect((await reader.phoneTemplates.get(genericPhoneTemplate)).phoneType).toBe('generic');

  await form.getByLabel('Phone type').fill('generic');
  await reviewAndSave(page);
  expect(await reader.phoneTemplates.get(genericPhoneTemplate)).toMatchObject({
    phoneType: 'generic',
    configFileName: 'phones.cfg',
  });
});
