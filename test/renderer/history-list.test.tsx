// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, render, screen } from './render';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import {
  CommunicationCache,
  BOTTOM,
  HistoryPager,
  TOP,
  type CachedCommunication,
} from '../../src/renderer/cache';
import { type AccountData } from '../../src/renderer/data';
import { NEWEST_ROWS } from '../../src/renderer/data/early-cache';
import { firstScreenGate } from '../../src/renderer/data/first-screen';
import { useHistoryList, useRows } from '../../src/renderer/data/use-history-list';
import { FakeLog, freshAccount, fullOf } from '../renderer-data/fake-server';

afterEach(cleanup);

function Probe({ data }: { data: AccountData }) {
  const list = useHistoryList(data, { fromKey: TOP });
  const rows = useRows(data, list.keys, 0, 9);
  const keys = list.keys ?? [];
  return (
    <ul>
      {keys.slice(0, 10).map((k) => (
        <li key={k}>{rows.get(k)?.item.commonName ?? '…'}</li>
      ))}
    </ul>
  );
}

/** `drawnAfterMs`: when the first screen counts as drawn, unless the test says its reads are served. */
async function setup(count: number, drawnAfterMs = 0) {
  const log = new FakeLog();
  log.addMany(count);
  const cache = await CommunicationCache.open({ account: freshAccount() });
  const pager = new HistoryPager({ cache, port: log });
  const sync = { status: createStore(() => ({ state: 'idle' })) };
  const firstScreen = firstScreenGate(drawnAfterMs);
  const data = { cache, pager, port: log, sync, firstScreen } as unknown as AccountData;
  return { log, cache, data };
}

describe('the History list hooks', () => {
  it('page in from the server and show the newest rows', async () => {
    const { data } = await setup(30);
    render(<Probe data={data} />);
    expect(await screen.findByText('Caller 1029', undefined, { timeout: 3000 })).toBeTruthy();
    const names = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(names[0]).toBe('Caller 1029');
    expect(names[9]).toBe('Caller 1020');
  });

  it('ask the server for the first page only once the first screen is drawn', async () => {
    const { data, log } = await setup(30, 60_000);
    const asked = vi.spyOn(log, 'searchCommunications');
    render(<Probe data={data} />);
    await new Promise((r) => setTimeout(r, 100));
    expect(asked).not.toHaveBeenCalled();
    data.firstScreen.served();
    // The skeleton is read again at most once a second (SKELETON_MS).
    expect(await screen.findByText('Caller 1029', {}, { timeout: 3000 })).toBeTruthy();
    expect(asked).toHaveBeenCalled();
  });

  it('a row stored later (by sync) appears by itself', async () => {
    const { data, cache } = await setup(5);
    render(<Probe data={data} />);
    expect(await screen.findByText('Caller 1004', {}, { timeout: 3000 })).toBeTruthy();
    const item: CachedCommunication['item'] = {
      oid: '5000',
      objectType: 'CallLog',
      commonName: 'New Caller',
      subject: 'hello',
      date: '2030-01-01 00:00:00',
    };
    await act(() => cache.store([item]));
    expect(await screen.findByText('New Caller', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('oidsBetween reads the skeleton newest first, by kind and between keys too', async () => {
    const { cache, log } = await setup(3);
    await new HistoryPager({ cache, port: log }).loadOlder(TOP, { limit: 10 });
    const all = await cache.readOlder(TOP, 10);
    const oids = all.map((row) => row.oid);
    expect(await cache.oidsBetween(BOTTOM, TOP)).toEqual(oids);
    expect(await cache.oidsBetween(BOTTOM, TOP, { kind: 'CallLog' })).toEqual(oids);
    expect(await cache.oidsBetween(BOTTOM, TOP, { kind: 'XCCMessage' })).toEqual([]);
    // Both bounds exclusive: between the newest and the oldest lies the middle one.
    const [newest, middle, oldest] = all;
    expect(await cache.oidsBetween(oldest!.sortKey, newest!.sortKey)).toEqual([middle!.oid]);
    expect(await cache.getMany([oldest!.oid, 'missing', newest!.oid])).toEqual([oldest, newest]);
  });

  it('oidsBetween reads a long skeleton in chunks, whole and in order', async () => {
    const { cache, log } = await setup(0);
    log.addMany(10_500, (i) => ({ kind: i % 2 === 0 ? 'XCCUserChat' : 'CallLog' }));
    await cache.store([...log.records.values()].map(fullOf));
    const all = [...log.records.values()].sort((a, b) => (a.date < b.date ? 1 : -1));
    expect(await cache.oidsBetween(BOTTOM, TOP)).toEqual(all.map((r) => r.oid));
    const chats = all.filter((r) => r.kind === 'XCCUserChat').map((r) => r.oid);
    expect(await cache.oidsBetween(BOTTOM, TOP, { kind: 'XCCUserChat' })).toEqual(chats);
    expect(await cache.oidsBetween(BOTTOM, TOP, undefined, 7001)).toEqual(
      all.slice(0, 7001).map((r) => r.oid),
    );
  });

  it('reads a run of the list by oid, by kind too, and after a change', async () => {
    const { cache, log } = await setup(0);
    log.addMany(30, (i) => ({ kind: i % 3 === 0 ? 'XCCUserChat' : 'CallLog' }));
    await new HistoryPager({ cache, port: log }).backfill();
    const keys = await cache.oidsBetween(BOTTOM, TOP);
    const run = keys.slice(5, 15);
    expect((await cache.getMany(run)).map((row) => row.oid)).toEqual(run);
    const chats = await cache.oidsBetween(BOTTOM, TOP, { kind: 'XCCUserChat' });
    const chatRun = chats.slice(2, 6);
    const read = await cache.getMany(chatRun);
    expect(read.map((row) => row.item.objectType)).toEqual(chatRun.map(() => 'XCCUserChat'));
    // Listed before a change: a row that joined the run's range is not in it; one that left the
    // range (its date moved) is still read, in its new version.
    const [newer, , older] = run.map((oid) => log.records.get(oid)!);
    log.add(newer!.date.replace(/:(\d\d)$/, ':$1'), { oid: '9000' });
    log.modify(older!.oid, { date: '2023-01-01 00:00:00', lastModified: '2025-01-01 00:00:00' });
    await cache.store([log.records.get('9000')!, log.records.get(older!.oid)!].map(fullOf));
    const after = await cache.getMany(run);
    expect(after.map((row) => row.oid)).toEqual(run);
    expect(after[2]!.item.date).toBe('2023-01-01 00:00:00');
    expect(await cache.oidsBetween(BOTTOM, TOP)).toContain('9000');
    expect(await cache.getMany([])).toEqual([]);
  });

  it('reads rows in blocks near the screen, each once while it stays near', async () => {
    const { data, cache, log } = await setup(450);
    await new HistoryPager({ cache, port: log }).backfill();
    const keys = await cache.oidsBetween(BOTTOM, TOP);
    const reads: string[] = [];
    const getMany = cache.getMany.bind(cache);
    cache.getMany = (oids) => {
      reads.push(`${keys.indexOf(oids[0]!)}+${oids.length}`);
      return getMany(oids);
    };
    function Window({ first }: { first: number }) {
      const rows = useRows(data, keys, first, first + 15);
      return <p>{`${first}:${rows.has(keys[first]!)}/${rows.has(keys[first + 15]!)}`}</p>;
    }
    const view = render(<Window first={0} />);
    expect(await screen.findByText('0:true/true')).toBeTruthy();
    // Rows 0..75 (screen and read-ahead) lie in the first block: one read of 100.
    expect(reads).toEqual(['0+100']);
    // Rows 0..125: the second block is read, the first is kept (not read again).
    view.rerender(<Window first={50} />);
    expect(await screen.findByText('50:true/true')).toBeTruthy();
    expect(reads).toEqual(['0+100', '100+100']);
    view.rerender(<Window first={250} />);
    expect(await screen.findByText('250:true/true')).toBeTruthy();
    expect(reads).toEqual(['0+100', '100+100', '200+100', '300+100']);
    view.rerender(<Window first={10} />);
    // Back near the top: shown from memory at once, while the first block is read again; the
    // second, still near, is not.
    expect(screen.getByText('10:true/true')).toBeTruthy();
    await vi.waitFor(() => expect(reads).toHaveLength(5));
    expect(reads[4]).toBe('0+100');
  });

  it('show the rows read as the cache opened on their first render', async () => {
    const { data, log } = await setup(0);
    log.addMany(50);
    const account = freshAccount();
    const earlier = await CommunicationCache.open({ account });
    await earlier.store([...log.records.values()].map(fullOf));
    earlier.close();
    const reopened = await CommunicationCache.open({ account });
    await reopened.readNewest(NEWEST_ROWS);
    render(<Probe data={{ ...data, cache: reopened }} />);
    // No await: the first render has them.
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Caller ${1049 - i}`),
    );
    reopened.close();
  });

  it('ask for older rows only once the whole skeleton is read, not at the first screen’s end', async () => {
    const { data, cache, log } = await setup(0, 60_000);
    log.addMany(200);
    await cache.store([...log.records.values()].map(fullOf));
    const loadOlder = vi.spyOn(data.pager, 'loadOlder');
    const get = vi.spyOn(cache, 'get');
    // A list that reaches its end whenever its keys change (the first screen's 30 rows fit).
    function AtTheEnd() {
      const list = useHistoryList(data, { fromKey: TOP });
      useEffect(() => list.more(), [list]);
      return <p>{`${list.keys?.length ?? 0} keys`}</p>;
    }
    render(<AtTheEnd />);
    expect(await screen.findByText(`${NEWEST_ROWS} keys`)).toBeTruthy();
    await new Promise((r) => setTimeout(r, 100));
    expect(get).not.toHaveBeenCalled();
    expect(loadOlder).not.toHaveBeenCalled();
    data.firstScreen.served();
    expect(await screen.findByText('200 keys', {}, { timeout: 3000 })).toBeTruthy();
    await vi.waitFor(() => expect(loadOlder).toHaveBeenCalled());
    // The page settles before the test ends, so nothing is left running into the next one.
    await loadOlder.mock.results[0]!.value;
  });
});
