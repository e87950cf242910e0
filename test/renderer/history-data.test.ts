import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toLogRow, type CallName, type Connectivity } from '../../src/shared/contract';
import {
  formatTimestamp,
  parseTimestamp,
  type CommunicationFull,
  type CommunicationSearch,
} from '../../src/shared/interface';
import { chatMessage, communicationFull } from '../api/fixtures';
import { scriptedApi } from './fake-api';
import { accountOf, openAccountData, ServerClock, type AccountData } from '../../src/renderer/data';
import { Outbox } from '../../src/renderer/outbox';
import { CommunicationCache, type ServerPort } from '../../src/renderer/cache';
import {
  deferred,
  failure,
  FakeLog,
  fakeClock,
  freshAccount,
  manualTimers,
  rejection,
  readNow,
} from '../renderer-data/fake-server';

/**
 * A bridge over a scripted main: `history.search` answers from `pages`, events can be emitted.
 * `pagesWait`: every search but the clock's one-item read is answered once it resolves.
 */
function fakeMain(serverNow: () => number, { pagesWait }: { pagesWait?: Promise<void> } = {}) {
  const searches: CommunicationSearch[] = [];
  const reviews: unknown[] = [];
  let windowItems: CommunicationFull[] = [];
  const invoke = vi.fn((call: CallName, args: unknown) => {
    const ok = (value: unknown) => Promise.resolve({ ok: true, value });
    switch (call) {
      case 'history.search': {
        const params = args as CommunicationSearch;
        searches.push(params);
        const items = params.lastModifiedFrom ? windowItems : [];
        const answer = () =>
          ok({
            rows: items.map((item) => toLogRow(item, true, readNow())),
            serverDate: serverNow(),
          });
        return params.limit !== 1 && pagesWait ? pagesWait.then(answer) : answer();
      }
      case 'history.review':
        reviews.push(args);
        return ok(undefined);
      case 'chat.send':
        return ok({ ...chatMessage, oid: '9001', subject: (args as { text: string }).text });
      case 'connectivity.get':
        return ok({ status: 'online', since: new Date(0).toISOString() });
      default:
        return Promise.resolve({
          ok: false,
          error: { kind: 'internal', sentence: `unexpected ${call}`, transient: false },
        });
    }
  });
  const { api, emit } = scriptedApi(invoke);
  return {
    api,
    invoke,
    searches,
    reviews,
    windows: () => searches.filter((s) => s.lastModifiedUntil !== undefined),
    changeOnServer: (items: CommunicationFull[]) => {
      windowItems = items;
    },
    emit,
  };
}

const connectivity = (status: Connectivity['status']): Connectivity => ({
  status,
  since: new Date().toISOString(),
});

const focus = new EventTarget();
/** lastModified has second resolution: a new window opens only once a second has passed. */
const nextSecond = () => new Promise((r) => setTimeout(r, 1_100));
let opened: AccountData | undefined;
afterEach(() => opened?.close());

/**
 * Holds the first screen's read (the chat log's) until `release`: the data layer starts its
 * background work once that read is served.
 */
function holdFirstScreen() {
  const held = deferred();
  const spy = vi
    .spyOn(CommunicationCache.prototype, 'sessionMessages')
    .mockImplementation(async function (this: CommunicationCache, after) {
      await held.promise;
      // Released: every read after this one is the cache's own.
      spy.mockRestore();
      return this.sessionMessages(after);
    });
  return { release: () => held.resolve(), restore: () => spy.mockRestore() };
}

/** Opens the account's data as the app does. */
async function open(
  main: ReturnType<typeof fakeMain>,
  { fallbackMs = 60_000 }: { fallbackMs?: number } = {},
) {
  opened = await openAccountData({
    firstScreenFallbackMs: fallbackMs,
    account: freshAccount(),
    api: main.api,
    syncIntervalMs: 60_000,
    focusTarget: focus,
    promptSettings: () => ({
      frequency: 'always',
      sampleRate: 1,
      minDurationSec: 30,
      maxAgeSec: 600,
      dismissAfterMs: 30_000,
    }),
  });
  await vi.waitFor(() => expect(opened!.sync.status.getState().lastSuccessAt).toBeDefined());
  return opened;
}

describe('ServerClock', () => {
  it('is the local clock until an answer is seen, then the server time it reported', () => {
    let local = 1_000_000;
    const clock = new ServerClock({ now: () => local });
    expect([clock.now(), clock.measured]).toEqual([1_000_000, false]);
    clock.observe(400_000);
    local += 5_000;
    expect([clock.now(), clock.measured]).toEqual([405_000, true]);
    clock.observe(Number.NaN);
    expect(clock.now()).toBe(405_000);
  });
});

describe('account data', () => {
  it("asks the server nothing before the first screen's reads are served, then syncs", async () => {
    const first = holdFirstScreen();
    try {
      const main = fakeMain(() => Date.now());
      const pending = open(main);
      await new Promise((r) => setTimeout(r, 200));
      expect(main.searches).toEqual([]);
      first.release();
      await pending;
      expect(main.searches.length).toBeGreaterThan(0);
    } finally {
      first.restore();
    }
  });

  it('reads the group chats the log names, whatever screen is shown', async () => {
    const main = fakeMain(() => Date.now());
    const data = await open(main);
    await data.cache.store([
      {
        ...communicationFull,
        ...chatMessage,
        oid: '9100',
        chatSessionType: 'group',
        chatSession: { ...chatMessage.chatSession, oid: '777' },
      },
    ]);
    await vi.waitFor(
      () => expect(main.invoke).toHaveBeenCalledWith('chat.group', { session: '777' }),
      { timeout: 5_000 },
    );
  });

  it('puts a message the outbox delivered in the cache, whatever screen is shown', async () => {
    const data = await open(fakeMain(() => Date.now()));
    await data.outbox.send({ session: '400', text: 'on its way' });
    await vi.waitFor(async () => {
      const row = await data.cache.get('9001');
      expect(row?.item).toMatchObject({ oid: '9001', subject: 'on its way' });
    });
  });

  it("clears the cache and the directory on Settings' request, and keeps the outbox's", async () => {
    const main = fakeMain(() => Date.now());
    const data = await open(main);
    await data.outbox.send({ session: '400', text: 'on its way' });
    await vi.waitFor(async () => expect(await data.cache.get('9001')).toBeDefined());
    await data.outbox.queueReview('call-1', {
      userReportedBadAudio: false,
      userReportedOnewayAudio: false,
      userReportedUnstableConnection: false,
      userAudioQualityRating: 4,
      userAudioQualityReview: 'clear',
    });
    await vi.waitFor(async () => expect((await data.outbox.ratings()).has('call-1')).toBe(true));

    await data.clearAndResync().catch(() => undefined);

    expect(await data.cache.get('9001')).toBeUndefined();
    expect((await data.outbox.ratings()).get('call-1')?.review).toMatchObject({
      userAudioQualityRating: 4,
    });
  });

  it('starts the outbox once the first screen is drawn', async () => {
    const start = vi.spyOn(Outbox.prototype, 'start');
    const first = holdFirstScreen();
    opened = undefined;
    try {
      const pending = open(fakeMain(() => Date.now()));
      await vi.waitFor(() => expect(opened).toBeDefined());
      await new Promise((r) => setTimeout(r, 100));
      expect(start).not.toHaveBeenCalled();
      first.release();
      await pending;
      expect(start).toHaveBeenCalledTimes(1);
    } finally {
      start.mockRestore();
      first.restore();
    }
  });

  it('reads the search texts once the first sync run has ended, not while it downloads', async () => {
    const prepare = vi.spyOn(CommunicationCache.prototype, 'prepareSearch');
    const download = deferred();
    const main = fakeMain(() => Date.now(), { pagesWait: download.promise });
    try {
      opened = await openAccountData({
        account: freshAccount(),
        api: main.api,
        focusTarget: focus,
        prepareSearchAfterMs: 0,
      });
      await vi.waitFor(() => expect(main.searches.filter((s) => s.limit !== 1)).toHaveLength(1));
      await new Promise((r) => setTimeout(r, 100));
      expect(prepare).not.toHaveBeenCalled();
      download.resolve();
      await vi.waitFor(() => expect(prepare).toHaveBeenCalledTimes(1));
    } finally {
      prepare.mockRestore();
    }
  });

  it("syncs after the fallback when the first screen's reads are never served", async () => {
    const first = holdFirstScreen();
    try {
      const main = fakeMain(() => Date.now());
      const started = Date.now();
      await open(main, { fallbackMs: 300 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    } finally {
      first.restore();
    }
  });

  it('ends sync windows by the server clock, not a client clock running ahead', async () => {
    // The server is ten minutes behind this machine.
    const behind = 10 * 60_000;
    const main = fakeMain(() => Date.now() - behind);
    const data = await open(main);
    // The cache was born before the server answered; its first watermark is moved back.
    const serverNow = () => Date.now() - behind;
    const watermark = parseTimestamp(await data.cache.watermark());
    expect(serverNow() - watermark).toBeGreaterThanOrEqual(1_000);
    expect(serverNow() - watermark).toBeLessThan(5_000);
    await nextSecond();
    await data.sync.syncNow();
    const last = main.windows().at(-1)!;
    expect(last.lastModifiedFrom).toBe(formatTimestamp(watermark));
    const until = parseTimestamp(last.lastModifiedUntil!);
    expect(serverNow() - until).toBeGreaterThanOrEqual(1_000);
    expect(serverNow() - until).toBeLessThan(5_000);
  });

  it('syncs on focus, pauses while offline and syncs at once when back online', async () => {
    // A server clock ahead: every run has a window to ask for.
    const main = fakeMain(() => Date.now() + 5_000);
    const data = await open(main);
    await nextSecond();
    const before = main.searches.length;
    focus.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(main.searches.length).toBeGreaterThan(before));
    await data.sync.syncNow();

    main.emit('connectivity.changed', connectivity('offline'));
    const whileOffline = main.searches.length;
    focus.dispatchEvent(new Event('focus'));
    await new Promise((r) => setTimeout(r, 50));
    expect(main.searches.length).toBe(whileOffline);

    await nextSecond();
    main.emit('connectivity.changed', connectivity('online'));
    await vi.waitFor(() => expect(main.searches.length).toBeGreaterThan(whileOffline));
  });

  it('offers a call that just changed on the server to the review prompter', async () => {
    const main = fakeMain(() => Date.now() + 5_000);
    const data = await open(main);
    const ended = formatTimestamp(Date.now() - 120_000);
    const call: CommunicationFull = {
      ...communicationFull,
      oid: '4242',
      objectType: 'CallLog',
      commonName: 'Bob Caller',
      subject: '',
      date: ended,
      durationSec: 65,
      callAnswerTimeSec: 3,
      participants: [],
    };
    main.changeOnServer([call]);
    await nextSecond();
    await data.sync.syncNow();
    await vi.waitFor(() => expect(data.prompter.state.getState().open?.oid).toBe('4242'));
    expect((await data.cache.get('4242'))?.full?.durationSec).toBe(65);
  });

  it('takes over the cache opened at start, and closes it if the outbox fails to open', async () => {
    const main = fakeMain(() => Date.now());
    const account = freshAccount();
    const early = () => {
      const cache = CommunicationCache.open({ account });
      return { account, clock: new ServerClock(), cache };
    };
    const first = early();
    opened = await openAccountData({ account, api: main.api, early: first, focusTarget: focus });
    expect(opened.cache).toBe(await first.cache);
    opened.close();
    const second = early();
    const close = vi.spyOn(await second.cache, 'close');
    vi.spyOn(Outbox, 'open').mockRejectedValueOnce(new Error('outbox broken'));
    await expect(
      openAccountData({ account, api: main.api, early: second, focusTarget: focus }),
    ).rejects.toThrow('outbox broken');
    expect(close).toHaveBeenCalled();
  });

  it('keeps accounts apart by server, tenant and user name', () => {
    const a = accountOf({ serverUrl: 'https://pbx.example', userName: 'ann', tenant: 't1' });
    const b = accountOf({ serverUrl: 'https://pbx.example', userName: 'ann', tenant: 't2' });
    expect(a).not.toEqual(b);
    expect(accountOf({ serverUrl: 'https://pbx.example', userName: 'ann' }).userName).toBe('ann');
  });
});

describe('a review made offline', () => {
  it('is sent at once when the server is back, even if a failing read was still in flight', async () => {
    const clock = fakeClock();
    const timers = manualTimers();
    const log = new FakeLog();
    const read = deferred<never>();
    const reviews: string[] = [];
    const search = vi.fn();
    const port = {
      ...log,
      searchCommunications: search
        .mockImplementationOnce(() => read.promise)
        .mockImplementation(() => Promise.resolve({ rows: [] })),
      reviewCall: (id: string) => {
        reviews.push(id);
        return Promise.resolve();
      },
    } as unknown as ServerPort;
    const outbox = await Outbox.open({ account: freshAccount(), port, clock, timers });
    await outbox.start();
    await outbox.queueReview('4242', {
      userReportedBadAudio: false,
      userReportedOnewayAudio: true,
      userReportedUnstableConnection: false,
      userAudioQualityRating: 2,
      userAudioQualityReview: '',
    });
    // The cheap read is on its way (offline: it will fail) when the server comes back.
    await vi.waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    clock.advance(5_000);
    await outbox.reconnect();
    read.reject(rejection(failure('network')));
    await vi.waitFor(() => expect(reviews).toEqual(['4242']));
    expect(await outbox.reviews()).toEqual([]);
    outbox.close();
  });
});
