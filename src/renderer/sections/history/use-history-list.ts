import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type AccountData } from '../../data';
import {
  BOTTOM,
  type CachedCommunication,
  type HistoryFilter,
  type PortFailure,
} from '../../cache';

/** Rows added to the list's depth each time the user nears its end. */
const STEP = 200;

export interface ListScope {
  filter?: HistoryFilter;
  /** Start of the list (exclusive): TOP for the newest, a date key for "until". */
  fromKey: string;
  /** End of the list (exclusive): BOTTOM, or a date key for "from". */
  floorKey?: string;
}

export interface HistoryList {
  /** Sort keys of the rows, newest first (undefined until the cache answered). */
  keys: string[] | undefined;
  /** The server says nothing older exists (in this scope). */
  reachedEnd: boolean;
  loading: boolean;
  /** Why older items could not be fetched (offline, refused). */
  failure: PortFailure | undefined;
  /** Ask for more rows (near the end of the scrolled list). */
  more: () => void;
}

/**
 * The list's skeleton, read reactively from the cache (new and changed rows appear by
 * themselves): the sort keys of the newest `depth` rows in scope. Reaching the end of what is
 * cached asks the pager, which reads the cache or fetches the hole from the server.
 */
export function useHistoryList(data: AccountData, scope: ListScope): HistoryList {
  const { filter, fromKey, floorKey = BOTTOM } = scope;
  const filterKey = filter ? JSON.stringify(filter) : '';
  const scopeKey = `${filterKey}|${fromKey}|${floorKey}`;
  const [depth, setDepth] = useState(STEP);
  const [reachedEnd, setReachedEnd] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<PortFailure | undefined>();
  const busy = useRef(false);

  useEffect(() => {
    setDepth(STEP);
    setReachedEnd(false);
    setFailure(undefined);
  }, [filterKey, fromKey, floorKey]);

  // The answer names the depth it was read for: until the read for the current depth lands,
  // "fewer keys than asked" means "not read yet", not "the cache has no more".
  const read = useLiveQuery(async () => {
    const found = await data.cache.keysOlder(fromKey, depth, filter);
    const cut = found.findIndex((key) => key <= floorKey);
    return { depth, scopeKey, keys: cut < 0 ? found : found.slice(0, cut) };
  }, [data, fromKey, floorKey, depth, filterKey]);
  // While a new scope's first read is on its way, the previous scope's keys are not shown.
  const keys = read?.scopeKey === scopeKey ? read.keys : undefined;
  const settled = read?.depth === depth;

  /** One page older than `after`; false when one is already on its way (nothing was done). */
  const fetchOlder = useCallback(
    async (after: string): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setLoading(true);
      try {
        const page = await data.pager.loadOlder(after, {
          limit: STEP,
          ...(filter && { filter }),
        });
        setFailure(page.failure);
        const last = page.items.at(-1);
        if (page.reachedEnd || (last !== undefined && last.sortKey <= floorKey)) {
          setReachedEnd(true);
        }
      } catch (error) {
        // A database failure: the sync status shows it with its way out.
        console.error('history page failed', error);
        setReachedEnd(true);
      } finally {
        busy.current = false;
        setLoading(false);
      }
      return true;
    },
    [data, filterKey, floorKey],
  );

  // The first screen: whatever the cache holds shows at once; the pager fills a hole behind it.
  useEffect(() => {
    void fetchOlder(fromKey);
  }, [fetchOlder, fromKey]);

  // A page that could not be fetched (offline) is tried again after the next successful sync,
  // not in a loop.
  useEffect(
    () =>
      data.sync.status.subscribe((now, before) => {
        if (now.lastSuccessAt !== before.lastSuccessAt) setFailure(undefined);
      }),
    [data],
  );

  const more = useCallback(() => {
    if (!keys || !settled) return;
    // What the cache holds is shown without waiting for any fetch.
    if (keys.length >= depth) {
      setDepth((d) => d + STEP);
      return;
    }
    if (busy.current || reachedEnd || failure) return;
    void fetchOlder(keys.at(-1) ?? fromKey).then((ran) => {
      if (ran) setDepth((d) => d + STEP);
    });
  }, [keys, settled, depth, reachedEnd, failure, fetchOlder, fromKey]);

  return { keys, reachedEnd, loading, failure, more };
}

/** The rows a window of the list shows, read reactively (a change to one re-renders it). */
export function useRows(
  data: AccountData,
  scope: ListScope,
  keys: string[] | undefined,
  first: number,
  last: number,
): Map<string, CachedCommunication> {
  const { filter, fromKey } = scope;
  const above = keys && first > 0 ? keys[first - 1] : undefined;
  const count = Math.max(0, last - first + 1);
  const rows = useLiveQuery(async () => {
    if (!keys || count === 0) return [];
    return data.cache.readOlder(above ?? fromKey, count, filter);
  }, [data, above, fromKey, count, filter ? JSON.stringify(filter) : '', keys?.length ?? 0]);
  const map = new Map<string, CachedCommunication>();
  for (const row of rows ?? []) map.set(row.sortKey, row);
  return map;
}
