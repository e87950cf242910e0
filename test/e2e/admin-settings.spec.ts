import { type Page } from '@playwright/test';
import { patch } from '../../src/main/api';
import { adminNav, adminSteps, mainNav, openAdmin, reviewAndSave } from './admin-harness';
import { expect, simulatorPerFile, test } from './harness';

/** Server e-mail settings (4.19) and the admin form machinery, against the simulator. */
const sim = simulatorPerFile(test);
const steps = adminSteps(sim);

/** An administrator on the e-mail settings, once the server's values are shown. */
async function openEmailSettings(page: Page, openHost: () => Promise<unknown>): Promise<void> {
  await openHost();
  await steps.signInAs(page, 'administrator');
  await openAdmin(page, 'E-mail settings');
  await expect(page.getByLabel('Character set')).not.toHaveValue('');
}

test('a plain user has no Admin', async ({ page, openHost }) => {
  await openHost();
  await steps.signInAs(page, 'user');
  await expect(mainNav(page).getByRole('button', { name: 'History', exact: true })).toBeVisible();
  await expect(mainNav(page).getByRole('button', { name: 'Admin', exact: true })).toHaveCount(0);
});

test('an administrator edits the e-mail settings: the diff first, then what the server holds', async ({
  page,
  openHost,
}) => {
  const reader = await steps.serverClient('administrator');
  await openHost();
  await steps.signInAs(page, 'administrator');
  await openAdmin(page, 'E-mail settings');
  const gateway = page.getByLabel('Mail server (SMTP gateway)');
  const before = await reader.serverEmail.get();
  await expect(gateway).toHaveValue(before.gateway);

  // Nothing changed: said beside the button, and gone once a rule is broken.
  await page.getByRole('button', { name: 'Review changes' }).click();
  await expect(page.getByText('Nothing has changed yet.')).toBeInViewport();
  await gateway.fill('mail.example.org');
  await page.getByLabel('Administrator e-mail address').fill('not an address');
  await page.getByRole('button', { name: 'Review changes' }).click();
  // Refused before sending, with the field's rule as a sentence.
  await expect(page.getByText('Enter an e-mail address, like name@example.com.')).toBeVisible();
  await expect(page.getByText('Nothing has changed yet.')).toHaveCount(0);
  expect((await reader.serverEmail.get()).adminEmailAddress).toBe(before.adminEmailAddress);

  await page.getByLabel('Administrator e-mail address').fill('pbx-admin@example.org');
  await page.getByRole('button', { name: 'Review changes' }).click();
  const diff = page.getByRole('table', { name: 'What will change' });
  await expect(diff.getByRole('row')).toHaveCount(3);
  await expect(diff.getByRole('row', { name: /Mail server/ })).toContainText('mail.example.org');
  await expect(diff.getByRole('row', { name: /Administrator e-mail/ })).toContainText(
    before.adminEmailAddress,
  );
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved. The form shows what the server holds now.')).toBeVisible();

  const after = await reader.serverEmail.get();
  expect(after).toMatchObject({
    gateway: 'mail.example.org',
    adminEmailAddress: 'pbx-admin@example.org',
    code: before.code,
    voicemailToEmailSender: before.voicemailToEmailSender,
  });
  await expect(gateway).toHaveValue(after.gateway);
  await expect(page.getByLabel('Administrator e-mail address')).toHaveValue(
    after.adminEmailAddress,
  );
});

test("a second administrator's change is shown instead of being overwritten", async ({
  page,
  openHost,
}) => {
  const other = await steps.serverClient('administrator');
  await openEmailSettings(page, openHost);

  // Someone else changes the gateway while this form is open.
  await other.serverEmail.update(patch('serverEmail').replace('gateway', 'smtp.elsewhere.example'));

  await page.getByLabel('Character set').fill('ISO-8859-1');
  await page.getByRole('button', { name: 'Review changes' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  const conflict = page.getByRole('region', { name: 'Someone else changed this meanwhile' });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole('row', { name: /Mail server/ })).toContainText(
    'smtp.elsewhere.example',
  );
  expect((await other.serverEmail.get()).code).not.toBe('ISO-8859-1');

  await conflict.getByRole('button', { name: 'Keep my changes on top of theirs' }).click();
  await expect(page.getByLabel('Mail server (SMTP gateway)')).toHaveValue('smtp.elsewhere.example');
  await expect(page.getByLabel('Character set')).toHaveValue('ISO-8859-1');
  await page.getByRole('button', { name: 'Review changes' }).click();
  await expect(page.getByRole('table', { name: 'What will change' }).getByRole('row')).toHaveCount(
    2,
  );
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Saved. The form shows what the server holds now.')).toBeVisible();
  expect(await other.serverEmail.get()).toMatchObject({
    gateway: 'smtp.elsewhere.example',
    code: 'ISO-8859-1',
  });
});

test('a failed save is a sentence, and the form keeps what was typed', async ({
  page,
  openHost,
}) => {
  const reader = await steps.serverClient('administrator');
  await openEmailSettings(page, openHost);
  await page.getByLabel('Sender address of voicemail e-mails').fill('vm@example.org');
  await page.getByRole('button', { name: 'Review changes' }).click();
  sim().setFaults({ errorRate: 1, errorStatus: 503 });
  try {
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'The server ran into a problem. Please try again later.',
    );
  } finally {
    sim().setFaults({});
  }
  await expect(page.getByLabel('Sender address of voicemail e-mails')).toHaveValue(
    'vm@example.org',
  );
  expect((await reader.serverEmail.get()).voicemailToEmailSender).not.toBe('vm@example.org');
  await reviewAndSave(page);
  expect((await reader.serverEmail.get()).voicemailToEmailSender).toBe('vm@example.org');
});

test('leaving a form with unsaved changes asks first', async ({ page, openHost }) => {
  await openEmailSettings(page, openHost);
  const code = page.getByLabel('Character set');
  await code.fill('UTF-16');

  await mainNav(page).getByRole('button', { name: 'History', exact: true }).click();
  const prompt = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Stay' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(code).toHaveValue('UTF-16');
  await expect(adminNav(page)).toBeVisible();

  // Closing the window asks too (the browser's own prompt here; the desktop app's dialog there).
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    }),
  );
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
  await expect(code).toHaveValue('UTF-16');

  await mainNav(page).getByRole('button', { name: 'History', exact: true }).click();
  await prompt.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
});
