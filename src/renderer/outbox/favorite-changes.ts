import { type Favorite, type FavoriteChangeOp } from '../../shared/contract';
import { CacheError, toCacheError } from '../cache/cache-error';
import { systemClock, systemTimers, type Clock, type Timers } from '../cache/clock';
import { validRows } from '../cache/valid-rows';
import { callPort, PortCallError, type PortFailure } from '../cache/server-port';
import { planChange, type FavoriteChange } from '../directory/favorite-changes-model';
import {
  inOutbox,
  type OutboxDatabase,
  queuedFavoriteChangeSchema,
  type QueuedFavoriteChange,
  type QueuedState,
} from './outbox-db';
import { DrainLoop } from './drain-loop';
import { defaultRetryPolicy, retryDelay, selectDue, type RetryPolicy } from './retry-schedule';
import { sendOutcome } from './send-outcome';

/** The server's favorites list, and the one write that changes it (4.15). */
export interface FavoritesPort {
  read(): Promise<{ available: boolean; items: Favorite[] }>;
  update(changes: FavoriteChangeOp[]): Promise<void>;
}

export interface FavoriteChangesOptions {
  /** The account's outbox database, open: the outbox's connection (`Outbox.database`). */
  db: OutboxDatabase;
  port: FavoritesPort;
  /** Every list read from the server: the directory stores it (what the screens read). */
  onList: (list: { available: boolean; items: Favorite[] }) => Promise<void>;
  clock?: Clock;
  timers?: Timers;
  random?: () => number;
  newId?: () => string;
  policy?: RetryPolicy;
}

const AUTO = ['pending', 'uncertain'] as const;
const SKIP = ['failed'] as const;

/**
 * Changes to the favorites list (4.15) that the server has not confirmed, kept in the outbox
 * database (strict durability: they survive a restart, a crash and "clear cache") and applied
 * one at a time, in the order made.
 *
 * Every attempt first reads the list: the change is planned against what the server has now
 * (`planChange`), and a change the list already holds is done without a write. So a change whose
 * answer was lost (the connection broke after the PATCH left) is never applied twice: the next
 * attempt sees it there. A refusal is final (`failed`, with the server's sentence): the lists
 * stop showing it (rolled back) and say why until the user dismisses it.
 */
export class FavoriteChanges {
  private readonly db: OutboxDatabase;
  private readonly port: FavoritesPort;
  private readonly onList: FavoriteChangesOptions['onList'];
  private readonly clock: Clock;
  private readonly timers: Timers;
  private readonly random: () => number;
  private readonly newId: () => string;
  private readonly policy: RetryPolicy;
  private readonly loop: DrainLoop;
  /** A local storage failure of the last run (disk full, unreadable entries). */
  error: CacheError | undefined;

  constructor(options: FavoriteChangesOptions) {
    this.db = options.db;
    this.port = options.port;
    this.onList = options.onList;
    this.clock = options.clock ?? systemClock;
    this.timers = options.timers ?? systemTimers;
    this.random = options.random ?? Math.random;
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.policy = options.policy ?? defaultRetryPolicy;
    this.loop = new DrainLoop({
      drain: () => this.drain(),
      onRun: () => {
        this.error = undefined;
      },
      onError: (error) => {
        this.error = toCacheError(error, 'outbox');
        return this.clock.now() + this.policy.maxMs;
      },
      clock: this.clock,
      timers: this.timers,
    });
  }

  /** Stops applying changes; the connection is the outbox's, closed with it. */
  close(): void {
    this.stop();
  }

  private guard<T>(work: (db: OutboxDatabase) => Promise<T>): Promise<T> {
    return inOutbox(this.db, work);
  }

  /** Queues a change (on disk before anything is sent) and starts applying it. */
  async queue(change: FavoriteChange): Promise<QueuedFavoriteChange> {
    const now = this.clock.now();
    const entry = queuedFavoriteChangeSchema.parse({
      id: this.newId(),
      change,
      createdAt: now,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: now,
    });
    await this.guard((db) => db.favoriteChanges.add(entry));
    this.loop.kick();
    return entry;
  }

  /** Unconfirmed and refused changes, oldest first; unreadable ones are left out. */
  entries(): Promise<QueuedFavoriteChange[]> {
    return this.guard(async (db) => {
      const rows: unknown[] = await db.favoriteChanges.orderBy('createdAt').toArray();
      return validRows(rows, queuedFavoriteChangeSchema, (cause) => {
        this.error = new CacheError('corrupt', 'outbox', { detail: 'favoriteChanges', cause });
      });
    });
  }

  /** Forgets a refused change (the user has read why). */
  async dismiss(id: string): Promise<void> {
    await this.guard((db) => db.favoriteChanges.delete(id));
  }

  /** Starts applying. A change found `sending` was in flight when the app stopped: uncertain. */
  async start(): Promise<void> {
    await this.guard((db) =>
      db.favoriteChanges.filter((e) => e.state === 'sending').modify({ state: 'uncertain' }),
    );
    this.loop.start();
  }

  stop(): void {
    this.loop.stop();
  }

  /** Back online (or signed in again): what waits for a retry is due now. */
  async reconnect(): Promise<void> {
    const now = this.clock.now();
    await this.guard((db) =>
      db.favoriteChanges
        .filter((e) => (AUTO as readonly QueuedState[]).includes(e.state))
        .modify({ nextAttemptAt: now }),
    );
    this.loop.kick();
  }

  /** Resolves when no work is in progress (tests, and an orderly sign-out). */
  whenIdle(): Promise<void> {
    return this.loop.whenIdle();
  }

  private async drain(): Promise<number | undefined> {
    for (;;) {
      const entries = await this.entries();
      const work = selectDue(
        entries.map((e) => ({ ...e, queue: 'favorites' })),
        this.clock.now(),
        AUTO,
        SKIP,
      );
      const [head] = work.due;
      if (!this.loop.isStarted || !head) return work.wakeAt;
      await this.attempt(head);
    }
  }

  private later(attempts: number, failure: PortFailure): number {
    return this.clock.now() + retryDelay(attempts, this.policy, this.random, failure.retryAfterMs);
  }

  private update(id: string, changes: Partial<QueuedFavoriteChange>): Promise<unknown> {
    return this.guard((db) => db.favoriteChanges.update(id, changes));
  }

  /** Reads the server's list and hands it to the directory. */
  private async readList() {
    const list = await callPort(() => this.port.read());
    await this.onList(list);
    return list;
  }

  private async attempt(entry: QueuedFavoriteChange): Promise<void> {
    const attempts = entry.attempts + 1;
    await this.update(entry.id, {
      state: 'sending',
      attempts,
      firstAttemptAt: entry.firstAttemptAt ?? this.clock.now(),
    });
    // Only a failure of the write itself can be a refusal or leave the change uncertain.
    let step: 'read' | 'write' | 'confirm' = 'read';
    try {
      const list = await this.readList();
      if (!list.available) {
        await this.update(entry.id, { state: 'failed', notAvailable: true });
        return;
      }
      const operations = planChange(entry.change, list.items);
      if (operations.length > 0) {
        step = 'write';
        await callPort(() => this.port.update(operations));
        // The list with the change in it (an add's new entry): only then is the change done.
        step = 'confirm';
        await this.readList();
      }
      await this.guard((db) => db.favoriteChanges.delete(entry.id));
    } catch (error) {
      if (!(error instanceof PortCallError)) throw error;
      const failure = error.failure;
      const outcome = step === 'write' ? sendOutcome(failure) : 'retry';
      if (outcome === 'refused') {
        await this.update(entry.id, {
          state: 'failed',
          sentence: failure.sentence,
          ...(failure.code !== undefined && { refusedCode: failure.code }),
        });
        return;
      }
      // Never sent again blindly: the next attempt reads the list first.
      const uncertain = outcome === 'uncertain' || entry.state === 'uncertain';
      await this.update(entry.id, {
        state: uncertain ? 'uncertain' : 'pending',
        nextAttemptAt: this.later(attempts, failure),
      });
    }
  }
}
