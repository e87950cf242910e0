import { useEffect, useRef } from 'react';
import { type Api } from '../../shared/contract';
import { type AccountData } from '../data';
import { markMissedCallsSeen, useUnseenMissedCalls } from '../data/missed-calls';
import { setUnread } from '../state/unread';

/**
 * Missed calls count as unread until seen: the ones the user has not looked at are the missed
 * calls' part of the count the title, badge and tray show, and the count on History's entry
 * (returned). History shown in a focused, visible window marks them seen, on the server too, as
 * a phone's call list does; a mark that fails is tried again at the next look.
 */
export function useMissedCallCount(
  api: Api,
  data: AccountData | undefined,
  historyShown: boolean,
): number {
  const unseen = useUnseenMissedCalls(data);
  const count = unseen?.length ?? 0;
  const marking = useRef(new Set<string>());

  useEffect(() => setUnread('missedCalls', count), [count]);

  useEffect(() => {
    if (!data || !unseen?.length || !historyShown) return;
    const mark = () => {
      if (!document.hasFocus() || document.visibilityState !== 'visible') return;
      const calls = unseen.filter((c) => !marking.current.has(c.oid));
      if (calls.length === 0) return;
      for (const c of calls) marking.current.add(c.oid);
      markMissedCallsSeen(api, data.cache, calls).catch(() => {
        for (const c of calls) marking.current.delete(c.oid);
      });
    };
    mark();
    window.addEventListener('focus', mark);
    return () => window.removeEventListener('focus', mark);
  }, [api, data, unseen, historyShown]);

  return count;
}
