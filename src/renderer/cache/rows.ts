import {
  communicationFullSchema,
  communicationItemSchema,
  type CommunicationFull,
  type CommunicationItem,
  type Timestamp,
} from '../../shared/interface';
import { CacheError } from './cache-error';
import { type Entry } from './segments';

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
