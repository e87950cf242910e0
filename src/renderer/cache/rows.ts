import { z } from 'zod';
import {
  type Addressee,
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

function versionOf(item: CommunicationItem, fetchedAt: number): Timestamp {
  const parsed = timestampSchema.safeParse(item.lastModified);
  return parsed.success ? parsed.data : formatTimestamp(fetchedAt);
}

/**
 * The row for a server item. `full`: the caller validated it as the full representation (a page
 * fetched with include=all); left out, the item is checked here.
 */
export function toRow(
  item: CommunicationItem,
  fetchedAt: number,
  full?: boolean,
): CommunicationRow {
  const isFull = full ?? communicationFullSchema.safeParse(item).success;
  const complete = isFull ? (item as CommunicationFull) : undefined;
  const session = complete?.chatSession?.oid;
  const row: CommunicationRow = {
    oid: item.oid,
    sortKey: sortKey(item.date, item.oid),
    kind: item.objectType,
    searchText: searchTextOf(item, complete?.participants),
    version: versionOf(item, fetchedAt),
    full: isFull,
    json: JSON.stringify(item),
  };
  if (session !== undefined) row.session = session;
  return row;
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
  if (parsed.data.oid !== entry.oid) throw corrupt(new Error(`holds ${parsed.data.oid}`));
  const { oid, sortKey: key, kind, session, version, full } = entry;
  // Optional members set afterwards: properties written after a spread are slow in V8.
  const cached: CachedCommunication = { oid, sortKey: key, kind, version, item: parsed.data };
  if (session !== undefined) cached.session = session;
  if (full) cached.full = parsed.data as CommunicationFull;
  return cached;
}
