import { describe, expect, it } from 'vitest';
import { SegmentIndex } from '../../src/renderer/cache/segment-index';
import { type SegmentKeys } from '../../src/renderer/cache/segments';
import { sortKey } from '../../src/renderer/cache/sort-key';

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
