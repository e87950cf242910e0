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
  clearAndResync?: () => Promise<void>,
): Promise<void> {
  try {
    await unlessBlocked(db, database, () => db.open());
  } catch (error) {
    db.close();
    throw toCacheError(error, database, clearAndResync);
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
