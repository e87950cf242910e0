import { vendorSettingNames } from '../../src/shared/interface';
import { adminSteps, openAdmin } from './admin-harness';
import { expect, simulatorPerFile, test } from './harness';

/** The resources the interface only reads: provisioning records (4.9) and audio files (4.12). */
const sim = simulatorPerFile(test);
const steps = adminSteps(sim);

test('a provisioning record shows what the server holds, and its phone template opens from it', async ({
  page,
  openHost,
}) => {
  const reader = await steps.serverClient('administrator');
  const record = await reader.provisioning.get(sim().fixtures.provisioning);
  await openHost();
  await steps.signInAs(page, 'administrator');
  await openAdmin(page, 'Provisioning records');
  await page
    .getByRole('list', { name: 'Provisioning records' })
    .getByRole('button', { name: `Open ${record.commonName!}` })
    .click();
  const phone = page.getByRole('region', { name: 'Phone' });
  await expect(phone).toContainText(record.macAddress);
  await expect(phone).toContainText(record.serialNumber);
  // The status in words, not as the server spells it (issue #32).
  expect(record.activationStatus).toBe('NOT_ACTIVATED');
  await expect(page.getByRole('region', { name: 'Activation' })).toContainText('Not activated');
  await expect(page.getByRole('region', { name: 'Activation' })).not.toContainText('NOT_ACTIVATED');
  await expect(page.getByRole('region', { name: 'Accounts' }).getByRole('listitem')).toHaveText(
    record.accounts.map((a) => a.commonName),
  );
  await expect(
    page.getByRole('table', { name: 'Vendor settings' }).locator('tbody tr'),
  ).toHaveCount(vendorSettingNames.length);
  await expect(page.getByRole('table', { name: 'Function keys' }).locator('tbody tr')).toHaveCount(
    record.functionKeys.length,
  );

  await page
    .getByRole('button', { name: `Open the phone template ${record.phoneTemplate.commonName}` })
    .click();
  await expect(
    page.getByRole('form', { name: `Phone template ${record.phoneTemplate.commonName}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Admin resources' }).getByRole('button', {
      name: 'Phone templates',
    }),
  ).toHaveAttribute('aria-current', 'page');
});

test('an audio file shows its category, language and file, and plays its sound', async ({
  page,
  openHost,
}) => {
  const reader = await steps.serverClient('administrator');
  const file = await reader.audioFiles.get(sim().fixtures.audioFile);
  await openHost();
  await steps.signInAs(page, 'administrator');
  await openAdmin(page, 'Audio files');
  await page
    .getByRole('list', { name: 'Audio files' })
    .getByRole('button', { name: `Open ${file.commonName}` })
    .click();
  const facts = page.getByRole('region', { name: 'File', exact: true });
  await expect(facts).toContainText(file.category);
  await expect(facts).toContainText(file.locale.commonName);
  await expect(facts).toContainText(file.audioFile.commonName);

  // The server serves its sound (attachments_get.html): Play, and the page's player has it.
  const served = await reader.audioFiles.sound(file.audioFile.oid);
  await facts.getByRole('button', { name: 'Play' }).click();
  const player = facts.getByLabel(`Sound of ${file.commonName}`);
  await expect(player).toHaveAttribute('src', /^blob:/);
  // The player read the whole file the server holds: its length is the WAV's.
  const seconds = (Buffer.from(served.contentsB64String, 'base64').byteLength - 44) / 16_000;
  await expect
    .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.duration))
    .toBeCloseTo(seconds, 1);
});
