import { type Timestamp } from '../../shared/interface';

/**
 * The history order of 4.18 is (date, oid). One string key carries it so that IndexedDB can sort
 * and range-scan on it: `${date}|${oid padded}`. Dates are fixed width and oids are digit strings,
 * so padding the oid makes string order equal numeric order (the simulator compares oids the same
 * way). Oids longer than the padding are refused rather than mis-ordered.
 */
const OID_WIDTH = 20;
const SEPARATOR = '|';

/** Below every key: "the oldest end". */
export const BOTTOM = '';
/** Above every key: "the newest end" (as of the last fetch; sync keeps it current). */
export const TOP = '\uffff';

export function sortKey(date: Timestamp, oid: string): string {
  if (oid.length > OID_WIDTH) throw new RangeError(`oid ${oid} is longer than ${OID_WIDTH} digits`);
  return `${date}${SEPARATOR}${oid.padStart(OID_WIDTH, '0')}`;
}

const ITEM_KEY = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})\|(\d{20})$/;
const DATE_KEY = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2})\|~?$/;

/** A sort comparator for anything with a sort key: newest first. */
export function newestFirst(a: { sortKey: string }, b: { sortKey: string }): number {
  return a.sortKey < b.sortKey ? 1 : a.sortKey > b.sortKey ? -1 : 0;
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
