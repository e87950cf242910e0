import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../src/renderer/review-prompt';
import {
  BOTTOM,
  compareOids,
  dateEndKey,
  dateStartKey,
  keyPlace,
  sortKey,
  timestampDigits,
  timestampOfDigits,
  TOP,
} from '../../src/renderer/cache/sort-key';

const sign = (n: number) => (n < 0 ? -1 : n > 0 ? 1 : 0);
const stringOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function randomOid(random: () => number): string {
  const length = 1 + Math.floor(random() * 20);
  const zeros = random() < 0.1 ? '0'.repeat(1 + Math.floor(random() * 3)) : '';
  const digits = Array.from({ length }, () => String(Math.floor(random() * 10))).join('');
  return (zeros + digits).slice(0, 20);
}

function randomTimestamp(random: () => number): string {
  // A few seconds of a few days, so that keys often share a date.
  const ms = Date.UTC(2026, 0, 1 + Math.floor(random() * 3), 9, 0, Math.floor(random() * 4));
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

describe('timestamp digits', () => {
  it('read a timestamp as the number its digits spell, and back', () => {
    expect(timestampDigits('2026-11-22 20:05:09')).toBe(20261122200509);
    expect(timestampOfDigits(20261122200509)).toBe('2026-11-22 20:05:09');
    expect(timestampOfDigits(timestampDigits('0999-01-02 03:04:05'))).toBe('0999-01-02 03:04:05');
    // At an offset: the date part of a sort key.
    expect(timestampDigits(sortKey('2026-01-02 03:04:05', '7'))).toBe(20260102030405);
  });

  it('refuse anything not of the form', () => {
    for (const bad of ['2026-11-22T20:05:09', '2026-1-22 20:05:09', '2026-11-22 20:05', '', 'x']) {
      expect(timestampDigits(bad)).toBeNaN();
    }
  });

  it('order as the strings do', () => {
    const random = mulberry32(7);
    for (let i = 0; i < 500; i++) {
      const [a, b] = [randomTimestamp(random), randomTimestamp(random)];
      expect(sign(timestampDigits(a) - timestampDigits(b))).toBe(stringOrder(a, b));
    }
  });
});

describe('compareOids', () => {
  it('orders oids as their padded forms in sort keys do', () => {
    const random = mulberry32(11);
    for (let i = 0; i < 5_000; i++) {
      const [a, b] = [randomOid(random), randomOid(random)];
      const padded = stringOrder(a.padStart(20, '0'), b.padStart(20, '0'));
      expect(sign(compareOids(a, b)), `${a} ${b}`).toBe(padded);
    }
    expect(compareOids('007', '7')).toBe(0);
    expect(sign(compareOids('999', '1000'))).toBe(-1);
  });
});

describe('keyPlace', () => {
  it('places every kind of key against an item as the strings compare', () => {
    const random = mulberry32(3);
    for (let i = 0; i < 3_000; i++) {
      const date = randomTimestamp(random);
      const oid = randomOid(random);
      const item = sortKey(date, oid);
      const other = randomTimestamp(random);
      const keys = [
        BOTTOM,
        TOP,
        dateStartKey(other),
        dateEndKey(other),
        dateStartKey(date),
        dateEndKey(date),
        sortKey(other, randomOid(random)),
        sortKey(date, randomOid(random)),
        item,
        // Not of the forms above: compared as strings.
        date,
        `${date}|5`,
        `${date}|${'9'.repeat(21)}`,
        'abc',
      ];
      for (const key of keys) {
        const place = keyPlace(key, (d, o) => sortKey(timestampOfDigits(d), o));
        expect(sign(place(timestampDigits(date), oid)), `${key} against ${item}`).toBe(
          stringOrder(key, item),
        );
      }
    }
  });
});
