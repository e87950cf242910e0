import 'fake-indexeddb/auto';
import { Dexie } from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CacheError,
  CommunicationCache,
  databaseName,
  HistoryPager,
  sortKey,
  TOP,
} from '../../src/renderer/cache';
import { FakeLog, fakeClock, freshAccount, fullOf } from './fake-server';

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * The v1 layout exactly as it was published. Deliberately a frozen copy, not an import: the
 * point is that data written by that version still opens after the code moved on.
 */
const V1_STORES = {
  communications: 'oid, sortKey, objectType, nameLower',
  ranges: 'older',
  meta: 'key',
};

function v1Row(oid: string, date: string, session?: string) {
  const item = fullOf({
    oid,
    date,
    lastModified: date,
    kind: session ? 'XCCUserChat' : 'CallLog',
    name: `Person ${oid}`,
    subject: `Subject ${oid}`,
    ...(session && { session }),
  });
  return {
    oid,
    sortKey: sortKey(date, oid),
    objectType: item.objectType,
    nameLower: item.commonName.toLowerCase(),
    version: date,
    full: true,
    item,
  };
}

async function writeV1(name: string, rows: object[], extra?: (db: Dexie) => Promise<unknown>) {
  const db = new Dexie(name);
  db.version(1).stores(V1_STORES);
  await db.open();
  await db.table('communications').bulkAdd(rows);
  await db.table('ranges').add({ older: '', newer: TOP });
  await db.table('meta').add({ key: 'watermark', value: '2024-05-01 00:00:00' });
  await extra?.(db);
  db.close();
}

/** The v2 layout as published (frozen, like V1_STORES). */
const V2_STORES = {
  communications: 'oid, sortKey, [kind+sortKey], [session+sortKey], nameLower',
  ranges: 'older',
  meta: 'key',
};

/** The v3 layout as published (frozen, like V1_STORES). */
const V3_STORES = {
  communications: 'oid, sortKey, [kind+sortKey], [session+sortKey]',
  ranges: 'older',
  meta: 'key',
};

describe('cache database', () => {
  it('opens a database written by v2: rows and ranges intact, the nameLower index gone', async () => {
    const account = freshAccount();
    const name = databaseName('cache', account);
    const v2 = new Dexie(name);
    v2.version(2).stores(V2_STORES);
    await v2.open();
    const email = v1Row('21', '2024-04-02 10:00:00');
    email.item.participants = [
      {
        oid: '1',
        objectType: 'Addressee',
        commonName: 'Noor Visser',
        role: 'rtFrom',
        address: 'noor@example.com',
      },
    ];
    const rows = [email, v1Row('22', '2024-04-02 10:00:01', '901')].map(
      ({ objectType, ...row }) => ({
        ...row,
        kind: objectType,
        searchText: `${row.item.commonName}\n${row.item.subject}`.toLowerCase(),
        ...(row.item.objectType === 'XCCUserChat' && { session: '901' }),
      }),
    );
    await v2.table('communications').bulkAdd(rows);
    await v2.table('ranges').add({ older: '', newer: TOP });
    v2.close();

    const cache = await CommunicationCache.open({ account });
    const page = await new HistoryPager({ cache, port: new FakeLog() }).loadOlder(TOP);
    expect(page).toMatchObject({ reachedEnd: true, fetched: false });
    expect(page.items.map((i) => i.oid)).toEqual(['22', '21']);
    expect((await cache.readOlder(TOP, 10, { session: '901' })).map((i) => i.oid)).toEqual(['22']);
    expect(page.items[1]?.full?.participants[0]?.commonName).toBe('Noor Visser');
    // searchText was rebuilt with the participants: found by a name only they carry.
    expect((await cache.find('noor@example')).items.map((i) => i.oid)).toEqual(['21']);
    cache.close();
    const reopened = new Dexie(name);
    await reopened.open();
    expect(reopened.verno).toBe(5);
    expect(reopened.tables.map((t) => t.name).sort()).toEqual([
      'meta',
      'ranges',
      'segmentKeys',
      'segmentRows',
      'segmentTexts',
    ]);
    const [stored] = (await reopened.table('segmentRows').toArray()) as { rows: string[] }[];
    expect(stored?.rows.map((json) => JSON.parse(json) as unknown)).toEqual([
      email.item,
      rows[1]?.item,
    ]);
    reopened.close();
  });

  it('opens a database written by v3: every row carried into segments of a hundred, in date order', async () => {
    const account = freshAccount();
    const name = databaseName('cache', account);
    const v3 = new Dexie(name);
    v3.version(3).stores(V3_STORES);
    await v3.open();
    const rows = Array.from({ length: 2500 }, (_, i) => {
      const date = `2024-04-${String(1 + (i % 28)).padStart(2, '0')} 10:00:${String(i % 60).padStart(2, '0')}`;
      const { objectType, nameLower, item, ...row } = v1Row(
        String(100 + i),
        date,
        i % 5 === 0 ? '901' : undefined,
      );
      void nameLower;
      return {
        ...row,
        kind: objectType,
        searchText: `${item.commonName}\n${item.subject}`.toLowerCase(),
        json: JSON.stringify(item),
        ...(objectType === 'XCCUserChat' && { session: '901' }),
      };
    });
    await v3.table('communications').bulkAdd(rows);
    await v3.table('ranges').add({ older: '', newer: TOP });
    await v3.table('meta').add({ key: 'watermark', value: '2024-05-01 00:00:00' });
    v3.close();

    // The screens are told, so they can say why they wait.
    const onUpgrade = vi.fn();
    const cache = await CommunicationCache.open({ account, onUpgrade });
    expect(onUpgrade).toHaveBeenCalled();
    const newestFirst = [...rows].sort((a, b) => (a.sortKey < b.sortKey ? 1 : -1));
    expect(await cache.count()).toBe(2500);
    expect(await cache.oidsBetween('', TOP)).toEqual(newestFirst.map((r) => r.oid));
    const chats = newestFirst.filter((r) => r.session === '901').map((r) => r.oid);
    expect(await cache.oidsBetween('', TOP, { session: '901' })).toEqual(chats);
    const [newest] = await cache.readOlder(TOP, 1);
    expect(newest?.full?.commonName).toBe(`Person ${newestFirst[0]?.oid}`);
    expect((await cache.find('subject 2599')).items.map((i) => i.oid)).toEqual(['2599']);
    expect(await cache.watermark()).toBe('2024-05-01 00:00:00');
    expect(await cache.rangeSet()).toEqual([{ older: '', newer: TOP }]);
    cache.close();
    // Once: the next open, and a new database, carry nothing over.
    const again = vi.fn();
    (await CommunicationCache.open({ account, onUpgrade: again })).close();
    (await CommunicationCache.open({ account: freshAccount(), onUpgrade: again })).close();
    expect(again).not.toHaveBeenCalled();
    const reopened = new Dexie(name);
    await reopened.open();
    const keys = ((await reopened.table('segmentKeys').toArray()) as { keys: string }[]).map(
      (record) => JSON.parse(record.keys) as { sortKeys: string[] },
    );
    expect(keys.map((k) => k.sortKeys.length)).toEqual(Array<number>(25).fill(100));
    // Oldest first, each ascending: the order of the segments is the date order.
    expect(keys.flatMap((k) => k.sortKeys)).toEqual(newestFirst.map((r) => r.sortKey).reverse());
    reopened.close();
  });

  it('opens a database written by v1 with its data intact and the new indexes filled', async () => {
    const account = freshAccount();
    await writeV1(databaseName('cache', account), [
      v1Row('11', '2024-04-01 10:00:00'),
      v1Row('12', '2024-04-01 10:00:01', '900'),
      v1Row('13', '2024-04-01 10:00:02', '900'),
    ]);
    const cache = await CommunicationCache.open({ account });
    const port = new FakeLog();
    const page = await new HistoryPager({ cache, port }).loadOlder(TOP, { limit: 10 });
    // Served entirely from the carried-over rows and range: the server was not asked.
    expect(port.searches).toEqual([]);
    expect(page).toMatchObject({ reachedEnd: true, fetched: false });
    expect(page.items.map((i) => i.oid)).toEqual(['13', '12', '11']);
    expect(page.items[0]).toMatchObject({ kind: 'XCCUserChat', session: '900' });
    expect(page.items[0]?.full?.contentSummary).toBe('Subject 13');
    // The v2 session index answers the conversation view; search sees the upgraded rows.
    expect((await cache.readOlder(TOP, 10, { session: '900' })).map((i) => i.oid)).toEqual([
      '13',
      '12',
    ]);
    expect((await cache.readOlder(TOP, 10, { kind: 'CallLog' })).map((i) => i.oid)).toEqual(['11']);
    expect((await cache.find('SUBJECT 12')).items.map((i) => i.oid)).toEqual(['12']);
    expect(await cache.watermark()).toBe('2024-05-01 00:00:00');
    cache.close();
  });

  it('refuses to carry over a damaged v1 row: corrupt, and clearAndResync starts empty', async () => {
    const account = freshAccount();
    await writeV1(databaseName('cache', account), [
      v1Row('11', '2024-04-01 10:00:00'),
      { oid: '12' },
    ]);
    const error = await CommunicationCache.open({ account }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CacheError);
    expect(error).toMatchObject({ kind: 'corrupt', database: 'cache' });
    expect((error as CacheError).sentence).toMatch(/damaged/);
    await (error as CacheError).clearAndResync?.();
    const cache = await CommunicationCache.open({ account });
    expect(await cache.count()).toBe(0);
    cache.close();
  });

  it('reports a row or a segment that fails validation as a named corrupt error, not a crash', async () => {
    const account = freshAccount();
    const log = new FakeLog();
    log.add('2024-01-01 00:00:00', { oid: '5' });
    log.add('2024-01-01 00:00:01', { oid: '6' });
    const cache = await CommunicationCache.open({ account });
    await cache.store([...log.records.values()].map(fullOf));
    const raw = new Dexie(databaseName('cache', account));
    await raw.open();
    const [id] = (await raw.table('segmentRows').toCollection().primaryKeys()) as number[];
    await raw.table('segmentRows').put({ id, rows: ['{"oid":"5"}', '{'] });
    const error = await cache.readOlder(TOP, 10).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CacheError);
    expect(error).toMatchObject({ kind: 'corrupt', detail: `segmentRows/${id}#1 (6)` });
    expect(typeof (error as CacheError).clearAndResync).toBe('function');
    // A row holding another item than its keys say is damaged too.
    await raw
      .table('segmentRows')
      .put({ id, rows: [JSON.stringify(fullOf(log.records.get('6')!)), '{}'] });
    expect(await cache.get('5').catch((e: unknown) => e)).toMatchObject({ kind: 'corrupt' });
    // So is one whose item is of another kind than its keys say (they are taken from it in main).
    const asChat = { ...fullOf(log.records.get('5')!), objectType: 'XCCUserChat' };
    await raw.table('segmentRows').put({ id, rows: [JSON.stringify(asChat), '{}'] });
    expect(await cache.get('5').catch((e: unknown) => e)).toMatchObject({ kind: 'corrupt' });
    // Keys of different lengths: the index cannot be built, named when a window opens it.
    const stored = (await raw.table('segmentKeys').get(id!)) as { keys: string };
    const columns = JSON.parse(stored.keys) as Record<string, unknown>;
    await raw
      .table('segmentKeys')
      .put({ id, keys: JSON.stringify({ ...columns, kinds: ['CallLog'] }) });
    raw.close();
    cache.close();
    const again = await CommunicationCache.open({ account });
    const broken = await again.count().catch((e: unknown) => e);
    expect(broken).toMatchObject({ kind: 'corrupt', detail: `segmentKeys/${id}` });
    again.close();
  });

  it('names a database written by a newer version', async () => {
    const account = freshAccount();
    const newer = new Dexie(databaseName('cache', account));
    newer.version(9).stores({ communications: 'oid', ranges: 'older', meta: 'key' });
    await newer.open();
    newer.close();
    await expect(CommunicationCache.open({ account })).rejects.toMatchObject({
      name: 'CacheError',
      kind: 'version',
    });
  });

  it('reports an upgrade blocked by another window, and opens once it lets go', async () => {
    const account = freshAccount();
    const name = databaseName('cache', account);
    await writeV1(name, [v1Row('11', '2024-04-01 10:00:00')]);
    // An old window that ignores the request to close (raw IndexedDB, native version 10 = Dexie 1).
    const holder = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 10);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('open failed'));
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(CommunicationCache.open({ account })).rejects.toMatchObject({ kind: 'blocked' });
    expect(warn).toHaveBeenCalled();
    holder.close();
    const cache = await CommunicationCache.open({ account });
    expect(await cache.count()).toBe(1);
    cache.close();
  });

  it('turns a full disk into a quota error, writes nothing, and keeps working afterwards', async () => {
    const account = freshAccount();
    const cache = await CommunicationCache.open({ account, clock: fakeClock() });
    const port = new FakeLog();
    port.addMany(5);
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const pager = new HistoryPager({ cache, port });
    const error = await pager.loadOlder(TOP, { limit: 3 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CacheError);
    expect(error).toMatchObject({ kind: 'quota' });
    expect((error as CacheError).sentence).toMatch(/no room left/);
    // The transaction was rolled back: no rows, and no range claiming them.
    expect(await cache.count()).toBe(0);
    expect(await cache.rangeSet()).toEqual([]);
    put.mockRestore();
    expect((await pager.loadOlder(TOP, { limit: 3 })).items).toHaveLength(3);
    cache.close();
  });

  it('names rows the browser can no longer read corrupt, with the way out', async () => {
    const account = freshAccount();
    const log = new FakeLog();
    log.addMany(3);
    const cache = await CommunicationCache.open({ account });
    await cache.store([...log.records.values()].map(fullOf));
    // A value the browser can no longer read (a file it kept the value in is gone) fails every
    // read of it for good (NotReadableError; DataError in older versions).
    const lost = () => {
      throw new DOMException('Failed to read large IndexedDB value', 'NotReadableError');
    };
    const get = vi.spyOn(IDBObjectStore.prototype, 'get').mockImplementation(lost);
    const getAll = vi.spyOn(IDBObjectStore.prototype, 'getAll').mockImplementation(lost);
    const error = await cache.readOlder(TOP, 3).catch((e: unknown) => e);
    get.mockRestore();
    getAll.mockRestore();
    expect(error).toBeInstanceOf(CacheError);
    expect(error).toMatchObject({ kind: 'corrupt' });
    expect((error as CacheError).sentence).toMatch(/damaged/);
    expect(typeof (error as CacheError).clearAndResync).toBe('function');
    cache.close();
  });

  it('lists each conversation by its newest message, with what came after its read mark', async () => {
    const cache = await CommunicationCache.open({ account: freshAccount() });
    const log = new FakeLog();
    const chat = (date: string, session: string) => log.add(date, { kind: 'XCCUserChat', session });
    const a1 = chat('2024-03-01 09:00:00', '901');
    const a2 = chat('2024-03-02 09:00:00', '901');
    const a3 = chat('2024-03-03 09:00:00', '901');
    chat('2024-03-01 10:00:00', '902');
    const b2 = chat('2024-03-04 10:00:00', '902');
    // A conversation older than any other message: still listed.
    const c1 = chat('2020-01-01 08:00:00', '903');
    log.add('2024-03-05 08:00:00');
    await cache.store([...log.records.values()].map(fullOf));
    const marks: Record<string, string> = {
      '901': sortKey(a1.date, a1.oid),
      '902': sortKey(b2.date, b2.oid),
    };
    const found = await cache.sessionMessages((session) => marks[session] ?? '');
    // Newest first: B's head, A's head, A's message after its mark, C's head; B's older
    // message (read) and the call are not read at all.
    expect(found.map((row) => row.oid)).toEqual([b2.oid, a3.oid, a2.oid, c1.oid]);
    expect(found.every((row) => row.kind === 'XCCUserChat')).toBe(true);
    cache.close();
    const empty = await CommunicationCache.open({ account: freshAccount('bob') });
    expect(await empty.sessionMessages(() => '')).toEqual([]);
    empty.close();
  });

  it('keeps the newer representation whatever order they arrive in', async () => {
    const clock = fakeClock();
    const cache = await CommunicationCache.open({ account: freshAccount(), clock });
    const log = new FakeLog();
    const record = log.add('2024-02-01 08:00:00', { lastModified: '2024-02-01 08:00:00' });
    const older = fullOf(record);
    const newer = fullOf({
      ...record,
      subject: 'Transcribed',
      lastModified: '2024-02-01 09:00:00',
    });
    await cache.store([newer]);
    await cache.store([older]);
    expect((await cache.get(record.oid))?.item.subject).toBe('Transcribed');
    // Same version, short form: the full representation stays.
    const { oid, objectType, commonName, subject, date, lastModified } = newer;
    await cache.store([{ oid, objectType, commonName, subject, date, lastModified }]);
    expect((await cache.get(record.oid))?.full).toBeDefined();
    // Without lastModified from the server, the later fetch wins (client clock).
    const bare = {
      oid: '77',
      objectType: 'CallLog',
      commonName: 'x',
      subject: 'one',
      date: '2024-02-01 08:00:00',
    };
    await cache.store([bare]);
    clock.advance(1000);
    await cache.store([{ ...bare, subject: 'two' }]);
    expect((await cache.get('77'))?.item.subject).toBe('two');
    cache.close();
  });

  it('recovers a lost watermark safely: from the start when rows exist, from now when empty', async () => {
    const clock = fakeClock();
    const account = freshAccount();
    const cache = await CommunicationCache.open({ account, clock });
    const dropWatermark = async () => {
      const raw = new Dexie(cache.name);
      await raw.open();
      await raw.table('meta').delete('watermark');
      raw.close();
    };
    await dropWatermark();
    expect(await cache.watermark()).toBe('2024-06-01 11:59:58');
    await cache.store([fullOf(new FakeLog().add('2024-02-01 08:00:00'))]);
    await dropWatermark();
    expect(await cache.watermark()).toBe('1970-01-01 00:00:00');
    cache.close();
  });

  it('keeps accounts apart', async () => {
    const server = freshAccount();
    const alice = await CommunicationCache.open({ account: server });
    const bob = await CommunicationCache.open({ account: { ...server, userName: 'bob' } });
    await alice.store([fullOf(new FakeLog().add('2024-02-01 08:00:00'))]);
    expect(await alice.count()).toBe(1);
    expect(await bob.count()).toBe(0);
    alice.close();
    bob.close();
  });
});
