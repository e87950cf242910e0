/** A wait for a slot that lasted its whole bound: the request was not sent. */
export class SlotWaitExpired extends Error {
  override readonly name = 'SlotWaitExpired';

  constructor(readonly waitedMs: number) {
    super(`no request slot within ${waitedMs} ms`);
  }
}

/**
 * A session's requests in flight, at most `max` at once; the rest wait their turn in order. The
 * platform refuses a session's requests beyond a small number it does not publish (429/10400,
 * common_errors.html), so the client keeps under it instead of finding it by failing.
 */
export class RequestSlots {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly max: number) {}

  /**
   * Resolves with the slot's release once one is free; rejects if `signal` aborts meanwhile, or
   * with `SlotWaitExpired` when none is free within `maxWaitMs` (a write must not wait without
   * bound: see `WRITE_WAIT_MS`). With `maxWaitMs` 0 or less it takes a free slot or gives up.
   */
  acquire(signal?: AbortSignal, maxWaitMs?: number): Promise<() => void> {
    if (this.active < this.max) {
      this.active++;
      return Promise.resolve(this.releaser());
    }
    return new Promise((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const leave = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        const at = this.waiting.indexOf(grant);
        if (at >= 0) this.waiting.splice(at, 1);
      };
      const grant = () => {
        leave();
        this.active++;
        resolve(this.releaser());
      };
      const onAbort = () => {
        leave();
        reject(signal?.reason as Error);
      };
      if (signal?.aborted) return onAbort();
      if (maxWaitMs !== undefined && maxWaitMs <= 0) return reject(new SlotWaitExpired(0));
      signal?.addEventListener('abort', onAbort, { once: true });
      if (maxWaitMs !== undefined) {
        timer = setTimeout(() => {
          leave();
          reject(new SlotWaitExpired(maxWaitMs));
        }, maxWaitMs);
      }
      this.waiting.push(grant);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.active--;
      this.waiting.shift()?.();
    };
  }
}
