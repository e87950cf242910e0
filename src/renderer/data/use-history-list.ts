import { liveQuery } from 'dexie';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type AccountData } from '.';
import {
  BOTTOM,
  TOP,
  nextIdle,
  type CachedCommunication,
  type HistoryFilter,
  type PortFailure,
} from '../cache';
import { useChanged } from '../components/use-changed';
import { NEWEST_ROWS } from './early-cache';
import { useThrottledLiveRead } from './use-throttled-live-read';

/** Items asked of the pager each time the user reaches the end of what is cached. */
const STEP = 200;
/**
 * While rows stream in (the first download), the skeleton is read again at most this often:
 * each read is every key in scope, and a page arrives several times a second.
 */
const SKELETON_MS = 1000;
/** Rows are read in blocks of this many: a block is read once and kept while near the screen. */
const BLOCK = 100;
/** How far beyond the screen (in rows) blocks are read ahead, so scrolling finds them ready. */
const AHEAD = 60;
/** Rows kept in memory beyond the blocks on screen, so scrolling back does not blank them. */
const KEEP = 2000;

export interface ListScope {
  filter?: HistoryFilter;
  /** Start of the list (exclusive): TOP for the newest, a date key for "until". */
  fromKey: string;
  /** End of the list (exclusive): BOTTOM, or a date key for "from". */
  floorKey?: string;
}

/** The oids in scope, newest first; `whole` once they are all of them, not the first screen's. */
interface Skeleton {
  oids: string[];
  whole: boolean;
}

/** Whether an entry belongs in the list of this scope (its kind, its date range). */
export function inScope(entry: CachedCommunication, scope: ListScope): boolean {
  const { filter } = scope;
  return (
    entry.sortKey < scope.fromKey &&
    entry.sortKey > (scope.floorKey ?? BOTTOM) &&
    (!filter || ('kind' in filter ? entry.kind === filter.kind : entry.session === filter.session))
  );
}

export interface HistoryList {
  /** Oids of the rows, newest first (undefined until the cache answered). */
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
 * themselves): the oids of every cached row in scope, so the scrollbar spans the whole cached
 * history at once. Reaching its end asks the pager, which fetches the hole from the server.
 */
export function useHistoryList(data: AccountData, scope: ListScope): HistoryList {
  const { fromKey, floorKey = BOTTOM } = scope;
  // The filter as a value: the reads below start again when it changes, not when it is rebuilt.
  const filterKey = filterKeyOf(scope.filter);
  const filter = useMemo(() => filterOf(filterKey), [filterKey]);
  const [reachedEnd, setReachedEnd] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<PortFailure | undefined>();
  const busy = useRef(false);
  // A page answered after the list left the screen changes nothing: the cache has its rows.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // The whole log's newest rows, read as the cache opened: the first render shows them.
  const [start] = useState(() => {
    const newest =
      filter || fromKey !== TOP || floorKey !== BOTTOM ? undefined : data.cache.newestRows();
    return newest && { oids: newest.rows.map((row) => row.oid), whole: newest.whole };
  });

  // Another scope has not reached its end, nor failed to fetch, yet.
  if (useChanged([filter, fromKey, floorKey])) {
    setReachedEnd(false);
    setFailure(undefined);
  }

  const watchCache = useCallback(() => data.cache.revision(), [data.cache]);
  const readSkeleton = useCallback(
    async (emit: (skeleton: Skeleton) => void, first: boolean) => {
      // The first screen does not wait for the whole skeleton (100 000 keys take a while), and
      // the whole skeleton is asked only once the first screen is drawn and the renderer is
      // idle: the browser answers one request after another, so the first screen's rows (two
      // requests, the second asked when the first is answered) go before it.
      if (first) {
        const oids = await data.cache.oidsBetween(floorKey, fromKey, filter, NEWEST_ROWS);
        emit({ oids, whole: oids.length < NEWEST_ROWS });
        await data.firstScreen.drawn;
        await nextIdle(500);
      }
      emit({ oids: await data.cache.oidsBetween(floorKey, fromKey, filter), whole: true });
    },
    [data, fromKey, floorKey, filter],
  );
  const skeleton = useThrottledLiveRead(watchCache, readSkeleton, SKELETON_MS, start);
  const keys = skeleton?.oids;
  const whole = skeleton?.whole ?? false;

  /** One page older than `after` (a sort key). */
  const fetchOlder = useCallback(
    async (after: string): Promise<void> => {
      if (busy.current) return;
      busy.current = true;
      setLoading(true);
      try {
        const page = await data.pager.loadOlder(after, {
          limit: STEP,
          ...(filter && { filter }),
        });
        if (!mounted.current) return;
        setFailure(page.failure);
        const last = page.items.at(-1);
        if (page.reachedEnd || (last !== undefined && last.sortKey <= floorKey)) {
          setReachedEnd(true);
        }
      } catch (error) {
        // A database failure: the sync status shows it with its way out.
        console.error('history page failed', error);
        if (mounted.current) setReachedEnd(true);
      } finally {
        busy.current = false;
        if (mounted.current) setLoading(false);
      }
    },
    [data, filter, floorKey],
  );

  // The first screen: whatever the cache holds shows at once; the pager fills a hole behind it,
  // once those rows are drawn (its reads would go before theirs).
  useEffect(() => {
    let current = true;
    void data.firstScreen.drawn.then(() => {
      if (current) void fetchOlder(fromKey);
    });
    return () => {
      current = false;
    };
  }, [data, fetchOlder, fromKey]);

  // A page that could not be fetched (offline) is tried again after the next successful sync,
  // not in a loop.
  useEffect(
    () =>
      data.sync.status.subscribe((now, before) => {
        if (now.lastSuccessAt !== before.lastSuccessAt) setFailure(undefined);
      }),
    [data],
  );

  // The first screen's rows end where the screen does, not where the cache does: reaching their
  // end asked the server for a page, and the cache for its whole index, before the first paint.
  const more = useCallback(() => {
    if (!keys || !whole || busy.current || reachedEnd || failure) return;
    const lastOid = keys.at(-1);
    void (async () => {
      const last = lastOid === undefined ? undefined : await data.cache.get(lastOid);
      await fetchOlder(last?.sortKey ?? fromKey);
    })().catch((error: unknown) => console.error('history page failed', error));
  }, [data, keys, whole, reachedEnd, failure, fetchOlder, fromKey]);

  return { keys, reachedEnd, loading, failure, more };
}

/**
 * The rows of the list around the screen (rows `first`..`last`), by oid. They are read in
 * blocks, each a live query of its own, kept while the block stays near the screen: a block is
 * read when it comes near and again after a store (from the cache's parsed rows unless one of
 * its rows changed), so scrolling reads each row once (re-subscribing every block on each move
 * read 3–4 times as many rows, and those reads were a fifth of a scroll frame's time) and a row
 * that changes (a transcription done) updates by itself.
 */
export function useRows(
  data: AccountData,
  keys: string[] | undefined,
  first: number,
  last: number,
): ReadonlyMap<string, CachedCommunication> {
  // Rows read as the cache opened (see `useHistoryList`), by oid: looked up only by the list's keys.
  const [rows, setRows] = useState<ReadonlyMap<string, CachedCommunication>>(
    () => new Map(data.cache.newestRows()?.rows.map((row) => [row.oid, row])),
  );
  const live = useRef(new Map<string, { unsubscribe: () => void }>());
  const near = useRef(new Set<string>());
  // The blocks near the screen, by number. Before the list is laid out it reports no rows on
  // screen: the first screen is read anyway.
  const lo = Math.max(0, Math.floor((first - AHEAD) / BLOCK));
  const hi = Math.floor(Math.min((keys?.length ?? 0) - 1, Math.max(first, last) + AHEAD) / BLOCK);

  useEffect(() => {
    const blocks: string[][] = [];
    for (let b = lo; keys && b <= hi; b++) blocks.push(keys.slice(b * BLOCK, (b + 1) * BLOCK));
    // A block is the same block while its first and last oid are: it stays subscribed when the
    // skeleton is read again or the screen moves within it.
    const wanted = new Map(blocks.map((oids) => [blockId(oids), oids]));
    near.current = new Set(blocks.flat());
    for (const [id, subscription] of live.current) {
      if (wanted.has(id)) continue;
      subscription.unsubscribe();
      live.current.delete(id);
    }
    for (const [id, oids] of wanted) {
      if (live.current.has(id)) continue;
      const subscription = liveQuery(() => data.cache.getMany(oids)).subscribe({
        next: (found) =>
          setRows((before) => {
            const after = new Map(before);
            if (after.size > KEEP) {
              for (const oid of after.keys()) if (!near.current.has(oid)) after.delete(oid);
            }
            for (const row of found) after.set(row.oid, row);
            return after;
          }),
        // A database failure: the sync status shows it with its way out.
        error: (error: unknown) => console.error('history rows failed', error),
      });
      live.current.set(id, subscription);
    }
  }, [data, keys, lo, hi]);

  useEffect(() => {
    const subscriptions = live.current;
    return () => {
      for (const subscription of subscriptions.values()) subscription.unsubscribe();
      subscriptions.clear();
    };
  }, [data]);

  return rows;
}

/** A filter as a value React can compare, and back (`filterOf`). */
function filterKeyOf(filter: HistoryFilter | undefined): string {
  return filter ? JSON.stringify(filter) : '';
}

function filterOf(key: string): HistoryFilter | undefined {
  return key === '' ? undefined : (JSON.parse(key) as HistoryFilter);
}

function blockId(oids: readonly string[]): string {
  return `${oids[0]}-${oids.at(-1)}`;
}
