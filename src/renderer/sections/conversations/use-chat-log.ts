import { useCallback, useMemo } from 'react';
import { type CachedCommunication } from '../../cache';
import { type AccountData } from '../../data';
import { useThrottledLiveRead } from '../../data/use-throttled-live-read';
import { chatsOf } from './chat-messages';
import { readMarkOf } from './conversation-list';
import { type ReadMarksStore } from './read-marks';

const LIST_MS = 2_000;

/**
 * The account's chat messages as the cache holds them, for the conversation list and the unread
 * watch: read again when the cache changes, at most every LIST_MS while the first download
 * streams in. Read marks only move forward, so messages read after an older mark are a superset
 * of those after the current one: counting stays right without reading again when one moves.
 */
export function useChatLog(data: AccountData, marks: ReadMarksStore) {
  const watchCache = useCallback(() => data.cache.revision(), [data.cache]);
  const readList = useCallback(
    async (emit: (read: { rows: CachedCommunication[]; revision: string | undefined }) => void) => {
      const revision = await data.cache.revision();
      const rows = await data.cache.sessionMessages((session) =>
        readMarkOf(marks.getState(), session),
      );
      emit({ rows, revision });
    },
    [data.cache, marks],
  );
  const read = useThrottledLiveRead(watchCache, readList, LIST_MS);
  const rows = read?.rows;
  const messages = useMemo(() => chatsOf(rows ?? []), [rows]);
  return { read, messages };
}
