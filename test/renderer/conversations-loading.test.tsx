// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, cleanup, render, screen } from './render';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import {
  CommunicationCache,
  type CachedCommunication,
  type SyncStatus,
} from '../../src/renderer/cache';
import { type AccountData } from '../../src/renderer/data';
import {
  emptyListLine,
  useListStatus,
} from '../../src/renderer/sections/conversations/list-status';
import { intlFor } from '../../src/shared/i18n';
import { freshAccount } from '../renderer-data/fake-server';

afterEach(cleanup);

/** An empty list's line, for the sync status and the revision the (empty) rows were read at. */
function EmptyLine({ data, readAt }: { data: AccountData; readAt?: string }) {
  return <p>{emptyListLine(intlFor('en'), useListStatus(data, { revision: readAt }), '')}</p>;
}

async function dataWith(status: SyncStatus) {
  const cache = await CommunicationCache.open({ account: freshAccount() });
  const sync = { status: createStore<SyncStatus>(() => status) };
  return { sync, cache, data: { sync, cache } as unknown as AccountData };
}

const row: CachedCommunication['item'] = {
  oid: '5000',
  objectType: 'CallLog',
  commonName: 'A caller',
  subject: 'hello',
  date: '2030-01-01 00:00:00',
};

describe('an empty conversation list', () => {
  it('says it is loading until the first sync run has ended, and only then that there are none', async () => {
    const { data, sync, cache } = await dataWith({ state: 'syncing' });
    render(<EmptyLine data={data} readAt={await cache.revision()} />);
    expect(await screen.findByText('Loading conversations…')).toBeTruthy();
    act(() => sync.status.setState({ state: 'idle', lastSuccessAt: Date.now() }));
    expect(await screen.findByText('No conversations yet. Start one with New chat.')).toBeTruthy();
  });

  it('still says loading while the rows shown were read before the cache last changed', async () => {
    const { data, cache } = await dataWith({ state: 'idle', lastSuccessAt: Date.now() });
    render(<EmptyLine data={data} readAt={await cache.revision()} />);
    expect(await screen.findByText('No conversations yet. Start one with New chat.')).toBeTruthy();
    await act(() => cache.store([row]));
    expect(await screen.findByText('Loading conversations…')).toBeTruthy();
  });

  it('says when it cannot load yet because the server is out of reach', async () => {
    const { data, cache } = await dataWith({ state: 'offline', sentence: 'No connection.' });
    render(<EmptyLine data={data} readAt={await cache.revision()} />);
    expect(
      await screen.findByText('Your conversations will appear once the server can be reached.'),
    ).toBeTruthy();
  });
});
