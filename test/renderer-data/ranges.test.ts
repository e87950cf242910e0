import { describe, expect, it } from 'vitest';
import {
  addInterval,
  containing,
  holeNewer,
  holeOlder,
  isComplete,
  type Interval,
  type RangeSet,
} from '../../src/renderer/cache/ranges';
import { BOTTOM, TOP } from '../../src/renderer/cache/sort-key';

const iv = (older: string, newer: string): Interval => ({ older, newer });
const build = (...intervals: Interval[]): RangeSet =>
  intervals.reduce<RangeSet>((set, i) => addInterval(set, i), []);

describe('range bookkeeping', () => {
  it('merges overlapping and touching intervals, keeps separate ones apart', () => {
    expect(build(iv('c', 'f'), iv('a', 'b'), iv('e', 'h'))).toEqual([iv('a', 'b'), iv('c', 'h')]);
    // Consecutive pages share the cursor item: [k30, k15] + [k15, TOP] is one stretch.
    expect(build(iv('k15', TOP), iv('k05', 'k15'))).toEqual([iv('k05', TOP)]);
    // An interval swallowing several merges them all.
    expect(build(iv('b', 'c'), iv('e', 'f'), iv('h', 'i'), iv('a', 'g'))).toEqual([
      iv('a', 'g'),
      iv('h', 'i'),
    ]);
  });

  it('gives the same set whatever the order of pages, and duplicates change nothing', () => {
    const pages = [
      iv('k50', TOP),
      iv('k40', 'k50'),
      iv('k30', 'k40'),
      iv('k10', 'k20'),
      iv(BOTTOM, 'k10'),
    ];
    const expected = [iv(BOTTOM, 'k20'), iv('k30', TOP)];
    // Every permutation of five pages, each page applied twice.
    const permute = (rest: Interval[]): Interval[][] =>
      rest.length <= 1
        ? [rest]
        : rest.flatMap((p, i) =>
            permute([...rest.slice(0, i), ...rest.slice(i + 1)]).map((t) => [p, ...t]),
          );
    for (const order of permute(pages)) {
      expect(build(...order, ...order)).toEqual(expected);
    }
  });

  it('refuses an interval running the wrong way', () => {
    expect(() => addInterval([], iv('b', 'a'))).toThrow(RangeError);
  });

  it('answers whether the stretch between two keys is complete, in either order', () => {
    const set = build(iv('c', 'f'), iv('h', TOP));
    expect(isComplete(set, 'c', 'f')).toBe(true);
    expect(isComplete(set, 'e', 'd')).toBe(true);
    expect(isComplete(set, 'i', TOP)).toBe(true);
    expect(isComplete(set, 'e', 'h')).toBe(false); // the hole (f, h)
    expect(isComplete(set, 'a', 'd')).toBe(false);
    expect(containing(set, 'g')).toBeUndefined();
  });

  it('finds the next hole going older', () => {
    const set = build(iv('c', 'f'), iv('h', TOP));
    expect(holeOlder(set, TOP)).toEqual({ from: 'h', to: 'f' });
    expect(holeOlder(set, 'j')).toEqual({ from: 'h', to: 'f' });
    expect(holeOlder(set, 'e')).toEqual({ from: 'c', to: BOTTOM });
    // A key inside a hole: fetching starts right there.
    expect(holeOlder(set, 'g')).toEqual({ from: 'g', to: 'f' });
    expect(holeOlder(build(iv(BOTTOM, 'f')), 'e')).toBeUndefined();
    expect(holeOlder([], TOP)).toEqual({ from: TOP, to: BOTTOM });
  });

  it('finds the next hole going newer', () => {
    const set = build(iv(BOTTOM, 'c'), iv('f', 'h'));
    expect(holeNewer(set, 'b')).toEqual({ from: 'c', to: 'f' });
    expect(holeNewer(set, 'g')).toEqual({ from: 'h', to: TOP });
    expect(holeNewer(set, 'd')).toEqual({ from: 'd', to: 'f' });
    expect(holeNewer(build(iv('a', TOP)), 'b')).toBeUndefined();
  });
});
