import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { type CachedCommunication } from '../cache';
import { formatTimestamp } from '../../shared/interface';
import { type AccountData } from '../data';

/**
 * Hands `announce` the entries of `entries` (newest first) that reached the account's cache
 * since the last look: what the cache held when the account's data opened is not news, and
 * nothing older than the sign-in is news either (what the first download brings in later). The
 * missed-call and voicemail notifications' common ground.
 */
export function useArrivalsSinceStart<T>(
  data: AccountData | undefined,
  entries: readonly T[] | undefined,
  entryOf: (item: T) => CachedCommunication,
  announce: (fresh: T[]) => void,
): void {
  const seen = useRef<{ data: AccountData; key: string }>(undefined);
  // A minute absorbs a server clock a little behind ours.
  const [startKey] = useState(() => `${formatTimestamp(Date.now() - 60_000)}|`);
  // The newest `announce` (it closes over the UI's language), without looking again for it.
  const announceFresh = useEffectEvent(announce);

  useEffect(() => {
    if (!data || !entries) return;
    const newest = entries[0] ? entryOf(entries[0]).sortKey : '';
    if (seen.current?.data !== data) {
      // What the cache held when the account's data opened is not news; what came since is,
      // even when this first look comes after it (a busy start, a render that took both).
      const opened = `${formatTimestamp(data.openedAt)}|`;
      const before = entries.find((item) => entryOf(item).sortKey <= opened);
      seen.current = { data, key: before ? entryOf(before).sortKey : '' };
    }
    const baseline = seen.current.key;
    if (newest > baseline) seen.current.key = newest;
    const fresh = entries.filter((item) => {
      const key = entryOf(item).sortKey;
      return key > baseline && key > startKey;
    });
    if (fresh.length > 0) announceFresh(fresh);
  }, [data, entries, entryOf, startKey]);
}
