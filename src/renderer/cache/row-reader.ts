import { type CacheDatabase } from './database';
import { readItem, type CachedCommunication } from './rows';
import { type SegmentIndex } from './segment-index';
import { readSegment, type Entry } from './segments';

/** Segments whose rows' JSON is kept in memory (a list's block mostly lies in one or two). */
const BODY_CACHE = 8;
/** Rows kept parsed and validated, so re-reading a block after an unrelated store is cheap. */
const ITEM_CACHE = 2000;

/**
 * Reads stored rows for index entries: a segment's rows at a time, each row parsed and checked
 * once (`readItem`), the most recent segments and rows kept in memory.
 */
export class RowReader {
  private readonly bodies = new Map<number, string[]>();
  private readonly items = new Map<string, CachedCommunication>();

  /** `current`: the index, current with the database (for rows a compaction moved). */
  constructor(private readonly current: (db: CacheDatabase) => Promise<SegmentIndex>) {}

  forget(): void {
    this.bodies.clear();
    this.items.clear();
  }

  /** A segment a compaction deleted: its body is never read again. */
  dropSegment(id: number): void {
    this.bodies.delete(id);
  }

  /** The rows of these entries, in the same order: parsed once, read a segment at a time. */
  async rowsOf(
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
