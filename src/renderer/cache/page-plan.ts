import { type CommunicationSearch, type Timestamp } from '../../shared/interface';
import { type Interval } from './ranges';
import { BOTTOM, TOP, dateEndKey, dateOfKey, dateStartKey, oidOfKey } from './sort-key';

/**
 * How to fetch the page next to a key, per 4.18 rules 3–5, and what stretch of the order that
 * page proves complete. Item keys become cursors (`before=` the oldest known item going older,
 * `after=` the newest known item going newer — the previousId/nextId of the page that produced
 * them). A key that names no cursor-able item (a date picked in a filter, or a cursor the server
 * no longer knows) falls back to a date window (`until` / `from`, both inclusive).
 */
export type FetchPlan =
  | { kind: 'newest' }
  | { kind: 'before'; key: string; oid: string }
  | { kind: 'until'; key: string; date: Timestamp }
  | { kind: 'oldest' }
  | { kind: 'after'; key: string; oid: string }
  | { kind: 'from'; key: string; date: Timestamp };

/**
 * The most a request asks for. The platform caps `limit` at a maximum it does not publish, so an
 * answer may be shorter than asked without being the end (see `coveredInterval`).
 */
export const MAX_PAGE_SIZE = 1000;

export function clampPageSize(limit: number): number {
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(limit)));
}

function dateOf(key: string): Timestamp {
  const date = dateOfKey(key);
  if (date === undefined) throw new RangeError(`no date in key ${JSON.stringify(key)}`);
  return date;
}

/** The page just older than `key`. `useCursor: false` forces the date window. */
export function planOlder(key: string, useCursor = true): FetchPlan {
  if (key === TOP) return { kind: 'newest' };
  const oid = useCursor ? oidOfKey(key) : undefined;
  return oid !== undefined
    ? { kind: 'before', key, oid }
    : { kind: 'until', key, date: dateOf(key) };
}

/** The page just newer than `key`. */
export function planNewer(key: string, useCursor = true): FetchPlan {
  if (key === BOTTOM) return { kind: 'oldest' };
  const oid = useCursor ? oidOfKey(key) : undefined;
  return oid !== undefined ? { kind: 'after', key, oid } : { kind: 'from', key, date: dateOf(key) };
}

/** Whether a plan's request carries a cursor (which the server may refuse if the item is gone). */
export function usesCursor(plan: FetchPlan): plan is Extract<FetchPlan, { oid: string }> {
  return plan.kind === 'before' || plan.kind === 'after';
}

/**
 * Request parameters. Descending is the default order and is not sent (the interface spells
 * the value two ways); ascending is sent where the plan needs the oldest items of a window first.
 */
export function planParams(
  plan: FetchPlan,
  limit: number,
  include: 'all' | undefined,
): CommunicationSearch {
  const base: CommunicationSearch = { limit: clampPageSize(limit), ...(include && { include }) };
  switch (plan.kind) {
    case 'newest':
      return base;
    case 'before':
      return { ...base, before: plan.oid };
    case 'until':
      return { ...base, until: plan.date };
    case 'oldest':
      return { ...base, order: 'ascending' };
    case 'after':
      return { ...base, after: plan.oid };
    case 'from':
      return { ...base, order: 'ascending', from: plan.date };
  }
}

/**
 * The stretch a fetched page proves complete: from the request's bound to the page's farthest
 * item. Only an empty page reaches the end in its direction (BOTTOM or TOP as of now): a page
 * shorter than asked is not the end, since the server caps `limit` silently. Undefined when the
 * page contradicts its request (an item on the wrong side of the cursor): then nothing is
 * recorded and the hole stays known.
 */
export function coveredInterval(plan: FetchPlan, keys: readonly string[]): Interval | undefined {
  const short = keys.length === 0;
  const sorted = [...keys].sort();
  const oldest = sorted[0];
  const newest = sorted.at(-1);
  const goingOlder = (upper: string): Interval | undefined => {
    if (newest !== undefined && newest > upper) return undefined;
    return { older: short || oldest === undefined ? BOTTOM : oldest, newer: upper };
  };
  const goingNewer = (lower: string): Interval | undefined => {
    if (oldest !== undefined && oldest < lower) return undefined;
    return { older: lower, newer: short || newest === undefined ? TOP : newest };
  };
  switch (plan.kind) {
    case 'newest':
      return goingOlder(TOP);
    case 'before':
      return goingOlder(plan.key);
    case 'until':
      return goingOlder(dateEndKey(plan.date));
    case 'oldest':
      return goingNewer(BOTTOM);
    case 'after':
      return goingNewer(plan.key);
    case 'from':
      return goingNewer(dateStartKey(plan.date));
  }
}
