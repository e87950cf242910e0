/** What became of a notification: clicked or not, and which of its buttons, if one. */
export interface NotificationChoice {
  clicked: boolean;
  action?: number;
}

const notClicked: NotificationChoice = { clicked: false };

/**
 * Notification calls waiting for their click. Each answers what the user chose, not clicked
 * after `timeoutMs`, or not clicked at once when `max` newer ones are waiting: a page that
 * notifies without end holds at most `max` calls (and timers) in main, and a click on a
 * notification that old only brings the window forward.
 */
export function createClickWaits(options: { max: number; timeoutMs: number }) {
  // Insertion order: the first is the oldest.
  const waiting = new Set<(choice: NotificationChoice) => void>();
  return {
    /** Starts a wait that ends in `answer`; the function returned reports the choice. */
    wait(answer: (choice: NotificationChoice) => void): (choice: NotificationChoice) => void {
      if (waiting.size >= options.max) waiting.values().next().value?.(notClicked);
      const timer = setTimeout(() => settle(notClicked), options.timeoutMs);
      const settle = (choice: NotificationChoice) => {
        if (!waiting.delete(settle)) return;
        clearTimeout(timer);
        answer(choice);
      };
      waiting.add(settle);
      return settle;
    },
  };
}
