import { expect, openSection, test } from './harness';

/**
 * The desktop's own switches (keep running in the tray, start at sign-in) belong to the desktop
 * app: the browser host, a tab with no tray or login item, does not offer them.
 */
test('Settings in the browser host offers no desktop-only switches', async ({ page, openHost }) => {
  await openHost();
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await openSection(page, 'Settings');
  // Main reported the desktop's state at start, long before the sign-in: the cards are settled.
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Desktop' })).toHaveCount(0);
  await expect(
    page.getByRole('checkbox', { name: 'Keep running in the tray when the window is closed' }),
  ).toHaveCount(0);
  await expect(
    page.getByRole('checkbox', { name: 'Start Switchboard when I sign in to my computer' }),
  ).toHaveCount(0);
});
