/**
 * When to try again: exponential backoff with jitter, never sooner than the server asked
 * (`Retry-After`), and which queued entries are due. Pure: the clock and the random source are
 * arguments, so tests drive it with a fake clock.
 */
export interface RetryPolicy {
  /** Delay after the first failed attempt. */
  baseMs: number;
  factor: number;
  maxMs: number;
  /** ± this fraction of the delay, so many clients coming back online do not retry in step. */
  jitter: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  baseMs: 2_000,
  factor: 2,
  maxMs: 5 * 60_000,
  jitter: 0.2,
};

/** Delay before the next attempt, after `attempts` attempts so far (1 = the first one failed). */
export function retryDelay(
  attempts: number,
  policy: RetryPolicy,
  random: () => number,
  retryAfterMs = 0,
): number {
  const exponential = policy.baseMs * policy.factor ** Math.max(0, attempts - 1);
  const capped = Math.min(policy.maxMs, exponential);
  const jittered = capped * (1 - policy.jitter + 2 * policy.jitter * random());
  return Math.round(Math.max(jittered, retryAfterMs));
}

export interface Schedulable {
  /** Entries of one queue are sent in order; different queues are independent. */
  queue: string;
  createdAt: number;
  id: string;
  state: string;
  nextAttemptAt: number;
}

export interface Work<T> {
  /** Heads of their queues whose time has come. */
  due: T[];
  /** The earliest time a head becomes due, if any is waiting. */
  wakeAt?: number;
}

/**
 * Each queue's head is its oldest entry that still needs work; the entries behind it wait, so
 * messages of one chat arrive in the order they were written. An entry in `skipStates` (failed:
 * waiting for the user) does not hold its queue up. A head in flight (`sending`) or not in
 * `autoStates` is not due.
 */
export function selectDue<T extends Schedulable>(
  entries: readonly T[],
  now: number,
  autoStates: readonly string[],
  skipStates: readonly string[],
): Work<T> {
  const byQueue = new Map<string, T[]>();
  for (const entry of entries)
    byQueue.set(entry.queue, [...(byQueue.get(entry.queue) ?? []), entry]);
  const due: T[] = [];
  let wakeAt: number | undefined;
  for (const queue of byQueue.values()) {
    queue.sort((a, b) => a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const head = queue.find((entry) => !skipStates.includes(entry.state));
    if (!head || !autoStates.includes(head.state)) continue;
    if (head.nextAttemptAt <= now) due.push(head);
    else wakeAt = Math.min(wakeAt ?? Infinity, head.nextAttemptAt);
  }
  due.sort((a, b) => a.createdAt - b.createdAt);
  return wakeAt === undefined ? { due } : { due, wakeAt };
}
