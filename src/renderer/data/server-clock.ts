import { type Clock } from '../cache/clock';

/**
 * The server's clock as seen from here: the local clock plus the offset measured from the last
 * answer's HTTP `Date`. Given to the cache and the sync engine as their clock, so sync windows
 * end by the server's time (docs/cache.md, "client clock ahead of the server").
 *
 * `Date` is truncated to the second and the answer took time to arrive, so the estimate is at
 * most about a second (plus the trip) behind the server's real time: a window ending by it ends
 * a little earlier, which is the safe side (the rest is in the next window).
 */
export class ServerClock implements Clock {
  private offsetMs = 0;
  private known = false;

  constructor(private readonly local: Clock = { now: () => Date.now() }) {}

  /** An answer stamped `serverDate` (epoch ms) just arrived. */
  observe(serverDate: number): void {
    if (!Number.isFinite(serverDate)) return;
    this.offsetMs = serverDate - this.local.now();
    this.known = true;
  }

  /** Whether any answer has been seen yet (until then this is the local clock). */
  get measured(): boolean {
    return this.known;
  }

  now(): number {
    return this.local.now() + this.offsetMs;
  }
}
