import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { startSimulator, type RunningSimulator } from '../../src/simulator';
import { expect, originOf, signIn, test } from './harness';

/**
 * axe-core (the engine of the browsers' accessibility tools) on every screen and state, in the
 * light and the dark theme: no violation of impact serious or critical. Moderate and minor ones
 * are printed with their counts and each has its decision in docs/accessibility.md.
 */
let running: RunningSimulator | undefined;
test.beforeAll(async () => {
  running = await startSimulator({ port: 0, controlApi: true });
});
test.afterAll(async () => {
  await running?.close();
});
const sim = () => running!;
const account = (role: 'user' | 'administrator') => {
  const found = sim().accounts.find((a) => a.role === role);
  if (!found) throw new Error(`no ${role} account`);
  return found;
};

interface Finding {
  state: string;
  theme: string;
  id: string;
  impact: string;
  nodes: string[];
}

/** axe on the page as it is, in both themes; what it found, per rule. */
async function audit(page: Page, state: string, findings: Finding[]): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    const result = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    for (const v of result.violations) {
      findings.push({
        state,
        theme,
        id: v.id,
        impact: v.impact ?? 'unknown',
        nodes: v.nodes.map((n) => n.target.join(' ')),
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

function report(findings: Finding[], states: string[]): void {
  const counts = new Map<string, number>();
  for (const f of findings)
    counts.set(`${f.impact} ${f.id}`, (counts.get(`${f.impact} ${f.id}`) ?? 0) + 1);
  console.log(
    `axe: ${states.length} states × 2 themes; violations by impact and rule:\n` +
      ([...counts].map(([k, n]) => `  ${k}: ${n}`).join('\n') || '  none'),
  );
  for (const f of findings) {
    console.log(
      `  [${f.impact}] ${f.id} — ${f.state} (${f.theme}): ${f.nodes.slice(0, 3).join(', ')}`,
    );
  }
}

const nav = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name });

test('axe finds nothing serious or critical on any screen, light or dark', async ({
  page,
  openHost,
}) => {
  test.setTimeout(240_000);
  const findings: Finding[] = [];
  const states: string[] = [];
  const check = async (state: string) => {
    states.push(state);
    await audit(page, state, findings);
  };

  await openHost();
  await expect(page.getByRole('heading', { name: 'Sign in to Switchboard' })).toBeVisible();
  await check('sign-in');
  await signIn(page, {
    server: originOf(sim().baseUrl),
    ...account('administrator'),
    password: 'wrong',
  });
  await expect(page.getByRole('alert')).toHaveText('Wrong user name or password.');
  await check('sign-in with an error');
  await signIn(page, { server: originOf(sim().baseUrl), ...account('administrator') });
  await expect(page.getByRole('status', { name: 'Connection: Online' })).toBeVisible();

  await page.getByRole('list', { name: 'Conversations' }).getByRole('button').first().click();
  const message = page
    .getByRole('list', { name: /^Messages with / })
    .getByRole('article')
    .last();
  await message.hover();
  await message.getByRole('button', { name: /^Actions for / }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await check('a message menu');
  await page.getByRole('menuitem', { name: 'Reply' }).click();
  await check('a conversation with a reply being written');

  await page.getByRole('button', { name: 'New chat' }).click();
  await expect(
    page.getByRole('list', { name: 'Colleagues' }).getByRole('button').first(),
  ).toBeVisible();
  await check('new chat');
  await page.getByRole('button', { name: 'External session' }).click();
  await expect(page.getByLabel('Phone line').locator('option')).not.toHaveCount(0);
  await check('external session');

  await nav(page, 'History').click();
  await expect(page.getByRole('status', { name: 'History sync' })).toContainText('Up to date', {
    timeout: 60_000,
  });
  await page.getByLabel('Kind').selectOption({ label: 'Calls' });
  await page.getByRole('listbox', { name: 'Communications' }).getByRole('option').first().click();
  await expect(page.getByRole('button', { name: 'Rate this call' })).toBeVisible();
  await check('history with details');
  await page.getByRole('button', { name: 'Rate this call' }).click();
  await expect(page.getByRole('dialog', { name: 'Rate this call' })).toBeVisible();
  await check('the rating form');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  for (const section of ['Favorites', 'People', 'Web pages', 'Admin', 'Settings']) {
    await nav(page, section).click();
    await expect(page.getByRole('heading', { level: 1, name: section })).toBeVisible();
    await check(section);
  }

  // The review prompt belongs to the primary user's calls.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, { server: originOf(sim().baseUrl), ...account('user') });
  await nav(page, 'Settings').click();
  await page.getByLabel('Ask to rate calls').selectOption({ label: 'After every call' });
  await nav(page, 'History').click();
  await expect(page.getByRole('status', { name: 'History sync' })).toContainText('Up to date', {
    timeout: 60_000,
  });
  await fetch(`${sim().baseUrl}/__simulator/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'call', durationSec: 95 }),
  });
  await page.waitForTimeout(4_500);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByRole('complementary', { name: 'Rate your last call' })).toBeVisible({
    timeout: 15_000,
  });
  await check('the review prompt');

  report(findings, states);
  const blocking = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
  expect(blocking.map((f) => `${f.impact} ${f.id} — ${f.state} (${f.theme})`)).toEqual([]);
});
