/**
 * Runs `work` when asked, at once if it has not run for `ms`, else once at the end of the wait;
 * asks while it runs make one more run after it. Never two at a time.
 */
export function throttled(
  ms: number,
  work: () => Promise<void>,
): { run: () => void; cancel: () => void } {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let again = false;
  let cancelled = false;

  const start = async () => {
    timer = undefined;
    running = true;
    try {
      await work();
    } catch (error) {
      console.error(error);
    } finally {
      running = false;
      last = Date.now();
      if (again && !cancelled) {
        again = false;
        schedule();
      }
    }
  };
  const schedule = () => {
    if (cancelled || timer !== undefined) return;
    if (running) {
      again = true;
      return;
    }
    timer = setTimeout(() => void start(), Math.max(0, last + ms - Date.now()));
  };
  return {
    run: schedule,
    cancel: () => {
      cancelled = true;
      clearTimeout(timer);
    },
  };
}
