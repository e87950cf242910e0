import { z } from 'zod';
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
import { sortKey } from './sort-key';
import { formatTimestamp } from './timestamps';

/**
 * A communication as stored: the object as the server sent it (the full representation when it
 * was fetched with include=all, then `full` is true) and the fields the indexes need, derived
 * from it. Everything read back is validated against this schema: storage is a trust boundary
 * (another version of the app, a damaged profile).
 */
export const communicationRowSchema = z.object({
  oid: oidSchema,
  sortKey: z.string(),
  kind: z.string(),
  /** Chat session oid (chat messages fetched in full). */
  session: oidSchema.optional(),
  nameLower: z.string(),
  /** Lower-cased name and subject: what local search matches. */
  searchText: z.string(),
  /** The server's lastModified when it sends one (beyond the interface), else the fetch time. */
  version: timestampSchema,
  full: z.boolean(),
  item: communicationItemSchema,
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

export function searchTextOf(item: Pick<CommunicationItem, 'commonName' | 'subject'>): string {
  return `${item.commonName}\n${item.subject}`.toLowerCase();
}

function versionOf(item: CommunicationItem, fetchedAt: number): Timestamp {
  const parsed = timestampSchema.safeParse(item.lastModified);
  return parsed.success ? parsed.data : formatTimestamp(fetchedAt);
}

export function toRow(item: CommunicationItem, fetchedAt: number): CommunicationRow {
  const full = communicationFullSchema.safeParse(item);
  const session = full.success ? full.data.chatSession?.oid : undefined;
  return {
    oid: item.oid,
    sortKey: sortKey(item.date, item.oid),
    kind: item.objectType,
    ...(session !== undefined && { session }),
    nameLower: item.commonName.toLowerCase(),
    searchText: searchTextOf(item),
    version: versionOf(item, fetchedAt),
    full: full.success,
    item,
  };
}

/** Validates a stored row; a damaged one is a named error, never a crash further on. */
export function readRow(raw: unknown): CachedCommunication {
  const row = communicationRowSchema.safeParse(raw);
  const full =
    row.success && row.data.full ? communicationFullSchema.safeParse(row.data.item) : undefined;
  if (!row.success || full?.success === false) {
    const oid = typeof raw === 'object' && raw !== null && 'oid' in raw ? String(raw.oid) : '?';
    throw new CacheError('corrupt', 'cache', {
      detail: `communications/${oid}`,
      cause: row.error ?? full?.error,
    });
  }
  const { oid, sortKey: key, kind, session, version, item } = row.data;
  return {
    oid,
    sortKey: key,
    kind,
    ...(session !== undefined && { session }),
    version,
    item,
    ...(full?.success && { full: full.data }),
  };
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
