import { type z } from 'zod';
import { logRowOf, type LogRow } from '../../shared/contract';
import { type CommunicationItem, type Timestamp } from '../../shared/interface';
import { databaseName, type Account } from './account';
import { CacheError, toCacheError } from './cache-error';
import { systemClock, type Clock } from './clock';
import {
  CACHE_SCHEMA_VERSION,
  CacheDatabase,
  metaSchemas,
  writeSegments,
  type MetaKey,
} from './database';
import { nextIdle } from './idle';
import { deleteDatabase, openDatabase } from './open-database';
import { addInterval, type Interval, type RangeSet } from './ranges';
import { cacheRow, readItem, type CachedCommunication, type CommunicationRow } from './rows';
import { replaces, SegmentIndex } from './segment-index';
import { readSegment, SEGMENT_ROWS, type Entry } from './segments';
import { BOTTOM, TOP, newestFirst } from './sort-key';
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

/**
 * Search texts are read ten segments (up to a thousand rows) at a time, each batch when the
 * renderer is idle unless a search is waiting, so a list scrolled meanwhile keeps its frames.
 * Scrolling without a pause leaves no idle time: a batch is read after this long anyway.
 */
const TEXT_BATCH = 10;
const SEARCH_LOAD_IDLE_MS = 1000;

/**
 * Entries kept in the stored head (see `head`): more than a first screen asks for, few enough
 * to read and validate in a millisecond or two.
 */
const HEAD = 100;

/** Segments whose rows' JSON is kept in memory (a list's block mostly lies in one or two). */
const BODY_CACHE = 8;
/** Rows kept parsed and validated, so re-reading a block after an unrelated store is cheap. */
const ITEM_CACHE = 2000;
/**
 * Compaction (see `compact`): segments smaller than this are merged once there are
 * `SMALL_SEGMENTS_MAX` of them; a larger one is rewritten once fewer than half its slots are
 * current. Keeps the segments read at start near one per hundred items.
 */
const SMALL_SEGMENT = SEGMENT_ROWS / 4;
const SMALL_SEGMENTS_MAX = 16;

/** Before any row exists, changes are tracked from now on; rows without a watermark: from the start. */
const EPOCH: Timestamp = '1970-01-01 00:00:00';

/**
 * The local copy of one account's communication log (History, Conversations offline): rows in
 * segments (segments.ts) with an in-memory index of them (segment-index.ts), the complete ranges
 * of the date order, and the sync watermark. Every failure is a `CacheError` whose way out,
 * `clearAndResync`, deletes this database only.
 *
 * Stores are queued, one at a time: each decides which rows win against the index and updates
 * it after its transaction commits. Every read first reads the stored revision: a live query
 * (dexie-react-hooks) is then run again after every store, and an index older than what another
 * window wrote is loaded again.
 */
export class CommunicationCache {
  readonly name: string;
  private readonly clock: Clock;
  private readonly lagSeconds: number;
  private readonly onUpgrade: (() => void) | undefined;
  private db: CacheDatabase;
  private index: Promise<SegmentIndex> | undefined;
  /** The index once loaded: until then, a first screen may be served from the stored head. */
  private loaded: SegmentIndex | undefined;
  /** Revisions of stores under way in this window (their index update follows their commit). */
  private readonly pending = new Set<string>();
  /** The queue of writes: one at a time. */
  private writing: Promise<unknown> = Promise.resolve();
  private readonly bodies = new Map<number, string[]>();
  private readonly items = new Map<string, CachedCommunication>();
  /** Search texts being read into the index (see `loadTexts`). */
  private search: { hurry: () => void; loaded: Promise<void> } | undefined;
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
    this.index = undefined;
    this.loaded = undefined;
    this.search = undefined;
    this.bodies.clear();
    this.items.clear();
  }

  private async guard<T>(work: (db: CacheDatabase) => Promise<T>): Promise<T> {
    try {
      return await work(this.db);
    } catch (error) {
      throw toCacheError(error, 'cache', this.clearAndResync);
    }
  }

  // ---- the index ---------------------------------------------------------------------------

  /** The index as stored: every segment's keys, read in one transaction with the revision. */
  private loadIndex(db: CacheDatabase): Promise<SegmentIndex> {
    if (this.index) return this.index;
    const loading = db.transaction('r', [db.meta, db.segmentKeys], async () => {
      const revision = await this.readMeta(db, 'revision');
      const index = new SegmentIndex();
      const keys = await db.segmentKeys.toArray();
      index.addMany(keys.map((raw) => ({ keys: readSegment.keys(raw) })));
      index.revision = revision;
      return index;
    });
    this.index = loading;
    loading.then(
      (index) => {
        if (this.index === loading) this.loaded = index;
      },
      // A failed load (a database error) is tried again by the next read.
      () => {
        if (this.index === loading) this.index = undefined;
      },
    );
    return loading;
  }

  /**
   * The newest entries of the whole log, when the index is not loaded yet and the stored head
   * is as current as the database. Loading the index reads every segment's keys (~0.3 s for
   * 100 000 items on the build machine, before the first rows were drawn); a start's first
   * screen needs the newest thirty rows. Callers check `loaded` first, without awaiting: in a
   * live query, a read made after awaiting a promise that is not Dexie's may go unwatched (the
   * revision read after an await of this function did, and rows stopped updating).
   */
  private async head(db: CacheDatabase): Promise<{ entries: Entry[]; whole: boolean } | undefined> {
    const [revision, head] = await Promise.all([
      this.readMeta(db, 'revision'),
      this.readMeta(db, 'head'),
    ]);
    if (this.loaded || !head || head.revision !== revision) return undefined;
    return head;
  }

  /**
   * Writes the head for the index's revision, after each change to the index: a head of another
   * revision is not used, so a store that left the newest rows as they were still writes it.
   */
  private async writeHead(db: CacheDatabase, index: SegmentIndex): Promise<void> {
    if (index.revision === undefined) return;
    const entries = index.between(BOTTOM, TOP, undefined, HEAD);
    const value = {
      revision: index.revision,
      whole: entries.length < HEAD,
      entries: entries.map(({ text: _text, ...entry }) => entry),
    };
    await db.meta.put({ key: 'head', value });
  }

  /**
   * The index, current with the database. The revision is read first: a live query that calls
   * this is run again after every store. A revision of a store of this window still under way
   * waits for it; any other one unknown to the index was written by another window, and the
   * index is read again.
   */
  private async current(db: CacheDatabase): Promise<SegmentIndex> {
    const revision = await this.readMeta(db, 'revision');
    let index = await this.loadIndex(db);
    if (index.revision === revision) return index;
    if (revision !== undefined && this.pending.has(revision)) {
      await this.writing.catch(() => {});
      index = await this.loadIndex(db);
    }
    if (index.revision !== revision) {
      this.forget();
      index = await this.loadIndex(db);
    }
    return index;
  }

  /** The rows of these entries, in the same order: parsed once, read a segment at a time. */
  private async rowsOf(
    db: CacheDatabase,
    index: Pick<SegmentIndex, 'sizeOf'>,
    entries: readonly Entry[],
    retried = false,
  ): Promise<CachedCommunication[]> {
    // This read's rows and segments, whatever the caches keep meanwhile: a conversation's
    // messages may lie in more segments than the cache of bodies holds.
    const bodies = new Map<number, string[]>();
    const parsed = new Map<string, CachedCommunication>();
    const needed = new Set<number>();
    for (const entry of entries) {
      const item = this.items.get(itemKey(entry));
      if (item) parsed.set(itemKey(entry), item);
      if (item || bodies.has(entry.segment)) continue;
      const body = this.bodies.get(entry.segment);
      if (body) bodies.set(entry.segment, body);
      else needed.add(entry.segment);
    }
    if (needed.size > 0) {
      const ids = [...needed];
      const records = await db.segmentRows.bulkGet(ids);
      if (!retried && records.includes(undefined)) {
        // A compaction moved these rows after they were looked up: look them up again, once.
        const fresh = await this.current(db);
        const moved = entries.flatMap((entry) => fresh.get(entry.oid) ?? []);
        return this.rowsOf(db, fresh, moved, true);
      }
      ids.forEach((id, i) => {
        const record = records[i] ?? readSegment.missing('segmentRows', id);
        const body = readSegment.rows(record, index.sizeOf(id)).rows;
        bodies.set(id, remember(this.bodies, id, body, BODY_CACHE));
      });
    }
    return entries.map((entry) => {
      const key = itemKey(entry);
      const cached = parsed.get(key);
      if (cached) return remember(this.items, key, cached, ITEM_CACHE);
      const json = bodies.get(entry.segment)?.[entry.slot];
      const item = json === undefined ? readSegment.missing('segmentRows', entry.segment) : json;
      return remember(this.items, key, readItem(entry, item), ITEM_CACHE);
    });
  }

  private read<T>(work: (db: CacheDatabase, index: SegmentIndex) => Promise<T> | T): Promise<T> {
    return this.guard(async (db) => work(db, await this.current(db)));
  }

  // ---- reads -------------------------------------------------------------------------------

  get(oid: string): Promise<CachedCommunication | undefined> {
    return this.read(async (db, index) => {
      const entry = index.get(oid);
      return entry ? (await this.rowsOf(db, index, [entry]))[0] : undefined;
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
      this.rowsOf(db, index, index.between(BOTTOM, fromKey, filter, limit)),
    );
  }

  /** Up to `limit` items just newer than `fromKey`, newest first. */
  readNewer(
    fromKey: string,
    limit: number,
    filter?: HistoryFilter,
  ): Promise<CachedCommunication[]> {
    return this.read(async (db, index) => {
      const rows = await this.rowsOf(db, index, index.above(fromKey, filter, limit));
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
      const head = filter || upper !== TOP || this.loaded ? undefined : await this.head(db);
      // Served from the head only when it holds all that is asked.
      const after = head?.entries.filter((entry) => entry.sortKey > lower) ?? [];
      if (head && (head.whole || after.length >= newest)) {
        return after.slice(0, newest).map((entry) => entry.oid);
      }
      const index = await this.current(db);
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
      const head = await this.head(db);
      if (!head || this.writes > 0) return;
      const entries = head.entries.slice(0, limit);
      const rows = await this.rowsOf(db, { sizeOf: () => undefined }, entries);
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
    return this.guard((db) => this.readMeta(db, 'revision'));
  }

  /** The cached items of these oids, in the same order (missing ones left out). */
  getMany(oids: readonly string[]): Promise<CachedCommunication[]> {
    return this.guard(async (db) => {
      const head = this.loaded ? undefined : await this.head(db);
      if (head) {
        const byOid = new Map(head.entries.map((entry) => [entry.oid, entry]));
        const entries = oids.flatMap((oid) => byOid.get(oid) ?? []);
        // Segment sizes are not in the head: each row is still checked against its entry.
        if (entries.length === oids.length)
          return this.rowsOf(db, { sizeOf: () => undefined }, entries);
      }
      const index = await this.current(db);
      return this.rowsOf(
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
      (await this.rowsOf(db, index, index.sessionTails(after))).sort(newestFirst),
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
    return this.storeRows(items.map(logRowOf), covered);
  }

  /**
   * Merges a fetched page's rows (the newer version wins, see `replaces`) and, when the page
   * proved a stretch of the order complete, records it — in one transaction, so a range is never
   * stored without its items. The winners go to new segments, in date order. Returns how many
   * rows were written.
   */
  storeRows(rows: readonly LogRow[], covered?: Interval): Promise<number> {
    const fetchedAt = this.clock.now();
    const incoming = rows.map((row) => cacheRow(row, fetchedAt));
    const written = this.enqueue(async (db) => {
      const index = await this.current(db);
      const winners = newestOfEach(incoming)
        .filter((row) => index.wins(row))
        .sort(ascendingKey);
      const revision = `${fetchedAt}-${++this.writes}-${Math.random().toString(36).slice(2, 8)}`;
      this.pending.add(revision);
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
              texts: this.heldTexts(segment.texts),
            })),
          );
          index.revision = revision;
          await this.writeHead(db, index);
        }
      } finally {
        this.pending.delete(revision);
      }
      return winners.length;
    });
    void written.then(() => this.compactSoon()).catch(() => {});
    return written;
  }

  /** Queues a compaction when the segments call for one (see `compact`). */
  private async compactSoon(): Promise<void> {
    const index = await this.index;
    if (index && compactionOf(index)) await this.enqueue((db) => this.compact(db));
  }

  /**
   * Rewrites the segments that cost more than they hold: small ones (single items, sync
   * windows' changes) merged once there are many, larger ones whose slots are mostly out of
   * date, and empty ones deleted. The current rows move to new segments, in date order, in one
   * transaction.
   */
  private async compact(db: CacheDatabase): Promise<void> {
    const index = await this.current(db);
    const plan = compactionOf(index);
    if (!plan) return;
    const moving = plan.rewrite
      .flatMap((segment) => index.liveEntries(segment.id))
      .sort(ascendingKey);
    const gone = [...plan.rewrite, ...plan.empty].map((segment) => segment.id);
    const revision = `${this.clock.now()}-${++this.writes}-compact`;
    this.pending.add(revision);
    try {
      const tables = [db.segmentKeys, db.segmentRows, db.segmentTexts, db.meta];
      const written = await db.transaction('rw', tables, async (tx) => {
        const ids = plan.rewrite.map((segment) => segment.id);
        const [rows, texts] = await Promise.all([
          db.segmentRows.bulkGet(ids),
          db.segmentTexts.bulkGet(ids),
        ]);
        const columns = new Map<number, { rows: string[]; texts: string[] }>();
        ids.forEach((id, i) => {
          const size = index.sizeOf(id);
          columns.set(id, {
            rows: readSegment.rows(rows[i] ?? readSegment.missing('segmentRows', id), size).rows,
            texts: readSegment.texts(texts[i] ?? readSegment.missing('segmentTexts', id), size)
              .texts,
          });
        });
        const out = await writeSegments(
          tx,
          moving.map((entry) => {
            const source = columns.get(entry.segment);
            return rowOfEntry(entry, source?.rows[entry.slot], source?.texts[entry.slot]);
          }),
        );
        await Promise.all([
          db.segmentKeys.bulkDelete(gone),
          db.segmentRows.bulkDelete(gone),
          db.segmentTexts.bulkDelete(gone),
          db.meta.put({ key: 'revision', value: revision }),
        ]);
        return out;
      });
      // The rows went out in `moving`'s order, cut into segments.
      let at = 0;
      for (const segment of written) {
        const size = segment.keys.oids.length;
        index.move(moving.slice(at, (at += size)), segment.id, this.heldTexts(segment.texts) ?? []);
      }
      for (const id of gone) {
        index.drop(id);
        this.bodies.delete(id);
      }
      index.revision = revision;
      await this.writeHead(db, index);
    } finally {
      this.pending.delete(revision);
    }
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
    return this.read(async (db, index) => {
      const stored = await this.readMeta(db, 'watermark');
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
   * The texts of rows just written, to be held in the index once search texts are being read
   * (`loadTexts` reads them from the database otherwise, when it runs). Asked at the moment the
   * index takes the rows, so that no segment falls between the two. The first download does not
   * hold them: they were 15 MiB of the heap for 103 353 items (heap snapshot), more than the
   * rest of the index, growing all through the download.
   */
  private heldTexts(texts: string[]): string[] | undefined {
    return this.search ? texts : undefined;
  }

  /** The search texts, read once; `urgent` (a search waits for them) reads the rest at once. */
  private searchTexts(db: CacheDatabase, urgent: boolean): Promise<void> {
    let search = this.search;
    if (!search) {
      let hurry = () => {};
      const hurried = new Promise<void>((resolve) => (hurry = resolve));
      const loaded = this.loadTexts(db, hurried);
      const started = { hurry, loaded };
      // A failed load (a database error) is tried again by the next search.
      loaded.catch(() => {
        if (this.search === started) this.search = undefined;
      });
      this.search = search = started;
    }
    if (urgent) search.hurry();
    return search.loaded;
  }

  /**
   * Reads every segment's search texts into the index, `TEXT_BATCH` segments at a time when the
   * renderer is idle. Rows stored meanwhile come with their texts, and compaction carries them
   * over, so a segment gone by the time its turn comes needs nothing.
   */
  private async loadTexts(db: CacheDatabase, hurried: Promise<void>): Promise<void> {
    const index = await this.loadIndex(db);
    const ids = index.segmentIds();
    for (let at = 0; at < ids.length; at += TEXT_BATCH) {
      if (at > 0) await Promise.race([hurried, nextIdle(SEARCH_LOAD_IDLE_MS)]);
      const batch = ids.slice(at, at + TEXT_BATCH);
      const records = await db.segmentTexts.bulkGet(batch);
      batch.forEach((id, i) => {
        const size = index.sizeOf(id);
        const raw = records[i];
        if (raw !== undefined && size !== undefined) {
          index.setTexts(id, readSegment.texts(raw, size).texts);
        }
      });
    }
  }

  /**
   * Starts reading the search texts (they are read on the first search otherwise): seconds for
   * 100 000 rows, spread over idle time, so the app calls this soon after start.
   */
  async prepareSearch(): Promise<void> {
    await this.guard((db) => this.searchTexts(db, false));
  }

  /** Everything cached whose name or subject contains `query` (any case), newest first. */
  find(query: string, options: { limit?: number; kind?: string } = {}): Promise<SearchResult> {
    return this.guard(async (db) => {
      const needle = query.trim().toLowerCase();
      if (needle === '') return { items: [], total: 0 };
      await this.searchTexts(db, true);
      const index = await this.current(db);
      const { hits, total } = index.find(needle, {
        limit: options.limit ?? 200,
        ...(options.kind !== undefined && { kind: options.kind }),
      });
      return { items: await this.rowsOf(db, index, hits), total };
    });
  }
}

/** The key of a stored row's parsed item: a segment's slot never changes. */
function itemKey(entry: Entry): string {
  return `${entry.segment}:${entry.slot}`;
}

/** Keeps `value` under `key` as the most recent of at most `max` (least recently used go). */
function remember<K, V>(cache: Map<K, V>, key: K, value: V, max: number): V {
  cache.delete(key);
  cache.set(key, value);
  for (const oldest of cache.keys()) {
    if (cache.size <= max) break;
    cache.delete(oldest);
  }
  return value;
}

/** One row per oid: a page naming an item twice keeps the version that wins. */
function newestOfEach(rows: readonly CommunicationRow[]): CommunicationRow[] {
  const byOid = new Map<string, CommunicationRow>();
  for (const row of rows) {
    if (replaces(byOid.get(row.oid), row)) byOid.set(row.oid, row);
  }
  return [...byOid.values()];
}

function ascendingKey(a: { sortKey: string }, b: { sortKey: string }): number {
  return -newestFirst(a, b);
}

/** A stored row rebuilt from its entry and its segment's columns, to be written elsewhere. */
function rowOfEntry(entry: Entry, json?: string, text?: string): CommunicationRow {
  if (json === undefined || text === undefined) {
    return readSegment.missing('segmentRows', entry.segment);
  }
  const row: CommunicationRow = {
    oid: entry.oid,
    sortKey: entry.sortKey,
    kind: entry.kind,
    searchText: text,
    version: entry.version,
    full: entry.full,
    json,
  };
  if (entry.session !== undefined) row.session = entry.session;
  return row;
}

type SegmentSummary = ReturnType<SegmentIndex['segmentList']>[number];

/** What a compaction would rewrite and delete now, or undefined when nothing calls for one. */
function compactionOf(
  index: SegmentIndex,
): { rewrite: SegmentSummary[]; empty: SegmentSummary[] } | undefined {
  const segments = index.segmentList();
  const empty = segments.filter((s) => s.live === 0);
  const small = segments.filter((s) => s.live > 0 && s.size < SMALL_SEGMENT);
  const sparse = segments.filter(
    (s) => s.size >= SMALL_SEGMENT && s.live > 0 && s.live * 2 < s.size,
  );
  const rewrite = small.length >= SMALL_SEGMENTS_MAX ? [...small, ...sparse] : sparse;
  return rewrite.length > 0 || empty.length > 0 ? { rewrite, empty } : undefined;
}
