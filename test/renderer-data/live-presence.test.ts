import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LiveNotification } from '../../src/shared/contract';
import { type CommunicationCache, type SyncEngine } from '../../src/renderer/cache';
import { systemTimers } from '../../src/renderer/cache/clock';
import { Directory } from '../../src/renderer/directory/directory';
import { connectLiveUpdates } from '../../src/renderer/data/live-updates';
import { createTypingIndicators, TYPING_SHOWN_MS } from '../../src/renderer/data/typing';
import { scriptedApi } from '../renderer/fake-api';
import { FakeDirectory } from './fake-directory';
import { fakeClock, freshAccount } from './fake-server';

/**
 * Presence, a colleague's do-not-disturb and typing as main's WebSocket announces them: they
 * enter the directory (what People and Favorites read) by the road the list's reads take, and
 * "… is typing" ends after the guide's 15 s or with the typist's message.
 */
const closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers.splice(0)) close();
  vi.useRealTimers();
});

async function setup() {
  const server = new FakeDirectory();
  const clock = fakeClock();
  const directory = await Directory.open({ account: freshAccount(), port: server, clock });
  const { api, emit } = scriptedApi(() =>
    Promise.resolve({ ok: true, value: { state: 'live', connection: 1 } }),
  );
  const live = connectLiveUpdates({
    api,
    cache: {} as CommunicationCache,
    sync: { every: vi.fn(), syncNow: vi.fn(() => Promise.resolve()) } as unknown as SyncEngine,
    directory,
    pollIntervalMs: 15_000,
    liveIntervalMs: 60_000,
    catchUpDelayMs: 3_000,
  });
  closers.push(
    () => live.close(),
    () => directory.close(),
  );
  const hear = (n: LiveNotification) => emit('live.notification', n);
  return { server, clock, directory, live, hear };
}

const WAIT = { timeout: 5_000 };

describe('presence and do-not-disturb from the WebSocket', () => {
  it('stores a changed presence entry, drops a removed one, without asking the server', async () => {
    const { server, directory, hear } = await setup();
    server.presenceEntries = [{ person: '1001', status: 'available' }];
    await directory.refreshPresence();
    const reads = vi.spyOn(server, 'presence');
    hear({
      kind: 'presence',
      version: 7,
      removed: false,
      entry: { person: '1001', status: 'dont_disturb', message: 'Focus' },
    });
    await vi.waitFor(async () => {
      expect(await directory.presence()).toEqual([
        expect.objectContaining({ person: '1001', status: 'dont_disturb', message: 'Focus' }),
      ]);
    }, WAIT);
    hear({ kind: 'presence', version: 8, removed: true, entry: { person: '1001', status: '' } });
    await vi.waitFor(async () => expect(await directory.presence()).toEqual([]), WAIT);
    expect(reads).not.toHaveBeenCalled();
  });

  it('reads the list again when a version does not rise (the guide: reset the list)', async () => {
    const { server, clock, directory, hear } = await setup();
    server.presenceEntries = [{ person: '1001', status: 'available' }];
    const reads = vi.spyOn(server, 'presence');
    hear({ kind: 'presence', version: 5, removed: false, entry: { person: '2', status: 'x' } });
    await vi.waitFor(async () => expect(await directory.presence()).toHaveLength(1), WAIT);
    clock.advance(1_000);
    hear({ kind: 'presence', version: 5, removed: false, entry: { person: '3', status: 'y' } });
    await vi.waitFor(async () => {
      expect((await directory.presence()).map((p) => p.person)).toEqual(['1001']);
    }, WAIT);
    expect(reads).toHaveBeenCalled();
  });

  it("switches a colleague's do-not-disturb in the stored directory", async () => {
    const { server, directory, hear } = await setup();
    server.people = [
      { oid: '11', person: '1001', name: 'Anna Smit', doNotDisturb: false },
      { oid: '12', person: '1002', name: 'Bram Kok', doNotDisturb: false },
    ];
    await directory.refreshColleagues();
    hear({ kind: 'doNotDisturb', person: '1002', on: true });
    await vi.waitFor(async () => {
      expect((await directory.colleagues()).map((c) => [c.name, c.doNotDisturb])).toEqual([
        ['Anna Smit', false],
        ['Bram Kok', true],
      ]);
    }, WAIT);
  });
});

describe('typing', () => {
  it('shows for 15 s after the last typing notification', () => {
    vi.useFakeTimers();
    const typing = createTypingIndicators(systemTimers);
    closers.push(() => typing.close());
    typing.typing('400', 'Guest');
    expect(typing.state.getState()).toEqual({ '400': 'Guest' });
    vi.advanceTimersByTime(10_000);
    typing.typing('400', 'Guest');
    vi.advanceTimersByTime(TYPING_SHOWN_MS - 1);
    expect(typing.state.getState()).toEqual({ '400': 'Guest' });
    vi.advanceTimersByTime(1);
    expect(typing.state.getState()).toEqual({});
  });

  it("ends with the typist's message, not with someone else's", async () => {
    const { live, hear } = await setup();
    vi.useFakeTimers();
    hear({ kind: 'typing', session: '400', name: 'Guest' });
    hear({ kind: 'typing', session: '401', name: 'Visitor' });
    hear({ kind: 'chat', session: '400', from: 'Someone else' });
    expect(live.typing.state.getState()).toEqual({ '400': 'Guest', '401': 'Visitor' });
    hear({ kind: 'chat', session: '400', from: 'Guest' });
    expect(live.typing.state.getState()).toEqual({ '401': 'Visitor' });
    vi.advanceTimersByTime(TYPING_SHOWN_MS);
    expect(live.typing.state.getState()).toEqual({});
  });
});
