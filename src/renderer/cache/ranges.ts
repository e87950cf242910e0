import { BOTTOM, TOP } from './sort-key';

/**
 * Which stretches of the history order are known complete: every item whose sort key lies in
 * [older, newer] (both inclusive) is in the cache. "Complete" is as of the fetch that proved it;
 * changes after that (new, edited items) arrive through the sync engine, whose watermark starts
 * before the first fetch ever made into the cache, so the two together never leave a hole unknown.
 *
 * Pure functions over a sorted list of disjoint intervals: pages may arrive twice or out of order
 * and the result is the same (adding is commutative and idempotent).
 */
export interface Interval {
  older: string;
  newer: string;
}

/** Sorted by `older`, pairwise disjoint and not touching. */
export type RangeSet = readonly Interval[];

/**
 * Adds an interval and merges every interval it overlaps or touches. Touching means sharing an
 * end key: the cursor item of one page is the end of the next page's interval, so consecutive
 * pages share that key and merge.
 */
export function addInterval(set: RangeSet, interval: Interval): RangeSet {
  if (interval.older > interval.newer) throw new RangeError('an interval runs from older to newer');
  let { older, newer } = interval;
  const out: Interval[] = [];
  for (const current of set) {
    if (current.newer < older || current.older > newer) {
      out.push(current);
    } else {
      older = current.older < older ? current.older : older;
      newer = current.newer > newer ? current.newer : newer;
    }
  }
  out.push({ older, newer });
  return out.sort((a, b) => (a.older < b.older ? -1 : a.older > b.older ? 1 : 0));
}

export function containing(set: RangeSet, key: string): Interval | undefined {
  return set.find((interval) => interval.older <= key && key <= interval.newer);
}

/** Is every item with a key between `a` and `b` (inclusive, either order) known? */
export function isComplete(set: RangeSet, a: string, b: string): boolean {
  const [low, high] = a <= b ? [a, b] : [b, a];
  const interval = containing(set, low);
  return interval !== undefined && high <= interval.newer;
}

/**
 * The first unknown stretch met when walking from `fromKey`: `from` is where fetching must
 * start (an end of the known stretch that holds `fromKey`, or `fromKey` itself), `to` is where
 * the next known stretch begins (or BOTTOM/TOP). Undefined: known all the way to the end.
 */
export interface Hole {
  from: string;
  to: string;
}

export function holeOlder(set: RangeSet, fromKey: string): Hole | undefined {
  const start = containing(set, fromKey)?.older ?? fromKey;
  if (start === BOTTOM) return undefined;
  const below = set.filter((interval) => interval.newer < start).at(-1);
  return { from: start, to: below?.newer ?? BOTTOM };
}

export function holeNewer(set: RangeSet, fromKey: string): Hole | undefined {
  const start = containing(set, fromKey)?.newer ?? fromKey;
  if (start === TOP) return undefined;
  const above = set.find((interval) => interval.older > start);
  return { from: start, to: above?.older ?? TOP };
}
