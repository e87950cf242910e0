import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, root, test } from './harness';

/**
 * A picture of every screen in light and dark, for docs/screenshots/ and the README. Taken in
 * demo mode, as a new user would first see the app.
 */
const dir = join(root, 'docs', 'screenshots');
const sections = [
  'Conversations',
  'History',
  'Favorites',
  'People',
  'Web pages',
  'Admin',
  'Settings',
];

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: join(dir, `${name}.png`) });
}

for (const theme of ['light', 'dark'] as const) {
  test(`screenshots of every screen (${theme})`, async ({ page, openHost }) => {
    await mkdir(dir, { recursive: true });
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await openHost();
    await expect(page.getByRole('heading', { name: 'Sign in to Switchboard' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await shoot(page, `sign-in-${theme}`);

    await page.getByRole('button', { name: 'Try the demo' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('status', { name: 'Connection: Online' })).toBeVisible();
    for (const section of sections) {
      await nav.getByRole('button', { name: section }).click();
      await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
      if (section === 'Settings') await expect(page.getByText('Phone line')).toBeVisible();
      await shoot(page, `${section.toLowerCase().replace(' ', '-')}-${theme}`);
    }
  });
}
