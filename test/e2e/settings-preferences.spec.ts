import { expect, openSection, screenshot, test } from './harness';

/**
 * This install's preferences (`state/preferences.ts`): the theme, which desktop notifications
 * to show and how often to ask for a call review are chosen in Settings, act at once, and are
 * still chosen when the page is loaded again.
 */
test('the theme, the notifications and the review prompt are kept across a reload @screenshots', async ({
  page,
  openHost,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openHost();
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await openSection(page, 'Settings');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'light');

  await page.getByRole('radio', { name: 'Dark' }).check();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  const voicemail = page.getByRole('checkbox', {
    name: 'Show a desktop notification for each new voicemail',
  });
  await voicemail.uncheck();
  const rate = page.getByLabel('Ask to rate calls');
  await rate.selectOption({ label: 'Never' });
  for (const [width, height] of [
    [1280, 800],
    [800, 600],
  ] as const) {
    await page.setViewportSize({ width, height });
    await screenshot(page, `settings-preferences-dark-${width}`);
  }

  await page.reload();
  await openSection(page, 'Settings');
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(voicemail).not.toBeChecked();
  await expect(
    page.getByRole('checkbox', { name: 'Show a desktop notification for each new message' }),
  ).toBeChecked();
  await expect(rate).toHaveValue('never');

  // "Same as system" follows the system's scheme again.
  await page.getByRole('radio', { name: 'Same as system' }).check();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await screenshot(page, 'settings-preferences-light-800');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(html).toHaveAttribute('data-theme', 'dark');
});
