import { type LiveStatus, type SessionState } from '../../shared/contract';
import { type ActiveChannelEvent } from '../../shared/interface';
import { type ApiClient } from '../api';
import { ApiError } from '../api/api-error';
import { type EventBus } from '../common/event-bus';
import { type Logger } from '../common/logger';
import { liveAddress } from './live-address';
import { openLiveSocket, type LiveSocket, type LiveSocketOptions } from './live-socket';
import { readNotification, subscribedTypes } from './notifications';
import { CHAT_READ_LIMIT, createChatReads } from './chat-reads';
import { createNotificationLimit } from './notification-limit';
import { reconnectDelay, sleep } from './reconnect';

export interface LiveTiming {
  /** The first wait after a drop; each failure after it doubles it (with jitter) up to `maxDelayMs`. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** Failed tries in a row after which the local data polls while the socket is tried again. */
  pollAfterFailures: number;
  /** A connection open this long counts as kept: the next drop starts the backoff again. */
  keptAfterMs: number;
  /** How often a server without a WebSocket (404/405) is asked again. */
  unavailableRetryMs: number;
  heartbeatMs: number;
  echoTimeoutMs: number;
  /** Notifications handed on at most, in a burst and per second after it (`notification-limit.ts`). */
  burst: number;
  perSecond: number;
}

export const defaultLiveTiming: LiveTiming = {
  initialDelayMs: 1_000,
  maxDelayMs: 60_000,
  pollAfterFailures: 3,
  keptAfterMs: 30_000,
  unavailableRetryMs: 10 * 60_000,
  heartbeatMs: 30_000,
  echoTimeoutMs: 10_000,
  burst: 200,
  perSecond: 50,
};

export interface LiveServiceDeps {
  events: EventBus;
  log: Logger;
  session: {
    withClient<T>(run: (client: Pick<ApiClient, 'websocket' | 'chats'>) => Promise<T>): Promise<T>;
  };
  /** An `activeChannelEvent`: main's phone service follows the calls with it. */
  onActiveChannel?: (event: ActiveChannelEvent) => void;
  timing?: Partial<LiveTiming>;
  random?: () => number;
  now?: () => number;
  openSocket?: (options: LiveSocketOptions) => LiveSocket;
}

export interface LiveService {
  status(): LiveStatus;
  /**
   * Who types in `session` (guide: ChatTypingEvent, object-specific), until called with `on`
   * false: subscribed on the open socket now and on every connection after it.
   */
  watchTyping(session: string, on: boolean): void;
  /**
   * The read and delivery dates of these sessions (ChatHasBeenReadEvent and
   * ChatHasBeenDeliveredEvent, object-specific), with their names: replaces the set watched,
   * on the open socket now and on every connection after it.
   */
  watchReceipts(sessions: readonly { session: string; name: string }[]): void;
  /**
   * Per kind, the messages received but not handed on since start: notifications of a type the
   * app uses that could not be read, messages of no known kind, and those over the limit.
   */
  dropped(): ReadonlyMap<string, number>;
  dispose(): void;
}

/**
 * A server that offers no WebSocket (decisions.md): the address call is not there (404), not
 * allowed by either method (405 after the GET fallback), or not permitted to this user or
 * licence (403, common_errors.html 10101). The local data polls instead.
 */
function offersNone(error: unknown): boolean {
  return error instanceof ApiError && [403, 404, 405].includes(error.status ?? 0);
}

/** Who is signed in where: another account (or demo server) is another connection. */
function accountOf(state: SessionState): { key: string; serverUrl: string } | undefined {
  if (state.status !== 'signed-in') return undefined;
  const { serverUrl, tenant, userName } = state.user;
  return { key: `${serverUrl}\n${tenant ?? ''}\n${userName}`, serverUrl };
}

/**
 * The platform's WebSocket for the signed-in session, held in main (its address carries the
 * session's ticket; the renderer sees only `live.status` and `live.notification`). It follows
 * the session: connects after sign-in, closes at sign-out or when the session needs signing in
 * again. Each connection asks for a new address (so an address never outlives the session token
 * it was issued for), subscribes, and counts in `live.status.connection`: the renderer answers
 * each new count with one catch-up sync. After a drop it reconnects with exponential backoff and
 * jitter; after `pollAfterFailures` failed tries, or when the server has no WebSocket (404/405
 * on the address), the status says `polling` and the local data polls on a timer.
 */
export function createLiveService(deps: LiveServiceDeps): LiveService {
  const timing = { ...defaultLiveTiming, ...deps.timing };
  const random = deps.random ?? Math.random;
  const now = deps.now ?? Date.now;
  const openSocket = deps.openSocket ?? openLiveSocket;
  const { log, events } = deps;
  let status: LiveStatus = { state: 'off', connection: 0 };
  let current: { key: string; stop: AbortController } | undefined;
  /** Chat sessions whose typing is watched (their threads are open), for this sign-in. */
  const typingWatched = new Set<string>();
  let socketNow: LiveSocket | undefined;
  const typingOf = (oid: string) => ({ notificationType: 'chatTypingEvent' as const, oid });
  /** Chat sessions whose read and delivery dates are watched, with their names. */
  const receiptsWatched = new Map<string, string>();
  const receiptTypes = ['chatHasBeenReadEvent', 'chatHasBeenDeliveredEvent'] as const;
  const receiptsOf = (oid: string) =>
    receiptTypes.map((notificationType) => ({ notificationType, oid }));
  const dropped = new Map<string, number>();
  /** Counted always; logged the first time only, so a stream of them cannot fill the log. */
  const drop = (kind: string, why: string) => {
    const count = (dropped.get(kind) ?? 0) + 1;
    dropped.set(kind, count);
    if (count === 1)
      log.warn(`dropped ${kind} from the WebSocket (${why}); further ones are counted`);
  };
  const limit = createNotificationLimit({
    burst: timing.burst,
    perSecond: timing.perSecond,
    now,
    // What the limit held back is read by one catch-up once it passes notifications again.
    onResume: () => events.emit('live.notification', { kind: 'catchUp' }),
  });

  const chatReads = createChatReads({
    readNewest: (session) =>
      deps.session.withClient(async (client) => {
        const page = await client.chats.messages(session, { limit: CHAT_READ_LIMIT });
        return page.items;
      }),
    emit: (notification) => events.emit('live.notification', notification),
  });

  const set = (next: LiveStatus) => {
    if (next.state === status.state && next.connection === status.connection) return;
    status = next;
    events.emit('live.status', status);
  };

  const hear = (envelope: Parameters<LiveSocketOptions['onNotification']>[0]) => {
    const reading = readNotification(envelope, { typingWatched, receiptsWatched });
    if (!reading) return;
    if ('channel' in reading) {
      deps.onActiveChannel?.(reading.channel);
      return;
    }
    const type = `a ${envelope.notificationType}`;
    if ('dropped' in reading) {
      drop(type, reading.dropped);
      if (!reading.instead) return;
    }
    const notification = 'dropped' in reading ? reading.instead : reading.notification;
    if (!notification) return;
    if (!limit.take()) return drop('notifications over the limit', 'a flood');
    events.emit('live.notification', notification);
    if (notification.kind === 'chat') chatReads.read(notification.session, notification.message);
    // The messages as the server now marks them read for this user: read once more.
    if (notification.kind === 'chatRead') chatReads.read(notification.session, undefined);
  };

  async function connect(signal: AbortSignal, serverUrl: string): Promise<void> {
    let failures = 0;
    let connection = 0;
    const waitBeforeNext = async () => {
      set({ state: failures >= timing.pollAfterFailures ? 'polling' : 'connecting', connection });
      await sleep(reconnectDelay(failures, timing, random), signal);
    };
    while (!signal.aborted) {
      let url: URL;
      try {
        const raw = await deps.session.withClient((client) => client.websocket.address({ signal }));
        url = liveAddress(raw, serverUrl);
      } catch (error) {
        if (signal.aborted) return;
        if (offersNone(error)) {
          log.info('the server offers no WebSocket: polling for changes');
          set({ state: 'polling', connection });
          await sleep(timing.unavailableRetryMs, signal);
        } else {
          failures += 1;
          log.warn('could not get the WebSocket address', error);
          await waitBeforeNext();
        }
        continue;
      }
      let socket: LiveSocket;
      try {
        socket = openSocket({
          url,
          subscriptions: [
            ...subscribedTypes.map((notificationType) => ({ notificationType })),
            ...[...typingWatched].map(typingOf),
            ...[...receiptsWatched.keys()].flatMap(receiptsOf),
          ],
          log,
          heartbeatMs: timing.heartbeatMs,
          echoTimeoutMs: timing.echoTimeoutMs,
          onNotification: (envelope) => {
            if (!signal.aborted) hear(envelope);
          },
          onUnknown: (what) => drop(what, 'no message of the protocol'),
        });
      } catch (error) {
        // The socket library throws for an address it cannot open: one more failed try.
        failures += 1;
        log.warn('could not open the WebSocket', error);
        await waitBeforeNext();
        continue;
      }
      const closeOnStop = () => socket.close();
      signal.addEventListener('abort', closeOnStop);
      socketNow = socket;
      try {
        await socket.ready;
        const openedAt = now();
        connection += 1;
        set({ state: 'live', connection });
        await socket.closed;
        if (signal.aborted) return;
        failures = now() - openedAt >= timing.keptAfterMs ? 0 : failures + 1;
        log.info('the WebSocket closed: reconnecting');
      } catch {
        if (signal.aborted) return;
        failures += 1;
        await socket.closed;
      } finally {
        signal.removeEventListener('abort', closeOnStop);
        if (socketNow === socket) socketNow = undefined;
      }
      await waitBeforeNext();
    }
  }

  const stop = () => {
    chatReads.clear();
    current?.stop.abort();
    current = undefined;
    set({ state: 'off', connection: 0 });
  };

  const offSession = events.subscribe((event, payload) => {
    if (event !== 'session.changed') return;
    const account = accountOf(payload as SessionState);
    if (account?.key === current?.key) return;
    stop();
    if (account === undefined) {
      typingWatched.clear();
      receiptsWatched.clear();
      return;
    }
    const run = { key: account.key, stop: new AbortController() };
    current = run;
    set({ state: 'connecting', connection: 0 });
    connect(run.stop.signal, account.serverUrl).catch((error: unknown) =>
      log.error('the WebSocket failed', error),
    );
  });

  return {
    status: () => status,
    watchTyping(session, on) {
      if (on === typingWatched.has(session)) return;
      if (on) typingWatched.add(session);
      else typingWatched.delete(session);
      socketNow?.toggle(typingOf(session), on);
    },
    watchReceipts(sessions) {
      const wanted = new Map(sessions.map(({ session, name }) => [session, name]));
      for (const session of receiptsWatched.keys()) {
        if (wanted.has(session)) continue;
        receiptsWatched.delete(session);
        for (const request of receiptsOf(session)) socketNow?.toggle(request, false);
      }
      for (const [session, name] of wanted) {
        const known = receiptsWatched.has(session);
        receiptsWatched.set(session, name);
        if (!known) for (const request of receiptsOf(session)) socketNow?.toggle(request, true);
      }
    },
    dropped: () => dropped,
    dispose() {
      offSession();
      limit.dispose();
      stop();
    },
  };
}
