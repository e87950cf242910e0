import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { startLocalFeed, type LocalFeed } from '../main/browser-host/local-update-feed';
import { expect, openSection, screenshot, test } from './harness';

/**
 * Settings → About & updates end to end. With `--update-feed` the browser host runs the real
 * updater against a local release feed: it checks, downloads and verifies, and refuses to install
 * (a browser tab has nothing to install into), so the page shows every step as an installed app
 * would. Without it, the browser host says it does not update itself.
 */

const card = (page: Page, name = 'About & updates') =>
  page.getByRole('region', { name, exact: true });
const banner = (page: Page) => page.locator('.banner-slot');

let feed: LocalFeed | undefined;
test.afterEach(async () => {
  await feed?.close();
  feed = undefined;
});

/** Pictures at the app's usual size, in both themes. */
async function pictures(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await screenshot(page, `${name}-${theme}`);
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
}

/** axe on the card and the banner, in both themes: nothing serious or critical. */
async function expectAccessible(page: Page): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    const { violations } = await new AxeBuilder({ page })
      .include('.banner-slot')
      .include('.settings .card:last-child')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id} (${theme})`)).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
}

/** Settings → About & updates, scrolled to. */
async function openAboutUpdates(page: Page) {
  await openSection(page, 'Settings');
  return aboutUpdates(page);
}

/** The card, once Settings is shown, scrolled to. */
async function aboutUpdates(page: Page, name = 'About & updates') {
  const about = card(page, name);
  await about.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  return about;
}

test('a newer version on the feed is downloaded, verified and offered; the browser host refuses the restart @screenshots', async ({
  page,
  openHost,
}) => {
  test.setTimeout(120_000);
  feed = await startLocalFeed();
  feed.offer('9.0.0');
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHost({ updateFeed: feed.url });
  await page.getByRole('button', { name: 'Try the demo' }).click();
  const about = await openAboutUpdates(page);
  await expect(about.getByRole('status').first()).toHaveText(
    'Switchboard has not checked for updates yet.',
  );
  await about.getByRole('button', { name: 'Check for updates' }).click();
  await expect(
    about.getByText('Version 9.0.0 is ready. Restart Switchboard to update.'),
  ).toBeVisible();
  // The feed's file was fetched: the updater downloaded it to verify it.
  expect(feed.requested).toContain('Switchboard-9.0.0.AppImage');
  await expect(about.getByRole('radio', { name: 'Stable' })).toBeChecked();
  await expect(about.getByLabel('Company mirror address (optional)')).toHaveValue('');

  // The shell's banner, a status line, with Restart and a hide.
  const line = banner(page);
  await expect(line.getByText('Switchboard 9.0.0 is ready.')).toBeVisible();
  await expect(line).toHaveAttribute('role', 'status');
  await pictures(page, 'updates-ready');
  await openSection(page, 'Conversations');
  await expect(line.getByRole('button', { name: 'Restart to update' })).toBeVisible();
  await pictures(page, 'updates-banner');

  // Restart from the banner: Settings → About & updates runs it, and says main's refusal.
  await line.getByRole('button', { name: 'Restart to update' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(card(page).getByRole('alert')).toHaveText(
    "This copy of Switchboard can't install updates itself.",
  );
  await card(page).evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await pictures(page, 'updates-refused');
  await expectAccessible(page);

  // Hidden until the next start.
  await line.getByRole('button', { name: 'Hide until the next start' }).click();
  await expect(line.getByText('Switchboard 9.0.0 is ready.')).toHaveCount(0);

  // In Dutch.
  await page.getByLabel('Language').selectOption({ label: 'Nederlands' });
  const over = card(page, 'Over en updates');
  await expect(
    over.getByText('Versie 9.0.0 staat klaar. Start Switchboard opnieuw om bij te werken.'),
  ).toBeVisible();
  await over.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await pictures(page, 'updates-ready-nl');
});

test('the banner in Dutch, on a first screen @screenshots', async ({ page, openHost }) => {
  test.setTimeout(120_000);
  feed = await startLocalFeed();
  feed.offer('9.0.0');
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHost({ updateFeed: feed.url });
  await page.getByRole('button', { name: 'Try the demo' }).click();
  await openSection(page, 'Settings');
  await page.getByLabel('Language').selectOption({ label: 'Nederlands' });
  const over = await aboutUpdates(page, 'Over en updates');
  await over.getByRole('button', { name: 'Controleren op updates' }).click();
  const line = banner(page);
  await expect(line.getByText('Switchboard 9.0.0 staat klaar.')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('button', { name: 'Gesprekken' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gesprekken' })).toBeVisible();
  await expect(
    line.getByRole('button', { name: 'Opnieuw starten om bij te werken' }),
  ).toBeVisible();
  await pictures(page, 'updates-banner-nl');
});

test('a feed that answers something else, or none at all, is said in a sentence', async ({
  page,
  openHost,
}) => {
  feed = await startLocalFeed();
  feed.channels.latest = 'this is not a release';
  await openHost({ updateFeed: feed.url });
  await page.getByRole('button', { name: 'Try the demo' }).click();
  const about = await openAboutUpdates(page);
  await about.getByRole('button', { name: 'Check for updates' }).click();
  await expect(
    about.getByText(
      "The update server's answer isn't a description of a release. If you set a mirror address, check it.",
    ),
  ).toBeVisible();
  await expect(banner(page).getByRole('button')).toHaveCount(0);

  // The feed gone: unreachable.
  await feed.close();
  feed = undefined;
  await about.getByRole('button', { name: 'Check for updates' }).click();
  await expect(about.getByText(/^The update server couldn't be reached\./)).toBeVisible();
});

test('the browser host by default: versions, no updates of its own, Copy diagnostics @screenshots', async ({
  page,
  openHost,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHost();
  await page.getByRole('button', { name: 'Try the demo' }).click();
  const about = await openAboutUpdates(page);
  await expect(about.getByText(/^This copy does not update itself/)).toBeVisible();
  await expect(about.getByRole('button', { name: 'Check for updates' })).toHaveCount(0);
  await expect(about.getByText('Node.js')).toBeVisible();
  const version = (await about.locator('dd').first().textContent()) ?? '';
  expect(version).toMatch(/^\d+\.\d+\.\d+/);

  await about.getByRole('button', { name: 'Copy diagnostics' }).click();
  await expect(about.getByRole('status')).toHaveText(
    'Diagnostics copied. Paste them into your support request.',
  );
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(version);
  await pictures(page, 'updates-browser-host');
});
