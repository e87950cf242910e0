import { createServer } from 'node:net';
import { type Page } from '@playwright/test';
import {
  expect,
  historyList,
  openHistory,
  originOf,
  signIn,
  simulatorPerFile,
  test,
} from './harness';

/**
 * `npm run web` without `--port` serves on the port its profile remembers, because the page's
 * storage (history cache, outbox) belongs to the origin, port included: a restart must find it.
 */
const sim = simulatorPerFile(test);
test.describe.configure({ timeout: 120_000 });
test.afterEach(() => sim().setFaults({}));

const user = () => sim().accounts.find((a) => a.role === 'user')!;
const shownOids = (page: Page) =>
  historyList(page)
    .getByRole('option')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-oid') ?? ''));

/** Signs in with "remember me" and waits for History in sync; its newest five oids. */
async function rememberedHistory(page: Page): Promise<string[]> {
  await signIn(page, { server: originOf(sim().baseUrl), ...user(), remember: true });
  await openHistory(page);
  await expect(page.getByRole('status', { name: 'History sync' })).toContainText('Up to date', {
    timeout: 60_000,
  });
  // Rows are read from the cache a moment after the list appears.
  await expect(historyList(page).getByRole('option').nth(4)).toBeVisible();
  const newest = (await shownOids(page)).slice(0, 5);
  expect(newest).toHaveLength(5);
  return newest;
}

/** The history cache databases of this origin and how many communications they hold. */
async function cachedCommunications(page: Page): Promise<{ names: string[]; rows: number }> {
  // A string, not a function: this file is type-checked without the DOM library.
  return page.evaluate<{ names: string[]; rows: number }>(`(async () => {
    const names = (await indexedDB.databases())
      .map((d) => d.name)
      .filter((n) => n.startsWith('switchboard-cache-'));
    let rows = 0;
    for (const name of names) {
      rows += await new Promise((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onerror = () => reject(opening.error);
        opening.onsuccess = () => {
          const db = opening.result;
          const reading = db.transaction('segmentKeys').objectStore('segmentKeys').getAll();
          reading.onerror = () => reject(reading.error);
          reading.onsuccess = () => {
            db.close();
            resolve(new Set(reading.result.flatMap((record) => JSON.parse(record.keys).oids)).size);
          };
        };
      });
    }
    return { names, rows };
  })()`);
}

test('a restart on the same profile serves the same origin: the cached history is still there', async ({
  page,
  openHost,
}) => {
  const first = await openHost({ rememberedPort: true });
  const newest = await rememberedHistory(page);
  const cached = await cachedCommunications(page);
  expect(cached.names).toHaveLength(1);
  expect(cached.rows).toBeGreaterThan(5);
  await first.stop();
  // The tab stays open on the old launch and says so; the new launch's link is opened in it
  // (only the fragment changes, which a browser does not load again: the app starts over).
  await expect(page.getByText('The connection to Switchboard was lost')).toBeVisible();

  // Every answer now takes three seconds: what shows sooner after opening History came from
  // the storage the first launch filled.
  sim().setFaults({ latencyMs: 3_000 });
  const second = await openHost({ rememberedPort: true });
  expect(originOf(second.url)).toBe(originOf(first.url));
  expect(second.stderr()).not.toContain('not available');

  // Remembered sign-in, then History from the cache before the server could answer.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Password')).toHaveCount(0);
  expect((await cachedCommunications(page)).rows).toBeGreaterThanOrEqual(cached.rows);
  const started = Date.now();
  await openHistory(page);
  await expect.poll(async () => (await shownOids(page)).slice(0, 5)).toEqual(newest);
  expect(Date.now() - started).toBeLessThan(2_500);
});

test('a start while the server cannot be reached shows the remembered history, offline, and reconnects by itself', async ({
  page,
  openHost,
}) => {
  const first = await openHost({ rememberedPort: true });
  const newest = await rememberedHistory(page);
  await first.stop();

  // Every request to the server is dropped, the renewal of the remembered sign-in included.
  sim().setFaults({ dropRate: 1 });
  await openHost({ rememberedPort: true });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await openHistory(page);
  await expect.poll(async () => (await shownOids(page)).slice(0, 5)).toEqual(newest);
  await expect(page.getByRole('status', { name: 'Connection: Offline' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('status', { name: 'History sync' })).toContainText('Offline');

  // The server is back: the sign-in is renewed and History syncs, with nothing asked of the user.
  sim().setFaults({});
  await expect(page.getByRole('status', { name: 'Connection: Online' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('status', { name: 'History sync' })).toContainText('Up to date', {
    timeout: 30_000,
  });
  await expect(page.getByLabel('Password')).toHaveCount(0);
});

test('when the remembered port is taken, the host serves another origin and says so', async ({
  page,
  openHost,
}) => {
  const first = await openHost({ rememberedPort: true });
  const port = Number(new URL(first.url).port);
  await first.stop();

  const squatter = createServer();
  await new Promise<void>((listening) => squatter.listen(port, '127.0.0.1', listening));
  let secondOrigin: string;
  try {
    const second = await openHost({ rememberedPort: true });
    secondOrigin = originOf(second.url);
    expect(secondOrigin).not.toBe(originOf(first.url));
    const newPort = new URL(second.url).port;
    expect(second.stderr()).toContain(
      `web: port ${port} of the last launch is not available (EADDRINUSE); serving on port ${newPort} instead.`,
    );
    expect(second.stderr()).toContain(`start with --port ${port} once it is free`);
    await expect(page.getByRole('heading', { name: 'Sign in to Switchboard' })).toBeVisible();
    expect((await cachedCommunications(page)).names).toEqual([]);
    await second.stop();
  } finally {
    await new Promise<void>((closed) => squatter.close(() => closed()));
  }

  // The new port is the one remembered now.
  const third = await openHost({ rememberedPort: true });
  expect(originOf(third.url)).toBe(secondOrigin);
  expect(third.stderr()).not.toContain('not available');
});
