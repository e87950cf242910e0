import { type Timestamp } from '../../shared/interface';
import { type HistoryFilter } from './communication-cache';
import { IndexRecords } from './index-records';
import { readSegment, type Entry, type SegmentKeys } from './segments';
import {
  compareOids,
  ITEM_KEY_LENGTH,
  keyDateDigits,
  keyPlace,
  OID_WIDTH,
  sortKey,
  TIMESTAMP_LENGTH,
  timestampDigits,
  timestampOfDigits,
} from './sort-key';

/** Where a record of the index sits in a sorted list (its number, see `IndexRecords`). */
type Order = Int32Array;

/**
 * The in-memory index of the cached log: which version of each item is current and where its
 * row is stored (segment and slot), and the date order of the whole log, of each kind and of
 * each chat session. IndexedDB holds the rows as segments (see segments.ts) and no per-item
 * index; every list, skeleton, lookup and merge decision is answered from here, without a
 * request to the browser.
 *
 * The items are held as columns (index-records.ts) and the orders as arrays of record numbers;
 * `Entry` objects are made only for what a caller asks for. A list's skeleton (every oid in
 * scope) needs none.
 */
export class SegmentIndex {
  private readonly records = new IndexRecords();
  /** The current record of each oid. */
  private readonly byOid = new Map<string, number>();
  /** Current records, ascending by (date, oid). */
  private order: Order = new Int32Array(0);
  private readonly lists = new Map<string, Order>();
  private sessionLists: Map<number, Order> | undefined;
  /** Per segment id: its slots, each with its record while that is current (-1 otherwise). */
  private readonly segments = new Map<number, Slots>();

  /** Which store of rows this index reflects (see `CommunicationCache.revision`). */
  revision: string | undefined;

  get size(): number {
    return this.byOid.size;
  }

  get(oid: string): Entry | undefined {
    const r = this.byOid.get(oid);
    return r === undefined ? undefined : this.entryOf(r);
  }

  /** Whether an incoming version replaces the current one (see `replaces`). */
  wins(candidate: { oid: string; version: Timestamp; full: boolean; segment?: number }): boolean {
    const r = this.byOid.get(candidate.oid);
    return (
      r === undefined ||
      replaces(this.placed(r), { ...candidate, version: timestampDigits(candidate.version) })
    );
  }

  /** How many slots a segment has (undefined: not in the index). */
  sizeOf(segment: number): number | undefined {
    return this.segments.get(segment)?.records.length;
  }

  /** Adds a stored segment: its slots that win become current, in one update of the order. */
  add(keys: SegmentKeys, texts?: readonly string[]): void {
    this.addMany([{ keys, texts }]);
  }

  /**
   * Adds several segments with one re-sort of the order. They are taken in date order of their
   * first keys, so that their records, each segment sorted, arrive nearly sorted.
   */
  addMany(segments: readonly { keys: SegmentKeys; texts?: readonly string[] }[]): void {
    const records = this.records;
    const added: number[] = [];
    let replaced = false;
    const byFirstKey = [...segments].sort((a, b) => {
      const [x = '', y = ''] = [a.keys.sortKeys[0], b.keys.sortKeys[0]];
      return x < y ? -1 : x > y ? 1 : a.keys.id - b.keys.id;
    });
    for (const { keys, texts } of byFirstKey) {
      this.segments.set(keys.id, newSlots(keys.oids.length));
      keys.oids.forEach((oid, slot) => {
        const candidate = {
          date: slotDate(keys, slot),
          version: versionAt(keys, slot),
          full: keys.full[slot] === '1',
          segment: keys.id,
        };
        const current = this.byOid.get(oid);
        if (current !== undefined && !replaces(this.placed(current), candidate)) return;
        const text = texts?.[slot] ?? (current === undefined ? undefined : records.text[current]);
        const r = records.push({
          ...candidate,
          oid,
          kind: keys.kinds[slot] as string,
          session: keys.sessions[slot] || undefined,
          slot,
          text,
        });
        if (current !== undefined) {
          this.release(current);
          replaced = true;
        }
        this.byOid.set(oid, r);
        this.hold(r);
        added.push(r);
      });
    }
    this.reorder(added, replaced);
  }

  /**
   * Moves current entries to a new segment (compaction): same items, same versions, new place.
   * `moved` lists them in slot order, `texts` their search texts.
   */
  move(moved: readonly Entry[], segment: number, texts: readonly string[]): void {
    this.segments.set(segment, newSlots(moved.length));
    moved.forEach((old, slot) => {
      const r = this.byOid.get(old.oid);
      if (r === undefined) return;
      this.release(r);
      this.records.segment[r] = segment;
      this.records.slot[r] = slot;
      this.records.text[r] = texts[slot] ?? this.records.text[r];
      this.hold(r);
    });
  }

  /** Forgets a segment none of whose slots is current any more. */
  drop(segment: number): void {
    this.segments.delete(segment);
  }

  /** Sets the search text of a segment's slots that are still current. */
  setTexts(segment: number, texts: readonly string[]): void {
    const slots = this.segments.get(segment);
    if (!slots) return;
    texts.forEach((text, slot) => {
      const r = slots.records[slot] ?? -1;
      if (r >= 0) this.records.text[r] = text;
    });
  }

  /**
   * Every segment: its size and how many of its slots are current. Counted as slots change:
   * this is asked after every store, and walking 100 000 slots each time would not be free.
   */
  segmentList(): { id: number; size: number; live: number }[] {
    return [...this.segments].map(([id, slots]) => ({
      id,
      size: slots.records.length,
      live: slots.live,
    }));
  }

  /** A segment's current entries, in slot order. */
  liveEntries(segment: number): Entry[] {
    const records = this.segments.get(segment)?.records ?? [];
    return Array.from(records)
      .filter((r) => r >= 0)
      .map((r) => this.entryOf(r));
  }

  /** The id of every segment, in the order they were added (oldest first). */
  segmentIds(): number[] {
    return [...this.segments.keys()];
  }

  /**
   * Every chat session's newest entry and those above the key `after(session)` gives (its read
   * mark), newest first within each session.
   */
  sessionTails(after: (session: string) => string): Entry[] {
    const out: Entry[] = [];
    for (const [id, list] of this.bySession()) {
      const mark = this.place(after(this.records.sessionName(id)));
      for (let i = list.length - 1; i >= 0; i--) {
        const r = list[i] as number;
        if (i < list.length - 1 && mark(r) >= 0) break;
        out.push(this.entryOf(r));
      }
    }
    return out;
  }

  /** Entries strictly between two keys, newest first, at most `limit`. */
  between(lower: string, upper: string, filter?: HistoryFilter, limit = Infinity): Entry[] {
    return this.newestBetween(lower, upper, filter, limit, (r) => this.entryOf(r));
  }

  /** The oids of the entries `between` would give, without making the entries. */
  oidsBetween(lower: string, upper: string, filter?: HistoryFilter, limit = Infinity): string[] {
    return this.newestBetween(lower, upper, filter, limit, (r) => this.records.oid[r] as string);
  }

  /** Entries strictly above a key, oldest first, at most `limit`. */
  above(lower: string, filter: HistoryFilter | undefined, limit: number): Entry[] {
    const list = this.list(filter);
    const start = firstIndex(list, this.place(lower), false);
    return Array.from(list.subarray(start, start + limit), (r) => this.entryOf(r));
  }

  /**
   * Local search: the entries whose text contains `needle` (already lower-cased), newest first,
   * at most `limit`, and how many match in all. A scan of memory: IndexedDB has no substring
   * index, and scanning stored rows would mean reading and parsing every one.
   */
  find(
    needle: string,
    options: { limit: number; kind?: string; exceptKind?: string },
  ): { hits: Entry[]; total: number } {
    const list = this.list(options.kind === undefined ? undefined : { kind: options.kind });
    const texts = this.records.text;
    const kinds = this.records.kind;
    // -2: no kind is skipped (-1 is no kind the index knows, which no record has either).
    const skipped =
      options.exceptKind === undefined ? -2 : (this.records.kindId(options.exceptKind) ?? -2);
    const hits: Entry[] = [];
    let total = 0;
    for (let i = list.length - 1; i >= 0; i--) {
      const r = list[i] as number;
      if (kinds[r] === skipped || !texts[r]?.includes(needle)) continue;
      total++;
      if (hits.length < options.limit) hits.push(this.entryOf(r));
    }
    return { hits, total };
  }

  /** The first key at or above `from` (up to `bound`) or the last at or below it (down to it). */
  nearestKey(from: string, bound: string): string | undefined {
    const place = this.place(from);
    if (bound >= from) {
      const r = this.order[firstIndex(this.order, place, true)];
      const key = r === undefined ? undefined : this.keyOf(r);
      return key !== undefined && key <= bound ? key : undefined;
    }
    const r = this.order[firstIndex(this.order, place, false) - 1];
    const key = r === undefined ? undefined : this.keyOf(r);
    return key !== undefined && key >= bound ? key : undefined;
  }

  private newestBetween<T>(
    lower: string,
    upper: string,
    filter: HistoryFilter | undefined,
    limit: number,
    make: (r: number) => T,
  ): T[] {
    const list = this.list(filter);
    const end = firstIndex(list, this.place(upper), true);
    const start = firstIndex(list, this.place(lower), false);
    const from = Math.max(start, end - limit);
    const out: T[] = [];
    for (let i = end - 1; i >= from; i--) out.push(make(list[i] as number));
    return out;
  }

  /** The list a filter selects, ascending (derived once per change). */
  private list(filter?: HistoryFilter): Order {
    if (!filter) return this.order;
    const key = 'kind' in filter ? `k:${filter.kind}` : `s:${filter.session}`;
    let list = this.lists.get(key);
    if (!list) {
      const records = this.records;
      const [column, id] =
        'kind' in filter
          ? [records.kind, records.kindId(filter.kind)]
          : [records.session, records.sessionId(filter.session)];
      list = id === undefined ? new Int32Array(0) : this.order.filter((r) => column[r] === id);
      this.lists.set(key, list);
    }
    return list;
  }

  /** Every chat session's records, ascending (derived once per change). */
  private bySession(): Map<number, Order> {
    if (this.sessionLists) return this.sessionLists;
    const grouped = new Map<number, number[]>();
    const sessions = this.records.session;
    for (const r of this.order) {
      const id = sessions[r] as number;
      if (id < 0) continue;
      let list = grouped.get(id);
      if (!list) grouped.set(id, (list = []));
      list.push(r);
    }
    this.sessionLists = new Map([...grouped].map(([id, list]) => [id, Int32Array.from(list)]));
    return this.sessionLists;
  }

  private readonly compare = (a: number, b: number): number => {
    const { date, oid } = this.records;
    return (
      (date[a] as number) - (date[b] as number) || compareOids(oid[a] as string, oid[b] as string)
    );
  };

  /** A key's place against records: negative below, zero at, positive above (`keyPlace`). */
  private place(key: string): (r: number) => number {
    const at = keyPlace(key, (date, oid) => sortKey(timestampOfDigits(date), oid));
    const { date, oid } = this.records;
    return (r) => at(date[r] as number, oid[r] as string);
  }

  private keyOf(r: number): string {
    const records = this.records;
    return sortKey(timestampOfDigits(records.date[r] as number), records.oid[r] as string);
  }

  private placed(r: number): { version: number; full: boolean; segment: number } {
    const records = this.records;
    return {
      version: records.version[r] as number,
      full: records.full[r] === 1,
      segment: records.segment[r] as number,
    };
  }

  private entryOf(r: number): Entry {
    const records = this.records;
    const entry: Entry = {
      oid: records.oid[r] as string,
      sortKey: this.keyOf(r),
      kind: records.kindOf(r),
      version: timestampOfDigits(records.version[r] as number),
      full: records.full[r] === 1,
      segment: records.segment[r] as number,
      slot: records.slot[r] as number,
    };
    const session = records.sessionOf(r);
    if (session !== undefined) entry.session = session;
    const text = records.text[r];
    if (text !== undefined) entry.text = text;
    return entry;
  }

  private hold(r: number): void {
    const slots = this.segments.get(this.records.segment[r] as number);
    const slot = this.records.slot[r] as number;
    if (!slots) return;
    if (slots.records[slot] === -1) slots.live++;
    slots.records[slot] = r;
  }

  private release(r: number): void {
    const slots = this.segments.get(this.records.segment[r] as number);
    const slot = this.records.slot[r] as number;
    if (!slots || slots.records[slot] !== r) return;
    slots.live--;
    slots.records[slot] = -1;
  }

  private reorder(added: number[], replaced: boolean): void {
    if (added.length === 0) return;
    const current = (r: number) => this.byOid.get(this.records.oid[r] as string) === r;
    // A record added by this same call may have been replaced by a later one in it.
    const fresh = Int32Array.from(replaced ? added.filter(current) : added).sort(this.compare);
    this.order = mergeSorted(
      replaced ? this.order.filter(current) : this.order,
      fresh,
      this.compare,
    );
    this.lists.clear();
    this.sessionLists = undefined;
    this.reclaim();
  }

  /**
   * Drops the records of replaced versions once they outnumber the current ones: the columns
   * are rewritten in date order and every record number held is renumbered.
   */
  private reclaim(): void {
    const stale = this.records.length - this.byOid.size;
    if (stale < RECLAIM_MIN || stale < this.byOid.size) return;
    const renumbered = this.records.retain(this.order);
    for (const [oid, r] of this.byOid) this.byOid.set(oid, renumbered[r] as number);
    for (const slots of this.segments.values()) {
      slots.records.forEach((r, slot) => {
        slots.records[slot] = r < 0 ? -1 : (renumbered[r] as number);
      });
    }
    this.order = Int32Array.from(this.order, (_r, i) => i);
  }
}

/** Replaced records kept before `reclaim` considers dropping them. */
const RECLAIM_MIN = 4096;

/**
 * Whether `candidate` replaces `current`: the newer version wins; at the same version the later
 * one wins, except that a list item does not replace the full representation (nothing is lost
 * by fetching the short form again). Versions have a second's precision: a call whose
 * transcription finished in the second it was logged changes without a newer version.
 *
 * "Later" is the later store: a row being stored (no segment yet) is later than any, and of two
 * stored rows, the one in the segment written later (the higher id). The index adds the stored
 * segments by date of their first keys (`addMany`), not in the order they were written: taking
 * the last one added lost such a change at the next start.
 *
 * Versions are timestamps, as strings or as their digits (`timestampDigits`): both order alike.
 */
export function replaces<V extends string | number>(
  current: { version: V; full: boolean; segment?: number } | undefined,
  candidate: { version: V; full: boolean; segment?: number },
): boolean {
  if (!current || candidate.version > current.version) return true;
  if (candidate.version < current.version) return false;
  if (current.full !== candidate.full) return candidate.full;
  return (
    current.segment === undefined ||
    candidate.segment === undefined ||
    candidate.segment > current.segment
  );
}

interface Slots {
  records: Int32Array;
  /** How many of `records` are not -1. */
  live: number;
}

function newSlots(size: number): Slots {
  return { records: new Int32Array(size).fill(-1), live: 0 };
}

/** A slot's date as timestamp digits, from its stored sort key: a damaged key is refused. */
function slotDate(keys: SegmentKeys, slot: number): number {
  const key = keys.sortKeys[slot] as string;
  const date = keyDateDigits(key);
  const oid = keys.oids[slot] as string;
  if (
    Number.isNaN(date) ||
    key.length !== ITEM_KEY_LENGTH ||
    oid.length === 0 ||
    oid.length > OID_WIDTH
  ) {
    return readSegment.damaged('segmentKeys', keys.id, `sort key ${key} of oid ${oid}`);
  }
  return date;
}

function versionAt(keys: SegmentKeys, slot: number): number {
  const version = keys.versions[slot] as string;
  const digits = version.length === TIMESTAMP_LENGTH ? timestampDigits(version) : Number.NaN;
  return Number.isNaN(digits)
    ? readSegment.damaged('segmentKeys', keys.id, `version ${version}`)
    : digits;
}

function mergeSorted(a: Order, b: Order, compare: (x: number, y: number) => number): Order {
  if (a.length === 0) return b;
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (compare(x, y) <= 0) {
      out[k++] = x;
      i++;
    } else {
      out[k++] = y;
      j++;
    }
  }
  out.set(a.subarray(i), k);
  out.set(b.subarray(j), k + a.length - i);
  return out;
}

/**
 * The first index of `list` whose record is at or above the key (`atOrAbove`), or strictly
 * above it, given the key's `place` (negative: the key is below the record).
 */
function firstIndex(list: Order, place: (r: number) => number, atOrAbove: boolean): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const p = place(list[mid] as number);
    if (atOrAbove ? p <= 0 : p < 0) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
