import { formatTimestamp, type CommunicationSearch, type Timestamp } from '../../shared/interface';
import { floorToSecond } from './timestamps';

/** Seconds a sync window stays behind the clock (see `windowUntil`). */
export const SYNC_LAG_SECONDS = 2;

/**
 * The exclusive end of the next sync window. lastModified has second resolution, so the current
 * second is not over yet, and an item committed in it (or in the last moment) may not be visible
 * to our query yet: a window ending now could read past it, and the next window would start
 * after it. Ending `lagSeconds` whole seconds in the past gives those writes time to land; since
 * the next window starts exactly at this end, nothing is skipped, only seen a little later.
 * The lag also absorbs a client clock slightly ahead of the server's.
 */
export function windowUntil(now: number, lagSeconds: number): Timestamp {
  return formatTimestamp(floorToSecond(now) - lagSeconds * 1000);
}

/** A half-open lastModified window [from, until) (4.18 rule 1). */
export interface SyncWindow {
  from: Timestamp;
  until: Timestamp;
}

/** The window from the watermark up to now minus the lag; none when it would be empty. */
export function nextWindow(
  watermark: Timestamp,
  now: number,
  lagSeconds: number,
): SyncWindow | undefined {
  const until = windowUntil(now, lagSeconds);
  return until > watermark ? { from: watermark, until } : undefined;
}

export function windowParams(
  window: SyncWindow,
  pageSize: number,
  include: 'all' | undefined,
): CommunicationSearch {
  return {
    lastModifiedFrom: window.from,
    lastModifiedUntil: window.until,
    limit: pageSize,
    ...(include && { include }),
  };
}
