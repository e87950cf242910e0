import { type Page } from '@playwright/test';
import { expect, screenshot, test } from './harness';

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

test('at 800 × 600 the navigation is a rail: each name drawn under its icon, nothing over the list beside it', async ({
  page,
  openHost,
}) => {
  await page.setViewportSize({ width: 800, height: 600 });
  await openHost();
  const nav = await demoNavigation(page);
  const rail = (await nav.boundingBox())!;
  const inRail = (box: { x: number; width: number }) =>
    box.x >= rail.x - 0.5 && box.x + box.width <= rail.x + rail.width + 0.5;
  for (const name of [...sections, 'Call a number']) {
    const button = nav.getByRole('button', { name, exact: true });
    await expect(button).toBeVisible();
    const label = button.getByText(name, { exact: true });
    // Drawn (a voice user reads what to say), under the icon, inside the rail…
    const drawn = (await label.boundingBox())!;
    expect(drawn.width).toBeGreaterThan(20);
    expect(inRail(drawn), `${name} inside the navigation`).toBe(true);
    // …and still there on hover and on focus: no tooltip over the list beside it (issue #32).
    await button.hover();
    expect(inRail((await label.boundingBox())!), `${name} on hover`).toBe(true);
  }
  await page.mouse.move(400, 300);
  await nav.getByRole('button', { name: 'Conversations', exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(nav.getByRole('button', { name: 'History', exact: true })).toBeFocused();
  expect(inRail((await nav.getByText('History', { exact: true }).boundingBox())!)).toBe(true);
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await screenshot(page, `keyboard-rail-800-${theme}`);
  }
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
