import 'fake-indexeddb/auto';
import { Dexie, liveQuery } from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { BOTTOM, CommunicationCache, databaseName, TOP } from '../../src/renderer/cache';
import { SEGMENT_JSON, SEGMENT_ROWS, splitSegments } from '../../src/renderer/cache/segments';
import { FakeLog, freshAccount, fullOf, itemOf, type LogRecord } from './fake-server';

/** The segments as stored: each one's slots' oids, oldest segment first. */
async function storedSegments(account: ReturnType<typeof freshAccount>): Promise<string[][]> {
  const raw = new Dexie(databaseName('cache', account));
  await raw.open();
  const keys = (await raw.table('segmentKeys').toArray()) as { keys: string }[];
  raw.close();
  return keys.map((record) => (JSON.parse(record.keys) as { oids: string[] }).oids);
}

const later = (record: LogRecord, lastModified: string) => ({ ...record, lastModified });

describe('segments', () => {
  it('stores rows in segments of up to a hundred, in date order, and reads them back after a restart', async () => {
    const account = freshAccount();
    const log = new FakeLog();
    log.addMany(30);
    const records = [...log.records.values()];
    const cache = await CommunicationCache.open({ account });
    expect(await cache.store(records.slice(0, 20).map(fullOf))).toBe(20);
    // The same version again is written (it may differ within the second), its old slots left.
    expect(await cache.store(records.slice(10).map(fullOf))).toBe(20);
    const segments = await storedSegments(account);
    expect(segments.map((oids) => oids.length)).toEqual([20, 20]);
    log.addMany(250);
    expect(await cache.store([...log.records.values()].slice(30).reverse().map(fullOf))).toBe(250);
    expect((await storedSegments(account)).map((oids) => oids.length)).toEqual([
      20, 20, 100, 100, 50,
    ]);
    cache.close();
    const reopened = await CommunicationCache.open({ account });
    const newestFirst = [...log.records.values()].sort((a, b) => (a.date < b.date ? 1 : -1));
    expect(await reopened.oidsBetween(BOTTOM, TOP)).toEqual(newestFirst.map((r) => r.oid));
    expect((await reopened.readOlder(TOP, 3)).map((r) => r.item.commonName)).toEqual(
      newestFirst.slice(0, 3).map((r) => r.name),
    );
    reopened.close();
  });

  it('keeps the winning version across segments after a restart: newer first, full over list item', async () => {
    const account = freshAccount();
    const log = new FakeLog();
    const [a, b] = [log.add('2024-01-01 10:00:00'), log.add('2024-01-01 11:00:00')];
    const cache = await CommunicationCache.open({ account });
    await cache.store([fullOf(later(a, '2024-02-01 00:00:00')), fullOf(b)]);
    // Older version of a, and the list item of b at the same version: neither wins.
    expect(await cache.store([fullOf(a), itemOf(b)])).toBe(0);
    await cache.store([fullOf({ ...later(b, '2024-03-01 00:00:00'), subject: 'changed' })]);
    cache.close();
    const reopened = await CommunicationCache.open({ account });
    const [newB, newA] = await reopened.readOlder(TOP, 10);
    expect(newA?.version).toBe('2024-02-01 00:00:00');
    expect(newB?.full?.subject).toBe('changed');
    expect(await reopened.count()).toBe(2);
    reopened.close();
  });

  it('keeps the later of two rows of one version after a restart, whatever the dates of their segments', async () => {
    const account = freshAccount();
    const log = new FakeLog();
    log.addMany(250);
    const oldestFirst = [...log.records.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
    const cache = await CommunicationCache.open({ account });
    await cache.store(oldestFirst.map(fullOf));
    // The same version of two rows again (it may differ within the second), in a segment written
    // last whose first key is older than the first key of the second row's first segment.
    const [x, y] = [oldestFirst[5], oldestFirst[150]] as [LogRecord, LogRecord];
    await cache.store([fullOf(x), fullOf({ ...y, subject: 'changed' })]);
    cache.close();
    expect((await storedSegments(account)).map((oids) => oids.length)).toEqual([100, 100, 50, 2]);

    const reopened = await CommunicationCache.open({ account });
    expect(await reopened.count()).toBe(250);
    const [changed] = await reopened.getMany([y.oid]);
    expect(changed?.full?.subject).toBe('changed');
    reopened.close();
  });

  it('merges many small segments into one, carrying rows and search texts', async () => {
    const account = freshAccount();
    const log = new FakeLog();
    const cache = await CommunicationCache.open({ account });
    for (let i = 0; i < 16; i++) {
      const date = `2024-01-01 10:00:${String(i).padStart(2, '0')}`;
      await cache.store([fullOf(log.add(date, { name: `Single ${i}` }))]);
    }
    await vi.waitFor(async () => expect(await storedSegments(account)).toHaveLength(1));
    const [merged] = await storedSegments(account);
    // In date order, oldest first.
    expect(merged).toEqual([...log.records.keys()]);
    expect((await cache.find('single 7')).items.map((i) => i.item.commonName)).toEqual([
      'Single 7',
    ]);
    expect((await cache.readOlder(TOP, 1))[0]?.item.commonName).toBe('Single 15');
    cache.close();
  });

  it('rewrites a segment once most of its rows are out of date, and deletes one with none left', async () => {
    const account = freshAccount();
    const log = new FakeLog();
    log.addMany(400);
    const records = [...log.records.values()];
    const cache = await CommunicationCache.open({ account });
    await cache.store(records.map(fullOf));
    expect((await storedSegments(account)).map((oids) => oids.length)).toEqual([
      100, 100, 100, 100,
    ]);
    const changed = records.slice(0, 260).map((r) => later(r, '2025-01-01 00:00:00'));
    await cache.store(changed.map(fullOf));
    // The two oldest segments have no current slot left and go; the third has 40 of 100, which
    // move to a segment of their own; the newest is untouched.
    await vi.waitFor(async () =>
      expect((await storedSegments(account)).map((oids) => oids.length)).toEqual([
        100, 100, 100, 60, 40,
      ]),
    );
    expect(await cache.count()).toBe(400);
    expect((await cache.get(records[0]!.oid))?.version).toBe('2025-01-01 00:00:00');
    expect((await cache.get(records[399]!.oid))?.version).toBe(records[399]!.lastModified);
    // Every slot of a one-row segment replaced: the segment goes.
    const single = log.add('2024-06-01 00:00:00');
    await cache.store([fullOf(single)]);
    await cache.store([fullOf(later(single, '2025-02-01 00:00:00'))]);
    await vi.waitFor(async () => expect(await storedSegments(account)).toHaveLength(6));
    expect((await cache.get(single.oid))?.version).toBe('2025-02-01 00:00:00');
    cache.close();
  });

  it("sees another window's stores: its index is read again when the revision is not its own", async () => {
    const account = freshAccount();
    const log = new FakeLog();
    log.addMany(5);
    const [first, second] = await Promise.all([
      CommunicationCache.open({ account }),
      CommunicationCache.open({ account }),
    ]);
    await first.store([...log.records.values()].map(fullOf));
    expect(await second.count()).toBe(5);
    const late = log.add('2030-01-01 00:00:00', { name: 'From the other window' });
    await second.store([fullOf(late)]);
    expect((await first.readOlder(TOP, 1))[0]?.item.commonName).toBe('From the other window');
    // Stores decide against the current index: the list item does not replace its full form.
    expect(await first.store([itemOf(late)])).toBe(0);
    expect(await first.store([fullOf(later(late, '2030-02-01 00:00:00'))])).toBe(1);
    first.close();
    second.close();
  });

  it("serves a start's first screen from the stored head, without reading every segment's keys", async () => {
    const account = freshAccount();
    const log = new FakeLog();
    log.addMany(250);
    const cache = await CommunicationCache.open({ account });
    await cache.store([...log.records.values()].map(fullOf));
    // A later store that leaves the newest rows as they were: the head follows its revision.
    await cache.store([fullOf(log.add('2000-01-01 00:00:00'))]);
    cache.close();
    const newestFirst = [...log.records.values()]
      .sort((a, b) => (a.date < b.date ? 1 : -1))
      .map((r) => r.oid);

    const reads: string[] = [];
    const getAll = Object.getOwnPropertyDescriptor(IDBObjectStore.prototype, 'getAll')
      ?.value as IDBObjectStore['getAll'];
    const spy = vi.spyOn(IDBObjectStore.prototype, 'getAll').mockImplementation(function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['getAll']>
    ) {
      reads.push(this.name);
      return getAll.apply(this, args);
    });
    const reopened = await CommunicationCache.open({ account });
    const first = await reopened.oidsBetween(BOTTOM, TOP, undefined, 30);
    expect(first).toEqual(newestFirst.slice(0, 30));
    expect((await reopened.getMany(first)).map((row) => row.oid)).toEqual(first);
    expect(reads).not.toContain('segmentKeys');
    // More than the head holds, or a filter: the index is loaded.
    expect(await reopened.oidsBetween(BOTTOM, TOP)).toEqual(newestFirst);
    expect(reads).toContain('segmentKeys');
    spy.mockRestore();
    reopened.close();

    // A head older than the last store (written by a window that stopped in between) is not used.
    const raw = new Dexie(databaseName('cache', account));
    await raw.open();
    await raw.table('meta').put({ key: 'revision', value: 'another' });
    raw.close();
    const again = await CommunicationCache.open({ account });
    expect(await again.oidsBetween(BOTTOM, TOP, undefined, 30)).toEqual(newestFirst.slice(0, 30));
    again.close();
  });

  it('reads rows spread over more segments than it keeps in memory (a conversation stored message by message)', async () => {
    const log = new FakeLog();
    const cache = await CommunicationCache.open({ account: freshAccount() });
    for (let i = 0; i < 12; i++) {
      const date = `2024-01-01 10:00:${String(i).padStart(2, '0')}`;
      await cache.store([fullOf(log.add(date, { kind: 'XCCUserChat', session: '77' }))]);
    }
    const thread = await cache.readOlder(TOP, 50, { session: '77' });
    expect(thread.map((row) => row.oid)).toEqual([...log.records.keys()].reverse());
    cache.close();
  });

  it('looks rows up again when a compaction moved them between the lookup and the read', async () => {
    const account = freshAccount();
    const log = new FakeLog();
    const [reader, writer] = await Promise.all([
      CommunicationCache.open({ account }),
      CommunicationCache.open({ account }),
    ]);
    for (let i = 0; i < 15; i++) {
      await writer.store([fullOf(log.add(`2024-01-01 10:00:${String(i).padStart(2, '0')}`))]);
    }
    expect(await reader.count()).toBe(15);
    const oids = [...log.records.keys()];
    // The reader's own database handle: its read of rows waits until the writer compacted.
    const rows = (
      reader as unknown as { db: { segmentRows: { bulkGet: (k: number[]) => unknown } } }
    ).db.segmentRows;
    const bulkGet = rows.bulkGet.bind(rows);
    let first = true;
    vi.spyOn(rows, 'bulkGet').mockImplementation(async (keys: number[]) => {
      if (first) {
        first = false;
        await writer.store([fullOf(log.add('2024-01-01 10:00:15'))]);
        await vi.waitFor(async () => expect(await storedSegments(account)).toHaveLength(1));
      }
      return bulkGet(keys);
    });
    expect((await reader.getMany(oids)).map((row) => row.oid)).toEqual(oids);
    reader.close();
    writer.close();
  });

  it('runs a live query of rows again when one of them changes (a transcription done)', async () => {
    const log = new FakeLog();
    const call = log.add('2024-01-01 10:00:00', { subject: 'pending' });
    const cache = await CommunicationCache.open({ account: freshAccount() });
    await cache.store([fullOf(call)]);
    expect(await cache.count()).toBe(1);
    const seen: (string | undefined)[] = [];
    const subscription = liveQuery(() => cache.getMany([call.oid])).subscribe((rows) =>
      seen.push(rows[0]?.item.subject),
    );
    await vi.waitFor(() => expect(seen).toEqual(['pending']));
    await cache.store([fullOf({ ...later(call, '2024-01-01 10:00:05'), subject: 'done' })]);
    await vi.waitFor(() => expect(seen.at(-1)).toBe('done'));
    subscription.unsubscribe();
    cache.close();
  });
});

const rowsOf = (count: number, chars: number) =>
  Array.from({ length: count }, (_, i) => ({ oid: String(i), json: 'x'.repeat(chars) }));

describe('splitSegments', () => {
  it('cuts rows of a list item into segments of SEGMENT_ROWS, in order', () => {
    const rows = rowsOf(250, 300);
    const segments = splitSegments(rows);
    expect(segments.map((s) => s.length)).toEqual([SEGMENT_ROWS, SEGMENT_ROWS, 50]);
    expect(segments.flat()).toEqual(rows);
  });

  it('cuts long rows by their characters, so a segment never grows past ~SEGMENT_JSON', () => {
    const segments = splitSegments(rowsOf(100, 5_000));
    const per = SEGMENT_JSON / 5_000;
    expect(segments.map((s) => s.length)).toEqual([per, per, 100 - 2 * per]);
  });

  it('keeps a row bigger than a segment alone, and starts the next one after it', () => {
    const rows = [...rowsOf(2, 100), { oid: 'big', json: 'x'.repeat(SEGMENT_JSON + 1) }];
    const segments = splitSegments([...rows, ...rowsOf(1, 100)]);
    expect(segments.map((s) => s.map((r) => r.oid))).toEqual([['0', '1'], ['big'], ['0']]);
  });
});
