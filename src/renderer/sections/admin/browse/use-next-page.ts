import { useEffect, useRef, useState } from 'react';

/** What the page after this one holds: not known yet, something, or nothing. */
export type NextPage = 'checking' | 'more' | 'none';

/**
 * Whether Next leads anywhere. A cursor on a page is not proof of more (a short page has one
 * too, and so does a full last page), so the page after it is asked for (one row) before Next
 * is offered: an empty answer means there is no more. A check that fails offers Next, and the
 * page itself then says what went wrong. `key` names the cursor checked (undefined: no cursor,
 * nothing to check); `hasRows` is read when the key changes.
 */
export function useNextPage(
  key: string | undefined,
  hasRows: (key: string) => Promise<boolean>,
): NextPage {
  const check = useRef(hasRows);
  // The newest function, before the check below runs (effects run in their order).
  useEffect(() => {
    check.current = hasRows;
  });
  const [answer, setAnswer] = useState<{ key: string; more: boolean }>();
  useEffect(() => {
    if (key === undefined) return;
    let live = true;
    check
      .current(key)
      .then((more) => live && setAnswer({ key, more }))
      .catch(() => live && setAnswer({ key, more: true }));
    return () => {
      live = false;
    };
  }, [key]);
  if (key === undefined) return 'none';
  if (answer?.key !== key) return 'checking';
  return answer.more ? 'more' : 'none';
}
