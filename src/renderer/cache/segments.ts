import { z } from 'zod';
import { timestampSchema } from '../../shared/interface';
import { CacheError } from './cache-error';
import { type LogRow } from '../../shared/contract';

/**
 * How rows are stored since v4: in segments, written by each store of rows (a fetched page, a
 * sync window's changes, one item's details), each as three records sharing an id:
 *
 * - keys: per slot the oid, sort key, kind, chat session, version and whether it is the full
 *   representation: what the in-memory index (segment-index.ts) is built from at start;
 * - rows: per slot the server's object as JSON text, read when a screen shows it;
 * - texts: per slot what local search matches, read when the renderer is idle.
 *
 * A record per row made the first download cost one IndexedDB write and three index entries
 * per item, with the browser's processes and the renderer's `put` calls the bottleneck
 * (3 300 items/s at best); segments are three writes per hundred items. A segment is never
 * changed: a newer version of an item goes into a newer segment, and compaction rewrites
 * segments whose slots are mostly out of date (compaction.ts).
 *
 * A segment holds at most `SEGMENT_ROWS` rows and about `SEGMENT_JSON` characters of them. Its
 * rows record (100 items in the full representation: ~170 000 characters) is over the 64 KiB
 * beyond which Chromium compresses a value before writing it (measured in Chromium 156: 66 000
 * characters of JSON took 20 KB, 64 000 took 65 KB), and that is what makes the first download
 * cheap: a third of the bytes for the database to write and compact. On 103 353 items,
 * Chromium's CPU for the download fell from ~22 s to ~12 s against segments capped at 48 000
 * characters, for no measured cost to a start or a scroll. Larger segments read too much for a
 * block: 200 rows made a fling's p95 frame 20 ms (from 12–13).
 */
export const SEGMENT_ROWS = 100;
export const SEGMENT_JSON = 200_000;

/** Rows (in the order to store them) cut into segments' worth; an item bigger alone is alone. */
export function splitSegments<T extends { json: string }>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  let current: T[] = [];
  let chars = 0;
  for (const row of rows) {
    const full = current.length >= SEGMENT_ROWS || chars + row.json.length > SEGMENT_JSON;
    if (full && current.length > 0) {
      out.push(current);
      current = [];
      chars = 0;
    }
    current.push(row);
    chars += row.json.length;
  }
  if (current.length > 0) out.push(current);
  return out;
}
export interface SegmentKeys {
  id: number;
  oids: string[];
  sortKeys: string[];
  kinds: string[];
  /** '' for an item outside any chat session. */
  sessions: string[];
  versions: string[];
  /** One character a slot: '1' for the full representation, '0' for the list item. */
  full: string;
}

export interface SegmentRows {
  id: number;
  rows: string[];
}

export interface SegmentTexts {
  id: number;
  texts: string[];
}

/**
 * An item's current version in the in-memory index and where its row is stored, as the stored
 * head (`metaSchemas.head`) holds it too.
 */
export const placedEntrySchema = z.object({
  oid: z.string(),
  sortKey: z.string(),
  kind: z.string(),
  session: z.string().optional(),
  version: timestampSchema,
  full: z.boolean(),
  segment: z.number().int(),
  slot: z.number().int(),
});

/** An index entry: its place, and its lower-cased search text once read (see `SegmentTexts`). */
export type Entry = z.infer<typeof placedEntrySchema> & { text?: string };

/**
 * A segment's keys as stored: the columns of `SegmentKeys` as one JSON text. The start reads
 * every segment's keys; as arrays of strings that was ~0.25 s of structured-clone reading for
 * 103 353 items (a string allocated per field), as one text per segment one copy and one
 * `JSON.parse`.
 */
export interface StoredKeys {
  id: number;
  keys: string;
}

/** The three records of a new segment, without its id (the keys store assigns it). */
export function encodeSegment(rows: readonly LogRow[]): {
  keys: Omit<SegmentKeys, 'id'>;
  rows: string[];
  texts: string[];
} {
  return {
    keys: {
      oids: rows.map((row) => row.oid),
      sortKeys: rows.map((row) => row.sortKey),
      kinds: rows.map((row) => row.kind),
      sessions: rows.map((row) => row.session ?? ''),
      versions: rows.map((row) => row.version),
      full: rows.map((row) => (row.full ? '1' : '0')).join(''),
    },
    rows: rows.map((row) => row.json),
    texts: rows.map((row) => row.searchText),
  };
}

const strings = z.array(z.string());
const storedKeysSchema = z.object({ id: z.number().int().positive(), keys: z.string() });

/** The columns read back: arrays of strings of one length (checked by hand: 600 000 fields). */
function keysOf(id: number, text: string): SegmentKeys | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { oids, sortKeys, kinds, sessions, versions, full } = parsed as Record<string, unknown>;
  const columns = [oids, sortKeys, kinds, sessions, versions];
  const size = Array.isArray(oids) ? oids.length : -1;
  const valid =
    columns.every(
      (column) =>
        Array.isArray(column) &&
        column.length === size &&
        column.every((value) => typeof value === 'string'),
    ) &&
    typeof full === 'string' &&
    full.length === size &&
    /^[01]*$/.test(full);
  return valid ? { id, ...(parsed as Omit<SegmentKeys, 'id'>) } : undefined;
}

const segmentRowsSchema = z.object({ id: z.number().int().positive(), rows: strings });
const segmentTextsSchema = z.object({ id: z.number().int().positive(), texts: strings });

function validated<T>(schema: z.ZodType<T>, store: string, raw: unknown, size?: number): T {
  const parsed = schema.safeParse(raw);
  const length = parsed.success ? Object.values(parsed.data as object).find(Array.isArray) : [];
  if (parsed.success && (size === undefined || length?.length === size)) return parsed.data;
  const id = typeof raw === 'object' && raw !== null && 'id' in raw ? String(raw.id) : '?';
  return corruptSegment(`${store}/${id}`, parsed.error);
}

function corruptSegment(detail: string, cause?: unknown): never {
  throw new CacheError('corrupt', 'cache', { detail, cause });
}

/** Storage is a trust boundary: a damaged record is a named error, not a crash further on. */
export const readSegment = {
  keys: (raw: unknown): SegmentKeys => {
    const stored = validated(storedKeysSchema, 'segmentKeys', raw);
    return keysOf(stored.id, stored.keys) ?? corruptSegment(`segmentKeys/${stored.id}`);
  },
  rows: (raw: unknown, size: number | undefined): SegmentRows =>
    validated(segmentRowsSchema, 'segmentRows', raw, size),
  texts: (raw: unknown, size: number | undefined): SegmentTexts =>
    validated(segmentTextsSchema, 'segmentTexts', raw, size),
  /** A segment the index names but the database no longer holds. */
  missing: (store: string, id: number): never => corruptSegment(`${store}/${id} (missing)`),
  /** A segment whose record parsed but holds a value of the wrong form. */
  damaged: (store: string, id: number, detail: string): never =>
    corruptSegment(`${store}/${id}: ${detail}`),
};
