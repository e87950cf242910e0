/// <reference lib="dom" />
import { type Page } from '@playwright/test';
import { startSimulator, type RunningSimulator } from '../../src/simulator';
import {
  expect,
  openSection,
  partyOf,
  readerClient,
  signInTo,
  simulatorEvent,
  simulatorRequests,
  test,
} from './harness';

/**
 * Changes the platform announces over its WebSocket, end to end in the browser host: a
 * colleague's do-not-disturb reaches People and Favorites on its own (and nothing polls the
 * presence list meanwhile); a visitor typing in an open external chat is shown until their
 * message arrives.
 */
let running: RunningSimulator | undefined;
test.beforeAll(async () => {
  running = await startSimulator({ port: 0, controlApi: true });
});
test.afterAll(async () => {
  await running?.close();
});
const sim = () => running!;
const user = () => sim().accounts.find((a) => a.userName === 'user')!;

/** A favorite of the user who is a colleague with do-not-disturb off, read from the server. */
async function favoriteColleague() {
  const client = await readerClient(sim(), user());
  const favorites = new Set(
    (await client.favorites.get()).x1ListItems.map((item) => item.referable.oid),
  );
  for await (const page of client.users.walk({
    limit: 100,
    include: ['person', 'userName', 'primaryLine.userPhoneLine.doNotDisturb'],
  })) {
    for (const u of page.items) {
      const line = (u.primaryLine as { userPhoneLine?: { doNotDisturb?: boolean } } | undefined)
        ?.userPhoneLine;
      if (u.person && favorites.has(u.person.oid) && line?.doNotDisturb === false) {
        return { userName: u.userName ?? '', name: u.person.commonName };
      }
    }
  }
  throw new Error('no favorite colleague without do-not-disturb in the data set');
}

/** How many requests the simulator has received. */
async function requestCount(): Promise<number> {
  return (await simulatorRequests(sim())).count;
}
/** How often the presence list was asked for from the `since`-th request on. */
async function presenceReadsSince(since: number): Promise<number> {
  const { requests } = await simulatorRequests(sim(), since);
  return requests.filter((r) => r.method === 'GET' && r.path.endsWith('/presence')).length;
}

/** The request count once the app has asked nothing for half a second. */
async function quietCount(): Promise<number> {
  let before = await requestCount();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await requestCount();
    if (now === before) return now;
    before = now;
  }
}

const dnd = (userName: string, on: boolean) =>
  simulatorEvent(sim(), { type: 'doNotDisturb', userName, on });

async function liveUpdates(page: Page) {
  await openSection(page, 'History');
  await expect(page.getByText(/Live updates/).first()).toBeVisible({ timeout: 20_000 });
}

test("a colleague's do-not-disturb shows in People and Favorites as it changes, with no polling", async ({
  page,
  openHost,
}) => {
  const colleague = await favoriteColleague();
  await openHost();
  await signInTo(page, sim(), user());
  await liveUpdates(page);

  await openSection(page, 'People');
  await page.getByRole('searchbox', { name: 'Search colleagues' }).fill(colleague.userName);
  const row = page
    .getByRole('listbox', { name: 'Colleagues' })
    .getByRole('option', { name: new RegExp(`^${colleague.name}`) });
  await expect(row).toHaveCount(1);
  await expect(row).not.toContainText('Do not disturb');
  // People's own read when it opened is done before the change is made.
  await expect.poll(async () => presenceReadsSince(0)).toBeGreaterThan(0);
  let since = await requestCount();
  await dnd(colleague.userName, true);
  await expect(row).toContainText('Do not disturb', { timeout: 5_000 });
  expect(await presenceReadsSince(since)).toBe(0);

  await openSection(page, 'Favorites');
  const favorite = page
    .getByRole('list', { name: 'Favorites' })
    .getByRole('listitem')
    .filter({ hasText: colleague.name });
  await expect(favorite).toContainText('Do not disturb');
  // Favorites reads presence once as it opens (a walk of one or two pages), and then no more.
  await expect.poll(async () => presenceReadsSince(since)).toBeGreaterThan(0);
  since = await quietCount();
  await dnd(colleague.userName, false);
  await expect(favorite).not.toContainText('Do not disturb', { timeout: 5_000 });
  await dnd(colleague.userName, true);
  await expect(favorite).toContainText('Do not disturb', { timeout: 5_000 });
  expect(await presenceReadsSince(since)).toBe(0);
});

test('a visitor typing in the open external chat shows until their message arrives', async ({
  page,
  openHost,
}) => {
  const session = sim().fixtures.externalChatSession;
  const visitor = await partyOf(await readerClient(sim(), user()), session);
  await openHost();
  await signInTo(page, sim(), user());
  await page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(`^${visitor}(?!,)`) })
    .click({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 2, name: visitor })).toBeVisible();

  // The session is named for the website; the one typing is its visitor (the simulator says who).
  const typeAsVisitor = async () => {
    const answer = await fetch(`${sim().baseUrl}/__simulator/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'typing', chatSession: session }),
    });
    return ((await answer.json()) as { name: string }).name;
  };
  const typist = await typeAsVisitor();
  const typing = page.getByRole('status').filter({ hasText: `${typist} is typing…` });
  // The thread's subscription and the control event travel separately: type until it is seen.
  await expect(async () => {
    await typeAsVisitor();
    await expect(typing).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });

  await simulatorEvent(sim(), { type: 'incomingChat', chatSession: session, text: 'Hello there' });
  await expect(
    page.getByRole('list', { name: `Messages with ${visitor}` }).getByText('Hello there'),
  ).toBeVisible({ timeout: 5_000 });
  await expect(typing).toHaveCount(0);
});
