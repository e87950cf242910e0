import { type Page } from '@playwright/test';
import {
  expect,
  messagesOnServer,
  openConversation,
  originOf,
  partyOf,
  readerClient,
  signIn,
  simulatorPerFile,
  simulatorRequests,
  test,
} from './harness';

/**
 * The outbox end to end (issue #27): two tabs of one profile send a message once, and a message
 * sent while the server refuses connections goes as soon as it is back, not a settle window
 * (90 s) later. The real renderer in Chromium, through the browser host, against the simulator.
 */
const sim = simulatorPerFile(test, { controlApi: true });
const user = () => sim().accounts.find((a) => a.userName === 'user')!;

test.afterEach(() => sim().setFaults({}));

/** What a bubble says while the outbox holds it. */
const outboxStatus = /Waiting to send|Sending|Checking|may not have been/;

async function toConversations(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Conversations' })
    .click();
}

/** The 4.2 sends the simulator received for the session since request `since`. */
async function sendsSince(since: number): Promise<number> {
  const { requests } = await simulatorRequests(sim(), since);
  const path = new RegExp(`/chats/${sim().fixtures.chatSession}/messages$`);
  return requests.filter((r) => r.method === 'POST' && path.test(r.path)).length;
}

/**
 * Records, in every page of the context from its next load, whether a bubble ever said a
 * message may not have arrived (a string: tsx's compiled functions call helpers a page lacks).
 */
async function recordDoubt(page: Page): Promise<void> {
  await page.context().addInitScript(`{
    window.__doubted = false;
    const look = (text) => {
      if (/may not have been delivered/.test(text ?? '')) window.__doubted = true;
    };
    new MutationObserver((mutations) => {
      for (const m of mutations) {
        if (m.type === 'characterData') look(m.target.textContent);
        for (const node of m.addedNodes) look(node.textContent);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }`);
}
const doubted = (page: Page) => page.evaluate('window.__doubted');

test('two tabs of one profile send a message once, and both show it once', async ({
  page,
  openHost,
}) => {
  test.setTimeout(120_000);
  await recordDoubt(page);
  await openHost();
  await signIn(page, { server: originOf(sim().baseUrl), ...user() });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await toConversations(page);
  const client = await readerClient(sim(), user());
  const name = await partyOf(client, sim().fixtures.chatSession);
  const a = await openConversation(page, name);
  const before = (await simulatorRequests(sim())).count;

  // The first tab sends to a slow server (only what leaves now is slow: 10 s, under the 15 s
  // the app waits for an answer)...
  const first = 'Once from two tabs';
  sim().setFaults({ latencyMs: 10_000 });
  await a.composer.fill(first);
  await a.composer.press('Enter');
  await expect(a.thread.getByText('Sending')).toBeVisible();
  await page.waitForTimeout(300);
  sim().setFaults({});
  // ...and while it is on its way, a second tab of the profile opens (a duplicated tab keeps
  // the page's session with the host, as window.open does) and starts its outbox.
  const [second] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate(() => void window.open(location.href)),
  ]);
  await expect(second.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 30_000 });
  await toConversations(second);
  const b = await openConversation(second, name);
  // The second tab waits for the first one's drain lock: the send is still "Sending" there,
  // never taken for one cut off by a reload (uncertain, "Checking").
  const inB = b.thread.getByRole('article').filter({ hasText: first });
  await expect(inB.getByText('Sending')).toBeVisible();
  for (const tab of [a, b]) {
    await expect(tab.thread.getByText(first, { exact: true })).toHaveCount(1, { timeout: 20_000 });
    await expect(tab.thread.getByText(outboxStatus)).toHaveCount(0, { timeout: 20_000 });
  }
  expect(await doubted(page)).toBe(false);
  expect(await doubted(second)).toBe(false);

  // Written in the tab that does not drain: the first tab sends it, at once.
  const written = 'Written in the second tab';
  const writtenAt = Date.now();
  await b.composer.fill(written);
  await b.composer.press('Enter');
  for (const tab of [b, a]) {
    await expect(tab.thread.getByText(written, { exact: true })).toHaveCount(1);
    await expect(tab.thread.getByText(outboxStatus)).toHaveCount(0, { timeout: 10_000 });
  }
  const tookMs = Date.now() - writtenAt;
  test.info().annotations.push({ type: 'second tab to delivered', description: `${tookMs} ms` });
  console.log(`written in the second tab: delivered and shown in both within ${tookMs} ms`);

  // A while later (a look, a sync): still once on the server, once on each screen.
  await page.waitForTimeout(5_000);
  const onServer = await messagesOnServer(client, sim().fixtures.chatSession);
  expect(onServer.filter((s) => s === first)).toHaveLength(1);
  expect(onServer.filter((s) => s === written)).toHaveLength(1);
  expect(await sendsSince(before)).toBe(2);
  for (const tab of [a, b]) {
    await expect(tab.thread.getByText(first, { exact: true })).toHaveCount(1);
    await expect(tab.thread.getByText(written, { exact: true })).toHaveCount(1);
  }
  expect(await doubted(page)).toBe(false);
  expect(await doubted(second)).toBe(false);
  await second.close();
});

test("a send while the server refuses connections goes within seconds of the server's return", async ({
  page,
  openHost,
}) => {
  await openHost();
  await signIn(page, { server: originOf(sim().baseUrl), ...user() });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await toConversations(page);
  const client = await readerClient(sim(), user());
  const name = await partyOf(client, sim().fixtures.chatSession);
  const { thread, composer } = await openConversation(page, name);
  const before = (await simulatorRequests(sim())).count;

  const AWAY_MS = 3_000;
  const text = 'Sent while the server refused';
  sim().setFaults({ refuseConnectionsMs: AWAY_MS });
  const backAt = Date.now() + AWAY_MS;
  // The host hears its kept-alive connections close; the send then finds the port refusing.
  await page.waitForTimeout(100);
  await composer.fill(text);
  await composer.press('Enter');
  const bubble = thread.getByRole('article').filter({ hasText: text });
  // Never written: waiting, not in doubt.
  await expect(bubble.getByText('Waiting to send')).toBeVisible();
  await expect(bubble.getByText(/may not have been/)).toHaveCount(0);

  // From the server's return: when it has the message, and when the screen says so.
  await page.waitForTimeout(Math.max(0, backAt - Date.now()));
  let storedAt: number | undefined;
  await expect
    .poll(
      async () => {
        const stored = (await messagesOnServer(client, sim().fixtures.chatSession)).includes(text);
        if (stored) storedAt ??= Date.now();
        return stored;
      },
      { timeout: 10_000, intervals: [100] },
    )
    .toBe(true);
  await expect(bubble.getByText(outboxStatus)).toHaveCount(0, { timeout: 10_000 });
  const shownAt = Date.now();
  const serverMs = storedAt! - backAt;
  test
    .info()
    .annotations.push(
      { type: 'return to stored', description: `${serverMs} ms` },
      { type: 'return to shown delivered', description: `${shownAt - backAt} ms` },
    );
  console.log(`refused: stored ${serverMs} ms, shown ${shownAt - backAt} ms after the return`);
  expect(serverMs).toBeLessThan(5_000);

  await page.waitForTimeout(3_000);
  expect(
    (await messagesOnServer(client, sim().fixtures.chatSession)).filter((s) => s === text),
  ).toHaveLength(1);
  expect(await sendsSince(before)).toBe(1);
  await expect(thread.getByText(text, { exact: true })).toHaveCount(1);
});
