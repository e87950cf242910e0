/**
 * The wait before the next try after `failures` failed ones in a row (0 after a connection that
 * was kept): exponential from `initialDelayMs` up to `maxDelayMs`, each wait drawn between half
 * and all of it, so that the clients of a restarted server do not all come back at once.
 */
export function reconnectDelay(
  failures: number,
  timing: { initialDelayMs: number; maxDelayMs: number },
  random: () => number,
): number {
  const cap = Math.min(timing.maxDelayMs, timing.initialDelayMs * 2 ** Math.min(failures, 30));
  return Math.round(cap / 2 + random() * (cap / 2));
}

/** Waits `ms`, or less when `signal` aborts (it never rejects). */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}
