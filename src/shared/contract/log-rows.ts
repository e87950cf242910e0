import { z } from 'zod';
import {
  type Addressee,
  communicationFullSchema,
  logItemFullSchema,
  logItemSchema,
  oidSchema,
  timestampSchema,
  type CommunicationFull,
  type Timestamp,
  type CommunicationItem,
  type LogItem,
  type LogItemFull,
} from '../interface';
import { stripUnknown } from './strip-unknown';

/**
 * The history order of 4.18 is (date, oid). One string key carries it so that IndexedDB can sort
 * and range-scan on it: `${date}|${oid padded}`. Dates are fixed width and oids are digit strings,
 * so padding the oid makes string order equal numeric order (the simulator compares oids the same
 * way). Oids longer than the padding are refused rather than mis-ordered. The renderer's cache
 * reads and compares keys (src/renderer/cache/sort-key.ts).
 */
export const OID_WIDTH = 20;

export function sortKey(date: Timestamp, oid: string): string {
  if (oid.length > OID_WIDTH) throw new RangeError(`oid ${oid} is longer than ${OID_WIDTH} digits`);
  return `${date}|${oid.padStart(OID_WIDTH, '0')}`;
}

/** An item key: a timestamp, the separator and a padded oid. */
const sortKeySchema = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\|\d{20}$/);

/**
 * A communication of the log as main hands it to the renderer and the renderer's cache stores
 * it: the item as JSON text, and the fields the cache indexes it by, taken from it.
 *
 * Main checks every item the server sends against the interface. Sent as objects, the renderer
 * then checked each one again at the bridge and turned it back into text to store it: on the
 * first download of 100 000 items that was ~3 s of the renderer's busiest thread (zod 2.0 s,
 * `JSON.stringify` and the search text 1.2 s). As a row, the bridge checks these few fields, the
 * text goes into the cache as it came, and the item is checked in full when it is read back
 * (`readItem` in src/renderer/cache/rows.ts), like everything the cache holds. The text is
 * what the cache stores too: IndexedDB structured-clones every value it writes, and cloning a
 * full representation (participants, contents, dozens of fields) measured ~150 µs a row in
 * Chromium; text clones as one copy.
 */
export const logRowSchema = z.object({
  oid: oidSchema,
  /** Its place in the history order (`sortKey`). */
  sortKey: sortKeySchema,
  /** The item's objectType. */
  kind: z.string(),
  /** Chat session oid (chat messages in the full representation). */
  session: oidSchema.optional(),
  /**
   * Which of two copies of an item is newer: the server's lastModified when it sends a valid one
   * (beyond the interface), else when it was read, by the server's clock where known.
   */
  version: timestampSchema,
  /** Lower-cased: what local search matches (`searchTextOf`). */
  searchText: z.string(),
  /** `json` holds the full representation (checked against it), else a list item. */
  full: z.boolean(),
  json: z.string(),
});
export type LogRow = z.infer<typeof logRowSchema>;

/**
 * What local search matches, lower-cased: name and subject, and with the full representation
 * every participant's name and address — an e-mail's name is its subject, so its sender and
 * recipients are found only through them.
 */
export function searchTextOf(
  item: Pick<CommunicationItem, 'commonName' | 'subject'>,
  participants: readonly Pick<Addressee, 'commonName' | 'address'>[] = [],
): string {
  const parts = participants.flatMap((p) => [p.commonName, p.address ?? '']);
  return [item.commonName, item.subject, ...parts].join('\n').toLowerCase();
}

/**
 * Log items as main reads them off a page for their rows, in one pass: checked against the
 * representation asked for, and every field a row's text is not read back by dropped (a token a
 * server echoed, say), so nothing else a server sent reaches the renderer inside the text.
 * Checking them loose and stripping them in a second parse doubled main's work on a first
 * download (docs/bench.md).
 */
export const logItemSchemas = {
  list: stripUnknown(logItemSchema),
  full: stripUnknown(logItemFullSchema),
};

/**
 * The row of an item read through `logItemSchemas`: `full` for the full representation
 * (`logItemSchemas.full`), else a list item. `readAt`: when it was read (its version without a
 * lastModified).
 */
export function toLogRow(item: LogItem | LogItemFull, full: boolean, readAt: Timestamp): LogRow {
  const participants = full ? (item as LogItemFull).participants : undefined;
  // lastModified travels as the row's version; the text holds what the item is read back by.
  const { lastModified: _, ...kept } = item;
  const row: LogRow = {
    oid: item.oid,
    sortKey: sortKey(item.date, item.oid),
    kind: item.objectType,
    version: item.lastModified ?? readAt,
    searchText: searchTextOf(item, participants),
    full,
    json: JSON.stringify(kept),
  };
  const session = full ? (item as LogItemFull).chatSession?.oid : undefined;
  if (session !== undefined) row.session = session;
  return row;
}

/**
 * The row of an item not yet read for the log (a chat message the renderer holds): the full
 * representation where it is one, else a list item; throws when it is neither.
 */
export function logRowOf(item: unknown, readAt: Timestamp): LogRow {
  const full = logItemSchemas.full.safeParse(item);
  return full.success
    ? toLogRow(full.data, true, readAt)
    : toLogRow(logItemSchemas.list.parse(item), false, readAt);
}

/** A row's item as the full representation, checked; undefined when it is not one. */
export function fullItemOf(row: LogRow): CommunicationFull | undefined {
  if (!row.full) return undefined;
  let item: unknown;
  try {
    item = JSON.parse(row.json);
  } catch {
    return undefined;
  }
  const parsed = communicationFullSchema.safeParse(item);
  return parsed.success ? parsed.data : undefined;
}
