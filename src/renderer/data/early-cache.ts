import { z } from 'zod';
import {
  CACHE_SCHEMA_VERSION,
  CommunicationCache,
  databaseName,
  type Account,
  type CacheOptions,
} from '../cache';
import { ServerClock } from './server-clock';

/**
 * The cache of the account last open in this profile, opened at start while the renderer still
 * asks main who is signed in (the session comes back over the bridge after the page's script
 * has run; the browser host first trades its launch secret and opens a WebSocket). Only the
 * cache, which never reaches the server: the outbox and the sync engine wait for the session,
 * so nothing is sent for an account before main says it is the one signed in.
 *
 * Which account was last open is kept in this profile's storage (not a secret: the server and
 * user name main's preferences also keep), and forgotten at sign-out.
 */
const ACCOUNT_KEY = 'switchboard.account';
/**
 * Rows read with the cache, and first by a list: a tall window's screen (each row read is parsed
 * and validated on the way to the first paint).
 */
export const NEWEST_ROWS = 30;
/** An early cache no session claimed (signed out meanwhile) is closed after this long. */
const UNCLAIMED_MS = 15_000;

const accountSchema = z.object({ baseUrl: z.string().min(1), userName: z.string().min(1) });

export interface EarlyCache {
  readonly account: Account;
  /** The clock the cache was opened with, which account data then keeps using. */
  readonly clock: ServerClock;
  /** Undefined when there was nothing to open early (no cache of the current layout). */
  readonly cache: Promise<CommunicationCache | undefined>;
}

let early: EarlyCache | undefined;
let unclaimed: ReturnType<typeof setTimeout> | undefined;

export function rememberAccount(account: Account): void {
  globalThis.localStorage?.setItem(ACCOUNT_KEY, JSON.stringify(account));
}

/** At sign-out: the next start opens nothing early, and an early cache still unclaimed closes. */
export function forgetAccount(): void {
  globalThis.localStorage?.removeItem(ACCOUNT_KEY);
  close(take());
}

function rememberedAccount(): Account | undefined {
  try {
    const parsed = accountSchema.safeParse(
      JSON.parse(globalThis.localStorage?.getItem(ACCOUNT_KEY) ?? 'null'),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Opens the remembered account's cache and reads its newest rows, if the database is there at
 * this version's layout (`stored`: the origin's databases, as listed at start). A database to
 * create or upgrade is left to the normal open, which tells the user about an upgrade.
 */
export function openEarlyCache(stored: Promise<readonly IDBDatabaseInfo[]>): void {
  const account = rememberedAccount();
  if (!account) return;
  const name = databaseName('cache', account);
  const clock = new ServerClock();
  const cache = stored.then(async (databases) => {
    const found = databases.find((d) => d.name === name);
    // Native versions are Dexie's times ten (see open-database.ts).
    if (!found?.version || Math.floor(found.version / 10) !== CACHE_SCHEMA_VERSION) return;
    return openWithNewestRows({ account, clock });
  });
  close(take());
  early = { account, clock, cache: cache.catch(() => undefined) };
  unclaimed = setTimeout(() => close(take()), UNCLAIMED_MS);
}

/**
 * Opens a cache and reads its newest rows for a list's first render (`newestRows`). A failed
 * read only leaves the list to read them itself.
 */
export async function openWithNewestRows(options: CacheOptions): Promise<CommunicationCache> {
  const cache = await CommunicationCache.open(options);
  await cache.readNewest(NEWEST_ROWS).catch(() => {});
  return cache;
}

/**
 * The early cache, if it is this account's: handed over once. Another account's is closed (a
 * different user signed in).
 */
export function claimEarlyCache(account: Account): EarlyCache | undefined {
  const claimed = take();
  if (claimed && databaseName('cache', claimed.account) === databaseName('cache', account)) {
    return claimed;
  }
  close(claimed);
  return undefined;
}

function take(): EarlyCache | undefined {
  const taken = early;
  early = undefined;
  clearTimeout(unclaimed);
  return taken;
}

function close(unused: EarlyCache | undefined): void {
  void unused?.cache.then((cache) => cache?.close());
}
