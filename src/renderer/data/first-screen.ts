import { systemTimers, type Timers } from '../cache/clock';

/**
 * Lets the first screen's reads go before background work at start. IndexedDB answers one
 * request after another, so the sync engine's first window and the pager's first page, asked
 * at once, put the rows the user is waiting for behind theirs (measured: 30–50 ms of a start,
 * more on a busy machine). A list says when it has drawn its first rows (or found the cache
 * empty); background work waits for that, or for `fallbackMs` on a screen without such a list.
 */
export interface FirstScreen {
  /** Resolves once the first screen is drawn, or after the fallback. */
  readonly drawn: Promise<void>;
  markDrawn(): void;
  /** Stops the fallback timer (the account closed). */
  dispose(): void;
}

export function firstScreenGate(fallbackMs: number, timers: Timers = systemTimers): FirstScreen {
  let resolve!: () => void;
  const drawn = new Promise<void>((r) => (resolve = r));
  const timer = timers.setTimeout(() => resolve(), fallbackMs);
  return {
    drawn,
    markDrawn() {
      timers.clearTimeout(timer);
      resolve();
    },
    dispose: () => timers.clearTimeout(timer),
  };
}
