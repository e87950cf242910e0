import { describe, expect, it } from 'vitest';
import { CacheError } from '../../src/renderer/cache/cache-error';
import { replaces, SegmentIndex } from '../../src/renderer/cache/segment-index';
import { encodeSegment, type SegmentKeys } from '../../src/renderer/cache/segments';
import { BOTTOM, dateStartKey, sortKey, TOP } from '../../src/renderer/cache/sort-key';
import { mulberry32 } from '../../src/renderer/review-prompt';

const stringOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A segment of these oids, each dated by its number (minutes), at one version. */
function segment(id: number, oids: number[], version: string): { keys: SegmentKeys } {
  const date = (n: number) =>
    new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString().slice(0, 19).replace('T', ' ');
  return {
    keys: {
      id,
      oids: oids.map(String),
      sortKeys: oids.map((n) => sortKey(date(n), String(n))),
      kinds: oids.map(() => 'CallLog'),
      sessions: oids.map(() => ''),
      versions: oids.map(() => version),
      full: '1'.repeat(oids.length),
    },
  };
}

const counts = (index: SegmentIndex) =>
  index.segmentList().map(({ id, size, live }) => ({ id, size, live }));

describe('SegmentIndex', () => {
  it("counts each segment's current slots as versions replace them and compaction moves them", () => {
    const index = new SegmentIndex();
    index.addMany([segment(1, [1, 2, 3, 4], '2026-01-01 00:00:00')]);
    // A newer version of 2 and 3, and an older one of 4 (which loses).
    index.addMany([
      segment(2, [2, 3], '2026-01-02 00:00:00'),
      segment(3, [4], '2025-12-31 00:00:00'),
    ]);
    expect(counts(index)).toEqual([
      { id: 1, size: 4, live: 2 },
      { id: 2, size: 2, live: 2 },
      { id: 3, size: 1, live: 0 },
    ]);
    expect(index.liveEntries(1).map((e) => e.oid)).toEqual(['1', '4']);

    // Compaction: segment 1's current rows move to segment 4; 1 and 3 are dropped.
    index.move(index.liveEntries(1), 4, ['a', 'b']);
    index.drop(1);
    index.drop(3);
    expect(counts(index)).toEqual([
      { id: 2, size: 2, live: 2 },
      { id: 4, size: 2, live: 2 },
    ]);
    expect(index.between('', '\uffff').map((e) => [e.oid, e.segment])).toEqual([
      ['4', 4],
      ['3', 2],
      ['2', 2],
      ['1', 4],
    ]);
  });

  it('at the same version, the row of the segment written later wins, whatever the order segments are added in', () => {
    const index = new SegmentIndex();
    const version = '2026-01-01 00:00:00';
    // Segment 2 was written after segment 1 (a transcription finished in the same second), but
    // its first key is older: added together, it is taken first.
    index.addMany([segment(1, [5, 9], version), segment(2, [1, 5], version)]);
    expect(index.get('5')?.segment).toBe(2);
    // Added one at a time, in the order written: the same.
    const sliced = new SegmentIndex();
    sliced.addMany([segment(1, [5, 9], version)]);
    sliced.addMany([segment(2, [1, 5], version)]);
    expect(sliced.get('5')?.segment).toBe(2);
    // A row being stored (no segment yet) is later than any stored one.
    expect(index.wins({ oid: '5', version, full: true })).toBe(true);
    // A list item still never replaces the full representation at the same version.
    expect(index.wins({ oid: '5', version, full: false })).toBe(false);
  });
});

describe('SegmentIndex against a plain model', () => {
  interface Item {
    oid: string;
    sortKey: string;
    kind: string;
    session?: string;
    version: string;
    full: boolean;
    segment: number;
    slot: number;
    text: string;
  }
  const dateOf = (n: number) =>
    new Date(Date.UTC(2026, 0, 1) + n * 1000).toISOString().slice(0, 19).replace('T', ' ');

  it('answers every read as a map of items sorted by key would, through replacements, compactions and renumbering', () => {
    const random = mulberry32(42);
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
    const index = new SegmentIndex();
    const model = new Map<string, Item>();
    const segments = new Map<number, Item[]>();
    let nextSegment = 1;

    const store = (items: Omit<Item, 'segment' | 'slot'>[]) => {
      const id = nextSegment++;
      const placed = items.map((item, slot) => ({ ...item, segment: id, slot }));
      segments.set(id, placed);
      // The columns as a store writes them.
      const { keys, texts } = encodeSegment(
        placed.map((item) => ({ ...item, searchText: item.text, json: '{}' })),
      );
      index.add({ ...keys, id }, texts);
      for (const item of placed) {
        if (replaces(model.get(item.oid), item)) model.set(item.oid, item);
      }
    };
    let round = 0;
    const randomItem = (oid: string) => {
      const date = dateOf(Math.floor(random() * 600));
      const session = random() < 0.3 ? pick(['s1', 's2', 's3']) : undefined;
      return {
        oid,
        sortKey: sortKey(date, oid),
        kind: session ? 'XCCUserChat' : pick(['CallLog', 'EMail', 'SMS']),
        ...(session && { session }),
        // Later rounds bring newer versions mostly: enough stale records to be reclaimed.
        version: dateOf(1000 + round * 3 + Math.floor(random() * 5)),
        full: random() < 0.5,
        text: `text ${pick(['red', 'green', 'blue'])} ${oid}`,
      };
    };
    // Oids of different lengths (and dates shared by many), so that the order needs both parts.
    const oids = Array.from({ length: 3_000 }, (_, i) => String(i * 37 + 5));

    const check = () => {
      const current = [...model.values()].sort((a, b) => stringOrder(b.sortKey, a.sortKey));
      const asEntry = ({ text, session, ...item }: Item) => ({
        ...item,
        ...(session !== undefined && { session }),
        text,
      });
      expect(index.size).toBe(model.size);
      expect(index.between(BOTTOM, TOP)).toEqual(current.map(asEntry));
      for (let i = 0; i < 20; i++) {
        const [a, b] = [pick(current).sortKey, dateStartKey(dateOf(Math.floor(random() * 600)))];
        const [lower, upper] = a < b ? [a, b] : [b, a];
        const filter = pick([undefined, { kind: 'SMS' }, { session: 's2' }, { kind: 'None' }]);
        const limit = pick([Infinity, 1, 25]);
        const inScope = current.filter(
          (item) =>
            item.sortKey > lower &&
            item.sortKey < upper &&
            (!filter ||
              ('kind' in filter ? item.kind === filter.kind : item.session === filter.session)),
        );
        expect(index.oidsBetween(lower, upper, filter, limit)).toEqual(
          inScope.slice(0, limit).map((item) => item.oid),
        );
        const above = current.filter(
          (item) =>
            item.sortKey > lower &&
            (!filter ||
              ('kind' in filter ? item.kind === filter.kind : item.session === filter.session)),
        );
        expect(index.above(lower, filter, 10)).toEqual(above.reverse().slice(0, 10).map(asEntry));
        const nearest = current.filter((item) => item.sortKey >= lower && item.sortKey <= upper);
        expect(index.nearestKey(lower, upper)).toBe(nearest.at(-1)?.sortKey);
        expect(index.nearestKey(upper, lower)).toBe(nearest[0]?.sortKey);
      }
      const oid = pick(oids);
      const found = model.get(oid);
      expect(index.get(oid)).toEqual(found && asEntry(found));
      const hits = current.filter((item) => item.text.includes('green') && item.kind === 'SMS');
      expect(index.find('green', { limit: 5, kind: 'SMS' })).toEqual({
        hits: hits.slice(0, 5).map(asEntry),
        total: hits.length,
      });
      const marks = { s1: pick(current).sortKey, s2: TOP, s3: BOTTOM };
      const tails = current.filter((item) => {
        if (item.session === undefined) return false;
        const newest = current.find((other) => other.session === item.session);
        return item === newest || item.sortKey > marks[item.session as keyof typeof marks];
      });
      expect(
        index
          .sessionTails((session) => marks[session as keyof typeof marks])
          .sort((a, b) => stringOrder(b.sortKey, a.sortKey)),
      ).toEqual(tails.map(asEntry));
      for (const { id, size, live } of index.segmentList()) {
        const held = (segments.get(id) ?? []).filter((item) => model.get(item.oid) === item);
        expect({ size, live }).toEqual({ size: segments.get(id)?.length, live: held.length });
        expect(index.liveEntries(id)).toEqual(held.map(asEntry));
      }
    };

    for (; round < 12; round++) {
      // A download's pages, then changes to items already held: old versions become stale.
      for (let s = 0; s < 10; s++) {
        store(Array.from({ length: 100 }, () => randomItem(pick(oids))));
      }
      if (round % 3 === 2) {
        // A compaction: the sparsest segments' current items move to a new one.
        const sparse = index
          .segmentList()
          .filter((s) => s.live > 0 && s.live * 2 < s.size)
          .slice(0, 5);
        const moving = sparse.flatMap((s) => index.liveEntries(s.id));
        const id = nextSegment++;
        index.move(
          moving,
          id,
          moving.map((entry) => `moved ${entry.text ?? ''}`),
        );
        const placed = moving.map((entry, slot) => {
          const item = { ...(model.get(entry.oid) as Item), segment: id, slot };
          item.text = `moved ${item.text}`;
          model.set(entry.oid, item);
          return item;
        });
        segments.set(id, placed);
        for (const s of sparse) {
          index.drop(s.id);
          segments.delete(s.id);
        }
      }
      check();
    }
  });

  it('refuses a stored segment whose sort key or version is damaged', () => {
    const index = new SegmentIndex();
    const good = segment(1, [1], '2026-01-01 00:00:00');
    const failure = (keys: SegmentKeys) => {
      try {
        index.addMany([{ keys }]);
      } catch (error) {
        return error;
      }
    };
    expect(failure({ ...good.keys, sortKeys: ['2026-01-01|00000000000000000001'] })).toBeInstanceOf(
      CacheError,
    );
    expect(failure({ ...good.keys, versions: ['yesterday'] })).toMatchObject({
      kind: 'corrupt',
      detail: 'segmentKeys/1: version yesterday',
    });
    expect(index.size).toBe(0);
  });
});
