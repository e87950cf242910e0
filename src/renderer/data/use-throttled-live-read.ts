import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { throttled } from './throttled';

/**
 * A read of the cache that follows changes, for reads too big to repeat on every write (a list's
 * skeleton, the conversation list). `watch` is a cheap live query (the cache's revision) whose
 * change means the read may be stale; `read` then runs again, at most every `intervalMs` while
 * changes stream in (the first download writes a page several times a second). `read` may
 * `emit` more than once: a quick first answer, then the whole one.
 *
 * Why not a live query of the read itself: Dexie runs it again after every write in its range
 * and records every key it returns; for 100 000 keys (or the 5 000 rows the conversation list
 * once read) that was most of the renderer's time during the first download (measured by
 * `npm run bench`).
 *
 * `watch` and `read` are kept (useCallback) by the caller: a new `read` is another read (its
 * arguments changed), whose answer replaces the last one's; until it answers nothing is shown.
 * `initial`, if given, is the value until the first read answers (rows read before mounting).
 */
export function useThrottledLiveRead<T>(
  watch: () => Promise<unknown>,
  read: (emit: (value: T) => void, first: boolean) => Promise<void>,
  intervalMs: number,
  initial?: T,
): T | undefined {
  const [value, setValue] = useState<{ read: typeof read; value: T } | undefined>(
    initial === undefined ? undefined : { read, value: initial },
  );
  useEffect(() => {
    let stopped = false;
    const emit = (next: T) => {
      if (!stopped) setValue({ read, value: next });
    };
    const stop = followCache(watch, intervalMs, (first) => read(emit, first));
    return () => {
      stopped = true;
      stop();
    };
  }, [watch, read, intervalMs]);
  // Until this read answers, the previous read's value is not shown.
  return value?.read === read ? value.value : undefined;
}

/**
 * Runs `read` when `watch` (a cheap live query) first answers and whenever it changes, at most
 * every `intervalMs`, never two at a time; `first` says whether it is the first run. Returns how
 * to stop following.
 */
export function followCache(
  watch: () => Promise<unknown>,
  intervalMs: number,
  read: (first: boolean) => Promise<void>,
): () => void {
  let first = true;
  const reread = throttled(intervalMs, async () => {
    const isFirst = first;
    first = false;
    await read(isFirst);
  });
  const subscription = liveQuery(watch).subscribe({
    next: reread.run,
    error: (error: unknown) => console.error('cache read failed', error),
  });
  return () => {
    reread.cancel();
    subscription.unsubscribe();
  };
}
