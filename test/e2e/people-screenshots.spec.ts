import { expect, openSection, screenshot, test } from './harness';

/**
 * Pictures of People, Favorites and Web pages in both themes, at the window's default size and
 * at its smallest usual one (`npm run screenshots`). Taken in demo mode, with something chosen
 * in each, as a user would look at them.
 */
const sizes = [
  { width: 1280, height: 800, suffix: '' },
  { width: 800, height: 600, suffix: '-800x600' },
];

for (const theme of ['light', 'dark'] as const) {
  test(`People, Favorites and Web pages (${theme}) @screenshots`, async ({ page, openHost }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await openHost();
    await page.getByRole('button', { name: 'Try the demo' }).click();
    await expect(page.getByRole('status', { name: 'Connection: Online' })).toBeVisible();

    for (const { width, height, suffix } of sizes) {
      await page.setViewportSize({ width, height });

      await openSection(page, 'People');
      const colleagues = page.getByRole('listbox', { name: 'Colleagues' });
      await colleagues.getByRole('option').filter({ hasText: 'Calls go to' }).first().click();
      await expect(page.getByRole('article')).toContainText('Calls go to');
      await expect(colleagues.getByRole('option', { selected: true })).toContainText('Calls go to');
      await screenshot(page, `people-directory-${theme}${suffix}`);

      await openSection(page, 'Favorites');
      const favorites = page.getByRole('list', { name: 'Favorites' });
      await expect(favorites.getByRole('listitem').first()).toBeVisible();
      await favorites.getByRole('listitem').nth(1).getByRole('button').nth(1).click();
      await expect(page.getByRole('article')).toBeVisible();
      await screenshot(page, `favorites-list-${theme}${suffix}`);

      await openSection(page, 'Web pages');
      const nav = page.getByRole('navigation', { name: 'Your web pages' });
      await nav.getByRole('button', { name: /^Intranet/ }).click();
      await expect(
        page
          .frameLocator('iframe[title="Intranet"]')
          .getByRole('heading', { name: 'Company intranet' }),
      ).toBeVisible();
      await screenshot(page, `webpages-intranet-${theme}${suffix}`);
      await nav.getByRole('button', { name: /^CRM/ }).click();
      await expect(page.getByRole('region', { name: 'CRM' }).getByRole('alert')).toBeVisible();
      await screenshot(page, `webpages-refused-${theme}${suffix}`);
    }
  });
}
