import { type Table, type UpdateSpec } from 'dexie';
import { type z } from 'zod';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type CallReview, type ChatMessage } from '../../shared/interface';
import { databaseName, type Account } from '../cache/account';
import { CacheError, toCacheError } from '../cache/cache-error';
import { systemClock, systemTimers, type Clock, type Timers } from '../cache/clock';
import { deleteDatabase } from '../cache/open-database';
import { validRows } from '../cache/valid-rows';
import { callPort, PortCallError, type PortFailure, type ServerPort } from '../cache/server-port';
import {
  inOutbox,
  openOutboxDatabase,
  type OutboxDatabase,
  outboxMessageSchema,
  queuedReviewSchema,
  ratedCallSchema,
  type OutboxMessage,
  type QueuedReview,
  type QueuedState,
  type RatedCall,
} from './outbox-db';
import { DrainLoop } from './drain-loop';
import { broadcastSignals, webLocks, type PageSignals, type RequestLock } from './drain-lock';
import { DEFAULT_SKEW_MS, findDelivered } from './reconcile';
import { defaultRetryPolicy, retryDelay, selectDue, type RetryPolicy } from './retry-schedule';
import { sendOutcome } from './send-outcome';
import { afterAbsentLook, DEFAULT_SETTLE_MS, LOOK_EVERY_MS } from './settle';
import { draftSchema, type MessageDraft } from './draft';
import { t } from '../../shared/i18n';

export interface Delivery {
  /** The entry as it was when delivered (now removed from the outbox). */
  entry: OutboxMessage;
  /** The server's message, which replaces it. */
  message: ChatMessage;
  /** Confirmed by the send's answer, or found among the session's messages after an uncertain send. */
  via: 'response' | 'reconciled';
}

export interface OutboxOptions {
  account: Account;
  port: ServerPort;
  clock?: Clock;
  timers?: Timers;
  random?: () => number;
  newId?: () => string;
  policy?: RetryPolicy;
  /** How far the server's clock may be behind ours when matching an uncertain send. */
  skewMs?: number;
  /** How many of a session's latest messages are read to settle an uncertain send (default 50). */
  recentDepth?: number;
  /**
   * How long after an attempt was last known on its way the server may still apply it (default
   * 90 s, settle.ts): an uncertain message is sent again only after a look begun later than that.
   */
  settleMs?: number;
  /** While an attempt is open, how often its session's messages are looked at (default 4 s). */
  lookEveryMs?: number;
  /**
   * Takes the account's drain lock, so that one page of the profile sends at a time
   * (drain-lock.ts). Default: the page's Web Locks (`navigator.locks`); `null`, or none in the
   * page: no lock, this instance drains on its own.
   */
  requestLock?: RequestLock | null;
  /**
   * Tells the page that drains that something became due here (default: a BroadcastChannel
   * named after the account's outbox; `null`: none).
   */
  signals?: PageSignals | null;
}

export interface OutboxStatus {
  /** A local database failure (disk full, unreadable entries): show its sentence. */
  error?: CacheError;
}

/** The `clientId` a send carries: the entry's own, within what the bridge takes (100). */
const wireClientId = (entry: OutboxMessage) =>
  entry.clientId.length <= 100 ? { clientId: entry.clientId } : {};

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Claims only need to outlive any attempt they could be confused with. */
const CLAIM_TTL_MS = 30 * 24 * 3600_000;

// Said in the user's language when the entry is marked (the sentence is stored with it).
const UNCERTAIN_MESSAGE = () => t('outbox.uncertainMessage');
const UNCERTAIN_REVIEW = () => t('outbox.uncertainReview');

const MESSAGE_STATES = { auto: ['pending', 'uncertain'], skip: ['failed'] } as const;
const REVIEW_STATES = { auto: ['pending'], skip: [] } as const;

/**
 * Messages and call reviews that are not yet confirmed by the server, kept in their own database
 * (per account) so that a restart, a crash or clearing the cache loses none of them.
 *
 * Message states: pending → sending → delivered (removed; the server's message replaces it) |
 * failed (refused: keeps the sentence; the user edits, retries or deletes) | uncertain (it may
 * have arrived, or still arrive: the session's recent messages are searched for it until it is
 * found, and it is sent again only when a search begun after the last attempt could no longer be
 * applied finds nothing — settle.ts). A failure main knows came before the request was written
 * (`notSent`: refused, not resolved, offline, or given up waiting for a slot) is certain: pending
 * again. Messages of one session go in the order written. While the app knows it is offline
 * (`offline()` until `reconnect()`) nothing is sent. One page of a profile sends at a time (the
 * account's drain lock); the others queue, and tell it (`signals`).
 *
 * Reviews: sent once when the server is reachable; an uncertain one is never resent on its own
 * (there is no way to look a review up): the user decides.
 */
export class Outbox {
  readonly name: string;
  readonly status: StoreApi<OutboxStatus> = createStore<OutboxStatus>(() => ({}));
  private readonly db: OutboxDatabase;
  private readonly port: ServerPort;
  private readonly clock: Clock;
  private readonly timers: Timers;
  private readonly random: () => number;
  private readonly newId: () => string;
  private readonly policy: RetryPolicy;
  private readonly skewMs: number;
  private readonly recentDepth: number;
  private readonly settleMs: number;
  private readonly lookEveryMs: number;
  private readonly listeners = new Set<(delivery: Delivery) => void>();
  private readonly loop: DrainLoop;
  /** False while the app knows the server is unreachable: a send then could only be ambiguous. */
  private reachable = true;
  /** When `reconnect` last ran (see `attemptReview`). */
  private reconnectedAt = Number.NEGATIVE_INFINITY;
  private readonly requestLock: RequestLock | undefined;
  private readonly signals: PageSignals | undefined;
  /** This page's hold of the drain lock, or its wait for it (`start` until `stop`). */
  private holding: { abort: AbortController; release: () => void } | undefined;

  private constructor(options: OutboxOptions, db: OutboxDatabase) {
    this.name = databaseName('outbox', options.account);
    this.db = db;
    this.port = options.port;
    this.clock = options.clock ?? systemClock;
    this.timers = options.timers ?? systemTimers;
    this.random = options.random ?? Math.random;
    this.newId = options.newId ?? (() => crypto.randomUUID());
    this.policy = options.policy ?? defaultRetryPolicy;
    this.skewMs = options.skewMs ?? DEFAULT_SKEW_MS;
    this.recentDepth = options.recentDepth ?? 50;
    this.loop = new DrainLoop({
      drain: () => this.drain(),
      onRun: () => this.status.setState({}, true),
      onError: (error) => {
        // Local storage failed; try again later rather than never.
        this.status.setState({ error: toCacheError(error, 'outbox') }, true);
        return this.clock.now() + this.policy.maxMs;
      },
      clock: this.clock,
      timers: this.timers,
    });
    this.settleMs = options.settleMs ?? DEFAULT_SETTLE_MS;
    this.lookEveryMs = options.lookEveryMs ?? LOOK_EVERY_MS;
    this.requestLock =
      options.requestLock === undefined ? webLocks() : (options.requestLock ?? undefined);
    this.signals =
      options.signals === undefined ? broadcastSignals(this.name) : (options.signals ?? undefined);
    // Another page queued or changed something: due here if this page drains (else a no-op).
    this.signals?.listen(() => this.loop.kick());
  }

  static async open(options: OutboxOptions): Promise<Outbox> {
    return new Outbox(options, await openOutboxDatabase(options.account));
  }

  /**
   * The open connection, lent to what keeps its own tables in this database (the favorites
   * changes, the review prompter's memory): one connection per account, closed with the outbox.
   */
  get database(): OutboxDatabase {
    return this.db;
  }

  /** Deletes the outbox database of an account that cannot be opened (its entries are lost). */
  static discard(account: Account): Promise<void> {
    return deleteDatabase(databaseName('outbox', account), 'outbox');
  }

  close(): void {
    this.stop();
    this.signals?.close();
    this.db.close();
  }

  private guard<T>(work: (db: OutboxDatabase) => Promise<T>): Promise<T> {
    return inOutbox(this.db, work);
  }

  // ---- messages ----------------------------------------------------------------------------

  /** Queues a message (on disk before anything is sent) and starts sending it. */
  async send(draft: MessageDraft): Promise<OutboxMessage> {
    const { session, text, attachment, replyTo } = draftSchema.parse(draft);
    const now = this.clock.now();
    const entry: OutboxMessage = {
      clientId: this.newId(),
      session,
      text,
      ...(attachment && { attachment }),
      ...(replyTo !== undefined && { replyTo }),
      createdAt: now,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: now,
    };
    await this.guard((db) => db.messages.add(entry));
    this.kick();
    return entry;
  }

  /** Entries, oldest first (of one session when given). Unreadable ones are reported in `status`. */
  messages(session?: string): Promise<OutboxMessage[]> {
    return this.guard(async (db) => {
      const rows = await (session === undefined
        ? db.messages.orderBy('createdAt').toArray()
        : db.messages.where('session').equals(session).sortBy('createdAt'));
      return this.valid(rows, outboxMessageSchema, 'messages');
    });
  }

  /** A failed or uncertain message: try again (an uncertain one is still looked for first). */
  retry(clientId: string): Promise<void> {
    return this.change(clientId, ['failed', 'uncertain', 'pending'], (entry) => ({
      state: entry.state === 'uncertain' ? 'uncertain' : 'pending',
      nextAttemptAt: this.clock.now(),
    }));
  }

  /** An uncertain message the user wants sent regardless (a duplicate is their call). */
  sendAnyway(clientId: string): Promise<void> {
    return this.change(clientId, ['uncertain'], () => ({
      state: 'pending',
      nextAttemptAt: this.clock.now(),
    }));
  }

  /** New text for a message that is not on its way (pending or failed). */
  async edit(clientId: string, text: string): Promise<void> {
    const entry = (await this.messages()).find((e) => e.clientId === clientId);
    if (entry) draftSchema.parse({ ...entry, text });
    await this.change(clientId, ['pending', 'failed'], () => ({ text }));
  }

  /** Removes a message whatever its state. One in flight may still arrive (it is then delivered). */
  async remove(clientId: string): Promise<void> {
    await this.guard((db) => db.messages.delete(clientId));
  }

  private async change(
    clientId: string,
    from: readonly QueuedState[],
    changes: (entry: OutboxMessage) => Partial<OutboxMessage>,
  ): Promise<void> {
    const changed = await this.transition(
      (db) => db.messages,
      clientId,
      outboxMessageSchema,
      from,
      changes,
    );
    if (!changed) throw new RangeError(`message ${clientId} is not ${from.join(' or ')}`);
    this.kick();
  }

  /**
   * Reads an entry, checks its state and changes it in one transaction, so the user's edits and
   * the sender never act on the same entry at once. Undefined: it is gone or in another state.
   */
  private transition<T extends { state: QueuedState }>(
    table: (db: OutboxDatabase) => Table<T, string>,
    key: string,
    schema: z.ZodType<T>,
    from: readonly QueuedState[],
    changes: (entry: T) => Partial<T>,
  ): Promise<T | undefined> {
    return this.guard((db) =>
      db.transaction('rw', table(db), async () => {
        const parsed = schema.safeParse(await table(db).get(key));
        if (!parsed.success || !from.includes(parsed.data.state)) return undefined;
        const update = changes(parsed.data);
        await table(db).update(key, update as UpdateSpec<T>);
        return { ...parsed.data, ...update };
      }),
    );
  }

  onDelivered(listener: (delivery: Delivery) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  // ---- reviews -----------------------------------------------------------------------------

  async queueReview(callId: string, review: CallReview): Promise<QueuedReview> {
    const now = this.clock.now();
    const entry = queuedReviewSchema.parse({
      id: this.newId(),
      callId,
      review,
      createdAt: now,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: now,
    });
    await this.guard((db) => db.reviews.add(entry));
    this.kick();
    return entry;
  }

  reviews(): Promise<QueuedReview[]> {
    return this.guard(async (db) =>
      this.valid(await db.reviews.orderBy('createdAt').toArray(), queuedReviewSchema, 'reviews'),
    );
  }

  /** The ratings the server took, by call id (one read for a whole list). */
  ratings(): Promise<Map<string, RatedCall>> {
    return this.guard(async (db) => {
      const rated = this.valid(await db.rated.toArray(), ratedCallSchema, 'rated');
      return new Map(rated.map((r) => [r.callId, r]));
    });
  }

  /** The user sends a failed or uncertain review again. */
  async retryReview(id: string): Promise<void> {
    const changed = await this.transition(
      (db) => db.reviews,
      id,
      queuedReviewSchema,
      ['failed', 'uncertain', 'pending'],
      () => ({ state: 'pending', nextAttemptAt: this.clock.now() }),
    );
    if (!changed) throw new RangeError(`review ${id} is not waiting for the user`);
    this.kick();
  }

  async discardReview(id: string): Promise<void> {
    await this.guard((db) => db.reviews.delete(id));
  }

  // ---- running -----------------------------------------------------------------------------

  /**
   * Starts sending once this page holds the account's drain lock (drain-lock.ts): while another
   * page of the profile drains, this one waits (and so does `start`), sends nothing, and leaves
   * that page's entries as they are. Holding it, an entry found `sending` was in flight when the
   * page that sent it went away: its request may still be on its way (main outlives a reload)
   * and be applied, so it is uncertain, looked for at once, and not sent again before its
   * attempt closes (`openUntil`, written when it began; an uncertain entry without one gets the
   * whole settling time from now). The lock is held until `stop` (or the page goes).
   */
  async start(): Promise<void> {
    if (this.holding || this.loop.isStarted) return;
    const requestLock = this.requestLock;
    if (!requestLock) return this.begin(() => true);
    const hold = { abort: new AbortController(), release: () => {} };
    const released = new Promise<void>((resolve) => (hold.release = resolve));
    this.holding = hold;
    const current = () => this.holding === hold;
    await new Promise<void>((began, failed) => {
      requestLock(this.name, { signal: hold.abort.signal }, async () => {
        if (!current()) return; // stopped just as it was granted
        try {
          await this.begin(current);
        } catch (error) {
          if (current()) this.holding = undefined;
          failed(asError(error));
          return; // lets the lock go
        }
        began();
        await released;
      }).catch((error: unknown) => {
        // Stopped while it waited: there is nothing to start.
        if (hold.abort.signal.aborted) began();
        else failed(asError(error));
      });
    });
  }

  /** Takes over what a page that went away left `sending`, then starts the loop. */
  private async begin(current: () => boolean): Promise<void> {
    const now = this.clock.now();
    await this.guard((db) =>
      db.transaction('rw', db.messages, db.reviews, db.claims, async () => {
        await db.messages
          .filter(
            (e) => e.state === 'sending' || (e.state === 'uncertain' && e.openUntil === undefined),
          )
          .modify((e) => {
            if (e.state === 'sending') {
              e.state = 'uncertain';
              e.nextAttemptAt = now;
              e.sentence = UNCERTAIN_MESSAGE();
            }
            e.openUntil ??= now + this.settleMs;
          });
        await db.reviews
          .filter((r) => r.state === 'sending')
          .modify({ state: 'uncertain', sentence: UNCERTAIN_REVIEW() });
        await db.claims
          .where('at')
          .below(now - CLAIM_TTL_MS)
          .delete();
      }),
    );
    if (current()) this.loop.start();
  }

  /** Stops sending and lets the drain lock go (another page waiting for it takes over). */
  stop(): void {
    this.loop.stop();
    const hold = this.holding;
    this.holding = undefined;
    hold?.abort.abort();
    hold?.release();
  }

  /**
   * A chat notification for `session` (main's WebSocket). A send in doubt there is looked for
   * now rather than at its next look. One whose `clientId` the notification carries (the
   * guide's NewChatEvent has `clientId` and `chatOid`; docs/decisions.md) arrived as `message`:
   * it is never sent again, and the look takes that message.
   */
  async heard(notice: { session: string; message?: string; clientId?: string }): Promise<void> {
    const now = this.clock.now();
    const named = (entry: OutboxMessage) =>
      notice.clientId !== undefined &&
      notice.clientId !== '' &&
      notice.message !== undefined &&
      entry.clientId === notice.clientId &&
      (entry.state === 'sending' || entry.state === 'uncertain');
    const changed = await this.guard((db) =>
      db.transaction('rw', db.messages, () =>
        db.messages
          .where('session')
          .equals(notice.session)
          .filter((entry) => entry.state === 'uncertain' || named(entry))
          .modify((entry) => {
            if (named(entry)) entry.arrivedAs = notice.message;
            if (entry.state === 'uncertain') entry.nextAttemptAt = now;
          }),
      ),
    );
    if (changed > 0) this.kick();
  }

  /** The server is unreachable: send nothing until `reconnect()` (entries wait as they are). */
  offline(): void {
    this.reachable = false;
  }

  /**
   * Back online (or signed in again): whatever waits for a retry is due now. An uncertain message
   * is looked for now, and sent again only when its last attempt has closed (settle.ts).
   */
  async reconnect(): Promise<void> {
    const now = this.clock.now();
    this.reachable = true;
    this.reconnectedAt = now;
    await this.guard((db) =>
      db.transaction('rw', db.messages, db.reviews, async () => {
        await db.messages
          .filter((e) => e.state === 'pending' || e.state === 'uncertain')
          .modify({ nextAttemptAt: now });
        await db.reviews.filter((r) => r.state === 'pending').modify({ nextAttemptAt: now });
      }),
    );
    this.kick();
  }

  /**
   * The user wants what waits sent now (signing out): pending and uncertain messages are due at
   * once, an uncertain one still looked for first and sent again only as settle.ts allows.
   * Offline, they wait for `reconnect` as ever.
   */
  async sendNow(): Promise<void> {
    const now = this.clock.now();
    await this.guard((db) =>
      db.messages
        .filter((e) => e.state === 'pending' || e.state === 'uncertain')
        .modify({ nextAttemptAt: now }),
    );
    this.kick();
  }

  /** Resolves when no work is in progress (tests, and an orderly sign-out). */
  whenIdle(): Promise<void> {
    return this.loop.whenIdle();
  }

  /** Something became due: run now if this page drains, and tell the page that does. */
  private kick(): void {
    this.loop.kick();
    this.signals?.post();
  }

  /** Works until nothing is due; returns when something next will be. */
  private async drain(): Promise<number | undefined> {
    for (;;) {
      const now = this.clock.now();
      const messages = await this.messages();
      const reviews = await this.reviews();
      const toSend = selectDue(
        messages.map((m) => ({ ...m, queue: m.session, id: m.clientId })),
        now,
        MESSAGE_STATES.auto,
        MESSAGE_STATES.skip,
      );
      const toReview = selectDue(
        reviews.map((r) => ({ ...r, queue: r.id })),
        now,
        REVIEW_STATES.auto,
        REVIEW_STATES.skip,
      );
      // Offline: nothing is due until `reconnect` (no timer; it kicks).
      if (!this.loop.isStarted || !this.reachable) return undefined;
      if (toSend.due.length === 0 && toReview.due.length === 0) {
        const wakes = [toSend.wakeAt, toReview.wakeAt].filter((t) => t !== undefined);
        return wakes.length > 0 ? Math.min(...wakes) : undefined;
      }
      for (const entry of toSend.due) await this.attemptMessage(entry);
      for (const review of toReview.due) await this.attemptReview(review);
    }
  }

  private later(attempts: number, failure?: PortFailure): number {
    return this.clock.now() + retryDelay(attempts, this.policy, this.random, failure?.retryAfterMs);
  }

  /**
   * When to try again after a read begun at `startedAt` failed: with backoff, unless we came back
   * online meanwhile — `reconnect` made it due now, and a backoff written after must not push it back.
   */
  private afterFailedRead(startedAt: number, attempts: number, failure: PortFailure): number {
    return this.reconnectedAt > startedAt ? this.clock.now() : this.later(attempts, failure);
  }

  /**
   * What a failed attempt leaves: a refusal is final (failed, with the server's sentence); a
   * failure worth another try waits with backoff; an ambiguous one is uncertain, and is tried
   * again (after the reconciliation look) only when `uncertain.retry` says so.
   */
  private afterFailure(
    failure: PortFailure,
    attempts: number,
    uncertain: { sentence: string; retry: boolean },
  ): Partial<Pick<OutboxMessage, 'state' | 'nextAttemptAt' | 'sentence' | 'refusedCode'>> {
    const outcome = sendOutcome(failure);
    if (outcome === 'refused') {
      return { state: 'failed', sentence: failure.sentence, refusedCode: failure.code };
    }
    if (outcome === 'retry') {
      return {
        state: 'pending',
        nextAttemptAt: this.later(attempts, failure),
        sentence: failure.sentence,
      };
    }
    return {
      state: 'uncertain',
      sentence: uncertain.sentence,
      ...(uncertain.retry && { nextAttemptAt: this.later(attempts, failure) }),
    };
  }

  private async attemptMessage(entry: OutboxMessage): Promise<void> {
    if (entry.state === 'uncertain' && !(await this.provenAbsent(entry))) return;
    const startedAt = this.clock.now();
    // On disk before the request leaves: a crash from here on leaves it `sending`, hence uncertain.
    const sending = await this.transition(
      (db) => db.messages,
      entry.clientId,
      outboxMessageSchema,
      ['pending', 'uncertain'],
      (fresh) => ({
        state: 'sending',
        attempts: fresh.attempts + 1,
        firstAttemptAt: fresh.firstAttemptAt ?? startedAt,
        nextAttemptAt: startedAt,
        // Cut off by a reload from here on, it may be applied until then (start() reads it).
        openUntil: startedAt + this.settleMs,
        failedLooks: undefined,
        sentence: undefined,
      }),
    );
    if (!sending) return; // removed or edited meanwhile: the next pass sees it as it is now
    const { session, text, attachment, replyTo, attempts } = sending;
    try {
      const message = await callPort(() =>
        replyTo !== undefined
          ? this.port.reply(session, replyTo, { text, ...wireClientId(sending) })
          : this.port.sendChat(session, {
              ...(text !== '' && { text }),
              ...(attachment && { attachment }),
              ...wireClientId(sending),
            }),
      );
      await this.deliver(sending, message, 'response');
    } catch (error) {
      if (!(error instanceof PortCallError)) throw error;
      const changes = this.afterFailure(error.failure, attempts, {
        sentence: UNCERTAIN_MESSAGE(),
        retry: true,
      });
      // Never written, and back online meanwhile: `reconnect` made it due now; no backoff after.
      if (changes.state === 'pending' && this.reconnectedAt > startedAt) {
        changes.nextAttemptAt = this.clock.now();
      }
      // The server may still be applying it (slower than our timeout): open from now.
      const open = changes.state === 'uncertain' && { openUntil: this.clock.now() + this.settleMs };
      await this.guard((db) => db.messages.update(entry.clientId, { ...changes, ...open }));
    }
  }

  /**
   * Looks for an uncertain send among the session's latest messages (reconcile.ts matches them).
   * True only when it is not there and the look began after its last attempt closed (settle.ts):
   * then it may be sent again. Otherwise it was delivered, or it waits, still uncertain, for the
   * next look: soon while its attempt is open, with backoff when the messages could not be read.
   */
  private async provenAbsent(entry: OutboxMessage): Promise<boolean> {
    if (entry.firstAttemptAt === undefined) return true;
    const lookedAt = this.clock.now();
    let recent: ChatMessage[];
    try {
      recent = (
        await callPort(() => this.port.chatMessages(entry.session, { limit: this.recentDepth }))
      ).items;
    } catch (error) {
      if (!(error instanceof PortCallError)) throw error;
      const failedLooks = (entry.failedLooks ?? 0) + 1;
      const nextAttemptAt = this.afterFailedRead(lookedAt, failedLooks, error.failure);
      await this.guard((db) => db.messages.update(entry.clientId, { nextAttemptAt, failedLooks }));
      return false;
    }
    const claimed = new Set(await this.guard((db) => db.claims.toCollection().primaryKeys()));
    const match = findDelivered(
      {
        text: entry.text,
        firstAttemptAt: entry.firstAttemptAt,
        ...(entry.attachment && { attachmentName: entry.attachment.commonName }),
        ...(entry.replyTo !== undefined && { replyTo: entry.replyTo }),
        clientId: entry.clientId,
        ...(entry.arrivedAs !== undefined && { arrivedAs: entry.arrivedAs }),
      },
      recent,
      claimed,
      this.skewMs,
    );
    if (match) {
      await this.deliver(entry, match, 'reconciled');
      return false;
    }
    if (entry.arrivedAs !== undefined) {
      // The server named it (`heard`) but it is older than the messages read: it is there.
      await this.deliver(entry, { oid: entry.arrivedAs }, 'reconciled');
      return false;
    }
    const next = afterAbsentLook(entry.openUntil, lookedAt, this.clock.now(), this.lookEveryMs);
    if (next.resend) return true;
    await this.guard((db) =>
      db.messages.update(entry.clientId, { nextAttemptAt: next.lookAt, failedLooks: undefined }),
    );
    return false;
  }

  /**
   * Removes the entry and claims the server's message for it, in one transaction; listeners
   * hear of it when the message itself is known (not for one only named by a notification).
   */
  private async deliver(
    entry: OutboxMessage,
    message: ChatMessage | { oid: string },
    via: Delivery['via'],
  ): Promise<void> {
    await this.guard((db) =>
      db.transaction('rw', db.messages, db.claims, async () => {
        await db.messages.delete(entry.clientId);
        await db.claims.put({
          serverOid: message.oid,
          clientId: entry.clientId,
          at: this.clock.now(),
        });
      }),
    );
    if (!('objectType' in message)) return;
    for (const listener of this.listeners) listener({ entry, message, via });
  }

  private async attemptReview(review: QueuedReview): Promise<void> {
    const attempts = review.attempts + 1;
    const startedAt = this.clock.now();
    // A review that fails ambiguously is not resent, so it is sent only right after the server
    // answered a cheap read: most "network" failures (offline) are caught here, harmlessly.
    try {
      await callPort(() => this.port.searchCommunications({ limit: 1 }));
    } catch (error) {
      if (!(error instanceof PortCallError)) throw error;
      const nextAttemptAt = this.afterFailedRead(startedAt, attempts, error.failure);
      await this.guard((db) => db.reviews.update(review.id, { attempts, nextAttemptAt }));
      return;
    }
    await this.guard((db) =>
      db.reviews.update(review.id, {
        state: 'sending',
        attempts,
        firstAttemptAt: review.firstAttemptAt ?? this.clock.now(),
        sentence: undefined,
      }),
    );
    try {
      await callPort(() => this.port.reviewCall(review.callId, review.review));
      // Taken: no longer queued, and kept as the call's rating (the server cannot show it back).
      const rated = { callId: review.callId, review: review.review, sentAt: this.clock.now() };
      await this.guard((db) =>
        db.transaction('rw', db.reviews, db.rated, async () => {
          await db.reviews.delete(review.id);
          await db.rated.put(rated);
        }),
      );
    } catch (error) {
      if (!(error instanceof PortCallError)) throw error;
      // No way to look for a review on the server: an uncertain one waits for the user.
      const changes = this.afterFailure(error.failure, attempts, {
        sentence: UNCERTAIN_REVIEW(),
        retry: false,
      });
      await this.guard((db) => db.reviews.update(review.id, changes));
    }
  }

  /** Deletes entries that cannot be read back (reported as a corrupt error in `status`). */
  async discardUnreadable(): Promise<number> {
    const removed = await this.guard((db) =>
      db.transaction('rw', db.messages, db.reviews, async () => {
        let count = 0;
        for (const [table, schema] of [
          [db.messages, outboxMessageSchema],
          [db.reviews, queuedReviewSchema],
        ] as const) {
          const rows: unknown[] = await table.toArray();
          const keys = await table.toCollection().primaryKeys();
          const bad = keys.filter((_, i) => !schema.safeParse(rows[i]).success);
          await table.bulkDelete(bad);
          count += bad.length;
        }
        return count;
      }),
    );
    this.status.setState({}, true);
    return removed;
  }

  /** Rows that pass their schema; any that do not are reported, never handed out. */
  private valid<T>(rows: unknown[], schema: z.ZodType<T>, table: string): T[] {
    return validRows(rows, schema, (cause) =>
      this.status.setState({
        error: new CacheError('corrupt', 'outbox', { detail: table, cause }),
      }),
    );
  }
}
