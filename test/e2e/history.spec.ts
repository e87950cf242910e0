import { type Page } from '@playwright/test';
import { createApiClient } from '../../src/main/api';
import { startSimulator, type RunningSimulator } from '../../src/simulator';
import { expect, openSection, originOf, screenshot, signIn, test } from './harness';

/**
 * History against the standalone simulator (control API on): paging in, the cache across a
 * restart, scrolling against a direct walk of the interface, live changes, filters, offline and
 * call reviews. One simulator for the file, with enough history to scroll through.
 */
test.describe.configure({ timeout: 150_000 });

let sim: RunningSimulator;
test.beforeAll(async () => {
  sim = await startSimulator({ port: 0, size: 3000, controlApi: true });
});
test.afterAll(async () => {
  await sim.close();
});
test.afterEach(async ({ page }, info) => {
  sim.setFaults({});
  // What the window showed when a test failed, next to its trace.
  if (info.status !== info.expectedStatus) {
    await page.screenshot({ path: info.outputPath('failed.png') }).catch(() => {});
  }
});

const user = () => sim.accounts.find((a) => a.role === 'user')!;
const ROW = 60;

async function control<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${sim.baseUrl}/__simulator/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body !== undefined && {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

interface Review {
  callLog: string;
  review: Record<string, unknown>;
}
const reviews = async () => (await control<{ data: Review[] }>('reviews')).data;

/** The user's log, walked directly through the interface (4.18), newest first. */
async function walkInterface(
  params: { limit: number; name?: string; onlyMissedCalls?: boolean } = { limit: 500 },
) {
  const client = createApiClient({ baseUrl: sim.baseUrl, fetch, userSpace: 'e2e-walk' });
  await client.session.login({ userName: user().userName, password: user().password });
  const oids: string[] = [];
  for await (const page of client.communications.walk(params)) {
    oids.push(...page.items.map((i) => i.oid));
  }
  await client.session.logout();
  return oids;
}

/**
 * The other party of one of the newest entries, read directly through the interface (4.18
 * include=all): the sender of an incoming entry, the recipient of an outgoing one.
 */
async function otherPartyOf(oid: string): Promise<string> {
  const client = createApiClient({ baseUrl: sim.baseUrl, fetch, userSpace: 'e2e-walk' });
  await client.session.login({ userName: user().userName, password: user().password });
  try {
    const page = await client.communications.search({ limit: 50, include: 'all' });
    const entry = page.items.find((i) => i.oid === oid);
    expect(entry, `entry ${oid} among the newest 50`).toBeDefined();
    const role = entry!.incoming ? 'rtFrom' : 'rtTo';
    const other = entry!.participants.find((p) => p.role === role)!;
    return other.commonName || other.address!;
  } finally {
    await client.session.logout();
  }
}

const list = (page: Page) => page.getByRole('listbox', { name: 'Communications' });
/** What the open call's detail says of a rating still in the outbox (waiting, sending, in doubt). */
const ratingStatus = (page: Page) => page.getByRole('status').filter({ hasText: /rating/i });

/**
 * A rating that arrived leaves nothing behind on the call: no waiting or "could not confirm"
 * line and no "Send again" (which would send a second one), and the server has it once.
 */
/** Shows only calls, opens the nth, which has no rating on the server yet; answers its oid. */
async function openUnratedCall(page: Page, nth: number): Promise<string> {
  await page.getByLabel('Kind').selectOption({ label: 'Calls' });
  // Only a call that was connected has audio to rate.
  const call = options(page)
    .filter({ hasNot: page.locator('.history-kind-missed') })
    .nth(nth);
  const oid = (await call.getAttribute('data-oid'))!;
  expect((await reviews()).filter((r) => r.callLog === oid)).toEqual([]);
  await call.click();
  return oid;
}

async function expectDelivered(page: Page, oid: string, review: Record<string, unknown>) {
  await expect
    .poll(async () => (await reviews()).filter((r) => r.callLog === oid).map((r) => r.review), {
      timeout: 30_000,
    })
    .toEqual([review]);
  await expect(ratingStatus(page)).toHaveCount(0);
  await expect(page.getByText(/could not confirm/i)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send again' })).toHaveCount(0);
  expect((await reviews()).filter((r) => r.callLog === oid)).toHaveLength(1);
}
const options = (page: Page) => list(page).getByRole('option');
const syncStatus = (page: Page) => page.getByRole('status', { name: 'History sync' });
const shownOids = (page: Page) =>
  options(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-oid') ?? ''));

async function openHistory(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'History' })
    .click();
  await expect(list(page)).toBeVisible();
}

async function openSettings(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Settings' })
    .click();
}

async function signInToHistory(page: Page) {
  await signIn(page, { server: originOf(sim.baseUrl), ...user(), remember: true });
  await openHistory(page);
  await expect(syncStatus(page)).toContainText('Up to date', { timeout: 90_000 });
  await expect(options(page).nth(4)).toBeVisible();
}

/**
 * The window gains focus a little after a change: sync windows end two seconds before the
 * server's time (lastModified has second resolution; the server's clock is known to a second),
 * so a change made this very second is in a window that starts a few seconds later.
 */
async function focusSoon(page: Page) {
  await page.waitForTimeout(4_500);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

/** Pictures in both themes; a test that calls this has `screenshotTag` in its title. */
async function shoot(page: Page, name: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await screenshot(page, `history-${name}-${theme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('first start pages history in from the server, newest first, with details @screenshots', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signIn(page, { server: originOf(sim.baseUrl), ...user(), remember: true });
  await openHistory(page);
  const newest = (await walkInterface({ limit: 10 })).slice(0, 10);
  await expect.poll(async () => (await shownOids(page)).slice(0, 10)).toEqual(newest);
  await expect(syncStatus(page)).toContainText('Up to date', { timeout: 45_000 });
  await shoot(page, 'list');

  const call = options(page)
    .filter({ has: page.locator('.history-kind-incoming') })
    .first();
  await call.click();
  const details = page.getByRole('region', { name: 'Details' });
  // Named by the caller, as a phone does, not by the server's "A to B, date".
  const caller = await otherPartyOf((await call.getAttribute('data-oid'))!);
  await expect(call.locator('.history-name')).toHaveText(caller);
  await expect(details.getByRole('heading', { level: 2 })).toHaveText(caller);
  await expect(details.getByText('Answer time')).toBeVisible();
  await expect(details.getByText('Hold time')).toBeVisible();
  await expect(details.getByText('Recording', { exact: true })).toBeVisible();
  await expect(details.getByText('Transcription', { exact: true })).toBeVisible();
  await expect(details.getByRole('region', { name: 'Participants' })).toBeVisible();
  await expect(call).toHaveAttribute('aria-selected', 'true');
  await shoot(page, 'detail');

  // Keyboard: the list is a listbox; arrows move the selection.
  await list(page).focus();
  await page.keyboard.press('ArrowDown');
  await expect(options(page).filter({ has: page.locator('[aria-selected="true"]') })).toHaveCount(
    0,
  );
  await expect(list(page).locator('[aria-selected="true"]')).toHaveCount(1);
});

test('a reload shows the cache before the network answers', async ({ page, openHost }) => {
  await openHost();
  await signInToHistory(page);
  await expect(options(page).nth(4)).toBeVisible();
  const before = (await shownOids(page)).slice(0, 5);

  // Every answer now takes three seconds: anything on screen sooner came from the cache. (The
  // window reloads: a new host would serve another origin, with its own storage.)
  sim.setFaults({ latencyMs: 3_000 });
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const started = Date.now();
  await openHistory(page);
  await expect.poll(async () => (await shownOids(page)).slice(0, 5)).toEqual(before);
  expect(Date.now() - started).toBeLessThan(2_500);
  await expect(syncStatus(page)).not.toContainText('Up to date');
});

test('scrolling back through 2 000 items shows exactly the interface, no hole, no duplicate', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInToHistory(page);
  const expected = (await walkInterface()).slice(0, 2_000);
  expect(expected).toHaveLength(2_000);

  const seen = new Map<number, string>();
  const scroller = list(page);
  await scroller.focus();
  const height = await scroller.evaluate((el) => el.clientHeight);
  for (let top = 0; seen.size < 2_000; top += height - ROW) {
    const firstIndex = Math.floor(top / ROW) + 1;
    // The list grows as it nears its end: scroll again until the row is there.
    await expect
      .poll(async () => {
        await scroller.evaluate((el, y) => el.scrollTo(0, y), top);
        return scroller.locator(`[aria-posinset="${firstIndex}"]`).count();
      })
      .toBeGreaterThan(0);
    const rows = await scroller
      .getByRole('option')
      .evaluateAll((els) =>
        els.map(
          (e) => [Number(e.getAttribute('aria-posinset')), e.getAttribute('data-oid')] as const,
        ),
      );
    for (const [at, oid] of rows) if (oid) seen.set(at, oid);
  }
  const shown = [...seen.entries()].sort((a, b) => a[0] - b[0]).map(([, oid]) => oid);
  expect(shown.slice(0, 2_000)).toEqual(expected);
  expect(new Set(shown).size).toBe(shown.length);
});

test('changes on the server appear by themselves', async ({ page, openHost }) => {
  await openHost();
  await signInToHistory(page);

  // A call ends on the server: it appears at the top when the window gains focus...
  const made = await control<{ oid: string }>('events', {
    type: 'call',
    durationSec: 42,
    recorded: true,
    transcription: 'pending',
  });
  await focusSoon(page);
  const row = list(page).locator(`[data-oid="${made.oid}"]`);
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(row).toHaveAttribute('aria-posinset', '1');
  await expect(row).toContainText('Recorded');

  // ...and its transcription finishing shows on the timer alone (no focus, no click).
  await control('events', { type: 'transcriptionDone', callLog: made.oid });
  await expect(row).toContainText('Transcribed', { timeout: 45_000 });
});

test('filters: kind, date range, name search and most recent contacts @screenshots', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInToHistory(page);

  await page.getByLabel('Kind').selectOption({ label: 'E-mails' });
  await expect(options(page).first()).toBeVisible();
  const kinds = await options(page).evaluateAll((els) =>
    els.map((e) => e.querySelector('.history-kind')?.getAttribute('title')),
  );
  expect(new Set(kinds)).toEqual(new Set(['E-mail']));
  await page.getByLabel('Kind').selectOption({ label: 'All kinds' });

  // A date range: pick the local day of the 50th entry.
  const day = await options(page)
    .nth(3)
    .locator('time')
    .evaluate((t) => {
      const d = new Date(`${t.getAttribute('datetime')!.replace(' ', 'T')}Z`);
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    });
  // The date fields speak the app's language (English: mm/dd/yyyy).
  const [year, month, date] = day.split('-');
  for (const name of ['From', 'Until']) {
    const field = page.getByRole('textbox', { name, exact: true });
    await field.fill(`${month}/${date}/${year}`);
    await field.press('Enter');
  }
  await expect(options(page).first()).toBeVisible();
  const shownDays = () =>
    options(page).evaluateAll((els) =>
      els.map((e) => {
        const utc = e.querySelector('time')!.getAttribute('datetime')!.replace(' ', 'T');
        const d = new Date(`${utc}Z`);
        const pad = (n: number) => String(n).padStart(2, '0');
        return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
      }),
    );
  await expect.poll(async () => [...new Set(await shownDays())]).toEqual([day]);
  for (const name of ['From', 'Until']) {
    const field = page.getByRole('textbox', { name, exact: true });
    await field.fill('');
    await field.press('Enter');
  }

  // Name search: the cache answers at once, the server's `name` matches fill in.
  const name = (await options(page).first().locator('.history-name').textContent())!;
  const word = name.split(' ')[0]!.slice(0, 4);
  await page.getByRole('searchbox', { name: 'Search history' }).fill(word);
  await expect(options(page).first()).toBeVisible();
  const serverMatches = await walkInterface({ limit: 500, name: word });
  await expect.poll(async () => (await shownOids(page)).length).toBeGreaterThan(0);
  // A row matches by the name or subject it shows, or by the server's name of the entry (which
  // also names the user's side and the other members of a group chat): what 4.18 `name` finds.
  const shown = await options(page).evaluateAll((els) =>
    els.map((e) => ({
      oid: e.getAttribute('data-oid') ?? '',
      text: `${e.querySelector('.history-name')?.textContent}\n${e.querySelector('.history-summary')?.textContent}`,
    })),
  );
  for (const row of shown) {
    if (!serverMatches.includes(row.oid))
      expect(row.text.toLowerCase()).toContain(word.toLowerCase());
  }
  expect(serverMatches.length).toBeGreaterThan(0);
  await shoot(page, 'filtered');
  await page.getByRole('searchbox', { name: 'Search history' }).fill('');

  // Most recent contacts (order_by=mru): one entry per counterpart.
  await page.getByRole('button', { name: 'Most recent contacts' }).click();
  await expect(page.getByRole('button', { name: 'Most recent contacts' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(options(page).first()).toBeVisible();
  const mru = await options(page).locator('.history-name').allTextContents();
  expect(mru.length).toBeGreaterThan(0);
});

test('Missed calls shows only missed calls; the filters are as left when History is shown again', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInToHistory(page);
  const missed = page.getByRole('button', { name: 'Missed calls' });
  await missed.click();
  await expect(missed).toHaveAttribute('aria-pressed', 'true');
  await expect(options(page).first()).toBeVisible();
  const kinds = await options(page).evaluateAll((els) =>
    els.map((e) => e.querySelector('.history-kind')?.getAttribute('title')),
  );
  expect(new Set(kinds)).toEqual(new Set(['Missed call']));
  // The same calls the server's only_missed_calls names (the newest of them, as far as shown).
  const serverMissed = new Set(await walkInterface({ limit: 500, onlyMissedCalls: true }));
  const shown = await shownOids(page);
  expect(shown.length).toBeGreaterThan(0);
  for (const oid of shown) expect(serverMissed.has(oid), oid).toBe(true);

  const word = (await options(page).first().locator('.history-name').textContent())!.split(' ')[0]!;
  await page.getByRole('searchbox', { name: 'Search history' }).fill(word);
  await expect(options(page).first()).toContainText(word);
  await openSection(page, 'People');
  await openSection(page, 'History');
  await expect(page.getByRole('button', { name: 'Missed calls' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('searchbox', { name: 'Search history' })).toHaveValue(word);
  await expect(options(page).first()).toContainText(word);
});

test('End selects the last entry, and a filter that hides the selected entry empties the details', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInToHistory(page);
  const details = page.getByRole('region', { name: 'Details' });
  const chosen = list(page).getByRole('option', { selected: true });

  // End: the view moves to the last entry, and so does the selection (and the details). The
  // list spans the whole log first: "Up to date" can come a moment before the list has read
  // the last stored rows (it reads them again at most once a second).
  const size = String((await walkInterface()).length);
  await expect(options(page).first()).toHaveAttribute('aria-setsize', size);
  await options(page).first().click();
  await expect(chosen).toHaveCount(1);
  await list(page).press('End');
  await expect(chosen).toHaveAttribute('aria-posinset', size);
  await expect(details.getByRole('heading', { level: 2 })).toHaveText(
    (await chosen.locator('.history-name').textContent())!,
  );
  await list(page).press('Home');
  await expect(chosen).toHaveAttribute('aria-posinset', '1');

  // A kind filter that hides the selected call takes it out of the details pane too.
  const call = options(page)
    .filter({ has: page.locator('.history-duration') })
    .first();
  await call.click();
  await expect(details.getByRole('heading', { level: 2 })).toBeVisible();
  await page.getByLabel('Kind').selectOption({ label: 'E-mails' });
  await expect(details.getByText('Select an entry to see its details.')).toBeVisible();
  await expect(chosen).toHaveCount(0);
  // A search that hides it does the same.
  await page.getByLabel('Kind').selectOption({ label: 'All kinds' });
  await options(page).first().click();
  await expect(details.getByRole('heading', { level: 2 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search history' }).fill('zzzz no such name');
  await expect(details.getByText('Select an entry to see its details.')).toBeVisible();
});

test('Settings: "Clear cache and resync" asks first, then downloads the history again', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInToHistory(page);
  await openSettings(page);
  const clear = page.getByRole('button', { name: 'Clear cache and resync…' });
  const question = page.getByRole('group', {
    name: 'Delete the history saved on this computer and download it again from the server?',
  });
  // Asked first; Cancel leaves everything as it was.
  await clear.click();
  await expect(question).toBeVisible();
  await expect(question.getByRole('button', { name: 'Clear and resync' })).toBeFocused();
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toHaveCount(0);
  await expect(clear).toBeFocused();

  // A server slow enough that the new download (3 000 items, 30 pages, four asked at once)
  // lasts about 20 s: on a busy machine, opening History must not outlast it. Each answer still
  // comes well inside the connectivity probe's and the client's timeouts.
  sim.setFaults({ latencyMs: 3_000 });
  await clear.click();
  await question.getByRole('button', { name: 'Clear and resync' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cleared.' })).toHaveText(
    'Cleared. Switchboard is downloading your history again.',
  );
  await openHistory(page);
  await expect(syncStatus(page)).toHaveText('Downloading your history…');
  sim.setFaults({});
  await expect(syncStatus(page)).toContainText('Up to date', { timeout: 90_000 });
  await expect(options(page).nth(4)).toBeVisible();
});

test('offline: the list, details and search work from the cache, and say so @screenshots', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInToHistory(page);
  const first = (await shownOids(page))[0]!;

  sim.setFaults({ dropRate: 1 });
  await expect(page.getByRole('status', { name: 'Connection: Offline' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(syncStatus(page)).toContainText('Offline — showing what is on this computer');
  await expect(list(page).locator(`[data-oid="${first}"]`)).toBeVisible();
  await list(page).locator(`[data-oid="${first}"]`).click();
  await expect(page.getByRole('region', { name: 'Details' }).getByText('Kind')).toBeVisible();

  const name = (await options(page).first().locator('.history-name').textContent())!;
  await page.getByRole('searchbox', { name: 'Search history' }).fill(name);
  await expect(options(page).first()).toContainText(name);
  await expect(
    page.getByRole('status').filter({ hasText: 'could not be asked from the server' }),
  ).toBeVisible();
  await shoot(page, 'offline');

  sim.setFaults({});
  await expect(page.getByRole('status', { name: 'Connection: Online' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(syncStatus(page)).toContainText('Up to date', { timeout: 20_000 });
});

test('after a call, a review prompt that does not steal focus; the review reaches the server @screenshots', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInToHistory(page);
  // The choice is in Settings (with the other things that may interrupt the user).
  await openSettings(page);
  await page.getByLabel('Ask to rate calls').selectOption({ label: 'After every call' });
  await openHistory(page);
  const search = page.getByRole('searchbox', { name: 'Search history' });
  await search.focus();

  const made = await control<{ oid: string }>('events', { type: 'call', durationSec: 95 });
  await focusSoon(page);
  const prompt = page.getByRole('complementary', { name: 'Rate your last call' });
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await expect(search).toBeFocused();
  await expect(prompt.getByRole('heading')).toHaveText(
    `How was your call with ${await otherPartyOf(made.oid)}?`,
  );
  await shoot(page, 'review-prompt');

  await prompt.getByRole('radio', { name: '4 stars' }).check();
  await prompt.getByRole('checkbox', { name: 'Bad audio' }).check();
  await prompt.getByRole('checkbox', { name: 'Unstable connection' }).check();
  await prompt.getByRole('textbox', { name: 'Comment' }).fill('Some echo at the start');
  await prompt.getByRole('button', { name: 'Send rating' }).click();
  await expect(prompt).toBeHidden();
  // The call's detail is where a rating in doubt would show.
  await list(page).locator(`[data-oid="${made.oid}"]`).click();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details.getByRole('button', { name: /^Rate (this call|again)$/ })).toBeVisible();
  await expectDelivered(page, made.oid, {
    userAudioQualityRating: 4,
    userReportedBadAudio: true,
    userReportedOnewayAudio: false,
    userReportedUnstableConnection: true,
    userAudioQualityReview: 'Some echo at the start',
  });
  // Taken by the server, the rating stays with the call.
  await expect(details).toContainText('You rated this call 4 stars of 5');
  await expect(details.getByRole('button', { name: 'Rate again' })).toBeVisible();
});

test('"Rate this call" online: the server has the rating once, and the call shows it arrived', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInToHistory(page);
  // A call no other test of this file rates.
  const oid = await openUnratedCall(page, 4);

  await page.getByRole('button', { name: 'Rate this call' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rate this call' });
  await dialog.getByRole('radio', { name: '4 stars' }).check();
  await dialog.getByRole('button', { name: 'Send rating' }).click();
  await expect(dialog).toBeHidden();
  await expectDelivered(page, oid, {
    userAudioQualityRating: 4,
    userReportedBadAudio: false,
    userReportedOnewayAudio: false,
    userReportedUnstableConnection: false,
    userAudioQualityReview: '',
  });
  // The rating leaves its trace: on the call's row, in its details, and in the form opened again.
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('You rated this call 4 stars of 5');
  await expect(
    list(page).locator(`[data-oid="${oid}"]`).getByLabel('Rated 4 of 5 stars'),
  ).toBeVisible();
  await details.getByRole('button', { name: 'Rate again' }).click();
  await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // A missed call had no audio: it offers no rating.
  await options(page).locator('.history-kind-missed').first().click();
  await expect(details).toContainText('Missed call');
  await expect(details.getByRole('button', { name: /^Rate/ })).toHaveCount(0);
});

test('"Rate this call" on any call; made offline, it is sent once back online', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInToHistory(page);
  const oid = await openUnratedCall(page, 2);
  const other = await otherPartyOf(oid);

  sim.setFaults({ dropRate: 1 });
  await expect(page.getByRole('status', { name: 'Connection: Offline' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Rate this call' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rate this call' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(` with ${other} · `);
  await dialog.getByRole('radio', { name: '2 stars' }).check();
  await dialog.getByRole('checkbox', { name: 'One-way audio' }).check();
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('They could not hear me');
  await dialog.getByRole('button', { name: 'Send rating' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('Your rating will be sent when the server can be reached.'),
  ).toBeVisible();

  sim.setFaults({});
  await expectDelivered(page, oid, {
    userAudioQualityRating: 2,
    userReportedBadAudio: false,
    userReportedOnewayAudio: true,
    userReportedUnstableConnection: false,
    userAudioQualityReview: 'They could not hear me',
  });
});
