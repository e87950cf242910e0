import { formatTimestamp, parseTimestamp } from '../shared/interface';

/**
 * The simulator's time. It starts at `start` (a fixed instant for reproducible data, or the real
 * clock) and then advances with real time, so objects created at run time are always newer than
 * the seeded ones.
 */
export interface Clock {
  nowMs(): number;
  /** The instant the data set was generated against. */
  readonly startMs: number;
}

export function createClock(start?: Date): Clock {
  const realStart = Date.now();
  const startMs = start ? start.getTime() : realStart;
  return { startMs, nowMs: () => startMs + (Date.now() - realStart) };
}

export { formatTimestamp };

/** Inverse of formatTimestamp; undefined for anything that is not a valid UTC timestamp. */
export function parseValidTimestamp(text: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return undefined;
  const ms = parseTimestamp(text);
  return Number.isNaN(ms) || formatTimestamp(ms) !== text ? undefined : ms;
}
