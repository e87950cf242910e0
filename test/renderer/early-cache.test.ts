// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommunicationCache, databaseName, type Account } from '../../src/renderer/cache';
import {
  claimEarlyCache,
  forgetAccount,
  NEWEST_ROWS,
  openEarlyCache,
  rememberAccount,
} from '../../src/renderer/data/early-cache';
import { FakeLog, freshAccount, fullOf } from '../renderer-data/fake-server';

/** An account whose cache holds `count` items, closed again (as after a previous run). */
async function cached(count: number): Promise<{ account: Account; newest: string[] }> {
  const account = freshAccount();
  const log = new FakeLog();
  log.addMany(count);
  const cache = await CommunicationCache.open({ account });
  await cache.store([...log.records.values()].map(fullOf));
  const newest = await cache.oidsBetween('', '\uffff', undefined, NEWEST_ROWS);
  cache.close();
  return { account, newest };
}

afterEach(() => {
  forgetAccount();
  vi.restoreAllMocks();
});

describe('the early cache', () => {
  it("opens the remembered account's cache at start with its newest rows, handed over once", async () => {
    const { account, newest } = await cached(50);
    rememberAccount(account);
    openEarlyCache(indexedDB.databases());
    const early = claimEarlyCache({ ...account });
    const cache = await early?.cache;
    expect(cache).toBeInstanceOf(CommunicationCache);
    expect(cache?.newestRows()?.rows.map((row) => row.oid)).toEqual(newest);
    expect(cache?.newestRows()?.whole).toBe(false);
    expect(claimEarlyCache(account)).toBeUndefined();
    cache?.close();
  });

  it("closes another account's early cache instead of handing it over", async () => {
    const { account } = await cached(5);
    const close = vi.spyOn(CommunicationCache.prototype, 'close');
    rememberAccount(account);
    openEarlyCache(indexedDB.databases());
    expect(claimEarlyCache(freshAccount('bob'))).toBeUndefined();
    await vi.waitFor(() => expect(close).toHaveBeenCalledTimes(1));
  });

  it('opens nothing for a cache that is not there (to create or upgrade: the normal open)', async () => {
    const account = freshAccount();
    const open = vi.spyOn(CommunicationCache, 'open');
    rememberAccount(account);
    openEarlyCache(indexedDB.databases());
    expect(await claimEarlyCache(account)?.cache).toBeUndefined();
    // A layout this version does not open as is.
    const older = freshAccount();
    (await request(indexedDB.open(databaseName('cache', older), 10))).close();
    rememberAccount(older);
    openEarlyCache(indexedDB.databases());
    expect(await claimEarlyCache(older)?.cache).toBeUndefined();
    expect(open).not.toHaveBeenCalled();
  });

  it('remembers nothing after sign-out, and ignores what is not an account', async () => {
    const { account } = await cached(5);
    rememberAccount(account);
    forgetAccount();
    openEarlyCache(indexedDB.databases());
    expect(claimEarlyCache(account)).toBeUndefined();
    localStorage.setItem('switchboard.account', '{"baseUrl": 7');
    openEarlyCache(indexedDB.databases());
    expect(claimEarlyCache(account)).toBeUndefined();
  });
});

describe('the newest rows read as the cache opens', () => {
  it('are the newest of the whole log, until this window stores anything', async () => {
    const { account, newest } = await cached(50);
    const cache = await CommunicationCache.open({ account });
    expect(cache.newestRows()).toBeUndefined();
    await cache.readNewest(NEWEST_ROWS);
    expect(cache.newestRows()?.rows.map((row) => row.oid)).toEqual(newest);
    await cache.readNewest(60);
    expect(cache.newestRows()?.rows).toHaveLength(50);
    expect(cache.newestRows()?.whole).toBe(true);
    const log = new FakeLog();
    log.addMany(1);
    await cache.store([...log.records.values()].map(fullOf));
    expect(cache.newestRows()).toBeUndefined();
    cache.close();
  });

  it('are not read from a head older than the rows (a window closed between the two writes)', async () => {
    const { account } = await cached(5);
    const name = databaseName('cache', account);
    const version = (await indexedDB.databases()).find((d) => d.name === name)?.version;
    const raw = await request(indexedDB.open(name, version));
    await request(
      raw
        .transaction('meta', 'readwrite')
        .objectStore('meta')
        .put({ key: 'revision', value: 'newer' }),
    );
    raw.close();
    const cache = await CommunicationCache.open({ account });
    await cache.readNewest(NEWEST_ROWS);
    expect(cache.newestRows()).toBeUndefined();
    cache.close();
  });
});

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('request failed'));
  });
}
