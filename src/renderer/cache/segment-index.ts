import { type Timestamp } from '../../shared/interface';
import { type HistoryFilter } from './communication-cache';
import { type Entry, type SegmentKeys } from './segments';

/**
 * The in-memory index of the cached log: which version of each item is current and where its
 * row is stored (segment and slot), and the date order of the whole log, of each kind and of
 * each chat session. IndexedDB holds the rows as segments (see segments.ts) and no per-item
 * index; every list, skeleton, lookup and merge decision is answered from here, without a
 * request to the browser.
 */
export class SegmentIndex {
  private readonly entries = new Map<string, Entry>();
  /** Ascending by sort key. */
  private all: Entry[] = [];
  private readonly lists = new Map<string, Entry[]>();
  /** Per segment id: its slots, each with its entry while that is current. */
  private readonly segments = new Map<number, Slots>();

  /** Which store of rows this index reflects (see `CommunicationCache.revision`). */
  revision: string | undefined;

  get size(): number {
    return this.entries.size;
  }

  get(oid: string): Entry | undefined {
    return this.entries.get(oid);
  }

  /** Whether an incoming version replaces the current one (see `replaces`). */
  wins(candidate: { oid: string; version: Timestamp; full: boolean; segment?: number }): boolean {
    return replaces(this.entries.get(candidate.oid), candidate);
  }

  /** How many slots a segment has (undefined: not in the index). */
  sizeOf(segment: number): number | undefined {
    return this.segments.get(segment)?.entries.length;
  }

  /** Adds a stored segment: its slots that win become current, in one update of the order. */
  add(keys: SegmentKeys, texts?: readonly string[]): void {
    this.addMany([{ keys, texts }]);
  }

  /**
   * Adds several segments with one re-sort of the order. They are taken in date order of their
   * first keys, so that their entries, each segment sorted, arrive nearly sorted.
   */
  addMany(segments: readonly { keys: SegmentKeys; texts?: readonly string[] }[]): void {
    const added: Entry[] = [];
    const replaced = new Set<Entry>();
    const byFirstKey = [...segments].sort((a, b) => {
      const [x = '', y = ''] = [a.keys.sortKeys[0], b.keys.sortKeys[0]];
      return x < y ? -1 : x > y ? 1 : a.keys.id - b.keys.id;
    });
    for (const { keys, texts } of byFirstKey) {
      this.segments.set(keys.id, newSlots(keys.oids.length));
      keys.oids.forEach((oid, slot) => {
        const entry: Entry = {
          oid,
          sortKey: keys.sortKeys[slot] as string,
          kind: keys.kinds[slot] as string,
          version: keys.versions[slot] as Timestamp,
          full: keys.full[slot] === '1',
          segment: keys.id,
          slot,
        };
        const session = keys.sessions[slot];
        if (session) entry.session = session;
        const text = texts?.[slot];
        if (text !== undefined) entry.text = text;
        if (!this.wins(entry)) return;
        const current = this.entries.get(oid);
        if (current) {
          this.release(current);
          replaced.add(current);
          entry.text ??= current.text;
        }
        this.entries.set(oid, entry);
        this.hold(entry);
        added.push(entry);
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
    const replaced = new Set<Entry>();
    const added = moved.map((old, slot) => {
      const entry: Entry = { ...old, segment, slot, text: texts[slot] ?? old.text };
      this.release(old);
      replaced.add(old);
      this.entries.set(entry.oid, entry);
      this.hold(entry);
      return entry;
    });
    this.reorder(added, replaced);
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
      const entry = slots.entries[slot];
      if (entry) entry.text = text;
    });
  }

  /**
   * Every segment: its size and how many of its slots are current. Counted as slots change:
   * this is asked after every store, and walking 100 000 slots each time would not be free.
   */
  segmentList(): { id: number; size: number; live: number }[] {
    return [...this.segments].map(([id, slots]) => ({
      id,
      size: slots.entries.length,
      live: slots.live,
    }));
  }

  /** A segment's current entries, in slot order. */
  liveEntries(segment: number): Entry[] {
    return this.segments.get(segment)?.entries.filter((entry) => entry !== undefined) ?? [];
  }

  /** The id of every segment, in the order they were added (oldest first). */
  segmentIds(): number[] {
    return [...this.segments.keys()];
  }

  private hold(entry: Entry): void {
    const slots = this.segments.get(entry.segment);
    if (!slots) return;
    if (slots.entries[entry.slot] === undefined) slots.live++;
    slots.entries[entry.slot] = entry;
  }

  private release(entry: Entry): void {
    const slots = this.segments.get(entry.segment);
    if (!slots || slots.entries[entry.slot] === undefined) return;
    slots.live--;
    slots.entries[entry.slot] = undefined;
  }

  private reorder(added: Entry[], replaced: ReadonlySet<Entry>): void {
    if (added.length === 0) return;
    const current = (list: Entry[]) =>
      replaced.size > 0 ? list.filter((entry) => !replaced.has(entry)) : list;
    // An entry added by this same call may have been replaced by a later one in it.
    this.all = mergeSorted(current(this.all), current(added).sort(ascending));
    this.lists.clear();
  }

  /** The list a filter selects, ascending by sort key (derived once per change). */
  list(filter?: HistoryFilter): readonly Entry[] {
    if (!filter) return this.all;
    const key = 'kind' in filter ? `k:${filter.kind}` : `s:${filter.session}`;
    let list = this.lists.get(key);
    if (!list) {
      list =
        'kind' in filter
          ? this.all.filter((entry) => entry.kind === filter.kind)
          : this.all.filter((entry) => entry.session === filter.session);
      this.lists.set(key, list);
    }
    return list;
  }

  /** Every chat session's entries, ascending (derived from the order on each call). */
  sessions(): ReadonlyMap<string, readonly Entry[]> {
    const sessions = new Map<string, Entry[]>();
    for (const entry of this.all) {
      if (entry.session === undefined) continue;
      let list = sessions.get(entry.session);
      if (!list) sessions.set(entry.session, (list = []));
      list.push(entry);
    }
    return sessions;
  }

  /** Entries strictly between two keys, newest first, at most `limit`. */
  between(lower: string, upper: string, filter?: HistoryFilter, limit = Infinity): Entry[] {
    const list = this.list(filter);
    const end = lowerBound(list, upper);
    const start = upperBound(list, lower);
    const from = Math.max(start, end - limit);
    const out: Entry[] = [];
    for (let i = end - 1; i >= from; i--) out.push(list[i] as Entry);
    return out;
  }

  /** Entries strictly above a key, oldest first, at most `limit`. */
  above(lower: string, filter: HistoryFilter | undefined, limit: number): Entry[] {
    const list = this.list(filter);
    const start = upperBound(list, lower);
    return list.slice(start, start + limit);
  }

  /**
   * Local search: the entries whose text contains `needle` (already lower-cased), newest first,
   * at most `limit`, and how many match in all. A scan of memory: IndexedDB has no substring
   * index, and scanning stored rows would mean reading and parsing every one.
   */
  find(
    needle: string,
    options: { limit: number; kind?: string },
  ): { hits: Entry[]; total: number } {
    const list = this.list(options.kind === undefined ? undefined : { kind: options.kind });
    const hits: Entry[] = [];
    let total = 0;
    for (let i = list.length - 1; i >= 0; i--) {
      const entry = list[i] as Entry;
      if (!entry.text?.includes(needle)) continue;
      total++;
      if (hits.length < options.limit) hits.push(entry);
    }
    return { hits, total };
  }

  /** The first key at or above `from` (up to `bound`) or the last at or below it (down to it). */
  nearestKey(from: string, bound: string): string | undefined {
    const up = bound >= from;
    if (up) {
      const found = this.all[lowerBound(this.all, from)];
      return found && found.sortKey <= bound ? found.sortKey : undefined;
    }
    const found = this.all[upperBound(this.all, from) - 1];
    return found && found.sortKey >= bound ? found.sortKey : undefined;
  }
}

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
 */
export function replaces(
  current: { version: Timestamp; full: boolean; segment?: number } | undefined,
  candidate: { version: Timestamp; full: boolean; segment?: number },
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
  entries: (Entry | undefined)[];
  /** How many of `entries` are defined. */
  live: number;
}

function newSlots(size: number): Slots {
  return { entries: new Array<Entry | undefined>(size).fill(undefined), live: 0 };
}

function ascending(a: Entry, b: Entry): number {
  return a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0;
}

function mergeSorted(a: readonly Entry[], b: readonly Entry[]): Entry[] {
  if (a.length === 0) return [...b];
  const out: Entry[] = new Array<Entry>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as Entry;
    const y = b[j] as Entry;
    if (x.sortKey <= y.sortKey) {
      out[k++] = x;
      i++;
    } else {
      out[k++] = y;
      j++;
    }
  }
  while (i < a.length) out[k++] = a[i++] as Entry;
  while (j < b.length) out[k++] = b[j++] as Entry;
  return out;
}

/** The first index whose key is ≥ key. */
function lowerBound(list: readonly Entry[], key: string): number {
  return firstIndex(list, (sortKey) => sortKey >= key);
}

/** The first index whose key is > key. */
function upperBound(list: readonly Entry[], key: string): number {
  return firstIndex(list, (sortKey) => sortKey > key);
}

/** The first index whose key passes `at` (false for every key before it, true from it on). */
function firstIndex(list: readonly Entry[], at: (sortKey: string) => boolean): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (at((list[mid] as Entry).sortKey)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}
