import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createEventBus } from '../../src/main/common/event-bus';
import { type HandlerContext } from '../../src/main/core/handlers';
import { historyHandlers } from '../../src/main/core/handlers/history';
import { silentLogger } from '../../src/main/common/logger';
import { createLiveService } from '../../src/main/live/live-service';
import { createBridge, unwrapApi, type Api, type CallName } from '../../src/shared/contract';
import { CommunicationCache, SyncEngine, TOP } from '../../src/renderer/cache';
import { createServerPort } from '../../src/renderer/data';
import { connectLiveUpdates } from '../../src/renderer/data/live-updates';
import { startContract, type Contract, simulatorEvent } from '../contract/harness';
import { freshAccount } from './fake-server';

/**
 * Main's WebSocket and the renderer's local data together, against the simulator: a message
 * posted while the socket is down comes with the catch-up after the reconnection, and every
 * message is in the cache once.
 */
let c: Contract;
beforeAll(async () => {
  c = await startContract({ size: 120 });
});
afterAll(() => c.close());

const control = (body: object) => simulatorEvent(c, body);

const waitUntil = async (
  what: string,
  done: () => boolean | Promise<boolean>,
  timeoutMs = 10_000,
) => {
  const end = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > end) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

it('catches up after a drop: a message posted while the socket was down appears once', async () => {
  const client = await c.signIn('user');
  // Main: the live service on the app's event bus.
  const events = createEventBus((error) => {
    throw error;
  });
  const live = createLiveService({
    events,
    log: silentLogger,
    session: { withClient: (run) => run(client) },
    timing: { initialDelayMs: 50, maxDelayMs: 200 },
  });
  const search = historyHandlers({
    session: { withClient: (run) => run(client) },
  } as HandlerContext)['history.search'];
  // The bridge, for the calls and events the data layer uses.
  const api: Api = unwrapApi(
    createBridge({
      invoke: async (call: CallName, args: unknown) => {
        const answer = async () => {
          switch (call) {
            case 'live.get':
              return live.status();
            case 'history.search':
              return search(args as Parameters<typeof search>[0]);
            default:
              throw new Error(`unexpected ${call}`);
          }
        };
        return { ok: true, value: await answer() };
      },
      subscribe: (event, listener) =>
        events.subscribe((name, payload) => {
          if (name === event) listener(payload);
        }),
    }),
  );
  // The renderer: the cache, the sync engine and what hears the socket.
  const cache = await CommunicationCache.open({ account: freshAccount() });
  const port = createServerPort(api);
  const sync = new SyncEngine({ cache, port });
  const updates = connectLiveUpdates({
    api,
    cache,
    sync,
    directory: { applyPresence: async () => {}, applyDoNotDisturb: async () => {} },
    pollIntervalMs: 15_000,
    liveIntervalMs: 60_000,
    catchUpDelayMs: 3_000,
  });
  const session = c.fixtures.chatSession;
  const subjects = async () =>
    (await cache.readOlder(TOP, 100, { session })).map((r) => r.item.subject);
  const copies = async (text: string) => (await subjects()).filter((s) => s === text).length;
  try {
    await sync.start({ intervalMs: 60_000 });
    events.emit('session.changed', {
      status: 'signed-in',
      user: {
        userName: 'user',
        displayName: 'User',
        role: 'user',
        serverUrl: new URL(c.sim.baseUrl).origin,
        serverLabel: 'simulator',
        demo: false,
        remembered: false,
      },
    });
    await waitUntil('live', () => updates.status.getState().state === 'live');

    await control({ type: 'incomingChat', chatSession: session, text: 'Before the drop' });
    await waitUntil('before', async () => (await copies('Before the drop')) === 1, 1_000);

    // The socket is cut, and no new one is kept until the faults are cleared.
    c.sim.setFaults({ dropSockets: true, refuseSockets: true });
    await waitUntil('dropped', () => live.status().state !== 'live');
    await control({ type: 'incomingChat', chatSession: session, text: 'While it was down' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await copies('While it was down')).toBe(0);

    c.sim.setFaults({});
    await waitUntil('reconnected', () => live.status().connection === 2);
    await waitUntil('caught up', async () => (await copies('While it was down')) === 1, 6_000);
    expect(await copies('Before the drop')).toBe(1);

    await control({ type: 'incomingChat', chatSession: session, text: 'After it' });
    await waitUntil('after', async () => (await copies('After it')) === 1, 1_000);
    const all = await cache.readOlder(TOP, 100, { session });
    expect(new Set(all.map((r) => r.oid)).size).toBe(all.length);
  } finally {
    updates.close();
    sync.dispose();
    live.dispose();
    cache.close();
  }
}, 30_000);
