/** Wall-clock time in epoch milliseconds; injected so tests control time. */
export interface Clock {
  now(): number;
}

/** Timers, injected for the same reason (fake-indexeddb needs the real ones, so tests cannot fake them globally). */
export interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = { now: () => Date.now() };

export const systemTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};
