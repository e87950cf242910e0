import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page } from '@playwright/test';
import {
  accountOf,
  expect,
  originOf,
  pickUp,
  signIn,
  simulatorEvent,
  simulatorPerFile,
  test,
} from './harness';

/**
 * axe-core (the engine of the browsers' accessibility tools) on every screen and state, in the
 * light and the dark theme: no violation of impact serious or critical. Moderate and minor ones
 * are printed with their counts and each has its decision in docs/accessibility.md.
 */
const sim = simulatorPerFile(test, { controlApi: true });
const account = (role: 'user' | 'administrator') => accountOf(sim(), role);

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

/** Prints what axe found, then fails on anything serious or critical. */
function expectNothingSerious(findings: Finding[], states: string[]): void {
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
  const blocking = findings.filter((f) => f.impact === 'serious' || f.impact === 'critical');
  expect(blocking.map((f) => `${f.impact} ${f.id} — ${f.state} (${f.theme})`)).toEqual([]);
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

  await page.getByRole('button', { name: 'New chat', exact: true }).click();
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
  // The state the platform's WebSocket gives: changes arrive as they happen.
  await expect(page.getByRole('status', { name: 'History sync' })).toContainText('Live updates', {
    timeout: 20_000,
  });
  await page.getByLabel('Kind').selectOption({ label: 'Calls' });
  // A connected call: only those offer a rating.
  await page
    .getByRole('listbox', { name: 'Communications' })
    .getByRole('option')
    .filter({ hasNot: page.locator('.history-kind-missed') })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Rate this call' })).toBeVisible();
  await check('history with details');
  await page.getByRole('button', { name: 'Rate this call' }).click();
  await expect(page.getByRole('dialog', { name: 'Rate this call' })).toBeVisible();
  await check('the rating form');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  // A caller leaves a message: Voicemail, new, with its player open.
  await simulatorEvent(sim(), {
    type: 'call',
    direction: 'missed',
    voicemail: true,
    userName: account('administrator').userName,
  });
  await nav(page, 'Voicemail').click();
  await page
    .getByRole('list', { name: 'Voicemails' })
    .getByRole('button', { name: /^Play the voicemail from / })
    .first()
    .click({ timeout: 30_000 });
  await expect(page.getByLabel(/^Voicemail from /)).toBeVisible();
  await check('voicemail with its player');

  await nav(page, 'People').click();
  await expect(page.getByRole('status').filter({ hasText: /colleagues$/ })).toHaveText(
    /^\d+ colleagues$/,
  );
  await expect(page.getByRole('article', { name: /^About / })).toBeVisible();
  await check('People with a colleague');
  await page.getByRole('button', { name: /^Send SMS to / }).click();
  const sms = page.getByRole('dialog', { name: /^Send an SMS to / });
  await sms.getByRole('textbox', { name: 'Message' }).fill('On my way');
  await sms.getByRole('textbox', { name: 'Number' }).fill('call me');
  await sms.getByRole('button', { name: 'Send' }).click();
  await expect(sms.getByRole('alert')).toContainText('An SMS goes to a phone number');
  await check('an SMS with a number to put right');
  await sms.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('searchbox', { name: 'Search colleagues' }).fill('nobodybythisname');
  await expect(page.getByText('No colleague matches “nobodybythisname”.')).toBeVisible({
    timeout: 15_000,
  });
  await check('People without a match');

  await nav(page, 'Favorites').click();
  await expect(
    page.getByRole('list', { name: 'Favorites' }).getByRole('listitem').first(),
  ).toBeVisible();
  await check('Favorites');
  await page
    .getByRole('button', { name: /^Move / })
    .first()
    .focus();
  await pickUp(page);
  await expect(page.getByRole('status').filter({ hasText: /^Picked up / })).toBeVisible();
  await check('a favorite being moved');
  await page.keyboard.press('Escape');

  await nav(page, 'Web pages').click();
  const pages = page.getByRole('navigation', { name: 'Your web pages' });
  await expect(page.locator('iframe.webpage-frame')).toBeVisible();
  await check('a web page');
  await pages.getByRole('button').last().click();
  await expect(page.getByRole('alert')).toContainText("the site doesn't allow it");
  await check('a web page that refuses framing');

  for (const section of ['Admin', 'Settings']) {
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
  await simulatorEvent(sim(), { type: 'call', durationSec: 95 });
  await page.waitForTimeout(4_500);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(page.getByRole('complementary', { name: 'Rate your last call' })).toBeVisible({
    timeout: 15_000,
  });
  await check('the review prompt');

  expectNothingSerious(findings, states);
});

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails after
 * `max` presses. Every stop on the way must show where focus is.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`focus never reached ${target.toString()}`);
}

/** The focused element draws a focus ring (an outline, or the fields' ring shadow). */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return 'nothing focused';
    // A search field's frame draws the ring around its icon and field (issue #32: one ring).
    const style = getComputedStyle(el.closest<HTMLElement>('.search-field') ?? el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none'
      ? 'ring'
      : `no ring on ${el.outerHTML.slice(0, 80)}`;
  });
  expect(ring).toBe('ring');
}

test('keyboard only: sign in, every section, send, reply and rate a call', async ({
  page,
  openHost,
}) => {
  test.setTimeout(180_000);
  await openHost();
  const user = account('user');
  // The first empty field has focus.
  await expect(page.getByLabel('Server address')).toBeFocused();
  await page.keyboard.type(originOf(sim().baseUrl));
  await page.keyboard.press('Tab');
  await page.keyboard.type(user.userName);
  await page.keyboard.press('Tab');
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();

  // Every section from the navigation: Tab into it, arrows along it, Enter; focus on the heading.
  await tabTo(page, nav.getByRole('button', { name: 'Conversations' }));
  await expectVisibleFocus(page);
  for (const section of ['History', 'Voicemail', 'Favorites', 'People', 'Web pages', 'Settings']) {
    await page.keyboard.press(section === 'Settings' ? 'End' : 'ArrowDown');
    await expect(nav.getByRole('button', { name: section })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: section })).toBeFocused();
    await tabTo(page, nav.getByRole('button', { name: section }), { back: true });
  }
  // Settings' desktop notification switches: reached by Tab, switched by Space.
  const missedCalls = page.getByRole('checkbox', {
    name: 'Show a desktop notification for each missed call',
  });
  await tabTo(page, missedCalls);
  await expectVisibleFocus(page);
  await page.keyboard.press('Space');
  await expect(missedCalls).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(missedCalls).toBeChecked();
  await tabTo(page, nav.getByRole('button', { name: 'Settings' }), { back: true });

  // People: search, the list by arrows, the colleague's favorite button. Favorites: that
  // favorite picked up, moved up and put down with the keyboard.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(nav.getByRole('button', { name: 'People' })).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('searchbox', { name: 'Search colleagues' }));
  await expectVisibleFocus(page);
  await page.keyboard.type('colleague15');
  const colleagues = page.getByRole('listbox', { name: 'Colleagues' });
  await tabTo(page, colleagues);
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowDown');
  const chosen = colleagues.getByRole('option', { selected: true });
  await expect(chosen).toHaveCount(1);
  const details = page.getByRole('article', { name: /^About / });
  const name = ((await details.getAttribute('aria-label')) ?? '').replace(/^About /, '');
  await tabTo(page, details.getByRole('button', { name: 'Add to favorites' }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(details.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();

  await tabTo(page, nav.getByRole('button', { name: 'People' }), { back: true });
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeFocused();
  const handle = page.getByRole('button', { name: `Move ${name}` });
  await tabTo(page, handle);
  await expectVisibleFocus(page);
  // The user's four favorites, this one added fifth and moved up one place; each step said.
  const said = page.getByRole('status').filter({ hasText: name });
  // The favorite just added is saved on the server (nothing waiting) before it is moved.
  await expect(page.getByText(/waiting to be saved/)).toHaveCount(0);
  await pickUp(page);
  await expect(said).toHaveText(`Picked up ${name}. It is at position 5 of 5.`);
  await page.keyboard.press('ArrowUp');
  await expect(said).toHaveText(`${name} is now at position 4 of 5.`);
  await page.keyboard.press('Space');
  await expect(said).toHaveText(`${name} put at position 4 of 5.`);
  await tabTo(page, nav.getByRole('button', { name: 'Favorites' }), { back: true });

  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Conversations' })).toBeFocused();

  // Send a message: into the list, open a conversation, type, Enter.
  const list = page.getByRole('list', { name: 'Conversations' });
  await tabTo(page, list.getByRole('button').first());
  await page.keyboard.press('Enter');
  const thread = page.getByRole('list', { name: /^Messages with / });
  const composer = page.getByRole('textbox', { name: /^Message / });
  await expect(composer).toBeFocused();
  await page.keyboard.type('Sent without a mouse');
  await page.keyboard.press('Enter');
  await expect(thread.getByText('Sent without a mouse')).toBeVisible();
  await expect(thread.getByText('Waiting to send')).toHaveCount(0);

  // A new message from the other party is read out by the thread's live region.
  await simulatorEvent(sim(), {
    type: 'incomingChat',
    chatSession: sim().fixtures.chatSession,
    text: 'Got it, thanks',
  });
  const log = page.getByRole('log', { name: 'New messages' });
  await expect(log).toContainText('wrote: Got it, thanks', { timeout: 20_000 });
  await expect(log.getByText(/wrote: Got it, thanks/)).toHaveCount(1);

  // Reply: back to the message's actions button, Down opens the menu, Enter on Reply.
  const incoming = thread.getByRole('article').filter({ hasText: 'Got it, thanks' });
  await tabTo(page, incoming.getByRole('button', { name: /^Actions for the message/ }), {
    back: true,
  });
  await expectVisibleFocus(page);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Reply' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(composer).toBeFocused();
  await expect(page.getByLabel('Replying to')).toContainText('Got it, thanks');
  await page.keyboard.type('Replied without a mouse');
  await page.keyboard.press('Enter');
  const reply = thread.getByRole('article').filter({ hasText: 'Replied without a mouse' });
  await expect(reply.getByLabel('In reply to')).toContainText('Got it, thanks');

  // Rate a call: History, the calls, the first one, "Rate this call", stars by arrows, send.
  await tabTo(page, nav.getByRole('button', { name: 'Conversations' }), { back: true });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status', { name: 'History sync' })).toContainText('Up to date', {
    timeout: 60_000,
  });
  await tabTo(page, page.getByLabel('Kind'));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Kind')).toHaveValue('CallLog');
  const calls = page.getByRole('listbox', { name: 'Communications' });
  await tabTo(page, calls);
  await page.keyboard.press('ArrowDown');
  await expect(calls.getByRole('option', { selected: true })).toHaveCount(1);
  // Down to the first connected call not rated yet: a missed one offers no rating, and an
  // earlier test in this file may have rated the newest.
  const unrateable = await calls
    .getByRole('option')
    .evaluateAll((rows) =>
      rows.map(
        (row) =>
          row.querySelector('.history-kind-missed') !== null ||
          /Rated \d of 5 stars/.test(row.getAttribute('aria-label') ?? row.textContent ?? ''),
      ),
    );
  for (let i = 0; i < unrateable.indexOf(false); i++) await page.keyboard.press('ArrowDown');
  await expect(
    calls.getByRole('option', { selected: true }).locator('.history-kind-missed'),
  ).toHaveCount(0);
  const rate = page.getByRole('button', { name: 'Rate this call' });
  await tabTo(page, rate);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Rate this call' });
  await expect(dialog.getByRole('radio', { name: '1 star' })).toBeFocused();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Send rating' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  // The dialog gives focus back to the button that opened it, which says "Rate again" once the
  // rating is stored.
  await expect(page.getByRole('button', { name: /^Rate (this call|again)$/ })).toBeFocused();
  await expect
    .poll(async () => {
      const answer = await fetch(`${sim().baseUrl}/__simulator/reviews`);
      const { data } = (await answer.json()) as {
        data: { review: { userAudioQualityRating: number } }[];
      };
      return data.map((r) => r.review.userAudioQualityRating);
    })
    .toContain(4);
});

/** Visible buttons, fields and options without a name (icon-only ones included). */
function unnamedControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('button, input, select, textarea, [role="option"]')]
      .filter((el) => {
        const named =
          el.getAttribute('aria-label') ||
          el.getAttribute('aria-labelledby') ||
          (el as HTMLElement).innerText.trim() ||
          (el as HTMLInputElement).labels?.length;
        return !named && (el as HTMLElement).offsetParent !== null;
      })
      .map((el) => el.outerHTML.slice(0, 80)),
  );
}

test('at 800 × 600 and at 200 % zoom every control keeps its name; axe finds nothing serious', async ({
  page,
  openHost,
}) => {
  test.setTimeout(180_000);
  const findings: Finding[] = [];
  const states: string[] = [];
  const check = async (state: string) => {
    states.push(state);
    await audit(page, state, findings);
    expect(await unnamedControls(page), state).toEqual([]);
  };
  await openHost();
  await signIn(page, { server: originOf(sim().baseUrl), ...account('administrator') });
  await expect(page.getByRole('status', { name: 'Connection: Online' })).toBeVisible();
  // 200 % zoom of a 1280 × 800 window lays the page out in 640 × 400 CSS pixels.
  for (const size of [
    { name: '800 × 600', width: 800, height: 600 },
    { name: '200 % zoom', width: 640, height: 400 },
  ]) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await nav(page, 'Conversations').click();
    await page.getByRole('list', { name: 'Conversations' }).getByRole('button').first().click();
    await expect(page.getByRole('textbox', { name: /^Message / })).toBeVisible();
    await check(`conversation at ${size.name}`);
    await nav(page, 'History').click();
    await page.getByRole('listbox', { name: 'Communications' }).getByRole('option').first().click();
    await check(`history at ${size.name}`);
    await nav(page, 'People').click();
    await expect(page.getByRole('article', { name: /^About / })).toBeVisible();
    await check(`people at ${size.name}`);
    await nav(page, 'Favorites').click();
    await expect(page.getByRole('button', { name: /^Move / }).first()).toBeVisible();
    await check(`favorites at ${size.name}`);
    await nav(page, 'Web pages').click();
    await expect(page.getByRole('toolbar', { name: /: page controls$/ })).toBeVisible();
    await check(`web pages at ${size.name}`);
    await nav(page, 'Settings').click();
    await check(`settings at ${size.name}`);
  }
  expectNothingSerious(findings, states);
});

test('the admin area: axe finds nothing serious on any screen or state, light or dark, at 1280 and 800 × 600', async ({
  page,
  openHost,
}) => {
  test.setTimeout(240_000);
  const findings: Finding[] = [];
  const states: string[] = [];
  const check = async (state: string) => {
    for (const size of [
      { name: '1280', width: 1280, height: 800 },
      { name: '800 × 600', width: 800, height: 600 },
    ]) {
      await page.setViewportSize({ width: size.width, height: size.height });
      states.push(`${state} at ${size.name}`);
      await audit(page, `${state} at ${size.name}`, findings);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  };
  await openHost();
  // The master administrator sees every resource of the area.
  const master = sim().accounts.find((a) => a.role === 'master');
  if (!master) throw new Error('no master account');
  await signIn(page, { server: originOf(sim().baseUrl), ...master });
  await nav(page, 'Admin').click();
  const resources = page.getByRole('navigation', { name: 'Admin resources' });
  const open = async (resource: string) => {
    await resources.getByRole('button', { name: resource }).click();
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  };

  await open('Tenants');
  await page.getByText('More columns').click();
  await page.getByRole('checkbox', { name: 'Licences' }).check();
  await page.getByRole('button', { name: 'Load usage statistics' }).click();
  await expect(page.getByRole('columnheader', { name: 'Usage statistics' })).toBeVisible();
  await check('tenants with more columns');
  await page.getByRole('button', { name: 'Change Template' }).click();
  await expect(page.getByRole('note')).toBeVisible();
  await page.getByRole('button', { name: 'Add a licence' }).click();
  await check('the template tenant with a new licence');
  await page.getByRole('button', { name: 'Review changes' }).click();
  await expect(page.getByText('Enter a whole number.')).toBeVisible();
  await check('a tenant with broken rules');
  await open('Phone templates');
  await expect(page.getByRole('dialog', { name: 'Leave without saving?' })).toBeVisible();
  await check('the leave prompt');
  await page.getByRole('button', { name: 'Discard changes' }).click();

  await expect(page.getByRole('list', { name: 'Phone templates' })).toBeVisible();
  await check('phone templates');
  await page.getByRole('button', { name: 'Open Desk phones' }).click();
  await expect(page.getByRole('group', { name: 'Function key 1' })).toBeVisible();
  await check('a phone template');

  await open('Phone line groups');
  await page.getByRole('button', { name: 'Open Support pickup' }).click();
  await expect(page.getByRole('list', { name: 'Lines' })).toBeVisible();
  await check('a phone line group');

  await open('Report schedules');
  await page.getByRole('button', { name: 'Open Daily call statistics' }).click();
  await expect(page.getByRole('table', { name: 'Previous results' })).toBeVisible();
  await check('a report schedule');

  await open('Provisioning records');
  await page
    .getByRole('list', { name: 'Provisioning records' })
    .getByRole('button')
    .first()
    .click();
  await expect(page.getByRole('table', { name: 'Vendor settings' })).toBeVisible();
  await check('a provisioning record');

  await open('Audio files');
  await page.getByRole('button', { name: 'Open Welcome message' }).click();
  await expect(page.getByRole('region', { name: 'File', exact: true })).toBeVisible();
  await check('an audio file');

  await open('Provisioning settings');
  await expect(page.getByLabel('Registration port')).not.toHaveValue('');
  await check('the provisioning settings');

  await open('Backups');
  await page.getByRole('button', { name: 'Open Nightly backup' }).click();
  const logs = page.getByRole('table', { name: 'Backup logs' });
  await logs
    .getByRole('button', { name: /^Show the details/ })
    .first()
    .click();
  await expect(logs.getByRole('note')).toBeVisible();
  await check('backups with a log’s details');

  await open('E-mail settings');
  await page.getByLabel('Character set').fill('ISO-8859-1');
  await page.getByRole('button', { name: 'Review changes' }).click();
  await expect(page.getByRole('table', { name: 'What will change' })).toBeVisible();
  await check('the review of a change');

  expectNothingSerious(findings, states);
});

test('keyboard only: an administrator reaches a form, breaks a rule, reviews and saves', async ({
  page,
  openHost,
}) => {
  test.setTimeout(120_000);
  await openHost();
  await signIn(page, { server: originOf(sim().baseUrl), ...account('administrator') });
  const main = page.getByRole('navigation', { name: 'Main' });
  await tabTo(page, main.getByRole('button', { name: 'Conversations' }));
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowUp');
  await expect(main.getByRole('button', { name: 'Admin' })).toBeFocused();
  await page.keyboard.press('Enter');

  const resources = page.getByRole('navigation', { name: 'Admin resources' });
  const email = resources.getByRole('button', { name: 'E-mail settings' });
  await tabTo(page, email);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const address = page.getByLabel('Administrator e-mail address');
  await expect(address).not.toHaveValue('');
  await tabTo(page, address);
  await expectVisibleFocus(page);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('not an address');
  // Enter in a field submits the form: the review, or the rule that is broken.
  await page.keyboard.press('Enter');
  await expect(page.getByText('Enter an e-mail address, like name@example.com.')).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('pbx-admin@example.org');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('table', { name: 'What will change' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save changes' });
  await tabTo(page, save);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Saved. The form shows what the server holds now.')).toBeVisible();
  await expect(address).toHaveValue('pbx-admin@example.org');
});
