import { describe, expect, it } from 'vitest';
import { hasMet, nextStart, type Chain } from '../../src/renderer/cache/backfill-plan';
import { BOTTOM, TOP, dateEndKey, sortKey } from '../../src/renderer/cache';

const key = (day: number, oid: string) =>
  sortKey(`2024-01-${String(day).padStart(2, '0')} 12:00:00`, oid);
/** One row an hour, as read so far, in pages of 12: a stretch is cut at 8 pages, 96 hours. */
const hourly = { pages: 2, rows: 24, ms: 24 * 3_600_000 };
const plan = (oldestAsked: boolean, density = hourly) => ({ oldestAsked, density });

describe('where the chains of the download start', () => {
  it('first the top of the log, then its oldest page, then the middle of the widest stretch', () => {
    expect(nextStart([], [], plan(false))).toEqual({ kind: 'walk', key: TOP });
    const first: Chain = { start: TOP, reached: key(30, '300'), number: 0 };
    const known = [{ older: key(30, '300'), newer: TOP }];
    expect(nextStart(known, [first], plan(false))).toEqual({ kind: 'oldest' });
    const withOldest = [{ older: BOTTOM, newer: key(2, '20') }, ...known];
    // Days 2 to 30 unread, walked from above only: cut on day 16.
    expect(nextStart(withOldest, [first], plan(true))).toEqual({
      kind: 'walk',
      key: dateEndKey('2024-01-16 12:00:00'),
    });
  });

  it('cuts no stretch guessed to hold fewer than 8 pages, nor asks the oldest page of a short log', () => {
    const first: Chain = { start: TOP, reached: key(3, '300'), number: 0 };
    const known = [
      { older: BOTTOM, newer: key(2, '20') },
      { older: key(3, '300'), newer: TOP },
    ];
    // A day at one row an hour: 24 rows, two pages.
    expect(nextStart(known, [first], plan(true))).toBeUndefined();
    // One page read: the log may end with the next; its oldest page is not asked for yet.
    const top = [{ older: key(3, '300'), newer: TOP }];
    const one = { pages: 1, rows: 12, ms: 12 * 3_600_000 };
    expect(nextStart(top, [first], plan(false, one))).toBeUndefined();
    expect(nextStart(top, [first], plan(false))).toEqual({ kind: 'oldest' });
  });

  it('starts a chain at the top of a stretch no chain walks, the newest first', () => {
    const known = [
      { older: BOTTOM, newer: key(2, '20') },
      { older: key(5, '50'), newer: key(6, '60') },
      { older: key(9, '90'), newer: TOP },
    ];
    expect(nextStart(known, [], plan(true))).toEqual({ kind: 'walk', key: key(9, '90') });
    const walking: Chain = { start: key(9, '90'), reached: key(8, '80'), number: 0 };
    expect(nextStart(known, [walking], plan(true))).toEqual({ kind: 'walk', key: key(5, '50') });
  });
});

describe('where a chain meets what is read', () => {
  const chain: Chain = { start: key(20, '200'), reached: key(15, '150'), number: 0 };

  it('at a known stretch or another chain below it', () => {
    const below = [{ older: BOTTOM, newer: key(12, '120') }];
    expect(hasMet(below, [chain], chain, key(13, '130'))).toBe(false);
    expect(hasMet(below, [chain], chain, key(11, '110'))).toBe(true);
    const other: Chain = { start: key(12, '125'), reached: key(10, '100'), number: 1 };
    expect(hasMet([], [chain, other], chain, key(12, '121'))).toBe(true);
    expect(hasMet([], [chain, other], chain, key(13, '130'))).toBe(false);
  });

  it('when others read everything below it meanwhile, not at its own stretch', () => {
    const all = [{ older: BOTTOM, newer: TOP }];
    expect(hasMet(all, [chain], chain, key(14, '140'))).toBe(true);
    const own = [{ older: key(15, '150'), newer: TOP }];
    expect(hasMet(own, [chain], chain, key(14, '140'))).toBe(false);
  });
});
