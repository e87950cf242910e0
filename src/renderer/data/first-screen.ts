import { systemTimers, type Timers } from '../cache/clock';

/**
 * Lets the first screen's reads go before background work at start. IndexedDB answers one
 * request after another, so the sync engine's first window and the pager's first page, asked
 * at once, put the rows the user is waiting for behind theirs (measured: 30–50 ms of a start,
 * more on a busy machine). The data layer knows which reads the first screen waits for (see
 * `openAccountData`) and says when they are served; background work waits until the browser
 * has painted what they hold, or for `fallbackMs` (a window that paints no frames, hidden at
 * start).
 */
export interface FirstScreen {
  /** Resolves once the first screen's reads are served and painted, or after the fallback. */
  readonly drawn: Promise<void>;
  /** The first screen's reads are answered: `drawn` follows the next painted frame. */
  served(): void;
  /** Stops the fallback timer (the account closed). */
  dispose(): void;
}

export function firstScreenGate(fallbackMs: number, timers: Timers = systemTimers): FirstScreen {
  let resolve!: () => void;
  const drawn = new Promise<void>((r) => (resolve = r));
  const timer = timers.setTimeout(() => resolve(), fallbackMs);
  const done = () => {
    timers.clearTimeout(timer);
    resolve();
  };
  return {
    drawn,
    // A frame callback runs before its paint; the task after it runs once the frame is painted.
    served() {
      if (typeof requestAnimationFrame === 'function') {
        requestAnimationFrame(() => timers.setTimeout(done, 0));
      } else timers.setTimeout(done, 0);
    },
    dispose: () => timers.clearTimeout(timer),
  };
}
