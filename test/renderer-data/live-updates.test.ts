import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CallName, type LiveNotification, type LiveStatus } from '../../src/shared/contract';
import { CommunicationCache, TOP, type SyncEngine } from '../../src/renderer/cache';
import { nextWindow, SYNC_LAG_SECONDS } from '../../src/renderer/cache/sync-window';
import { floorToSecond } from '../../src/renderer/cache/timestamps';
import { formatTimestamp } from '../../src/shared/interface';
import {
  CATCH_UP_DELAY_MS,
  connectLiveUpdates,
  type LiveUpdates,
} from '../../src/renderer/data/live-updates';
import { scriptedApi } from '../renderer/fake-api';
import { FakeChat } from './fake-chat';
import { freshAccount, manualTimers } from './fake-server';

/** Main as the data layer hears it: `live.get` answers `initial`; events are emitted by hand. */
function fakeMain(initial: LiveStatus | undefined) {
  const invoke = vi.fn((call: CallName) =>
    Promise.resolve(
      call === 'live.get' && initial
        ? { ok: true, value: initial }
        : { ok: false, error: { kind: 'disconnected', sentence: 'Gone.', transient: true } },
    ),
  );
  const { api, emit } = scriptedApi(invoke);
  return {
    api,
    status: (status: LiveStatus) => emit('live.status', status),
    hear: (notification: LiveNotification) => emit('live.notification', notification),
  };
}

/** IndexedDB in memory is slow on a busy machine: what waits for a store waits this long. */
const WAIT = { timeout: 5_000 };

const opened: { live?: LiveUpdates; cache?: CommunicationCache }[] = [];
afterEach(() => {
  for (const { live, cache } of opened.splice(0)) {
    live?.close();
    cache?.close();
  }
});

/** The fields of the full representation, which the platform's chat pages carry. */
const full = (text: string) => ({
  durationSec: 0,
  displayed: true,
  flagged: false,
  hasInlineAttachment: false,
  contentSummary: text,
  contentSummaryIsComplete: true,
});

async function setup(initial?: LiveStatus) {
  const main = fakeMain(initial);
  const server = new FakeChat(() => Date.now());
  const cache = await CommunicationCache.open({ account: freshAccount() });
  const timers = manualTimers();
  const sync = { every: vi.fn(), syncNow: vi.fn(() => Promise.resolve()) };
  const live = connectLiveUpdates({
    api: main.api,
    cache,
    sync: sync as unknown as SyncEngine,
    directory: { applyPresence: async () => {}, applyDoNotDisturb: async () => {} },
    pollIntervalMs: 15_000,
    liveIntervalMs: 60_000,
    catchUpDelayMs: 3_000,
    timers,
  });
  opened.push({ live, cache });
  return { main, server, cache, timers, sync, live };
}

describe('live updates', () => {
  it('stores the messages main read for a notification, whole, by the road every change takes', async () => {
    const { main, server, cache, timers } = await setup();
    const session = '400';
    const long = `${'long text '.repeat(500)}end`;
    const one = server.seed(session, 'one', full('one'));
    const two = server.seed(session, long, full(long));
    main.hear({ kind: 'chat', session, message: two.oid });
    main.hear({ kind: 'chatMessages', session, messages: [two, one] });
    await vi.waitFor(
      async () =>
        expect((await cache.readOlder(TOP, 10, { session })).map((r) => r.item.subject)).toEqual([
          long,
          'one',
        ]),
      WAIT,
    );
    // Main's messages are the data: nothing is read again, nothing left for the sync.
    expect(server.reads).toBe(0);
    expect(timers.delays()).toEqual([]);
  });

  it('leaves what main could not read, or the cache could not store, to the catch-up sync', async () => {
    const { main, server, cache, timers, sync } = await setup();
    cache.close();
    main.hear({ kind: 'chatMessages', session: '401', messages: [server.seed('401', 'x')] });
    await vi.waitFor(() => expect(timers.delays()).toEqual([3_000]), WAIT);
    main.hear({ kind: 'catchUp' });
    main.hear({ kind: 'log', reason: 'missedCall' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // One catch-up waits for all of them; since they came after it was armed, its window may
    // end before them: one more follows it, and then none.
    expect(timers.delays()).toEqual([3_000]);
    timers.fire();
    expect(sync.syncNow).toHaveBeenCalledTimes(1);
    expect(timers.delays()).toEqual([3_000]);
    timers.fire();
    expect(sync.syncNow).toHaveBeenCalledTimes(2);
    expect(timers.delays()).toEqual([]);
  });

  it('catches up once, by the same delay, for a change this device made that nothing announces', async () => {
    const { timers, sync, live } = await setup();
    // An SMS sent (data/sms.ts), and another before the first catch-up ran.
    live.catchUp();
    live.catchUp();
    expect(timers.delays()).toEqual([3_000]);
    timers.fire();
    expect(sync.syncNow).toHaveBeenCalledTimes(1);
    timers.fire();
    expect(sync.syncNow).toHaveBeenCalledTimes(2);
    live.close();
    live.catchUp();
    expect(timers.delays()).toEqual([]);
  });

  it('sets the sync period by the socket, and catches up once per new connection', async () => {
    const { main, timers, sync, live } = await setup({ state: 'live', connection: 1 });
    await vi.waitFor(
      () => expect(live.status.getState()).toMatchObject({ state: 'live', intervalMs: 60_000 }),
      WAIT,
    );
    expect(sync.every).toHaveBeenLastCalledWith(60_000);
    expect(timers.delays()).toEqual([3_000]);
    timers.fire();
    expect(sync.syncNow).toHaveBeenCalledTimes(1);

    main.status({ state: 'connecting', connection: 1 });
    expect(live.status.getState()).toMatchObject({ state: 'connecting', intervalMs: 15_000 });
    main.status({ state: 'live', connection: 1 });
    expect(timers.delays()).toEqual([]);
    main.status({ state: 'connecting', connection: 1 });
    main.status({ state: 'live', connection: 2 });
    expect(timers.delays()).toEqual([3_000]);
    timers.fire();
    expect(sync.syncNow).toHaveBeenCalledTimes(2);

    main.status({ state: 'polling', connection: 2 });
    expect(sync.every).toHaveBeenLastCalledWith(15_000);
    expect(live.status.getState().state).toBe('polling');
  });

  it('polls when main does not answer, and hears nothing once closed', async () => {
    const { main, timers, sync, live } = await setup();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(live.status.getState()).toMatchObject({ state: 'off', intervalMs: 15_000 });
    live.close();
    main.status({ state: 'live', connection: 1 });
    main.hear({ kind: 'log', reason: 'voicemail' });
    expect(timers.delays()).toEqual([]);
    expect(sync.every).not.toHaveBeenCalled();
  });
});

describe('the catch-up delay', () => {
  it('lets the catch-up window hold the change, on a server clock known only to the second', () => {
    const second = Date.UTC(2026, 7, 16, 12, 0, 7);
    for (let into = 0; into < 1000; into += 50) {
      // The server changed something `into` ms into a second; the app's estimate of the
      // server's clock is behind by what the HTTP `Date` header's whole seconds hide.
      for (const behind of [0, 400, 999]) {
        const change = second + into;
        const estimate = change + CATCH_UP_DELAY_MS - behind;
        const window = nextWindow(formatTimestamp(second - 60_000), estimate, SYNC_LAG_SECONDS);
        expect(window?.until, `${into} ms into the second, ${behind} ms behind`).toBeDefined();
        expect(window!.until > formatTimestamp(floorToSecond(change))).toBe(true);
      }
    }
  });
});
