import { createStore, type StoreApi } from 'zustand/vanilla';
import { ServiceCode } from '../../shared/interface';
import { CacheError } from './cache-error';
import { systemClock, systemTimers, type Clock, type Timers } from './clock';
import { type CommunicationCache } from './communication-cache';
import { type HistoryPager } from './history-pager';
import { clampPageSize } from './page-plan';
import {
  callPort,
  isOffline,
  PortCallError,
  type PortFailure,
  type ServerPort,
} from './server-port';
import { nextWindow, SYNC_LAG_SECONDS, windowParams } from './sync-window';
import { t } from '../../shared/i18n';

export type SyncState = 'idle' | 'syncing' | 'offline' | 'error';

export interface SyncStatus {
  state: SyncState;
  /** Why the last run failed, for the user (offline and error). */
  sentence?: string;
  /** The last run that finished without error (epoch ms). */
  lastSuccessAt?: number;
  /** A local database failure: offer its `clearAndResync`. */
  cacheError?: CacheError;
}

export interface SyncEngineOptions {
  cache: CommunicationCache;
  port: ServerPort;
  /** When given, each run also fills the history still missing (the initial download). */
  pager?: HistoryPager;
  clock?: Clock;
  timers?: Timers;
  lagSeconds?: number;
  /** Items per page when walking a window (default 500; the wire allows up to 1000). */
  pageSize?: number;
  /** Fetch the full representation (include=all), as the pager does (default true). */
  full?: boolean;
}

/**
 * Pulls what changed on the server since the watermark: lastModified windows [from, until)
 * (4.18 rule 1), every page of each window, merged idempotently by oid. The next window starts
 * exactly at the previous `until`, so an item at an edge is neither missed nor fetched twice.
 *
 * Triggers belong to the caller (start, focus, back online: `syncNow`; a timer: `start`). One
 * run at a time; triggers during a run coalesce into a single follow-up run. While offline the
 * timer does not run; the next explicit trigger does, and its success clears the state.
 */
export class SyncEngine {
  readonly status: StoreApi<SyncStatus> = createStore<SyncStatus>(() => ({ state: 'idle' }));
  private readonly cache: CommunicationCache;
  private readonly port: ServerPort;
  private readonly pager: HistoryPager | undefined;
  private readonly clock: Clock;
  private readonly timers: Timers;
  private readonly lagSeconds: number;
  private readonly pageSize: number;
  private readonly include: 'all' | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private intervalMs: number | undefined;
  /** Runs in a row the server refused as too many (429, 10400, 10402): each doubles the wait. */
  private throttled = 0;
  private timer: unknown;
  private abort = new AbortController();
  private readonly offReset: () => void;

  constructor(options: SyncEngineOptions) {
    this.cache = options.cache;
    this.port = options.port;
    this.pager = options.pager;
    this.clock = options.clock ?? systemClock;
    this.timers = options.timers ?? systemTimers;
    this.lagSeconds = options.lagSeconds ?? SYNC_LAG_SECONDS;
    this.pageSize = clampPageSize(options.pageSize ?? 500);
    this.include = options.full === false ? undefined : 'all';
    // A cleared cache starts over: download it again at once. What was synced is gone, so the
    // screens say "downloading" again (not "up to date", not "no conversations").
    this.offReset = this.cache.onReset(() => {
      this.status.setState({ state: 'syncing' }, true);
      void this.syncNow();
    });
  }

  /** Runs now, then every `intervalMs` after each run ends (not while offline). */
  start({ intervalMs }: { intervalMs: number }): Promise<SyncStatus> {
    this.intervalMs = intervalMs;
    this.abort = new AbortController();
    return this.syncNow();
  }

  /**
   * A started engine's period from now on (the next run is `intervalMs` after the last one
   * ended, or after now if that has passed); a stopped engine stays stopped.
   */
  every(intervalMs: number): void {
    if (this.intervalMs === undefined || this.intervalMs === intervalMs) return;
    this.intervalMs = intervalMs;
    if (this.running) return;
    this.timers.clearTimeout(this.timer);
    this.schedule();
  }

  /** Stops the timer and the backfill of a run in progress; a window being walked completes. */
  stop(): void {
    this.intervalMs = undefined;
    this.abort.abort();
    this.timers.clearTimeout(this.timer);
    this.timer = undefined;
  }

  dispose(): void {
    this.stop();
    this.offReset();
  }

  /** Runs a sync (or, if one is running, one more after it); resolves with the status after. */
  async syncNow(): Promise<SyncStatus> {
    if (this.running) {
      this.again = true;
    } else {
      this.running = this.loop();
    }
    await this.running;
    return this.status.getState();
  }

  private async loop(): Promise<void> {
    this.timers.clearTimeout(this.timer);
    try {
      do {
        this.again = false;
        await this.runOnce();
      } while (this.again);
    } finally {
      this.running = undefined;
      this.schedule();
    }
  }

  private schedule(): void {
    if (this.intervalMs === undefined) return;
    // The guide warns that asking too often can get a client blocked: back off while refused.
    const wait = Math.min(
      this.intervalMs * 2 ** Math.min(this.throttled, 10),
      Math.max(this.intervalMs, MAX_THROTTLED_WAIT_MS),
    );
    this.timer = this.timers.setTimeout(() => {
      if (this.status.getState().state === 'offline') this.schedule();
      else void this.syncNow();
    }, wait);
  }

  private async runOnce(): Promise<void> {
    const { lastSuccessAt } = this.status.getState();
    this.status.setState(
      { state: 'syncing', ...(lastSuccessAt !== undefined && { lastSuccessAt }) },
      true,
    );
    try {
      await this.pullChanges();
      if (this.pager && !this.abort.signal.aborted) {
        await this.pager.backfill({ signal: this.abort.signal });
      }
      this.status.setState({ state: 'idle', lastSuccessAt: this.clock.now() }, true);
      this.throttled = 0;
    } catch (error) {
      if (error instanceof PortCallError && isThrottled(error.failure)) this.throttled += 1;
      this.status.setState(failedStatus(error, lastSuccessAt), true);
    }
  }

  /** One window, from the watermark to now minus the lag, every page of it. */
  private async pullChanges(): Promise<void> {
    const window = nextWindow(await this.cache.watermark(), this.clock.now(), this.lagSeconds);
    if (!window) return;
    // Items modified while we walk leave the window (their lastModified moves past `until`) and
    // fall in the next one; none can enter it, since `until` is in the past.
    let params = windowParams(window, this.pageSize, this.include);
    const seen = new Set<string>();
    for (;;) {
      const page = await callPort(() => this.port.searchCommunications(params));
      await this.cache.storeRows(page.rows);
      // Only an empty page (or one without a cursor) ends the window: the server caps `limit`
      // silently, so a short page may be followed by more.
      const cursor = page.previousId;
      if (page.rows.length === 0 || cursor === undefined || seen.has(cursor)) break;
      seen.add(cursor);
      params = { ...params, before: cursor };
    }
    await this.cache.setWatermark(window.until);
  }
}

/** The longest wait the backoff after refusals reaches (unless the period is longer). */
const MAX_THROTTLED_WAIT_MS = 5 * 60_000;

/** "Too many requests" (common_errors.html: 429 with 10400 or 10402). */
function isThrottled(failure: PortFailure): boolean {
  return (
    failure.status === 429 ||
    failure.code === ServiceCode.TooManyRequests ||
    failure.code === ServiceCode.SessionBusy
  );
}

function failedStatus(error: unknown, lastSuccessAt: number | undefined): SyncStatus {
  const keep = lastSuccessAt === undefined ? {} : { lastSuccessAt };
  if (error instanceof CacheError) {
    return { state: 'error', sentence: error.sentence, cacheError: error, ...keep };
  }
  if (error instanceof PortCallError) {
    const state = isOffline(error.failure) ? 'offline' : 'error';
    return { state, sentence: error.failure.sentence, ...keep };
  }
  // A fault of ours: reported as an error state, never as an unhandled rejection of a timer.
  console.error('sync failed', error);
  return { state: 'error', sentence: t('data.syncFailed'), ...keep };
}
