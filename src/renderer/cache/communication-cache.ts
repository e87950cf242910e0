import { type Collection } from 'dexie';
import { type z } from 'zod';
import { type CommunicationItem, type Timestamp } from '../../shared/interface';
import { databaseName, type Account } from './account';
import { CacheError, toCacheError } from './cache-error';
import { systemClock, type Clock } from './clock';
import { CACHE_SCHEMA_VERSION, CacheDatabase, metaSchemas, type MetaKey } from './database';
import { nextIdle } from './idle';
import { deleteDatabase, openDatabase } from './open-database';
import { addInterval, type Interval, type RangeSet } from './ranges';
import { mergeRow, readRow, toRow, type CachedCommunication, type CommunicationRow } from './rows';
import { SearchIndex, type SearchHits } from './search-index';
import { BOTTOM, TOP, newestFirst } from './sort-key';
import { SYNC_LAG_SECONDS, windowUntil } from './sync-window';

export interface CacheOptions {
  account: Account;
  clock?: Clock;
  /** See `windowUntil`; the first watermark is taken the same way. */
  lagSeconds?: number;
}

/** Narrows a history read to one kind (CallLog, XCCUserChat…) or one chat session. */
export type HistoryFilter = { kind: string } | { session: string };

export interface SearchResult {
  items: CachedCommunication[];
  total: number;
}

/** Keys per request when reading a list's skeleton (see `oidsBetween`). */
const SKELETON_CHUNK = 5000;

/**
 * Building the search index reads every row. In chunks this small, each is a few ms of the
 * renderer's time; the next chunk waits for the renderer to be idle (unless a search is
 * waiting), so a list scrolled meanwhile keeps its frames.
 */
const SEARCH_LOAD_CHUNK = 1000;
/** Scrolling without a pause leaves no idle time: a chunk is read after this long anyway. */
const SEARCH_LOAD_IDLE_MS = 1000;

/** Before any row exists, changes are tracked from now on; rows without a watermark: from the start. */
const EPOCH: Timestamp = '1970-01-01 00:00:00';

/**
 * The local copy of one account's communication log (History, Conversations offline): rows by
 * oid with the indexes the screens need, the complete ranges of the date order, and the sync
 * watermark. Every failure is a `CacheError` whose way out, `clearAndResync`, deletes this
 * database only.
 */
export class CommunicationCache {
  readonly name: string;
  private readonly clock: Clock;
  private readonly lagSeconds: number;
  private db: CacheDatabase;
  /** The search index, kept current by `store` from the moment its loading starts. */
  private search:
    { index: SearchIndex; hurry: () => void; loaded: Promise<SearchIndex> } | undefined;
  /** Stores by this window: with the time, a revision no other write had. */
  private writes = 0;
  private readonly resetListeners = new Set<() => void>();

  private constructor(options: CacheOptions) {
    this.name = databaseName('cache', options.account);
    this.clock = options.clock ?? systemClock;
    this.lagSeconds = options.lagSeconds ?? SYNC_LAG_SECONDS;
    this.db = this.createDatabase();
  }

  static async open(options: CacheOptions): Promise<CommunicationCache> {
    const cache = new CommunicationCache(options);
    await openDatabase(cache.db, 'cache', CACHE_SCHEMA_VERSION, cache.clearAndResync);
    return cache;
  }

  /** Deletes the cache database (never the outbox) and starts an empty one; listeners resync. */
  readonly clearAndResync = async (): Promise<void> => {
    this.db.close();
    this.search = undefined;
    await deleteDatabase(this.name, 'cache');
    this.db = this.createDatabase();
    await openDatabase(this.db, 'cache', CACHE_SCHEMA_VERSION, this.clearAndResync);
    for (const listener of this.resetListeners) listener();
  };

  onReset(listener: () => void): () => void {
    this.resetListeners.add(listener);
    return () => this.resetListeners.delete(listener);
  }

  close(): void {
    this.db.close();
  }

  private createDatabase(): CacheDatabase {
    const db = new CacheDatabase(this.name);
    // The watermark is set when the database is born, before any page can be fetched into it:
    // so every change after any fetch falls in a sync window (see ranges.ts).
    db.on('populate', (tx) =>
      tx.table('meta').bulkAdd([
        { key: 'watermark', value: windowUntil(this.clock.now(), this.lagSeconds) },
        { key: 'created', value: { at: this.clock.now(), schemaVersion: CACHE_SCHEMA_VERSION } },
      ]),
    );
    // Another window upgraded or deleted the database: Dexie reopens it on the next call, and
    // what this window keeps in memory may be stale.
    db.on('versionchange', () => {
      this.search = undefined;
    });
    return db;
  }

  private async guard<T>(work: (db: CacheDatabase) => Promise<T>): Promise<T> {
    try {
      return await work(this.db);
    } catch (error) {
      throw toCacheError(error, 'cache', this.clearAndResync);
    }
  }

  // ---- reads -------------------------------------------------------------------------------

  get(oid: string): Promise<CachedCommunication | undefined> {
    return this.guard(async (db) => {
      const raw = await db.communications.get(oid);
      return raw === undefined ? undefined : readRow(raw);
    });
  }

  count(): Promise<number> {
    return this.guard((db) => db.communications.count());
  }

  /**
   * The cached item key nearest to `from` on the way to `bound` (both inclusive): the first one
   * at or above `from` when `bound` is higher, the last one at or below it otherwise.
   */
  nearestKey(from: string, bound: string): Promise<string | undefined> {
    return this.guard(async (db) => {
      const up = bound >= from;
      const range = db.communications
        .where('sortKey')
        .between(up ? from : bound, up ? bound : from, true, true);
      const [key] = await (up ? range : range.reverse()).limit(1).keys();
      return typeof key === 'string' ? key : undefined;
    });
  }

  private window(
    db: CacheDatabase,
    filter: HistoryFilter | undefined,
    lower: string,
    upper: string,
    includeLower = false,
  ): Collection<CommunicationRow, string> {
    // Exclusive unless asked: the caller's key is never part of the answer.
    if (!filter) {
      return db.communications.where('sortKey').between(lower, upper, includeLower, false);
    }
    const [index, value] =
      'kind' in filter ? ['[kind+sortKey]', filter.kind] : ['[session+sortKey]', filter.session];
    return db.communications
      .where(index)
      .between([value, lower], [value, upper], includeLower, false);
  }

  /** Up to `limit` items just older than `fromKey`, newest first. */
  readOlder(
    fromKey: string,
    limit: number,
    filter?: HistoryFilter,
  ): Promise<CachedCommunication[]> {
    if (fromKey === BOTTOM) return Promise.resolve([]);
    return this.guard(async (db) => {
      const rows = await this.window(db, filter, BOTTOM, fromKey).reverse().limit(limit).toArray();
      return rows.map(readRow);
    });
  }

  /**
   * The oids of every cached item between two keys (both exclusive), newest first: a long list's
   * skeleton; with `newest`, only that many. Read newest first in chunks, each one native call
   * (getAllKeys): the browser answers one request at a time, so a screen's rows asked for
   * meanwhile wait for a chunk, not for every key (100 000 took ~1 s on a log just downloaded).
   * Not for a live query: Dexie would record every key returned (see `revision`).
   */
  oidsBetween(
    lower: string,
    upper: string,
    filter?: HistoryFilter,
    newest = Infinity,
  ): Promise<string[]> {
    if (upper <= lower) return Promise.resolve([]);
    return this.guard(async (db) => {
      const oids: string[] = [];
      let below = upper;
      while (oids.length < newest) {
        const want = Math.min(SKELETON_CHUNK, newest - oids.length);
        const chunk = await this.window(db, filter, lower, below)
          .reverse()
          .limit(want)
          .primaryKeys();
        oids.push(...chunk);
        const last = chunk.at(-1);
        // The next chunk starts below the last key read: its row says which key that is. Gone
        // meanwhile (the cache was cleared), the skeleton ends here; the change re-reads it.
        const row =
          chunk.length < want || last === undefined ? undefined : await db.communications.get(last);
        if (!row) break;
        below = row.sortKey;
      }
      return oids;
    });
  }

  /**
   * A value that changes with every store of rows: in a live query, one point read that tells a
   * big read (a list's skeleton, the conversation list) it may be stale. A live query of the big
   * read itself would be run again by Dexie after every write in its range and would record every
   * key it returns (100 000 for a skeleton: ~100 ms of the renderer's time a page during the
   * first download, measured); a count would walk the whole range in the browser each time.
   */
  revision(): Promise<string | undefined> {
    return this.guard((db) => this.readMeta(db, 'revision'));
  }

  /** The cached items of these oids, in the same order (missing ones left out). */
  getMany(oids: readonly string[]): Promise<CachedCommunication[]> {
    return this.guard(async (db) => {
      const rows = await db.communications.bulkGet([...oids]);
      return rows.flatMap((row) => (row === undefined ? [] : [readRow(row)]));
    });
  }

  /**
   * The cached items of a run of a list (oids next to each other in its order, newest first, as
   * `oidsBetween` lists them), in that order. Two requests rather than one a row (the browser
   * answers a request at a time, and a list's block is 100 rows): the oldest row, then the run as
   * a range of the list's index from it. A row no longer in that range (the run was listed
   * before a change) is read by oid; rows that joined the range since are left out.
   */
  readRun(oids: readonly string[], filter?: HistoryFilter): Promise<CachedCommunication[]> {
    return this.guard(async (db) => {
      const oldestOid = oids.at(-1);
      const oldest = oldestOid === undefined ? undefined : await db.communications.get(oldestOid);
      const found = new Map<string, CommunicationRow>();
      if (oldest) {
        const run = this.window(db, filter, oldest.sortKey, TOP, true).limit(oids.length);
        for (const row of await run.toArray()) found.set(row.oid, row);
      }
      const moved = oids.filter((oid) => !found.has(oid));
      if (moved.length > 0) {
        for (const row of await db.communications.bulkGet(moved)) if (row) found.set(row.oid, row);
      }
      return oids.flatMap((oid) => {
        const row = found.get(oid);
        return row === undefined ? [] : [readRow(row)];
      });
    });
  }

  /**
   * What the conversation list is made of: every chat session's newest message, and the
   * messages after `after(session)` (its read mark) for the unread counts; newest first. It
   * reads one index step per session (a skip-scan of [session+sortKey]) and then only the rows it
   * returns, however long the log: the newest N messages would have been most of a big log's
   * reading and parsing, and would have left out a conversation older than all of them.
   */
  sessionMessages(after: (session: string) => string): Promise<CachedCommunication[]> {
    return this.guard(async (db) => {
      const heads = await sessionHeads(db.backendDB());
      const oids = heads.map((head) => head.oid);
      for (const { session, sortKey: newest } of heads) {
        const mark = after(session);
        if (newest <= mark) continue;
        const unread = db.communications
          .where('[session+sortKey]')
          .between([session, mark], [session, newest], false, false);
        oids.push(...(await unread.primaryKeys()));
      }
      const rows = await db.communications.bulkGet(oids);
      return rows.flatMap((row) => (row === undefined ? [] : [readRow(row)])).sort(newestFirst);
    });
  }

  /** Up to `limit` items just newer than `fromKey`, newest first. */
  readNewer(
    fromKey: string,
    limit: number,
    filter?: HistoryFilter,
  ): Promise<CachedCommunication[]> {
    if (fromKey === TOP) return Promise.resolve([]);
    return this.guard(async (db) => {
      const rows = await this.window(db, filter, fromKey, TOP).limit(limit).toArray();
      return rows.map(readRow).reverse();
    });
  }

  rangeSet(): Promise<RangeSet> {
    return this.guard((db) => db.ranges.orderBy('older').toArray());
  }

  // ---- writes ------------------------------------------------------------------------------

  /**
   * Merges fetched items (put by oid, newer version wins) and, when the page proved a stretch of
   * the order complete, records it — in one transaction, so a range is never stored without its
   * items. `full`: every item was validated as the full representation (else each is checked).
   * Returns how many rows were written.
   */
  store(items: readonly CommunicationItem[], covered?: Interval, full?: boolean): Promise<number> {
    const fetchedAt = this.clock.now();
    const incoming = items.map((item) => toRow(item, fetchedAt, full));
    return this.guard(async (db) => {
      const tables = [db.communications, db.ranges, db.meta];
      const written = await db.transaction('rw', tables, async () => {
        const stored = await storedRows(db, incoming);
        const winners = incoming.flatMap((row) => mergeRow(stored.get(row.oid), row) ?? []);
        await db.communications.bulkPut(winners);
        if (winners.length > 0) {
          await db.meta.put({ key: 'revision', value: `${fetchedAt}-${++this.writes}` });
        }
        if (covered) {
          const merged = addInterval(await db.ranges.toArray(), covered);
          await db.ranges.clear();
          await db.ranges.bulkAdd([...merged]);
        }
        return winners;
      });
      for (const row of written) this.search?.index.upsert(searchEntry(row));
      return written.length;
    });
  }

  private async readMeta<K extends MetaKey>(
    db: CacheDatabase,
    key: K,
  ): Promise<z.output<(typeof metaSchemas)[K]> | undefined> {
    const row = await db.meta.get(key);
    if (row === undefined) return undefined;
    const parsed = metaSchemas[key].safeParse(row.value);
    if (!parsed.success) {
      throw new CacheError('corrupt', 'cache', { detail: `meta/${key}`, cause: parsed.error });
    }
    return parsed.data as z.output<(typeof metaSchemas)[K]>;
  }

  /** Where the next sync window starts (`last_modified_from`). */
  watermark(): Promise<Timestamp> {
    return this.guard(async (db) => {
      const stored = await this.readMeta(db, 'watermark');
      if (stored !== undefined) return stored;
      // Lost (a damaged or hand-edited database): with rows present, changes since they were
      // fetched are unknown, so look at every change; an empty cache starts from now.
      const value =
        (await db.communications.count()) > 0
          ? EPOCH
          : windowUntil(this.clock.now(), this.lagSeconds);
      await db.meta.put({ key: 'watermark', value });
      return value;
    });
  }

  setWatermark(value: Timestamp): Promise<void> {
    return this.guard(async (db) => {
      await db.meta.put({ key: 'watermark', value });
    });
  }

  // ---- search ------------------------------------------------------------------------------

  /** The index, loaded once; `urgent` (a search waits for it) loads the rest without pauses. */
  private searchIndex(db: CacheDatabase, urgent: boolean): Promise<SearchIndex> {
    let search = this.search;
    if (!search) {
      const index = new SearchIndex();
      let hurry = () => {};
      const hurried = new Promise<void>((resolve) => (hurry = resolve));
      const loaded = this.loadSearch(db, index, hurried);
      const started = { index, hurry, loaded };
      // A failed load (a database error) is tried again by the next search.
      loaded.catch(() => {
        if (this.search === started) this.search = undefined;
      });
      this.search = search = started;
    }
    if (urgent) search.hurry();
    return search.loaded;
  }

  private async loadSearch(
    db: CacheDatabase,
    index: SearchIndex,
    hurried: Promise<void>,
  ): Promise<SearchIndex> {
    // Chunks by key range: bulk reads, and memory bounded by the chunk, not the table.
    let after = BOTTOM;
    for (;;) {
      const chunk = await db.communications
        .where('sortKey')
        .above(after)
        .limit(SEARCH_LOAD_CHUNK)
        .toArray();
      // A row stored meanwhile is upserted by `store` too: a chunk read after it sees it as
      // stored, and one read before it is answered before that store's transaction begins.
      for (const row of chunk) {
        if (typeof row.searchText === 'string') index.upsert(searchEntry(row));
      }
      const last = chunk.at(-1);
      if (!last || chunk.length < SEARCH_LOAD_CHUNK) return index;
      after = last.sortKey;
      await Promise.race([hurried, nextIdle(SEARCH_LOAD_IDLE_MS)]);
    }
  }

  /**
   * Starts loading the search index (it is loaded on the first search otherwise). Loading it
   * reads every row — seconds for 100 000 — chunk by chunk when the renderer is idle, so the app
   * calls this soon after start.
   */
  async prepareSearch(): Promise<void> {
    await this.guard((db) => this.searchIndex(db, false));
  }

  /** Everything cached whose name or subject contains `query` (any case), newest first. */
  find(query: string, options: { limit?: number; kind?: string } = {}): Promise<SearchResult> {
    return this.guard(async (db) => {
      const index = await this.searchIndex(db, true);
      const hits: SearchHits = index.find(query, {
        limit: options.limit ?? 200,
        kind: options.kind,
      });
      const rows = await db.communications.bulkGet(hits.oids);
      return { items: rows.flatMap((row) => (row ? [readRow(row)] : [])), total: hits.total };
    });
  }
}

/**
 * The stored rows of these oids, for the merge. Reading 1000 rows that mostly do not exist yet
 * (the initial download) costs a third of the write time, so the oids present are found first
 * with one key-only range read over the page's oid span, and only those rows are read. When the
 * span holds many other rows (a sync window's scattered oids), the rows are read directly.
 */
async function storedRows(
  db: CacheDatabase,
  incoming: readonly CommunicationRow[],
): Promise<Map<string, CommunicationRow>> {
  const oids = incoming.map((row) => row.oid).sort();
  const [first, last] = [oids[0], oids.at(-1)];
  let present = oids;
  if (first !== undefined && last !== undefined) {
    const span = db.communications.where(':id').between(first, last, true, true);
    if ((await span.count()) <= oids.length * 4) {
      const existing = new Set(await span.primaryKeys());
      present = oids.filter((oid) => existing.has(oid));
    }
  }
  const rows = await db.communications.bulkGet(present);
  return new Map(rows.flatMap((row) => (row ? [[row.oid, row] as const] : [])));
}

interface SessionHead {
  session: string;
  sortKey: string;
  oid: string;
}

/**
 * The newest key of each chat session, walking the [session+sortKey] index backwards: after a
 * session's newest key, the cursor jumps to the greatest key at or below `[session]`, which is
 * the newest of the session before it. One step per session, not per message.
 */
function sessionHeads(idb: IDBDatabase): Promise<SessionHead[]> {
  return new Promise((resolve, reject) => {
    const heads: SessionHead[] = [];
    const request = idb
      .transaction('communications', 'readonly')
      .objectStore('communications')
      .index('[session+sortKey]')
      .openKeyCursor(null, 'prev');
    request.onerror = () => reject(request.error ?? new Error('session index read failed'));
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return resolve(heads);
      const [session, sortKey] = Array.isArray(cursor.key) ? cursor.key : [];
      const oid = cursor.primaryKey;
      if (typeof session !== 'string' || typeof sortKey !== 'string' || typeof oid !== 'string') {
        const detail = `communications/${typeof oid === 'string' ? oid : '?'} (session index)`;
        reject(new CacheError('corrupt', 'cache', { detail }));
        return;
      }
      heads.push({ session, sortKey, oid });
      cursor.continue([session]);
    };
  });
}

function searchEntry(row: CommunicationRow) {
  return { oid: row.oid, sortKey: row.sortKey, kind: row.kind, text: row.searchText };
}
