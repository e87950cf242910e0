// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import {
  CommunicationCache,
  HistoryPager,
  TOP,
  type CachedCommunication,
} from '../../src/renderer/cache';
import { type AccountData } from '../../src/renderer/data';
import { useHistoryList, useRows } from '../../src/renderer/sections/history/use-history-list';
import { FakeLog, freshAccount } from '../renderer-data/fake-server';

afterEach(cleanup);

function Probe({ data }: { data: AccountData }) {
  const list = useHistoryList(data, { fromKey: TOP });
  const rows = useRows(data, { fromKey: TOP }, list.keys, 0, 9);
  const keys = list.keys ?? [];
  return (
    <ul>
      {keys.slice(0, 10).map((k) => (
        <li key={k}>{rows.get(k)?.item.commonName ?? '…'}</li>
      ))}
    </ul>
  );
}

async function setup(count: number) {
  const log = new FakeLog();
  log.addMany(count);
  const cache = await CommunicationCache.open({ account: freshAccount() });
  const pager = new HistoryPager({ cache, port: log });
  const sync = { status: createStore(() => ({ state: 'idle' })) };
  const data = { cache, pager, port: log, sync } as unknown as AccountData;
  return { log, cache, data };
}

describe('the History list hooks', () => {
  it('page in from the server and show the newest rows', async () => {
    const { data } = await setup(30);
    render(<Probe data={data} />);
    expect(await screen.findByText('Caller 1029')).toBeTruthy();
    const names = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(names[0]).toBe('Caller 1029');
    expect(names[9]).toBe('Caller 1020');
  });

  it('a row stored later (by sync) appears by itself', async () => {
    const { data, cache } = await setup(5);
    render(<Probe data={data} />);
    expect(await screen.findByText('Caller 1004')).toBeTruthy();
    const item: CachedCommunication['item'] = {
      oid: '5000',
      objectType: 'CallLog',
      commonName: 'New Caller',
      subject: 'hello',
      date: '2030-01-01 00:00:00',
    };
    await act(() => cache.store([item]));
    expect(await screen.findByText('New Caller')).toBeTruthy();
  });

  it('keysOlder reads the skeleton newest first, by kind too', async () => {
    const { cache, log } = await setup(3);
    await new HistoryPager({ cache, port: log }).loadOlder(TOP, { limit: 10 });
    const keys = await cache.keysOlder(TOP, 10);
    expect(keys).toHaveLength(3);
    expect([...keys].sort().reverse()).toEqual(keys);
    expect(await cache.keysOlder(TOP, 10, { kind: 'CallLog' })).toEqual(keys);
    expect(await cache.keysOlder(TOP, 10, { kind: 'XCCMessage' })).toEqual([]);
  });
});
