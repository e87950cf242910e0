import { createStore, type StoreApi } from 'zustand/vanilla';
import { type Api, type LiveNotification, type LiveStatus } from '../../shared/contract';
import { type CommunicationCache, type SyncEngine, type Timers } from '../cache';
import { systemTimers } from '../cache/clock';
import { SYNC_LAG_SECONDS } from '../cache/sync-window';
import { type Directory } from '../directory/directory';
import { createTypingIndicators, type TypingIndicators } from './typing';

export interface LiveUpdatesState {
  /** Main's WebSocket: `live` (changes arrive as they happen), else the timer asks for them. */
  state: LiveStatus['state'];
  /** The sync engine's period now (ms). */
  intervalMs: number;
  /** Main's connections in this sign-in: what a screen reads while shown is read again on each. */
  connection: number;
}

export interface LiveUpdates {
  readonly status: StoreApi<LiveUpdatesState>;
  /** Who types in the chat sessions watched (`live.watchTyping`). */
  readonly typing: TypingIndicators;
  /**
   * One catch-up sync, once its window can hold what changed just now: for a change made from
   * this device that no notification announces (an SMS sent), as for one a notification names.
   */
  catchUp(): void;
  close(): void;
}

export interface LiveUpdatesOptions {
  api: Api;
  cache: CommunicationCache;
  sync: SyncEngine;
  /** Presence and colleagues' line state: what People and Favorites show. */
  directory: Pick<Directory, 'applyPresence' | 'applyDoNotDisturb'>;
  /** The sync engine's period without a socket (the server has none, or it cannot be kept). */
  pollIntervalMs: number;
  /** Its period with one: for changes no subscribed notification announces (e-mail, SMS, …). */
  liveIntervalMs: number;
  /**
   * How long after a connection (or a notification of a change in the log) the catch-up sync
   * waits: sync windows end a lag before now, so the window must end after the change.
   */
  catchUpDelayMs: number;
  timers?: Timers;
}

/**
 * How long a catch-up waits after what triggered it, so that its window holds the change. A
 * window ends `SYNC_LAG_SECONDS` whole seconds before the server's now as the app knows it, and
 * the app learns the server's clock from HTTP `Date` headers, whole seconds: its estimate may be
 * up to a second behind. A change in second S is in a window ending at S + 1 or later, which
 * takes an estimate of S + lag + 1, which can be lag + 2 seconds after the change.
 */
export const CATCH_UP_DELAY_MS = (SYNC_LAG_SECONDS + 2) * 1000;

/**
 * Main's WebSocket, as the local data hears it: every change it announces enters the cache by
 * the same road as a page read or a sync window, and every screen reads it from there.
 *
 * - A chat notification: the sender's typing indicator ends. The session's newest messages,
 *   which main reads after it (`chatMessages`), are stored; where main's read failed or missed
 *   the message, main asks for a catch-up instead.
 * - A missed call or voicemail, or what main could not hand on (`catchUp`): one sync, once the
 *   window can hold it.
 * - A presence list entry or a colleague's "do not disturb": stored in the directory, which
 *   People and Favorites read.
 * - Someone typing in a watched session: `typing`, until the guide's 15 s pass without another
 *   or their message arrives.
 * - Each new connection: one catch-up sync (what changed while there was none).
 * - `catchUp()`: one catch-up sync for a change this device made that nothing announces.
 * - The state sets the sync engine's period: `liveIntervalMs` while live, else `pollIntervalMs`
 *   (the engine doubles it while the server refuses as too many requests).
 */
export function connectLiveUpdates(options: LiveUpdatesOptions): LiveUpdates {
  const { api, cache, sync, directory } = options;
  const timers = options.timers ?? systemTimers;
  const typing = createTypingIndicators(timers);
  const intervalFor = (state: LiveStatus['state']) =>
    state === 'live' ? options.liveIntervalMs : options.pollIntervalMs;
  const status = createStore<LiveUpdatesState>(() => ({
    state: 'off',
    intervalMs: options.pollIntervalMs,
    connection: 0,
  }));
  let closed = false;
  let seenConnection = 0;
  let catchUpTimer: unknown;
  /** A trigger came while a catch-up waited: its window may end before it, so one more runs. */
  let catchUpAgain = false;

  const catchUp = () => {
    if (closed) return;
    if (catchUpTimer !== undefined) {
      catchUpAgain = true;
      return;
    }
    catchUpTimer = timers.setTimeout(() => {
      catchUpTimer = undefined;
      if (closed) return;
      void sync.syncNow();
      if (catchUpAgain) {
        catchUpAgain = false;
        catchUp();
      }
    }, options.catchUpDelayMs);
  };

  const apply = ({ state, connection }: LiveStatus) => {
    if (closed) return;
    status.setState({ state, intervalMs: intervalFor(state), connection });
    sync.every(intervalFor(state));
    if (state === 'live' && connection > seenConnection) catchUp();
    // A new sign-in counts from one again.
    seenConnection = state === 'off' ? 0 : Math.max(seenConnection, connection);
  };

  /** The directory says why it failed in its own status; the next read puts it right. */
  const intoDirectory = (write: Promise<void>) => void write.catch(() => {});

  const hear = (notification: LiveNotification) => {
    if (closed) return;
    switch (notification.kind) {
      case 'chat':
        if (notification.from !== undefined)
          typing.arrived(notification.session, notification.from);
        return;
      case 'chatMessages':
        // The cache failed: the sync brings them (its status says why not).
        void cache.store(notification.messages).catch(catchUp);
        return;
      case 'log':
      case 'catchUp':
        catchUp();
        return;
      case 'presence':
        intoDirectory(directory.applyPresence(notification));
        return;
      case 'doNotDisturb':
        intoDirectory(directory.applyDoNotDisturb(notification.person, notification.on));
        return;
      case 'typing':
        typing.typing(notification.session, notification.name);
        return;
    }
  };

  const offStatus = api.on('live.status', apply);
  const offNotification = api.on('live.notification', hear);
  // Unanswered (the host connection dropped): no socket is known, so the timer asks.
  void api.live
    .get()
    .then(apply)
    .catch(() => {});

  return {
    status,
    typing,
    catchUp,
    close() {
      closed = true;
      typing.close();
      offStatus();
      offNotification();
      timers.clearTimeout(catchUpTimer);
    },
  };
}
