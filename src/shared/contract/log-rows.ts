import { z } from 'zod';
import {
  type Addressee,
  communicationFullSchema,
  logItemFullSchema,
  logItemSchema,
  oidSchema,
  timestampSchema,
  type CommunicationFull,
  type CommunicationItem,
  type LogItem,
  type LogItemFull,
} from '../interface';
import { stripUnknown } from './strip-unknown';

/**
 * A communication of the log as main hands it to the renderer: the item as JSON text, and the
 * fields the renderer's cache indexes it by, taken from it.
 *
 * Main checks every item the server sends against the interface. Sent as objects, the renderer
 * then checked each one again at the bridge and turned it back into text to store it: on the
 * first download of 100 000 items that was ~3 s of the renderer's busiest thread (zod 2.0 s,
 * `JSON.stringify` and the search text 1.2 s). As a row, the bridge checks these few fields, the
 * text goes into the cache as it came, and the item is checked in full when it is read back
 * (`readItem` in src/renderer/cache/rows.ts), like everything the cache holds.
 */
export const logRowSchema = z.object({
  oid: oidSchema,
  date: timestampSchema,
  /** The item's objectType. */
  kind: z.string(),
  /** Chat session oid (chat messages in the full representation). */
  session: oidSchema.optional(),
  /** The server's lastModified, when it sends a valid one (beyond the interface). */
  lastModified: timestampSchema.optional(),
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
 * (`logItemSchemas.full`), else a list item.
 */
export function toLogRow(item: LogItem | LogItemFull, full: boolean): LogRow {
  const participants = full ? (item as LogItemFull).participants : undefined;
  // lastModified travels as the row's own field; the text holds what the item is read back by.
  const { lastModified: _, ...kept } = item;
  const row: LogRow = {
    oid: item.oid,
    date: item.date,
    kind: item.objectType,
    searchText: searchTextOf(item, participants),
    full,
    json: JSON.stringify(kept),
  };
  const session = full ? (item as LogItemFull).chatSession?.oid : undefined;
  if (session !== undefined) row.session = session;
  if (item.lastModified !== undefined) row.lastModified = item.lastModified;
  return row;
}

/**
 * The row of an item not yet read for the log (a chat message the renderer holds): the full
 * representation where it is one, else a list item; throws when it is neither.
 */
export function logRowOf(item: unknown): LogRow {
  const full = logItemSchemas.full.safeParse(item);
  return full.success
    ? toLogRow(full.data, true)
    : toLogRow(logItemSchemas.list.parse(item), false);
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
