import { MAX_CHAINS, type HistorySearch, type LogRow } from '../../shared/contract';
import { type CachedCommunication } from './rows';
import { type CommunicationCache, type HistoryFilter } from './communication-cache';
import {
  clampPageSize,
  coveredInterval,
  planNewer,
  planOlder,
  planParams,
  usesCursor,
  type FetchPlan,
} from './page-plan';
import { hasMet, nextStart, type Chain, type Density } from './backfill-plan';
import {
  addInterval,
  containing,
  holeNewer,
  holeOlder,
  isComplete,
  type Hole,
  type Interval,
  type RangeSet,
} from './ranges';
import { callPort, PortCallError, type PortFailure, type ServerPort } from './server-port';
import { BOTTOM, TOP, dateOfKey } from './sort-key';
import { parseTimestamp } from '../../shared/interface';

export interface HistoryPage {
  /** Newest first. */
  items: CachedCommunication[];
  /** Nothing lies beyond these in this direction (newer ones arrive through sync). */
  reachedEnd: boolean;
  /** Whether the server was asked; false means served from the cache alone. */
  fetched: boolean;
  /** The server could not be asked: `items` are what the cache holds, and more may exist beyond. */
  failure?: PortFailure;
}

export interface PagerOptions {
  cache: CommunicationCache;
  port: ServerPort;
  /** Items per screen page (default 50). */
  pageSize?: number;
  /** Fetch the full representation (include=all) so details work offline (default true). */
  full?: boolean;
  /** Server round trips one call may make; a filtered view may need several (default 5). */
  maxFetches?: number;
}

/** What a search the server answers whole may ask (`searchServer`). */
export type ServerSearch = Pick<
  HistorySearch,
  'name' | 'orderBy' | 'onlyMissedCalls' | 'from' | 'until' | 'limit'
>;

export interface BackfillResult {
  /** The whole log down to its oldest item is cached. */
  complete: boolean;
  pages: number;
}

type Direction = {
  read: (
    cache: CommunicationCache,
    key: string,
    limit: number,
    filter?: HistoryFilter,
  ) => Promise<CachedCommunication[]>;
  /** The item of a full answer farthest from the starting key. */
  farthest: (items: CachedCommunication[]) => CachedCommunication | undefined;
  hole: (set: RangeSet, key: string) => Hole | undefined;
  plan: (key: string, useCursor?: boolean) => FetchPlan;
  /** The end of the known stretch opposite to where the hole is (the farthest a cursor may sit). */
  back: (stretch: { older: string; newer: string }) => string;
  /** The end of the order in this direction: fetched without a cursor. */
  end: string;
};

const OLDER: Direction = {
  read: (cache, key, limit, filter) => cache.readOlder(key, limit, filter),
  farthest: (items) => items.at(-1),
  hole: holeOlder,
  plan: planOlder,
  back: (stretch) => stretch.newer,
  end: TOP,
};
const NEWER: Direction = {
  read: (cache, key, limit, filter) => cache.readNewer(key, limit, filter),
  farthest: (items) => items[0],
  hole: holeNewer,
  plan: planNewer,
  back: (stretch) => stretch.older,
  end: BOTTOM,
};

/**
 * History pages in both directions. A page comes from the cache when the stretch it spans is
 * known complete; otherwise the hole next to the known stretch is fetched (4.18 rules 3–5: the
 * oldest known item as `before`, the newest as `after`), stored with the stretch it proves, and
 * the page is read again. After a restart the recorded ranges are still there, so complete
 * stretches are never fetched twice.
 */
export class HistoryPager {
  private readonly cache: CommunicationCache;
  private readonly port: ServerPort;
  private readonly pageSize: number;
  private readonly include: 'all' | undefined;
  private readonly maxFetches: number;

  constructor(options: PagerOptions) {
    this.cache = options.cache;
    this.port = options.port;
    this.pageSize = clampPageSize(options.pageSize ?? 50);
    this.include = options.full === false ? undefined : 'all';
    this.maxFetches = options.maxFetches ?? 5;
  }

  /**
   * A search the server answers whole (4.18 `name`, `order_by=mru`, `only_missed_calls`, with a
   * date range): its answer is stored in the cache, so it is there offline next time, and
   * returned as cached, in the server's order. Port failures are thrown as PortCallError.
   */
  async searchServer(params: ServerSearch): Promise<CachedCommunication[]> {
    const page = await callPort(() =>
      this.port.searchCommunications({ ...params, include: this.include }),
    );
    await this.cache.storeRows(page.rows);
    const rows = await Promise.all(page.rows.map((row) => this.cache.get(row.oid)));
    return rows.filter((row) => row !== undefined);
  }

  /** Items just older than `fromKey` (TOP: the newest items). */
  loadOlder(fromKey: string = TOP, options: { limit?: number; filter?: HistoryFilter } = {}) {
    return this.load(OLDER, fromKey, options);
  }

  /** Items just newer than `fromKey`, newest first. */
  loadNewer(fromKey: string, options: { limit?: number; filter?: HistoryFilter } = {}) {
    return this.load(NEWER, fromKey, options);
  }

  private async load(
    direction: Direction,
    fromKey: string,
    options: { limit?: number; filter?: HistoryFilter },
  ): Promise<HistoryPage> {
    const limit = clampPageSize(options.limit ?? this.pageSize);
    // A filtered view keeps a fraction of each page: fetch bigger pages for it.
    const fetchSize = options.filter ? clampPageSize(limit * 5) : limit;
    let fetched = false;
    for (let round = 0; ; round++) {
      const items = await direction.read(this.cache, fromKey, limit, options.filter);
      const ranges = await this.cache.rangeSet();
      const farthest = direction.farthest(items);
      if (items.length === limit && farthest && isComplete(ranges, farthest.sortKey, fromKey)) {
        return { items, reachedEnd: false, fetched };
      }
      const hole = direction.hole(ranges, fromKey);
      if (!hole) return { items, reachedEnd: true, fetched };
      if (round >= this.maxFetches) return { items, reachedEnd: false, fetched };
      try {
        await this.fetch(await this.planFor(direction, ranges, hole, fromKey), fetchSize);
      } catch (error) {
        if (!(error instanceof PortCallError)) throw error;
        return { items, reachedEnd: false, fetched, failure: error.failure };
      }
      fetched = true;
    }
  }

  /**
   * The cursor for a hole: the cached item nearest to the hole on the known side (its end when
   * that is an item). Any item of a known stretch will do: the page fetched from it overlaps the
   * stretch, so the two merge. Without one (an empty date window, a key of an item not cached)
   * the page is asked by date.
   */
  private async planFor(
    direction: Direction,
    ranges: RangeSet,
    hole: Hole,
    fromKey: string,
  ): Promise<FetchPlan> {
    if (hole.from === direction.end) return direction.plan(hole.from);
    const stretch = containing(ranges, hole.from);
    const bound = stretch ? direction.back(stretch) : fromKey;
    const cursor = await this.cache.nearestKey(hole.from, bound);
    return cursor === undefined ? direction.plan(hole.from, false) : direction.plan(cursor);
  }

  /**
   * Fills the whole log, one hole at a time (a sync engine step). Each page is stored with the
   * stretch it proves as it arrives, so an interrupted backfill resumes where it stopped. Port
   * failures are thrown as PortCallError, once the pages in hand are stored.
   *
   * Several chains at once (`chains`, default CHAINS): each page's cursor comes from the page
   * before (4.18 rule 3), so one chain reads one round trip at a time. Chains start where
   * `nextStart` says (the top of each hole, the log's oldest page, the middle of the widest
   * stretch by date) and each ends where it meets a stretch known or claimed below it; a page
   * read past the meeting point is merged idempotently.
   *
   * Batched: the server's pages are small (it caps `limit` at 100), and each store has a cost of
   * its own (a transaction, new segments, the index), so a chain's consecutive pages are stored
   * together, about BACKFILL_BATCH_ROWS rows at a time, as one stretch; stores run one after
   * another while the chains read on, and the chains wait when stores fall behind.
   */
  async backfill(
    options: { pageSize?: number; batchRows?: number; chains?: number; signal?: AbortSignal } = {},
  ): Promise<BackfillResult> {
    const pageSize = clampPageSize(options.pageSize ?? 1000);
    const batchRows = options.batchRows ?? BACKFILL_BATCH_ROWS;
    const most = Math.min(MAX_CHAINS + 1, Math.max(1, options.chains ?? CHAINS));
    let known = await this.cache.rangeSet();
    let pages = 0;
    let oldestAsked = false;
    const density: Density = { pages: 0, rows: 0, ms: 0 };
    let storing: Promise<unknown> = Promise.resolve();
    /** Ends the backfill: a failure (the first is thrown), a page that proved nothing, or abort. */
    let stop: { failure?: unknown } | undefined;
    const chains = new Set<Chain>();
    const running = new Set<Promise<void>>();

    /** Stores queued and not yet done. */
    const queued: Promise<void>[] = [];
    /** Stores rows after the stores before them; a failure stops the backfill. */
    const store = (batch: Batch) => {
      storing = storing.then(() => this.cache.storeRows(batch.rows, batch.covered));
      const done = storing.then(
        () => undefined,
        (failure: unknown) => void (stop ??= { failure }),
      );
      queued.push(done);
      void done.finally(() => queued.splice(queued.indexOf(done), 1));
    };

    /** Reads a page; a page that proves nothing (a contradictory answer) stops the backfill. */
    const read = async (plan: FetchPlan, chain?: number) => {
      const page = await this.request(plan, pageSize, chain);
      pages++;
      if (!page.covered) stop ??= {};
      return page;
    };
    /** A page's stretch is known at once: where chains start and meet, and how dense. */
    const learn = (page: FetchedPage) => {
      if (!page.covered) return;
      known = addInterval(known, page.covered);
      const older = dateOfKey(page.covered.older);
      const newer = dateOfKey(page.covered.newer);
      if (older === undefined || newer === undefined) return;
      density.pages++;
      density.rows += page.rows.length;
      density.ms += parseTimestamp(newer) - parseTimestamp(older);
    };
    const walk = async (key: string) => {
      const chain: Chain = { start: key, reached: key, number: freeNumber(chains) };
      chains.add(chain);
      let batch: Batch | undefined;
      let plan = planOlder(key);
      try {
        while (!stop && !options.signal?.aborted) {
          // Stores fallen behind the reading: wait, so that rows do not pile up in memory.
          while (queued.length > MAX_QUEUED_STORES) await queued[0];
          const page = await read(plan, chain.number);
          // Before its own stretch is added: that would hide a known one it joins.
          const met = page.more && hasMet(known, [...chains], chain, page.oldest!);
          learn(page);
          const joined = batch && joinOlder(batch, page);
          if (batch && !joined) store(batch);
          batch = joined ?? { rows: page.rows, covered: page.covered };
          if (!page.more || !page.covered || met) break;
          // A chain's first page is stored at once: the top chain's is the newest of the log,
          // which History shows first and must not see arrive after older stretches.
          const firstPage = chain.reached === chain.start;
          chain.reached = page.oldest!;
          plan = planOlder(page.oldest!);
          if (firstPage || batch.rows.length >= batchRows) {
            store(batch);
            batch = undefined;
          }
          startChains();
        }
      } finally {
        // The rows in hand are stored even when the next page failed.
        if (batch) store(batch);
        chains.delete(chain);
      }
    };
    const readOldest = async () => {
      oldestAsked = true;
      const page = await read({ kind: 'oldest' });
      learn(page);
      store({ rows: page.rows, covered: page.covered });
    };
    const startChains = () => {
      while (!stop && !options.signal?.aborted && running.size < most) {
        const start = nextStart(known, [...chains], { oldestAsked, density });
        if (!start) return;
        const work = start.kind === 'oldest' ? readOldest() : walk(start.key);
        const run: Promise<void> = work
          .catch((failure: unknown) => void (stop ??= { failure }))
          .finally(() => {
            running.delete(run);
            startChains();
          });
        running.add(run);
      }
    };

    startChains();
    while (running.size > 0) await Promise.race(running);
    await storing;
    if (stop && 'failure' in stop) throw stop.failure;
    return { complete: holeOlder(await this.cache.rangeSet(), TOP) === undefined, pages };
  }

  /** Fetches a page and stores it with the stretch it proves. */
  private async fetch(plan: FetchPlan, limit: number): Promise<void> {
    const page = await this.request(plan, limit);
    await this.cache.storeRows(page.rows, page.covered);
  }

  /** `chain`: the backfill's chain, which asks for the page older than this one next. */
  private async request(plan: FetchPlan, limit: number, chain?: number): Promise<FetchedPage> {
    const request = (p: FetchPlan) =>
      callPort(() =>
        this.port.searchCommunications({
          ...planParams(p, limit, this.include),
          ...(chain !== undefined && { chain }),
        }),
      );
    let used = plan;
    let page;
    try {
      page = await request(plan);
    } catch (error) {
      // A cursor naming an item the server no longer has is refused (400): ask by its date.
      const refusedCursor =
        error instanceof PortCallError &&
        usesCursor(plan) &&
        error.failure.kind === 'service' &&
        error.failure.status === 400;
      if (!refusedCursor) throw error;
      used = plan.kind === 'before' ? planOlder(plan.key, false) : planNewer(plan.key, false);
      page = await request(used);
    }
    const keys = page.rows.map((row) => row.sortKey).sort();
    return {
      rows: page.rows,
      covered: coveredInterval(used, keys),
      oldest: keys[0],
      more: keys.length > 0,
    };
  }
}

/** How many rows the backfill stores at a time: a tenth as many stores as pages of 100. */
const BACKFILL_BATCH_ROWS = 1000;

/**
 * Stores queued behind the one running before the chains wait for them (npm run bench: one or
 * two, the same speed; the renderer's heap at its peak 54–63 MiB either way).
 */
const MAX_QUEUED_STORES = 1;

/**
 * Chains the backfill reads at once: main lets a session have four requests in flight
 * (`RequestSlots`, common_errors.html 429/10400), and one is left for what the user opens.
 */
const CHAINS = 3;

/** The lowest number no running chain has: main reads ahead for each chain by its number. */
function freeNumber(chains: ReadonlySet<Chain>): number {
  const used = new Set([...chains].map((chain) => chain.number));
  let number = 0;
  while (used.has(number)) number++;
  return number;
}

/** Pages fetched and not yet stored, with the one stretch they prove together. */
interface Batch {
  rows: LogRow[];
  covered: Interval | undefined;
}

/** The batch with the next older page added, if their stretches touch (one stretch then). */
function joinOlder(batch: Batch, page: FetchedPage): Batch | undefined {
  if (!batch.covered || !page.covered || page.covered.newer !== batch.covered.older)
    return undefined;
  return {
    rows: [...batch.rows, ...page.rows],
    covered: { older: page.covered.older, newer: batch.covered.newer },
  };
}

/** A page as fetched, before it is stored. */
interface FetchedPage {
  rows: LogRow[];
  /** The stretch it proves complete, if any. */
  covered: Interval | undefined;
  /** Its oldest item's sort key. */
  oldest: string | undefined;
  /** Not empty: more may lie beyond (only an empty page is the end). */
  more: boolean;
}
