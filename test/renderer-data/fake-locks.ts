import { type PageSignals, type RequestLock } from '../../src/renderer/outbox/drain-lock';

/**
 * Web Locks as the outbox uses them (`navigator.locks.request(name, { signal }, callback)`,
 * exclusive mode), for pages of one test: a lock is granted to one holder at a time, in the
 * order asked; it is held until the callback's promise settles; a request still waiting
 * rejects with an AbortError when its signal aborts (one already granted is not affected).
 */
export function fakeLocks() {
  const held = new Set<string>();
  const queues = new Map<string, (() => void)[]>();
  const grantNext = (name: string) => {
    const next = queues.get(name)?.shift();
    if (next) next();
    else held.delete(name);
  };
  const request: RequestLock = (name, { signal }, hold) =>
    new Promise<void>((resolve, reject) => {
      if (signal.aborted) return reject(new DOMException('aborted', 'AbortError'));
      const run = () => {
        signal.removeEventListener('abort', onAbort);
        held.add(name);
        // The callback runs as a task of its own, as the browser's does.
        queueMicrotask(() => {
          hold()
            .then(resolve, reject)
            .finally(() => grantNext(name));
        });
      };
      const onAbort = () => {
        const queue = queues.get(name) ?? [];
        const at = queue.indexOf(run);
        if (at >= 0) queue.splice(at, 1);
        reject(new DOMException('aborted', 'AbortError'));
      };
      if (!held.has(name)) return run();
      signal.addEventListener('abort', onAbort, { once: true });
      queues.set(name, [...(queues.get(name) ?? []), run]);
    });
  return {
    request,
    isHeld: (name: string) => held.has(name),
    waiting: (name: string) => queues.get(name)?.length ?? 0,
  };
}

/**
 * The pages' signals (a BroadcastChannel in the app): what one page posts, every other page
 * hears, a moment later; never the page itself.
 */
export function pageBus() {
  const pages = new Set<{ heard: () => void }>();
  return (): PageSignals => {
    const me = { heard: () => {} };
    pages.add(me);
    return {
      post: () => {
        for (const page of pages) if (page !== me) queueMicrotask(() => page.heard());
      },
      listen: (heard) => {
        me.heard = heard;
      },
      close: () => {
        pages.delete(me);
      },
    };
  };
}
