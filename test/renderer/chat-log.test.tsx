// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommunicationCache, TOP } from '../../src/renderer/cache';
import { type AccountData } from '../../src/renderer/data';
import { useChatLog } from '../../src/renderer/data/use-chat-log';
import { FakeLog, freshAccount, fullOf } from '../renderer-data/fake-server';
import { createStore } from 'zustand/vanilla';
import { type ReadState } from '../../src/renderer/data/read-state';
import { act, cleanup, render, screen } from './render';

afterEach(cleanup);

function Reader({ data, name }: { data: AccountData; name: string }) {
  const { read, messages } = useChatLog(data);
  // Each conversation by its newest message (all of them are read: older than the read mark).
  return <p>{`${name}: ${read ? messages.map((m) => m.date).join() : 'reading'}`}</p>;
}

describe('the chat log', () => {
  it('is read once for every reader, again after a change, and not when nobody reads', async () => {
    const account = freshAccount();
    const cache = await CommunicationCache.open({ account });
    // Everything read: each conversation by its newest message only.
    const readState = {
      state: createStore<ReadState>(() => ({
        since: TOP,
        sessions: {},
        receipts: {},
        pending: [],
      })),
    };
    const data = { cache, account, openedAt: Date.now(), readState } as unknown as AccountData;
    const log = new FakeLog();
    const chat = (date: string) => fullOf(log.add(date, { kind: 'XCCUserChat', session: '901' }));
    await cache.store([chat('2024-03-01 09:00:00')]);
    const reads = vi.spyOn(cache, 'sessionMessages');

    // The watch beside the shell and the conversation list read the same messages.
    const view = render(
      <>
        <Reader data={data} name="watch" />
        <Reader data={data} name="list" />
      </>,
    );
    expect(await screen.findByText('watch: 2024-03-01 09:00:00')).toBeTruthy();
    expect(screen.getByText('list: 2024-03-01 09:00:00')).toBeTruthy();
    expect(reads).toHaveBeenCalledOnce();

    await act(() => cache.store([chat('2024-03-02 09:00:00')]));
    // Read again at most every 2 s while the cache changes.
    expect(
      await screen.findByText('watch: 2024-03-02 09:00:00', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.getByText('list: 2024-03-02 09:00:00')).toBeTruthy();
    expect(reads).toHaveBeenCalledTimes(2);

    // Nobody reads: a change is not read until someone does again.
    view.unmount();
    await cache.store([chat('2024-03-03 09:00:00')]);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(reads).toHaveBeenCalledTimes(2);
    render(<Reader data={data} name="list" />);
    expect(
      await screen.findByText('list: 2024-03-03 09:00:00', {}, { timeout: 4000 }),
    ).toBeTruthy();
    expect(reads).toHaveBeenCalledTimes(3);
    cleanup();
    cache.close();
  });
});
