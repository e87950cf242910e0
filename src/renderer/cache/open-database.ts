import { Dexie } from 'dexie';
import { type LocalDatabase } from './account';
import { CacheError, toCacheError } from './cache-error';

/**
 * Runs an open or delete that another window may block (it holds an older version open and does
 * not let go). IndexedDB would wait forever; the user is told instead, and may try again.
 */
async function unlessBlocked(
  db: Dexie,
  database: LocalDatabase,
  work: () => Promise<unknown>,
): Promise<void> {
  let onBlocked = (): void => undefined;
  const blocked = new Promise<never>((_, reject) => {
    onBlocked = () => reject(new CacheError('blocked', database));
  });
  db.on('blocked', onBlocked);
  try {
    await Promise.race([work(), blocked]);
  } finally {
    db.on('blocked').unsubscribe(onBlocked);
  }
}

/** Opens (creating or upgrading as needed); every failure becomes a CacheError. */
export async function openDatabase(
  db: Dexie,
  database: LocalDatabase,
  newest: number,
  clearAndResync?: () => Promise<void>,
): Promise<void> {
  try {
    await unlessBlocked(db, database, () => db.open());
    // Dexie 4 opens a database that a newer Switchboard upgraded (patching in the indexes it
    // misses), but this code does not know that layout: a downgrade is named, not guessed at.
    // Native versions are Dexie's times ten; a patch adds one without a new layout.
    const installed = Math.floor(db.backendDB().version / 10);
    if (installed > newest) throw new CacheError('version', database, { detail: `v${installed}` });
  } catch (error) {
    db.close();
    throw toCacheError(error, database, clearAndResync);
  }
}

/**
 * Runs work on an open database: every storage failure becomes the named `CacheError` the
 * screens turn into a sentence (disk full, a newer version, damage), handed to `failed` first
 * (a wrapper's status). The cache, the outbox and the directory run every call through here.
 */
export async function inDatabase<D, T>(
  db: D,
  database: LocalDatabase,
  work: (db: D) => Promise<T>,
  options: { clearAndResync?: () => Promise<void>; failed?: (error: CacheError) => void } = {},
): Promise<T> {
  try {
    return await work(db);
  } catch (error) {
    const failure = toCacheError(error, database, options.clearAndResync);
    options.failed?.(failure);
    throw failure;
  }
}

/** Deletes a database by name, without opening it (it may be unreadable). */
export async function deleteDatabase(name: string, database: LocalDatabase): Promise<void> {
  const db = new Dexie(name);
  try {
    await unlessBlocked(db, database, () => db.delete());
  } catch (error) {
    throw toCacheError(error, database);
  }
}
