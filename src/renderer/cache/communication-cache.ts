import { logRowOf, type LogRow } from '../../shared/contract';
import { formatTimestamp, type CommunicationItem, type Timestamp } from '../../shared/interface';
import { databaseName, type Account } from './account';
import { systemClock, type Clock } from './clock';
import { compact, compactionOf } from './compaction';
import { CACHE_SCHEMA_VERSION, CacheDatabase, readMeta, writeSegments } from './database';
import { deleteDatabase, inDatabase, openDatabase } from './open-database';
import { addInterval, type Interval, type RangeSet } from './ranges';
import { RowReader } from './row-reader';
import { type CachedCommunication } from './rows';
import { SearchTexts } from './search-texts';
import { replaces, type SegmentIndex } from './segment-index';
import { BOTTOM, TOP, newestFirst, oldestFirst } from './sort-key';
import { StoredIndex } from './stored-index';
import { SYNC_LAG_SECONDS, windowUntil } from './sync-window';

export interface CacheOptions {
  account: Account;
  clock?: Clock;
  /** See `windowUntil`; the first watermark is taken the same way. */
  lagSeconds?: number;
  /** Called when opening carries an older layout's rows over (see `CacheDatabase`). */
  onUpgrade?: () => void;
}

/** Narrows a history read to one kind (CallLog, XCCUserChat…) or one chat session. */
export type HistoryFilter = { kind: string } | { session: string };

export interface SearchResult {
  items: CachedCommunication[];
  total: number;
}

/** The newest rows of the whole log, read when the cache opened (see `readNewest`). */
export interface NewestRows {
  /** Newest first. */
  rows: CachedCommunication[];
  /** They are all the cache holds. */
  whole: boolean;
}

/** Before any row exists, changes are tracked from now on; rows without a watermark: from the start. */
const EPOCH: Timestamp = '1970-01-01 00:00:00';

/**
 * The local copy of one account's communication log (History, Conversations offline): rows in
 * segments (segments.ts) with an in-memory index of them kept current with the database
 * (stored-index.ts), the complete ranges of the date order, and the sync watermark. Every
 * failure is a `CacheError` whose way out, `clearAndResync`, deletes this database only.
 *
 * This class is the cache's one door: reads (rows through `RowReader`), writes (queued, one at a
 * time: each decides which rows win against the index and updates it after its transaction
 * commits; then `compaction.ts` when segments call for it), the watermark, and local search
 * (texts through `SearchTexts`).
 */
export class CommunicationCache {
  readonly name: string;
  private readonly clock: Clock;
  private readonly lagSeconds: number;
  private readonly onUpgrade: (() => void) | undefined;
  private db: CacheDatabase;
  private readonly stored = new StoredIndex({
    writesSettled: () => this.writing,
    stale: () => this.forget(),
  });
  private readonly rows = new RowReader((db) => this.stored.current(db));
  private readonly texts = new SearchTexts((db) => this.stored.load(db));
  /** The queue of writes: one at a time. */
  private writing: Promise<unknown> = Promise.resolve();
  /** Stores by this window: with the time, a revision no other write had. */
  private writes = 0;
  private readonly resetListeners = new Set<() => void>();
  private newest: NewestRows | undefined;

  private constructor(options: CacheOptions) {
    this.name = databaseName('cache', options.account);
    this.clock = options.clock ?? systemClock;
    this.lagSeconds = options.lagSeconds ?? SYNC_LAG_SECONDS;
    this.onUpgrade = options.onUpgrade;
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
    this.forget();
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
    const db = new CacheDatabase(this.name, this.onUpgrade);
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
    db.on('versionchange', () => this.forget());
    return db;
  }

  /** Drops everything held in memory: it is read again from the database on next use. */
  private forget(): void {
    this.newest = undefined;
    this.stored.forget();
    this.texts.forget();
    this.rows.forget();
  }

  private guard<T>(work: (db: CacheDatabase) => Promise<T>): Promise<T> {
    return inDatabase(this.db, 'cache', work, { clearAndResync: this.clearAndResync });
  }

  private read<T>(work: (db: CacheDatabase, index: SegmentIndex) => Promise<T> | T): Promise<T> {
    return this.guard(async (db) => work(db, await this.stored.current(db)));
  }

  // ---- reads -------------------------------------------------------------------------------

  get(oid: string): Promise<CachedCommunication | undefined> {
    return this.read(async (db, index) => {
      const entry = index.get(oid);
      return entry ? (await this.rows.rowsOf(db, index, [entry]))[0] : undefined;
    });
  }

  count(): Promise<number> {
    return this.read((_db, index) => index.size);
  }

  /**
   * The cached item key nearest to `from` on the way to `bound` (both inclusive): the first one
   * at or above `from` when `bound` is higher, the last one at or below it otherwise.
   */
  nearestKey(from: string, bound: string): Promise<string | undefined> {
    return this.read((_db, index) => index.nearestKey(from, bound));
  }

  /** Up to `limit` items just older than `fromKey`, newest first. */
  readOlder(
    fromKey: string,
    limit: number,
    filter?: HistoryFilter,
  ): Promise<CachedCommunication[]> {
    return this.read((db, index) =>
      this.rows.rowsOf(db, index, index.between(BOTTOM, fromKey, filter, limit)),
    );
  }

  /** Up to `limit` items just newer than `fromKey`, newest first. */
  readNewer(
    fromKey: string,
    limit: number,
    filter?: HistoryFilter,
  ): Promise<CachedCommunication[]> {
    return this.read(async (db, index) => {
      const rows = await this.rows.rowsOf(db, index, index.above(fromKey, filter, limit));
      return rows.reverse();
    });
  }

  /**
   * The oids of every cached item between two keys (both exclusive), newest first: a long list's
   * skeleton; with `newest`, only that many. Answered by the index, without reading rows.
   */
  oidsBetween(
    lower: string,
    upper: string,
    filter?: HistoryFilter,
    newest = Infinity,
  ): Promise<string[]> {
    return this.guard(async (db) => {
      const head =
        filter || upper !== TOP || this.stored.loaded ? undefined : await this.stored.head(db);
      // Served from the head only when it holds all that is asked.
      const after = head?.entries.filter((entry) => entry.sortKey > lower) ?? [];
      if (head && (head.whole || after.length >= newest)) {
        return after.slice(0, newest).map((entry) => entry.oid);
      }
      const index = await this.stored.current(db);
      return index.oidsBetween(lower, upper, filter, newest);
    });
  }

  /**
   * Reads the newest `limit` rows of the whole log from the stored head, for `newestRows`; when
   * the head is not current, nothing (the index is not loaded for this). Called just after
   * opening, so that a list shown at start has its first rows on its first render instead of
   * after four requests asked one after another once it has mounted.
   */
  readNewest(limit: number): Promise<void> {
    return this.guard(async (db) => {
      const head = await this.stored.head(db);
      if (!head || this.writes > 0) return;
      const entries = head.entries.slice(0, limit);
      const rows = await this.rows.rowsOf(db, { sizeOf: () => undefined }, entries);
      this.newest = { rows, whole: head.whole && entries.length === head.entries.length };
    });
  }

  /**
   * The rows `readNewest` read, until this window stores anything or the database changes
   * under it: a first render's rows, which the list's own live read then follows.
   */
  newestRows(): NewestRows | undefined {
    return this.writes > 0 ? undefined : this.newest;
  }

  /**
   * A value that changes with every store of rows: a live query that reads it (every read here
   * does) is run again after each store, including another window's.
   */
  revision(): Promise<string | undefined> {
    return this.guard((db) => readMeta(db, 'revision'));
  }

  /** The cached items of these oids, in the same order (missing ones left out). */
  getMany(oids: readonly string[]): Promise<CachedCommunication[]> {
    return this.guard(async (db) => {
      const head = this.stored.loaded ? undefined : await this.stored.head(db);
      if (head) {
        const byOid = new Map(head.entries.map((entry) => [entry.oid, entry]));
        const entries = oids.flatMap((oid) => byOid.get(oid) ?? []);
        // Segment sizes are not in the head: each row is still checked against its entry.
        if (entries.length === oids.length)
          return this.rows.rowsOf(db, { sizeOf: () => undefined }, entries);
      }
      const index = await this.stored.current(db);
      return this.rows.rowsOf(
        db,
        index,
        oids.flatMap((oid) => index.get(oid) ?? []),
      );
    });
  }

  /**
   * What the conversation list is made of: every chat session's newest message, and the
   * messages after `after(session)` (its read mark) for the unread counts; newest first.
   */
  sessionMessages(after: (session: string) => string): Promise<CachedCommunication[]> {
    return this.read(async (db, index) =>
      (await this.rows.rowsOf(db, index, index.sessionTails(after))).sort(newestFirst),
    );
  }

  rangeSet(): Promise<RangeSet> {
    return this.guard((db) => db.ranges.orderBy('older').toArray());
  }

  // ---- writes ------------------------------------------------------------------------------

  /** Runs a write after every write queued before it. */
  private enqueue<T>(work: (db: CacheDatabase) => Promise<T>): Promise<T> {
    const run = this.writing.catch(() => {}).then(() => this.guard(work));
    this.writing = run;
    return run;
  }

  /** Stores items the renderer holds as objects (chat messages): see `storeRows`. */
  store(items: readonly CommunicationItem[], covered?: Interval): Promise<number> {
    const readAt = formatTimestamp(this.clock.now());
    return this.storeRows(
      items.map((item) => logRowOf(item, readAt)),
      covered,
    );
  }

  /**
   * Merges a fetched page's rows (the newer version wins, see `replaces`) and, when the page
   * proved a stretch of the order complete, records it — in one transaction, so a range is never
   * stored without its items. The winners go to new segments, in date order. Returns how many
   * rows were written.
   */
  storeRows(rows: readonly LogRow[], covered?: Interval): Promise<number> {
    const at = this.clock.now();
    const written = this.enqueue(async (db) => {
      const index = await this.stored.current(db);
      const winners = newestOfEach(rows)
        .filter((row) => index.wins(row))
        .sort(oldestFirst);
      const revision = `${at}-${++this.writes}-${Math.random().toString(36).slice(2, 8)}`;
      this.stored.pending.add(revision);
      try {
        const tables = [db.segmentKeys, db.segmentRows, db.segmentTexts, db.ranges, db.meta];
        const written = await db.transaction('rw', tables, async (tx) => {
          if (covered) {
            const merged = addInterval(await db.ranges.toArray(), covered);
            await db.ranges.clear();
            await db.ranges.bulkAdd([...merged]);
          }
          if (winners.length === 0) return [];
          await db.meta.put({ key: 'revision', value: revision });
          return writeSegments(tx, winners);
        });
        if (written.length > 0) {
          index.addMany(
            written.map((segment) => ({
              keys: { ...segment.keys, id: segment.id },
              texts: this.texts.held(segment.texts),
            })),
          );
          index.revision = revision;
          await this.stored.writeHead(db, index);
        }
      } finally {
        this.stored.pending.delete(revision);
      }
      return winners.length;
    });
    void written.then(() => this.compactSoon()).catch(() => {});
    return written;
  }

  /** Queues a compaction when the segments call for one (see compaction.ts). */
  private async compactSoon(): Promise<void> {
    const index = await this.stored.held;
    if (index && compactionOf(index)) await this.enqueue((db) => this.compact(db));
  }

  private async compact(db: CacheDatabase): Promise<void> {
    const index = await this.stored.current(db);
    const plan = compactionOf(index);
    if (!plan) return;
    const revision = `${this.clock.now()}-${++this.writes}-compact`;
    this.stored.pending.add(revision);
    try {
      await compact(db, index, plan, revision, {
        moved: (entries, segment) =>
          index.move(entries, segment.id, this.texts.held(segment.texts) ?? []),
        deleted: (id) => {
          index.drop(id);
          this.rows.dropSegment(id);
        },
      });
      index.revision = revision;
      await this.stored.writeHead(db, index);
    } finally {
      this.stored.pending.delete(revision);
    }
  }

  /** Where the next sync window starts (`last_modified_from`). */
  watermark(): Promise<Timestamp> {
    return this.read(async (db, index) => {
      const stored = await readMeta(db, 'watermark');
      if (stored !== undefined) return stored;
      // Lost (a damaged or hand-edited database): with rows present, changes since they were
      // fetched are unknown, so look at every change; an empty cache starts from now.
      const value = index.size > 0 ? EPOCH : windowUntil(this.clock.now(), this.lagSeconds);
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

  /**
   * Starts reading the search texts (they are read on the first search otherwise): seconds for
   * 100 000 rows, spread over idle time, so the app calls this soon after start; `soon` (a
   * search is about to be typed) reads the rest at once.
   */
  async prepareSearch(soon = false): Promise<void> {
    await this.guard((db) => this.texts.ready(db, soon));
  }

  /**
   * Everything cached whose name or subject contains `query` (any case), newest first: of one
   * `kind`, or of every kind but `exceptKind`.
   */
  find(
    query: string,
    options: { limit?: number; kind?: string; exceptKind?: string } = {},
  ): Promise<SearchResult> {
    return this.guard(async (db) => {
      const needle = query.trim().toLowerCase();
      if (needle === '') return { items: [], total: 0 };
      await this.texts.ready(db, true);
      const index = await this.stored.current(db);
      const { hits, total } = index.find(needle, {
        limit: options.limit ?? 200,
        ...(options.kind !== undefined && { kind: options.kind }),
        ...(options.exceptKind !== undefined && { exceptKind: options.exceptKind }),
      });
      return { items: await this.rows.rowsOf(db, index, hits), total };
    });
  }
}

/** One row per oid: a page naming an item twice keeps the version that wins. */
function newestOfEach(rows: readonly LogRow[]): LogRow[] {
  const byOid = new Map<string, LogRow>();
  for (const row of rows) {
    if (replaces(byOid.get(row.oid), row)) byOid.set(row.oid, row);
  }
  return [...byOid.values()];
}
