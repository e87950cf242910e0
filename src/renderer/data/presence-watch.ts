import { type StoreApi } from 'zustand/vanilla';
import { systemTimers, type Timers } from '../cache/clock';
import { type LiveUpdatesState } from './live-updates';

/** Without main's WebSocket, presence is read again this often while a screen shows it. */
export const PRESENCE_EVERY_MS = 60_000;

/**
 * When the account's data reads presence from the server: only while a screen shows it (People,
 * Favorites), so an idle window asks nothing. A screen says it shows presence (`watch`); the
 * data layer then reads it at once, again on each new connection of main's WebSocket (what
 * changed while there was none), and every `everyMs` while there is no socket (its
 * notifications keep the directory current otherwise). Nothing is read while the server is
 * unreachable; it is read at once when it is back.
 */
export interface PresenceWatch {
  /** A screen shows presence until the returned function is called. */
  watch(): () => void;
  /** Main's view of the server: reachable or not. */
  setOnline(online: boolean): void;
  close(): void;
}

export function presenceWatch(options: {
  refresh: () => Promise<unknown>;
  live: StoreApi<LiveUpdatesState>;
  everyMs?: number;
  timers?: Timers;
}): PresenceWatch {
  const { refresh, live } = options;
  const everyMs = options.everyMs ?? PRESENCE_EVERY_MS;
  const timers = options.timers ?? systemTimers;
  let watchers = 0;
  let online = true;
  let timer: unknown;

  const wanted = () => watchers > 0 && online;
  const stop = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  };
  const read = () => {
    stop();
    // A failed read says why in the directory's status; the next one puts it right.
    void refresh().catch(() => undefined);
    if (live.getState().state !== 'live') timer = timers.setTimeout(read, everyMs);
  };
  const offLive = live.subscribe((now, before) => {
    if (!wanted()) return;
    if (now.connection !== before.connection) read();
    else if (now.state === 'live') stop();
    else if (timer === undefined) timer = timers.setTimeout(read, everyMs);
  });

  return {
    watch() {
      watchers++;
      if (watchers === 1 && online) read();
      let watching = true;
      return () => {
        if (!watching) return;
        watching = false;
        watchers--;
        if (watchers === 0) stop();
      };
    },
    setOnline(value) {
      const was = online;
      online = value;
      if (!online) stop();
      else if (!was && watchers > 0) read();
    },
    close() {
      offLive();
      stop();
      watchers = 0;
    },
  };
}
