/**
 * One page drains an account's outbox at a time. Two windows or tabs of the same profile share
 * its database; each would otherwise send, and each, starting, would take the other's request
 * still on its way for one cut off by a reload. The page that drains holds an exclusive Web Lock
 * (named per account) for as long as it drains — the browser lets it go when the page goes —
 * and another page waits for it, and only then takes what was left `sending` as cut off.
 */

/**
 * Runs `hold` once this page holds the exclusive lock `name` (after every other holder let it
 * go), and keeps the lock until `hold` settles. A request still waiting rejects when `signal`
 * aborts. The shape of `navigator.locks.request(name, { signal }, callback)`.
 */
export type RequestLock = (
  name: string,
  options: { signal: AbortSignal },
  hold: () => Promise<void>,
) => Promise<void>;

/** The page's Web Locks, or undefined where there are none (then every page drains). */
export function webLocks(): RequestLock | undefined {
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (!locks) return undefined;
  return (name, options, hold) => locks.request(name, options, hold);
}

/**
 * "Something is due": a page that queued or changed an entry tells the page that drains (its
 * own loop only runs for what it did itself and its timers).
 */
export interface PageSignals {
  post(): void;
  listen(heard: () => void): void;
  close(): void;
}

/** Signals over a BroadcastChannel named `name` (every same-origin page), where there is one. */
export function broadcastSignals(name: string): PageSignals | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel(name);
  return {
    post: () => channel.postMessage('due'),
    listen: (heard) => {
      channel.onmessage = () => heard();
    },
    close: () => channel.close(),
  };
}
