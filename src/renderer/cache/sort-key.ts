import { OID_WIDTH, sortKey } from '../../shared/contract';
import { type Timestamp } from '../../shared/interface';

/**
 * Reading and comparing the keys of the history order, `${date}|${oid padded}`, which main
 * writes into each row (`sortKey` in src/shared/contract/log-rows.ts, where the order is said).
 */
export { OID_WIDTH, sortKey };
const SEPARATOR = '|';
const SEPARATOR_CODE = SEPARATOR.charCodeAt(0);

/** Below every key: "the oldest end". */
export const BOTTOM = '';
/** Above every key: "the newest end" (as of the last fetch; sync keeps it current). */
export const TOP = '\uffff';

const ITEM_KEY = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})\|(\d{20})$/;
const DATE_KEY = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})\|~?$/;

/** A sort comparator for anything with a sort key: newest first. */
export function newestFirst(a: { sortKey: string }, b: { sortKey: string }): number {
  return a.sortKey < b.sortKey ? 1 : a.sortKey > b.sortKey ? -1 : 0;
}

/** A sort comparator for anything with a sort key: oldest first (the order rows are written). */
export function oldestFirst(a: { sortKey: string }, b: { sortKey: string }): number {
  return -newestFirst(a, b);
}

/** The oid an item key names, or undefined for BOTTOM, TOP and date keys. */
export function oidOfKey(key: string): string | undefined {
  const match = ITEM_KEY.exec(key);
  return match ? (match[2] as string).replace(/^0+(?=\d)/, '') : undefined;
}

/** The timestamp part of an item key or a date key. */
export function dateOfKey(key: string): Timestamp | undefined {
  return (ITEM_KEY.exec(key) ?? DATE_KEY.exec(key))?.[1];
}

/** Just below every item of that second: where a `from` (inclusive) window starts. */
export function dateStartKey(date: Timestamp): string {
  return `${date}${SEPARATOR}`;
}

/** Just above every item of that second: where an `until` (inclusive) window ends. */
export function dateEndKey(date: Timestamp): string {
  return `${date}${SEPARATOR}~`;
}

const DIGIT_0 = 48;
/** Where `YYYY-MM-DD HH:MM:SS` has its separators, and which. */
const TIMESTAMP_SEPARATORS: Readonly<Record<number, number>> = {
  4: 45,
  7: 45,
  10: 32,
  13: 58,
  16: 58,
};
export const TIMESTAMP_LENGTH = 19;
/** An item key's length: a date, the separator and a padded oid. */
export const ITEM_KEY_LENGTH = TIMESTAMP_LENGTH + 1 + OID_WIDTH;

/**
 * The timestamp at `at` in `text` as the number its digits spell (`YYYYMMDDhhmmss`), NaN when
 * it is not of that form. Numbers order as the strings do, and take 8 bytes in a typed array
 * against ~40 for the string: the in-memory index holds a date and a version per item.
 */
export function timestampDigits(text: string, at = 0): number {
  if (text.length < at + TIMESTAMP_LENGTH) return Number.NaN;
  let digits = 0;
  for (let i = 0; i < TIMESTAMP_LENGTH; i++) {
    const code = text.charCodeAt(at + i);
    const separator = TIMESTAMP_SEPARATORS[i];
    if (separator !== undefined) {
      if (code !== separator) return Number.NaN;
    } else {
      const digit = code - DIGIT_0;
      if (digit < 0 || digit > 9) return Number.NaN;
      digits = digits * 10 + digit;
    }
  }
  return digits;
}

/** The date digits of a key with a date part (item and date keys), NaN for any other string. */
export function keyDateDigits(key: string): number {
  return key.charCodeAt(TIMESTAMP_LENGTH) === SEPARATOR_CODE ? timestampDigits(key) : Number.NaN;
}

/** The timestamp that `timestampDigits` read. */
export function timestampOfDigits(digits: number): Timestamp {
  const d = String(digits).padStart(14, '0');
  return `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)} ${d.slice(8, 10)}:${d.slice(10, 12)}:${d.slice(12, 14)}`;
}

/**
 * Two oids in the order of their padded forms in sort keys (numeric order for digit strings),
 * without padding them: equal lengths compare as strings; otherwise leading zeros are skipped.
 * Negative, zero or positive.
 */
export function compareOids(a: string, b: string): number {
  if (a.length === b.length) return a < b ? -1 : a > b ? 1 : 0;
  let i = 0;
  while (i < a.length - 1 && a.charCodeAt(i) === DIGIT_0) i++;
  let j = 0;
  while (j < b.length - 1 && b.charCodeAt(j) === DIGIT_0) j++;
  const longer = a.length - i - (b.length - j);
  if (longer !== 0) return longer;
  for (; i < a.length; i++, j++) {
    const diff = a.charCodeAt(i) - b.charCodeAt(j);
    if (diff !== 0) return diff;
  }
  return 0;
}

/**
 * A key's place against items given by date digits and oid, for a binary search over them:
 * negative when the key is below the item, positive above, zero at it. Item keys, date keys,
 * BOTTOM and TOP are compared without building the item's key; any other string is compared
 * with the item's key built (`keyOf`), so the order is always the strings'.
 */
export function keyPlace(
  key: string,
  keyOf: (date: number, oid: string) => string,
): (date: number, oid: string) => number {
  if (key === BOTTOM) return () => -1;
  if (key === TOP) return () => 1;
  const keyDate = keyDateDigits(key);
  if (!Number.isNaN(keyDate)) {
    const rest = key.slice(TIMESTAMP_LENGTH + 1);
    if (rest === '') return (date) => keyDate - date || -1;
    if (rest === '~') return (date) => keyDate - date || 1;
    if (rest.length === OID_WIDTH && /^\d+$/.test(rest)) {
      return (date, oid) => keyDate - date || compareOids(rest, oid);
    }
  }
  return (date, oid) => {
    const other = keyOf(date, oid);
    return key < other ? -1 : key > other ? 1 : 0;
  };
}
