import { type LiveStatus, type SessionState } from '../../shared/contract';
import { type ApiClient } from '../api';
import { ApiError } from '../api/api-error';
import { type EventBus } from '../core/event-bus';
import { type Logger } from '../core/logger';
import { openLiveSocket, type LiveSocket, type LiveSocketOptions } from './live-socket';
import { subscribedTypes, toLiveNotification } from './notifications';
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
}

export const defaultLiveTiming: LiveTiming = {
  initialDelayMs: 1_000,
  maxDelayMs: 60_000,
  pollAfterFailures: 3,
  keptAfterMs: 30_000,
  unavailableRetryMs: 10 * 60_000,
  heartbeatMs: 30_000,
  echoTimeoutMs: 10_000,
};

export interface LiveServiceDeps {
  events: EventBus;
  log: Logger;
  session: { withClient<T>(run: (client: Pick<ApiClient, 'websocket'>) => Promise<T>): Promise<T> };
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
  dispose(): void;
}

/** A server that offers no WebSocket: the local data polls instead (decisions.md). */
function offersNone(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 405);
}

/** Who is signed in where: another account (or demo server) is another connection. */
function accountKey(state: SessionState): string | undefined {
  if (state.status !== 'signed-in') return undefined;
  const { serverUrl, tenant, userName } = state.user;
  return `${serverUrl}\n${tenant ?? ''}\n${userName}`;
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

  const set = (next: LiveStatus) => {
    if (next.state === status.state && next.connection === status.connection) return;
    status = next;
    events.emit('live.status', status);
  };

  async function connect(signal: AbortSignal): Promise<void> {
    let failures = 0;
    let connection = 0;
    const waitBeforeNext = async () => {
      set({ state: failures >= timing.pollAfterFailures ? 'polling' : 'connecting', connection });
      await sleep(reconnectDelay(failures, timing, random), signal);
    };
    while (!signal.aborted) {
      let url: string;
      try {
        url = await deps.session.withClient((client) => client.websocket.address({ signal }));
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
      const socket = openSocket({
        url,
        subscriptions: [
          ...subscribedTypes.map((notificationType) => ({ notificationType })),
          ...[...typingWatched].map(typingOf),
        ],
        log,
        heartbeatMs: timing.heartbeatMs,
        echoTimeoutMs: timing.echoTimeoutMs,
        onNotification: (envelope) => {
          const notification = toLiveNotification(envelope, log);
          if (notification && !signal.aborted) events.emit('live.notification', notification);
        },
      });
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
    current?.stop.abort();
    current = undefined;
    set({ state: 'off', connection: 0 });
  };

  const offSession = events.subscribe((event, payload) => {
    if (event !== 'session.changed') return;
    const key = accountKey(payload as SessionState);
    if (key === current?.key) return;
    stop();
    if (key === undefined) {
      typingWatched.clear();
      return;
    }
    const run = { key, stop: new AbortController() };
    current = run;
    set({ state: 'connecting', connection: 0 });
    connect(run.stop.signal).catch((error: unknown) => log.error('the WebSocket failed', error));
  });

  return {
    status: () => status,
    watchTyping(session, on) {
      if (on === typingWatched.has(session)) return;
      if (on) typingWatched.add(session);
      else typingWatched.delete(session);
      socketNow?.toggle(typingOf(session), on);
    },
    dispose() {
      offSession();
      stop();
    },
  };
}
