import { type CommunicationFull } from '../../shared/interface';
import { type CachedCommunication, type CommunicationCache } from '../cache';

/**
 * Stores what the user just marked on the server (a voicemail heard, missed calls seen) on the
 * cached items, once, at the version each has there, so every screen shows it now; the server's
 * own next version (its lastModified moved) replaces them when a sync brings it. Only items read
 * in full carry the marks; a cache that fails to store them only waits for that sync.
 */
export async function storeMarks(
  cache: CommunicationCache,
  entries: readonly CachedCommunication[],
  marks: Partial<CommunicationFull>,
): Promise<void> {
  const marked = entries.flatMap(({ full, version }) =>
    full ? [{ ...full, ...marks, lastModified: version }] : [],
  );
  if (marked.length > 0) await cache.store(marked).catch(() => 0);
}
