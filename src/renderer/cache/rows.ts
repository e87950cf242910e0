import { z } from 'zod';
import { type LogRow } from '../../shared/contract';
import {
  communicationFullSchema,
  communicationItemSchema,
  oidSchema,
  timestampSchema,
  type CommunicationFull,
  type CommunicationItem,
  type Timestamp,
} from '../../shared/interface';
import { CacheError } from './cache-error';
import { type Entry } from './segments';
import { sortKey } from './sort-key';
import { formatTimestamp } from './timestamps';

/**
 * A communication about to be stored: the object as the server sent it (the full representation
 * when it was fetched with include=all, then `full` is true) and the fields the index needs,
 * derived from it. Since v4 its columns go into a segment (segments.ts); v3 stored it as one
 * record, and its schema validates those rows when they are carried over.
 *
 * The object is kept as JSON text (`json`, since v3). IndexedDB structured-clones every value it
 * writes, and cloning a full representation (participants, contents, dozens of fields) measured
 * ~150 µs a row in Chromium. Text clones as one copy, and JSON.parse on the way out costs a few
 * µs, paid only for the rows a screen reads.
 */
export const communicationRowSchema = z.object({
  oid: oidSchema,
  sortKey: z.string(),
  kind: z.string(),
  /** Chat session oid (chat messages fetched in full). */
  session: oidSchema.optional(),
  /** Lower-cased name and subject: what local search matches. */
  searchText: z.string(),
  /** The server's lastModified when it sends one (beyond the interface), else the fetch time. */
  version: timestampSchema,
  full: z.boolean(),
  json: z.string(),
});
export type CommunicationRow = z.infer<typeof communicationRowSchema>;

/** What the cache hands out: the list item always, the full representation when fetched. */
export interface CachedCommunication {
  oid: string;
  sortKey: string;
  kind: string;
  session?: string;
  version: Timestamp;
  item: CommunicationItem;
  full?: CommunicationFull;
}

/** The row to store for a row of a fetched page: its sort key, and its version (see `version`). */
export function cacheRow(row: LogRow, fetchedAt: number): CommunicationRow {
  const { oid, date, kind, session, lastModified, searchText, full, json } = row;
  const cached: CommunicationRow = {
    oid,
    sortKey: sortKey(date, oid),
    kind,
    searchText,
    version: lastModified ?? formatTimestamp(fetchedAt),
    full,
    json,
  };
  if (session !== undefined) cached.session = session;
  return cached;
}

/**
 * The item an index entry names, from its stored JSON text. Validated like everything read back:
 * a damaged row is a named error, never a crash further on.
 */
export function readItem(entry: Entry, json: string): CachedCommunication {
  const corrupt = (cause: unknown) =>
    new CacheError('corrupt', 'cache', {
      detail: `segmentRows/${entry.segment}#${entry.slot} (${entry.oid})`,
      cause,
    });
  let stored: unknown;
  try {
    stored = JSON.parse(json);
  } catch (error) {
    throw corrupt(error);
  }
  const parsed = (entry.full ? communicationFullSchema : communicationItemSchema).safeParse(stored);
  if (!parsed.success) throw corrupt(parsed.error);
  // The index fields were taken from this same item (`toLogRow`): a mismatch is a damaged row.
  const { oid: held, objectType } = parsed.data;
  if (held !== entry.oid || objectType !== entry.kind) {
    throw corrupt(new Error(`holds ${objectType} ${held}`));
  }
  const { oid, sortKey: key, kind, session, version, full } = entry;
  // Optional members set afterwards: properties written after a spread are slow in V8.
  const cached: CachedCommunication = { oid, sortKey: key, kind, version, item: parsed.data };
  if (session !== undefined) cached.session = session;
  if (full) cached.full = parsed.data as CommunicationFull;
  return cached;
}
