import { type AccountData } from './account-data';
import { followCache } from './use-throttled-live-read';

/** A read of the account's cache shared by every reader (`useSyncExternalStore`'s shape). */
export interface SharedCacheRead<T> {
  get: () => T | undefined;
  subscribe: (listener: () => void) => () => void;
}

/**
 * One read of the account's cache for every reader (a watch beside the shell and a section
 * showing the same thing): `read` runs when the cache changes, at most every `intervalMs` while
 * the first download streams in, and only while someone reads it. Kept per account and `key`,
 * so every reader of the same thing gets the same read.
 */
export function sharedCacheRead<T>(
  data: AccountData,
  key: string,
  intervalMs: number,
  read: (data: AccountData) => Promise<T>,
): SharedCacheRead<T> {
  let reads = opened.get(data);
  if (!reads) {
    reads = new Map();
    opened.set(data, reads);
  }
  let shared = reads.get(key) as SharedCacheRead<T> | undefined;
  if (!shared) {
    shared = openRead(data, intervalMs, read);
    reads.set(key, shared);
  }
  return shared;
}

const opened = new WeakMap<AccountData, Map<string, SharedCacheRead<unknown>>>();

function openRead<T>(
  data: AccountData,
  intervalMs: number,
  read: (data: AccountData) => Promise<T>,
): SharedCacheRead<T> {
  const listeners = new Set<() => void>();
  let value: T | undefined;
  let stop: (() => void) | undefined;

  const start = () => {
    let stopped = false;
    const stopFollowing = followCache(
      () => data.cache.revision(),
      intervalMs,
      async () => {
        const next = await read(data);
        if (stopped) return;
        value = next;
        for (const listener of listeners) listener();
      },
    );
    return () => {
      stopped = true;
      stopFollowing();
    };
  };

  return {
    get: () => value,
    subscribe: (listener) => {
      listeners.add(listener);
      stop ??= start();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stop?.();
        stop = undefined;
      };
    },
  };
}
