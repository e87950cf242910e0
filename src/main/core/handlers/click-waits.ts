/**
 * Notification calls waiting for their click. Each answers true when clicked, false after
 * `timeoutMs`, or false at once when `max` newer ones are waiting: a page that notifies without
 * end holds at most `max` calls (and timers) in main, and a click on a notification that old
 * only brings the window forward.
 */
export function createClickWaits(options: { max: number; timeoutMs: number }) {
  // Insertion order: the first is the oldest.
  const waiting = new Set<(clicked: boolean) => void>();
  return {
    /** Starts a wait that ends in `answer`; the function returned reports the click. */
    wait(answer: (clicked: boolean) => void): (clicked: boolean) => void {
      if (waiting.size >= options.max) waiting.values().next().value?.(false);
      const timer = setTimeout(() => settle(false), options.timeoutMs);
      const settle = (clicked: boolean) => {
        if (!waiting.delete(settle)) return;
        clearTimeout(timer);
        answer(clicked);
      };
      waiting.add(settle);
      return settle;
    },
  };
}
