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
import { sortKey } from './sort-key';
import { formatTimestamp } from './timestamps';

/**
 * A communication as stored: the object as the server sent it (the full representation when it
 * was fetched with include=all, then `full` is true) and the fields the indexes need, derived
 * from it. Everything read back is validated against this schema: storage is a trust boundary
 * (another version of the app, a damaged profile).
 *
 * The object is kept as JSON text (`json`, since v3). IndexedDB structured-clones every value it
 * writes, and cloning a full representation (participants, contents, dozens of fields) measured
 * ~150 µs a row in Chromium: most of the initial download's time. Text clones as one copy, and
 * JSON.parse on the way out costs a few µs, paid only for the rows a screen reads.
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

function corrupt(raw: unknown, cause: unknown): CacheError {
  const oid = typeof raw === 'object' && raw !== null && 'oid' in raw ? String(raw.oid) : '?';
  return new CacheError('corrupt', 'cache', { detail: `communications/${oid}`, cause });
}

/** Validates a stored row; a damaged one is a named error, never a crash further on. */
export function readRow(raw: unknown): CachedCommunication {
  const row = communicationRowSchema.safeParse(raw);
  if (!row.success) throw corrupt(raw, row.error);
  let stored: unknown;
  try {
    stored = JSON.parse(row.data.json);
  } catch (error) {
    throw corrupt(raw, error);
  }
  const parsed = (row.data.full ? communicationFullSchema : communicationItemSchema).safeParse(
    stored,
  );
  if (!parsed.success) throw corrupt(raw, parsed.error);
  const { oid, sortKey: key, kind, session, version, full } = row.data;
  // Optional members set afterwards: properties written after a spread are slow in V8.
  const cached: CachedCommunication = { oid, sortKey: key, kind, version, item: parsed.data };
  if (session !== undefined) cached.session = session;
  if (full) cached.full = parsed.data as CommunicationFull;
  return cached;
}

/**
 * Idempotent merge: the newer version wins; at the same version a full representation is not
 * replaced by a list item (nothing is lost by fetching the short form again). Returns the row to
 * write, or undefined when the stored one stays.
 */
export function mergeRow(
  stored: CommunicationRow | undefined,
  incoming: CommunicationRow,
): CommunicationRow | undefined {
  if (!stored || incoming.version > stored.version) return incoming;
  if (incoming.version < stored.version) return undefined;
  return stored.full && !incoming.full ? undefined : incoming;
}
