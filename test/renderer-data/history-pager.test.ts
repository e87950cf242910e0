import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  CommunicationCache,
  dateEndKey,
  HistoryPager,
  sortKey,
  TOP,
  type CachedCommunication,
} from '../../src/renderer/cache';
import { FakeLog, failure, freshAccount, fullOf } from './fake-server';

const oids = (items: CachedCommunication[]) => items.map((i) => i.oid);
const last = (items: CachedCommunication[]) => items.at(-1)?.sortKey ?? TOP;

async function setup(count: number) {
  const account = freshAccount();
  const log = new FakeLog();
  const records = log.addMany(count);
  const cache = await CommunicationCache.open({ account });
  return {
    account,
    log,
    records,
    cache,
    pager: new HistoryPager({ cache, port: log, pageSize: 10 }),
  };
}

describe('history pager', () => {
  it('walks older pages with before=previousId, then serves them from the cache after a restart', async () => {
    const { account, log, records, cache, pager } = await setup(25);
    const newestFirst = records.map((r) => r.oid).reverse();
    const p1 = await pager.loadOlder();
    const p2 = await pager.loadOlder(last(p1.items));
    const p3 = await pager.loadOlder(last(p2.items));
    expect(oids([...p1.items, ...p2.items, ...p3.items])).toEqual(newestFirst);
    expect([p1.reachedEnd, p2.reachedEnd, p3.reachedEnd]).toEqual([false, false, true]);
    expect(log.searches).toEqual([
      { limit: 10, include: 'all' },
      { limit: 10, include: 'all', before: p1.items[9]?.oid },
      { limit: 10, include: 'all', before: p2.items[9]?.oid },
      // The third page was short, which is not the end (the server caps pages silently): the
      // empty page after it is.
      { limit: 10, include: 'all', before: p3.items.at(-1)?.oid },
    ]);
    // The details came with the page (include=all).
    expect(p1.items[0]?.full?.contentSummary).toBe(records.at(-1)?.subject);
    cache.close();

    // Restart: nothing complete is fetched again, in either direction.
    const reopened = await CommunicationCache.open({ account });
    const again = new HistoryPager({ cache: reopened, port: log, pageSize: 10 });
    const q1 = await again.loadOlder();
    const q2 = await again.loadOlder(last(q1.items));
    const q3 = await again.loadOlder(last(q2.items));
    const back = await again.loadNewer(q3.items[0]?.sortKey ?? TOP);
    expect(oids([...q1.items, ...q2.items, ...q3.items])).toEqual(newestFirst);
    expect(oids(back.items)).toEqual(oids(q2.items));
    expect([q1.fetched, q2.fetched, q3.fetched, back.fetched, q3.reachedEnd]).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
    expect(log.searches).toHaveLength(4);
    reopened.close();
  });

  it('fetches newer pages with after=nextId, newest first, and knows when it reached the top', async () => {
    const { log, records, cache, pager } = await setup(25);
    // Start in the middle of the log at an item the cache holds (a search result, say).
    const middle = records[7];
    if (!middle) throw new Error('no record');
    await cache.store([fullOf(middle)]);
    const from = sortKey(middle.date, middle.oid);
    const page = await pager.loadNewer(from);
    expect(oids(page.items)).toEqual(
      records
        .slice(8, 18)
        .map((r) => r.oid)
        .reverse(),
    );
    expect(log.searches.at(-1)).toEqual({ limit: 10, include: 'all', after: middle.oid });
    const top = await pager.loadNewer(page.items[0]?.sortKey ?? TOP);
    expect(oids(top.items)).toEqual(
      records
        .slice(18)
        .map((r) => r.oid)
        .reverse(),
    );
    expect(top.reachedEnd).toBe(true);
    // The top is now known complete: the newest page comes from the cache.
    const newest = await pager.loadOlder(TOP, { limit: 5 });
    expect(newest.fetched).toBe(false);
    expect(oids(newest.items)).toEqual(
      records
        .slice(20)
        .map((r) => r.oid)
        .reverse(),
    );
    cache.close();
  });

  it('fetches only the hole between two known stretches', async () => {
    const { log, records, cache, pager } = await setup(40);
    await pager.loadOlder(); // newest 10: records 30..39
    const deep = records[8];
    if (!deep) throw new Error('no record');
    await pager.loadOlder(dateEndKey(deep.date)); // a date jump: records 0..8, the bottom
    log.searches.length = 0;
    const all: CachedCommunication[] = [];
    let from = TOP;
    for (;;) {
      const page = await pager.loadOlder(from);
      all.push(...page.items);
      if (page.reachedEnd) break;
      from = last(page.items);
    }
    expect(oids(all)).toEqual(records.map((r) => r.oid).reverse());
    // Records 9..29 were the hole: fetched going older from record 30; the last page overlaps
    // the lower stretch by one item, which proves there is nothing else between them.
    expect(log.searches.map((s) => s.before)).toEqual([
      records[30]?.oid,
      records[20]?.oid,
      records[10]?.oid,
    ]);
    cache.close();
  });

  it('serves what the cache holds when offline, with the failure, and resumes when back', async () => {
    const { log, cache, pager } = await setup(25);
    const first = await pager.loadOlder();
    log.failNext.push(failure('network'));
    const offline = await pager.loadOlder(last(first.items));
    expect(offline.items).toEqual([]);
    expect(offline.failure?.kind).toBe('network');
    expect(offline.reachedEnd).toBe(false);
    // The first page still comes from the cache while offline, without asking.
    const cached = await pager.loadOlder();
    expect(cached).toMatchObject({ fetched: false, reachedEnd: false });
    expect(cached.items).toHaveLength(10);
    const back = await pager.loadOlder(last(first.items));
    expect(back.items).toHaveLength(10);
    expect(back.failure).toBeUndefined();
    cache.close();
  });

  it('asks by date when the server no longer knows the cursor item', async () => {
    const { log, records, cache, pager } = await setup(25);
    const first = await pager.loadOlder();
    const cursor = first.items.at(-1);
    if (!cursor) throw new Error('empty page');
    log.records.delete(cursor.oid); // deleted on the server since
    const next = await pager.loadOlder(cursor.sortKey);
    expect(log.searches.slice(-2)).toEqual([
      { limit: 10, include: 'all', before: cursor.oid },
      { limit: 10, include: 'all', until: cursor.item.date },
    ]);
    expect(oids(next.items)).toEqual(
      records
        .slice(5, 15)
        .map((r) => r.oid)
        .reverse(),
    );
    cache.close();
  });

  it('jumps to a date with an inclusive until window', async () => {
    const { log, records, cache, pager } = await setup(25);
    const target = records[12];
    if (!target) throw new Error('no record');
    const page = await pager.loadOlder(dateEndKey(target.date), { limit: 5 });
    expect(log.searches).toEqual([{ limit: 5, include: 'all', until: target.date }]);
    expect(oids(page.items)).toEqual(
      records
        .slice(8, 13)
        .map((r) => r.oid)
        .reverse(),
    );
    // Newer from there continues with a cursor: the newest cached item of that stretch.
    const newer = await pager.loadNewer(page.items[0]?.sortKey ?? TOP, { limit: 5 });
    expect(oids(newer.items)).toEqual(
      records
        .slice(13, 18)
        .map((r) => r.oid)
        .reverse(),
    );
    expect(log.searches.at(-1)).toEqual({ limit: 5, include: 'all', after: target.oid });
    expect(log.searches).toHaveLength(2);
    cache.close();
  });

  it('fills a filtered view with bigger pages until it has enough', async () => {
    const log = new FakeLog();
    const records = log.addMany(120, (i) => ({ kind: i % 10 === 0 ? 'SMSMessage' : 'CallLog' }));
    const cache = await CommunicationCache.open({ account: freshAccount() });
    const pager = new HistoryPager({ cache, port: log });
    const page = await pager.loadOlder(TOP, { limit: 4, filter: { kind: 'SMSMessage' } });
    expect(oids(page.items)).toEqual(
      ['110', '100', '90', '80'].map((i) => records[Number(i)]?.oid),
    );
    expect(log.searches).toEqual([
      { limit: 20, include: 'all' },
      { limit: 20, include: 'all', before: records[100]?.oid },
    ]);
    cache.close();
  });

  it('backfills the whole log once and resumes an interrupted backfill where it stopped', async () => {
    const { account, log, cache } = await setup(95);
    const pager = new HistoryPager({ cache, port: log });
    let answered = 0;
    log.beforeAnswer = () => {
      if (++answered === 3) log.failNext.push(failure('timeout'));
    };
    await expect(pager.backfill({ pageSize: 20, chains: 1 })).rejects.toMatchObject({
      failure: { kind: 'timeout' },
    });
    expect(await cache.count()).toBe(40);
    cache.close();
    log.beforeAnswer = undefined;
    const reopened = await CommunicationCache.open({ account });
    const resumed = await new HistoryPager({ cache: reopened, port: log }).backfill({
      pageSize: 20,
      chains: 1,
    });
    // 20 + 20 + 15, then the empty page that ends the log.
    expect(resumed).toEqual({ complete: true, pages: 4 });
    expect(await reopened.count()).toBe(95);
    // Only the page that failed is asked again; the two stored pages are not.
    const cursors = log.searches.map((s) => s.before ?? 'first');
    expect(cursors).toHaveLength(7);
    expect(cursors[3]).toBe(cursors[2]);
    expect(new Set(cursors).size).toBe(6);
    expect(await new HistoryPager({ cache: reopened, port: log }).backfill()).toEqual({
      complete: true,
      pages: 0,
    });
    reopened.close();
  });

  it('stores pages in batches, fetching the next batch while one is being stored, in order', async () => {
    const { cache, log } = await setup(50);
    const events: string[] = [];
    const store = cache.storeRows.bind(cache);
    cache.storeRows = async (rows, covered) => {
      events.push(`store ${rows.length} start`);
      // A slow disk: the store takes longer than the next request.
      await new Promise((resolve) => setTimeout(resolve, 30));
      const written = await store(rows, covered);
      events.push(`store ${rows.length} end`);
      return written;
    };
    log.beforeAnswer = () => events.push('request');
    expect(
      await new HistoryPager({ cache, port: log }).backfill({
        pageSize: 20,
        batchRows: 40,
        chains: 1,
      }),
    ).toEqual({ complete: true, pages: 4 });
    // Pages of 20 (the chain's first, stored at once: the newest rows come first), 20 and 10
    // (one batch), then the empty page that ends the log (a short page is not the end), which
    // proves the last batch reaches the beginning. The pages after the first are fetched while
    // it is stored; the next store waits for it.
    expect(events).toEqual([
      'request',
      'request',
      'store 20 start',
      'request',
      'request',
      'store 20 end',
      'store 30 start',
      'store 30 end',
    ]);
    // Each request names its chain, so main reads the chain's next page ahead (history.ts).
    expect(log.searches.every((search) => search.chain === 0)).toBe(true);
    expect(await cache.count()).toBe(50);
    expect(await cache.rangeSet()).toHaveLength(1);
    cache.close();
  });

  describe('several chains at once', () => {
    /** `count` items an hour apart: a log long enough in time to be cut by date. */
    async function hourly(count: number) {
      const account = freshAccount();
      const log = new FakeLog();
      const base = Date.parse('2024-01-01T00:00:00Z');
      const records = Array.from({ length: count }, (_, i) =>
        log.add(new Date(base + i * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')),
      );
      const cache = await CommunicationCache.open({ account });
      return { account, log, records, cache };
    }

    it('download every item once, from the top, the oldest page and the middle by date', async () => {
      const { log, cache } = await hourly(500);
      let inFlight = 0;
      let most = 0;
      const answer = log.searchCommunications.bind(log);
      log.searchCommunications = async (params) => {
        most = Math.max(most, ++inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        try {
          return await answer(params);
        } finally {
          inFlight--;
        }
      };
      const result = await new HistoryPager({ cache, port: log }).backfill({ pageSize: 20 });
      expect(result.complete).toBe(true);
      expect(await cache.count()).toBe(500);
      expect(await cache.rangeSet()).toEqual([{ older: '', newer: TOP }]);
      // Three chains read at once, never more; each walks by cursor after its first page.
      expect(most).toBe(3);
      expect(log.searches.filter((s) => s.order === 'ascending')).toHaveLength(1);
      expect(log.searches.filter((s) => s.until !== undefined).length).toBeGreaterThan(0);
      expect(log.searches.every((s) => s.order === 'ascending' || s.chain! < 3)).toBe(true);
      // Where chains meet, a page or two is read twice; not much more.
      const rows = 500 + 1;
      expect(log.searches.length).toBeLessThan(rows / 20 + 12);
    });

    it('store the newest page first, before any older stretch a chain reads', async () => {
      const { log, cache, records } = await hourly(500);
      const stored: string[][] = [];
      const store = cache.storeRows.bind(cache);
      cache.storeRows = (rows, covered) => {
        stored.push(rows.map((row) => row.oid));
        return store(rows, covered);
      };
      await new HistoryPager({ cache, port: log }).backfill({ pageSize: 20, batchRows: 100 });
      // History shows the newest rows first: they are in the cache before anything older.
      expect(stored[0]).toContain(records.at(-1)!.oid);
      expect(stored[0]).toHaveLength(20);
    });

    it('wait for the stores when they fall behind, so that rows do not pile up in memory', async () => {
      const { log, cache } = await hourly(500);
      let read = 0;
      let stored = 0;
      let most = 0;
      const answer = log.searchCommunications.bind(log);
      log.searchCommunications = async (params) => {
        const page = await answer(params);
        read += page.rows.length;
        most = Math.max(most, read - stored);
        return page;
      };
      const store = cache.storeRows.bind(cache);
      cache.storeRows = async (rows, covered) => {
        // A slow disk: each store takes longer than many reads.
        await new Promise((resolve) => setTimeout(resolve, 20));
        const written = await store(rows, covered);
        stored += rows.length;
        return written;
      };
      const pager = new HistoryPager({ cache, port: log });
      expect(await pager.backfill({ pageSize: 20, batchRows: 40 })).toMatchObject({
        complete: true,
      });
      // Held at most: the store running, one queued, and each chain's batch and page in hand.
      expect(most).toBeLessThanOrEqual((1 + 1 + 3) * 40 + 3 * 20);
      expect(await cache.count()).toBe(500);
    });

    it('store what was read when one chain fails, stop the others, and resume to the end', async () => {
      const { account, log, cache } = await hourly(300);
      let answered = 0;
      log.beforeAnswer = () => {
        if (++answered === 6) log.failNext.push(failure('timeout'));
      };
      await expect(
        new HistoryPager({ cache, port: log }).backfill({ pageSize: 20 }),
      ).rejects.toMatchObject({ failure: { kind: 'timeout' } });
      const asked = log.searches.length;
      expect(asked).toBeLessThan(10);
      expect(await cache.count()).toBe((answered - 1) * 20);
      cache.close();
      log.beforeAnswer = undefined;
      const reopened = await CommunicationCache.open({ account });
      const resumed = await new HistoryPager({ cache: reopened, port: log }).backfill({
        pageSize: 20,
      });
      expect(resumed.complete).toBe(true);
      expect(await reopened.count()).toBe(300);
      expect(await reopened.rangeSet()).toEqual([{ older: '', newer: TOP }]);
      reopened.close();
    });
  });

  it('asks a name search of the server, stores the answer, and returns it as cached', async () => {
    const { log, records, cache, pager } = await setup(12);
    const name = records[3]!.name;
    const items = await pager.searchServer({ name, limit: 200 });
    expect(log.searches).toEqual([{ name, limit: 200, include: 'all' }]);
    expect(oids(items)).toContain(records[3]!.oid);
    expect(items.every((item) => item.full !== undefined)).toBe(true);
    // Stored: there offline next time.
    expect(await cache.get(records[3]!.oid)).toMatchObject({ oid: records[3]!.oid });
    cache.close();
  });
});
