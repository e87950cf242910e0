// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { createStore } from 'zustand/vanilla';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CommunicationCache } from '../../src/renderer/cache';
import { type AccountData } from '../../src/renderer/data';
import { isUnseenMissedCall, useUnseenMissedCalls } from '../../src/renderer/data/missed-calls';
import { recentCalls } from '../../src/renderer/data/recent-calls';
import { type ReadState } from '../../src/renderer/data/read-state';
import { followUnread } from '../../src/renderer/data/unread';
import { useMarkMissedCallsSeen } from '../../src/renderer/shell/use-mark-missed-calls-seen';
import { clearUnread, unreadCounts } from '../../src/renderer/state/unread';
import { type Api } from '../../src/shared/contract';
import { fakeApi, serviceError } from '../renderer/fake-api';
import { act, cleanup, render, screen, waitFor } from '../renderer/render';
import { FakeLog, freshAccount, fullOf } from './fake-server';

afterEach(cleanup);
beforeEach(() => {
  clearUnread();
  vi.spyOn(document, 'hasFocus').mockReturnValue(true);
});

const log = new FakeLog();
/** A call as the cache holds it in full: by default incoming, never answered, not seen. */
function call(date: string, fields: Record<string, unknown> = {}) {
  return {
    ...fullOf(log.add(date)),
    incoming: true,
    durationSec: 0,
    callAnswerTimeSec: 0,
    displayed: false,
    ...fields,
  };
}

/** The count History's entry shows, and History shown (or not) as the shell has it. */
function Count({ api, data, history }: { api: Api; data: AccountData; history: boolean }) {
  useMarkMissedCallsSeen(api, data, history);
  return <p>{`missed: ${useUnseenMissedCalls(data)?.length ?? '…'}`}</p>;
}

/** The account's unread count as its local data follows it, with no chat messages. */
function followCalls(api: Api, data: AccountData): () => void {
  const read: ReadState = { since: '', sessions: {}, receipts: {}, pending: [] };
  return followUnread({
    api,
    chatLog: { get: () => undefined, subscribe: () => () => {} },
    readMarks: createStore(() => read),
    recentCalls: recentCalls(data),
  });
}

async function openWith(items: ReturnType<typeof call>[]) {
  const cache = await CommunicationCache.open({ account: freshAccount() });
  await cache.store(items);
  return { cache, data: { cache, openedAt: Date.now() } as unknown as AccountData };
}

describe('missed calls not seen', () => {
  it('are incoming calls nobody answered, not yet displayed, that left no message', async () => {
    const { cache } = await openWith([
      call('2024-04-01 09:00:00'),
      call('2024-04-01 09:01:00', { displayed: true }),
      call('2024-04-01 09:02:00', { durationSec: 30, callAnswerTimeSec: 3 }),
      call('2024-04-01 09:03:00', { incoming: false }),
      call('2024-04-01 09:04:00', { voicemail: true }),
    ]);
    const entries = await cache.readOlder('\uffff', 10);
    // Newest first.
    expect(entries.map(isUnseenMissedCall)).toEqual([false, false, false, false, true]);
    cache.close();
  });

  it('count as unread until History is looked at, which marks them seen on the server and in the cache', async () => {
    const { cache, data } = await openWith([
      call('2024-04-02 09:00:00'),
      call('2024-04-02 10:00:00'),
      call('2024-04-02 11:00:00', { displayed: true }),
    ]);
    const { api, invoke } = fakeApi({
      'history.markSeen': () => ({ ok: true, value: undefined }),
    });
    const stop = followCalls(api, data);
    const view = render(<Count api={api} data={data} history={false} />);
    expect(await screen.findByText('missed: 2')).toBeTruthy();
    await waitFor(() => expect(unreadCounts.getState().missedCalls).toBe(2));
    expect(invoke).not.toHaveBeenCalledWith('history.markSeen', expect.anything());

    view.rerender(<Count api={api} data={data} history />);
    expect(await screen.findByText('missed: 0', {}, { timeout: 4000 })).toBeTruthy();
    const [args] = invoke.mock.calls.filter(([name]) => name === 'history.markSeen');
    expect((args?.[1] as { oids: string[] }).oids).toHaveLength(2);
    await waitFor(() => expect(unreadCounts.getState().missedCalls).toBe(0));
    const stored = await cache.readOlder('\uffff', 10);
    expect(stored.map((e) => e.full?.displayed)).toEqual([true, true, true]);
    stop();
    cache.close();
  });

  it('stay unread when the server refuses, and are tried again when the window is focused again', async () => {
    const { cache, data } = await openWith([call('2024-04-03 09:00:00')]);
    let refuse = true;
    const { api, invoke } = fakeApi({
      'history.markSeen': () =>
        refuse
          ? { ok: false, error: serviceError(10100, 'This item is no longer in your history.') }
          : { ok: true, value: undefined },
    });
    render(<Count api={api} data={data} history />);
    await vi.waitFor(() =>
      expect(invoke).toHaveBeenCalledWith('history.markSeen', expect.anything()),
    );
    expect(await screen.findByText('missed: 1')).toBeTruthy();

    refuse = false;
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
      await Promise.resolve();
    });
    expect(await screen.findByText('missed: 0', {}, { timeout: 4000 })).toBeTruthy();
    expect(invoke.mock.calls.filter(([name]) => name === 'history.markSeen')).toHaveLength(2);
    cache.close();
  });

  it('are left alone while the window is not focused, even with History shown', async () => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    const { cache, data } = await openWith([call('2024-04-04 09:00:00')]);
    const { api, invoke } = fakeApi({
      'history.markSeen': () => ({ ok: true, value: undefined }),
    });
    render(<Count api={api} data={data} history />);
    expect(await screen.findByText('missed: 1')).toBeTruthy();
    expect(invoke).not.toHaveBeenCalledWith('history.markSeen', expect.anything());
    cache.close();
  });
});
