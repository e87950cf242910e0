import { useMemo } from 'react';
import { MARK_SEEN_AT_ONCE, type Api } from '../../shared/contract';
import { type CachedCommunication, type CommunicationCache } from '../cache';
import { entryKind } from '../state/entry-kind';
import { type AccountData } from './account-data';
import { useRecentCalls } from './recent-calls';
import { storeMarks } from './stored-marks';
import { voicemailOf } from './voicemails';

/**
 * A missed call the user has not looked at: the server's `displayed` is still false (guide:
 * communications_update.html; the platform sets it when a client shows the item). A call that
 * left a message is a voicemail, counted as one until heard.
 */
export function isUnseenMissedCall(entry: CachedCommunication): boolean {
  return entryKind(entry) === 'missed' && entry.full?.displayed === false && !voicemailOf(entry);
}

/** The missed calls among the account's recent calls that the user has not looked at yet. */
export function useUnseenMissedCalls(
  data: AccountData | undefined,
): CachedCommunication[] | undefined {
  const calls = useRecentCalls(data);
  return useMemo(() => calls?.filter(isUnseenMissedCall), [calls]);
}

/**
 * Marks missed calls seen: on the server (`history.markSeen`, a batch at a time), then in the
 * cache (`storeMarks`), so the counts drop now.
 */
export async function markMissedCallsSeen(
  api: Api,
  cache: CommunicationCache,
  calls: readonly CachedCommunication[],
): Promise<void> {
  for (let start = 0; start < calls.length; start += MARK_SEEN_AT_ONCE) {
    const batch = calls.slice(start, start + MARK_SEEN_AT_ONCE);
    await api.history.markSeen({ oids: batch.map((c) => c.oid) });
    await storeMarks(cache, batch, { displayed: true });
  }
}
