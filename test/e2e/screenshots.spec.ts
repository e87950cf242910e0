import { expect, screenshot, test } from './harness';

/**
 * A picture of every screen in light and dark, for docs/screenshots/ and the README
 * (`npm run screenshots`). Taken in demo mode, as a new user would first see the app.
 */
const sections = [
  'Conversations',
  'History',
  'Favorites',
  'People',
  'Web pages',
  'Admin',
  'Settings',
];

for (const theme of ['light', 'dark'] as const) {
  test(`screenshots of every screen (${theme}) @screenshots`, async ({ page, openHost }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await openHost();
    await expect(page.getByRole('heading', { name: 'Sign in to Switchboard' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await screenshot(page, `sign-in-${theme}`);

    await page.getByRole('button', { name: 'Try the demo' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('status', { name: 'Connection: Online' })).toBeVisible();
    for (const section of sections) {
      await nav.getByRole('button', { name: section }).click();
      await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
      if (section === 'Settings')
        await expect(page.getByText('Phone line', { exact: true })).toBeVisible();
      await screenshot(page, `${section.toLowerCase().replace(' ', '-')}-${theme}`);
    }
  });
}
