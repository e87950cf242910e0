import { useEffect, useRef } from 'react';
import { type Api } from '../../shared/contract';
import { type AccountData } from '../data';
import { markMissedCallsSeen, useUnseenMissedCalls } from '../data/missed-calls';

/**
 * Missed calls count as unread until seen (`data/unread.ts`): History shown in a focused, visible
 * window marks them seen, on the server too, as a phone's call list does; a mark that fails is
 * tried again at the next look.
 */
export function useMarkMissedCallsSeen(
  api: Api,
  data: AccountData | undefined,
  historyShown: boolean,
): void {
  const unseen = useUnseenMissedCalls(data);
  const marking = useRef(new Set<string>());

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
}
