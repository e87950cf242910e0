import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommunicationCache } from '../../src/renderer/cache';
import { type CacheDatabase } from '../../src/renderer/cache/database';
import { SegmentIndex } from '../../src/renderer/cache/segment-index';
import { sortKey } from '../../src/renderer/cache/sort-key';
import { FakeLog, freshAccount, fullOf } from './fake-server';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('local search', () => {
  it('matches name or subject, any case, newest first, by kind, with the total', async () => {
    const log = new FakeLog();
    log.add('2024-01-01 10:00:00', { name: 'Anna Berg', subject: 'Quarterly REPORT' });
    log.add('2024-01-02 10:00:00', { name: 'Report Desk', subject: 'hello', kind: 'XCCUserChat' });
    log.add('2024-01-03 10:00:00', { name: 'Carl', subject: 'nothing to see' });
    log.add('2024-01-04 10:00:00', { name: 'Dora', subject: 'the report, again' });
    const cache = await CommunicationCache.open({ account: freshAccount() });
    await cache.store([...log.records.values()].map(fullOf));
    const found = await cache.find('  RePoRt ');
    expect(found.items.map((i) => i.item.commonName)).toEqual(['Dora', 'Report Desk', 'Anna Berg']);
    expect(found.total).toBe(3);
    expect((await cache.find('report', { limit: 1 })).items.map((i) => i.item.commonName)).toEqual([
      'Dora',
    ]);
    expect((await cache.find('report', { limit: 1 })).total).toBe(3);
    expect((await cache.find('report', { kind: 'XCCUserChat' })).items).toHaveLength(1);
    const notChats = await cache.find('report', { exceptKind: 'XCCUserChat' });
    expect(notChats.items.map((i) => i.item.commonName)).toEqual(['Dora', 'Anna Berg']);
    expect(notChats.total).toBe(2);
    expect((await cache.find('report', { exceptKind: 'Unheard of' })).total).toBe(3);
    expect((await cache.find('')).items).toEqual([]);
    // Rows written after the index was built are found too.
    await cache.store([
      fullOf(log.add('2024-01-05 10:00:00', { name: 'Eve', subject: 'Late report' })),
    ]);
    expect((await cache.find('late rep')).items.map((i) => i.item.commonName)).toEqual(['Eve']);
    // A cleared cache finds nothing.
    await cache.clearAndResync();
    expect((await cache.find('report')).total).toBe(0);
    cache.close();
  });

  it('loads its index when the renderer is idle, at once when a search waits, and misses no row stored meanwhile', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const log = new FakeLog();
    // 125 segments: batches of search texts of 40 segments, while nothing waits.
    log.addMany(12_500);
    const cache = await CommunicationCache.open({ account: freshAccount() });
    const all = [...log.records.values()].map(fullOf);
    for (let i = 0; i < all.length; i += 1000) await cache.store(all.slice(i, i + 1000));
    const prepared = cache.prepareSearch();
    // The first batch's texts are read, then the load waits for the renderer to be idle.
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    // In no segment the load has listed: only the store itself can give the index its text.
    await cache.store([fullOf(log.add('2000-01-01 00:00:00', { name: 'Zed Old' }))]);
    idle.shift()?.();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    // A search does not wait for idle time: the rest loads at once, in one read.
    const texts = (cache as unknown as { db: CacheDatabase }).db.segmentTexts;
    const reads = vi.spyOn(texts, 'bulkGet');
    const found = await cache.find('zed old');
    expect(reads).toHaveBeenCalledTimes(1);
    expect(reads.mock.calls[0]?.[0]).toHaveLength(45);
    expect(found.items.map((i) => i.item.commonName)).toEqual(['Zed Old']);
    await prepared;
    expect((await cache.find('caller')).total).toBe(12_500);
    expect(idle).toHaveLength(1);
    cache.close();
  });

  it('scans 100 000 cached rows in a few milliseconds', () => {
    const index = new SegmentIndex();
    const base = Date.parse('2020-01-01T00:00:00Z');
    for (let id = 1; id <= 100; id++) {
      const slots = Array.from({ length: 1000 }, (_, s) => (id - 1) * 1000 + s);
      const dates = slots.map((i) =>
        new Date(base + i * 60_000).toISOString().slice(0, 19).replace('T', ' '),
      );
      const oids = slots.map((i) => String(10_000 + i));
      index.add(
        {
          id,
          oids,
          sortKeys: oids.map((oid, s) => sortKey(dates[s]!, oid)),
          kinds: slots.map((i) => (i % 4 === 0 ? 'XCCUserChat' : 'CallLog')),
          sessions: slots.map(() => ''),
          versions: dates,
          full: '1'.repeat(1000),
        },
        slots.map((i) => `person ${i % 977}\ncall about order ${i}`),
      );
    }
    const first = performance.now();
    expect(index.find('order 4242', { limit: 200 }).total).toBe(11); // 4242, 42420..42429
    const firstMs = performance.now() - first;
    const queries = ['person 12', 'ORDER 9', 'nobody', 'about order 99999', 'n 5\ncall'];
    const start = performance.now();
    for (const query of queries) index.find(query, { limit: 200 });
    const perQueryMs = (performance.now() - start) / queries.length;
    console.log(
      `local search, 100 000 rows: first ${firstMs.toFixed(1)} ms, then ${perQueryMs.toFixed(1)} ms a query`,
    );
    // Newest first: order 42429 down to 42420, then 4242.
    const hits = index.find('order 4242', { limit: 200 }).hits.map((entry) => entry.oid);
    expect(hits[0]).toBe(String(10_000 + 42_429));
    expect(hits.at(-1)).toBe(String(10_000 + 4242));
    // Generous bounds for a loaded CI machine; measured figures are in docs/bench.md.
    expect(perQueryMs).toBeLessThan(100);
    expect(firstMs).toBeLessThan(1000);
  });
});
