import { type Page } from '@playwright/test';
import { expect, test } from './harness';

/** The signed-in frame in a real browser layout (the demo account: no server needed). */
const sections = [
  'Conversations',
  'History',
  'Voicemail',
  'Favorites',
  'People',
  'Web pages',
  'Settings',
];

async function demoNavigation(page: Page) {
  await page.getByRole('button', { name: 'Try the demo' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  return nav;
}

test('at 800 × 600 the navigation shows icons whose buttons keep their names, shown on hover and focus', async ({
  page,
  openHost,
}) => {
  await page.setViewportSize({ width: 800, height: 600 });
  await openHost();
  const nav = await demoNavigation(page);
  for (const name of sections) {
    const button = nav.getByRole('button', { name, exact: true });
    await expect(button).toBeVisible();
    const label = button.getByText(name, { exact: true });
    // Not drawn beside the icon: the narrow sidebar has no room for it.
    expect((await label.boundingBox())!.width).toBeLessThanOrEqual(1);
    await button.hover();
    const box = (await button.boundingBox())!;
    const tip = (await label.boundingBox())!;
    expect(tip.width).toBeGreaterThan(20);
    expect(tip.x).toBeGreaterThanOrEqual(box.x + box.width);
  }
  await page.mouse.move(400, 300);
  await nav.getByRole('button', { name: 'Conversations', exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('button', { name: 'History', exact: true })).toBeFocused();
  expect((await nav.getByText('History', { exact: true }).boundingBox())!.width).toBeGreaterThan(
    20,
  );
});

test("moving to a section puts focus on the section's heading, but the first one shown leaves it alone", async ({
  page,
  openHost,
}) => {
  await openHost();
  const nav = await demoNavigation(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Conversations' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Conversations' })).not.toBeFocused();
  await nav.getByRole('button', { name: 'History', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeFocused();
  await nav.getByRole('button', { name: 'Settings', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeFocused();
});
