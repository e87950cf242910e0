import { writeSegments, type CacheDatabase, type WrittenSegment } from './database';
import { type LogRow } from '../../shared/contract';
import { type SegmentIndex } from './segment-index';
import { readSegment, SEGMENT_ROWS, type Entry } from './segments';
import { oldestFirst } from './sort-key';

/**
 * Compaction: segments smaller than this are merged once there are `SMALL_SEGMENTS_MAX` of them;
 * a larger one is rewritten once fewer than half its slots are current. Keeps the segments read
 * at start near one per hundred items.
 */
const SMALL_SEGMENT = SEGMENT_ROWS / 4;
const SMALL_SEGMENTS_MAX = 16;

type SegmentSummary = ReturnType<SegmentIndex['segmentList']>[number];
export interface CompactionPlan {
  rewrite: SegmentSummary[];
  empty: SegmentSummary[];
}

/** What a compaction would rewrite and delete now, or undefined when nothing calls for one. */
export function compactionOf(index: SegmentIndex): CompactionPlan | undefined {
  const segments = index.segmentList();
  const empty = segments.filter((s) => s.live === 0);
  const small = segments.filter((s) => s.live > 0 && s.size < SMALL_SEGMENT);
  const sparse = segments.filter(
    (s) => s.size >= SMALL_SEGMENT && s.live > 0 && s.live * 2 < s.size,
  );
  const rewrite = small.length >= SMALL_SEGMENTS_MAX ? [...small, ...sparse] : sparse;
  return rewrite.length > 0 || empty.length > 0 ? { rewrite, empty } : undefined;
}

/**
 * Rewrites the segments that cost more than they hold (`plan`, from `compactionOf`): small ones
 * (single items, sync windows' changes) merged once there are many, larger ones whose slots are
 * mostly out of date, and empty ones deleted. The current rows move to new segments, in date
 * order, in one transaction that also sets `revision`; then `after` tells the index.
 */
export async function compact(
  db: CacheDatabase,
  index: SegmentIndex,
  plan: CompactionPlan,
  revision: string,
  after: {
    /** These entries now live in `segment` (see `SegmentIndex.move`). */
    moved: (entries: Entry[], segment: WrittenSegment) => void;
    deleted: (id: number) => void;
  },
): Promise<void> {
  const moving = plan.rewrite.flatMap((segment) => index.liveEntries(segment.id)).sort(oldestFirst);
  const gone = [...plan.rewrite, ...plan.empty].map((segment) => segment.id);
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
        texts: readSegment.texts(texts[i] ?? readSegment.missing('segmentTexts', id), size).texts,
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
    after.moved(moving.slice(at, (at += segment.keys.oids.length)), segment);
  }
  for (const id of gone) after.deleted(id);
}

/** A stored row rebuilt from its entry and its segment's columns, to be written elsewhere. */
function rowOfEntry(entry: Entry, json?: string, text?: string): LogRow {
  if (json === undefined || text === undefined) {
    return readSegment.missing('segmentRows', entry.segment);
  }
  const row: LogRow = {
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
