import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { type ApiClient } from '../../src/main/api';
import { createEventBus } from '../../src/main/common/event-bus';
import { type Logger } from '../../src/main/common/logger';
import {
  createLiveService,
  type LiveService,
  type LiveTiming,
} from '../../src/main/live/live-service';
import {
  type LiveNotification,
  type LiveStatus,
  type SessionState,
} from '../../src/shared/contract';
import { startContract, type Contract, simulatorEvent } from './harness';

/**
 * Main's side of the WebSocket against the simulator: connecting after sign-in, what each
 * notification becomes for the renderer, reconnecting after a drop (each connection counted,
 * so the renderer catches up once), polling when the server refuses, closing at sign-out.
 */
let c: Contract;
beforeAll(async () => {
  c = await startContract({ size: 120 });
});
afterEach(() => c.sim.setFaults({}));
afterAll(() => c.close());

const signedIn = (userName: string): SessionState => ({
  status: 'signed-in',
  user: {
    userName,
    displayName: userName,
    role: 'user',
    serverUrl: new URL(c.sim.baseUrl).origin,
    serverLabel: 'simulator',
    demo: false,
    remembered: false,
  },
});

interface Running {
  live: LiveService;
  statuses: LiveStatus[];
  notifications: LiveNotification[];
  warnings: string[];
  signIn(): void;
  signOut(): void;
  /** Resolves once a status matches (or has). */
  status(match: (s: LiveStatus) => boolean, timeoutMs?: number): Promise<LiveStatus>;
  notification(match: (n: LiveNotification) => boolean): Promise<LiveNotification>;
}

const running: Running[] = [];
afterEach(() => {
  for (const r of running.splice(0)) r.live.dispose();
});

function startLive(
  client: Pick<ApiClient, 'websocket' | 'chats'>,
  timing: Partial<LiveTiming> = {},
): Running {
  const events = createEventBus((error) => {
    throw error;
  });
  const statuses: LiveStatus[] = [];
  const notifications: LiveNotification[] = [];
  const warnings: string[] = [];
  const wakers = new Set<() => void>();
  events.subscribe((event, payload) => {
    if (event === 'live.status') statuses.push(payload as LiveStatus);
    if (event === 'live.notification') notifications.push(payload as LiveNotification);
    for (const wake of [...wakers]) wake();
  });
  const log: Logger = {
    info: () => {},
    warn: (m) => warnings.push(m),
    error: (m) => warnings.push(m),
  };
  const live = createLiveService({
    events,
    log,
    session: { withClient: (run) => run(client) },
    timing: {
      initialDelayMs: 50,
      maxDelayMs: 400,
      heartbeatMs: 200,
      echoTimeoutMs: 1_000,
      ...timing,
    },
  });
  const waitFor = <T>(find: () => T | undefined, timeoutMs = 5_000) =>
    new Promise<T>((resolve, reject) => {
      const look = () => {
        const found = find();
        if (found === undefined) return;
        clearTimeout(timer);
        wakers.delete(look);
        resolve(found);
      };
      const timer = setTimeout(() => {
        wakers.delete(look);
        reject(new Error(`not seen: ${JSON.stringify({ statuses, notifications, warnings })}`));
      }, timeoutMs);
      wakers.add(look);
      look();
    });
  const r: Running = {
    live,
    statuses,
    notifications,
    warnings,
    signIn: () => events.emit('session.changed', signedIn('user')),
    signOut: () => events.emit('session.changed', { status: 'signed-out', canResume: false }),
    status: (match, timeoutMs) =>
      waitFor(() => (match(live.status()) ? live.status() : undefined), timeoutMs),
    notification: (match) => waitFor(() => notifications.find(match)),
  };
  running.push(r);
  return r;
}

const control = (body: object) => simulatorEvent(c, body);

describe('the live connection', () => {
  it('connects after sign-in and hands on what each notification asks of the local data', async () => {
    const r = startLive(await c.signIn('user'));
    expect(r.live.status()).toEqual({ state: 'off', connection: 0 });
    r.signIn();
    await r.status((s) => s.state === 'live' && s.connection === 1);
    await control({ type: 'incomingChat', chatSession: c.fixtures.chatSession, text: 'Hi' });
    const chat = await r.notification((n) => n.kind === 'chat');
    expect(chat).toEqual({
      kind: 'chat',
      session: c.fixtures.chatSession,
      message: expect.stringMatching(/^\d+$/),
      from: expect.stringMatching(/\S/),
    });
    // Main reads the message it names, whole, and hands it on: the data, not a request.
    const read = await r.notification((n) => n.kind === 'chatMessages');
    expect(read.kind === 'chatMessages' && read.session).toBe(c.fixtures.chatSession);
    expect(
      read.kind === 'chatMessages' &&
        read.messages.find((m) => chat.kind === 'chat' && m.oid === chat.message)?.subject,
    ).toBe('Hi');
    await control({ type: 'call', direction: 'missed', voicemail: true });
    await r.notification((n) => n.kind === 'log' && n.reason === 'voicemail');
    expect(r.notifications.filter((n) => n.kind === 'log')).toEqual([
      { kind: 'log', reason: 'missedCall' },
      { kind: 'log', reason: 'voicemail' },
    ]);
    await control({ type: 'doNotDisturb', userName: 'colleague4', on: true });
    const dnd = await r.notification((n) => n.kind === 'doNotDisturb');
    expect(dnd).toEqual({ kind: 'doNotDisturb', person: expect.stringMatching(/^\d+$/), on: true });
    const presence = await r.notification((n) => n.kind === 'presence');
    expect(presence).toEqual({
      kind: 'presence',
      version: expect.any(Number),
      removed: false,
      entry: { person: dnd.kind === 'doNotDisturb' && dnd.person, status: 'dont_disturb' },
    });
    await control({ type: 'doNotDisturb', userName: 'colleague4', on: false });
    expect(r.warnings).toEqual([]);
  });

  it("watches a session's typing while asked, on every connection, and stops", async () => {
    const r = startLive(await c.signIn('user'));
    r.signIn();
    await r.status((s) => s.state === 'live' && s.connection === 1);
    const session = c.fixtures.externalChatSession;
    await control({ type: 'typing', chatSession: session, name: 'Unwatched' });
    r.live.watchTyping(session, true);
    // The request and a control event race on two roads: type until it is heard.
    const typed = async (name: string) => {
      for (;;) {
        await control({ type: 'typing', chatSession: session, name });
        const heard = await Promise.race([
          r.notification((n) => n.kind === 'typing' && n.name === name),
          new Promise<undefined>((resolve) => setTimeout(resolve, 100)),
        ]);
        if (heard) return heard;
      }
    };
    expect(await typed('Guest')).toEqual({ kind: 'typing', session, name: 'Guest' });
    c.sim.setFaults({ dropSockets: true });
    await r.status((s) => s.state === 'live' && s.connection === 2);
    await typed('Guest again');
    r.live.watchTyping(session, false);
    const before = r.notifications.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    await control({ type: 'typing', chatSession: session, name: 'Gone' });
    await control({ type: 'incomingChat', chatSession: session, text: 'After' });
    await r.notification((n) => n.kind === 'chat' && n.session === session);
    expect(r.notifications.slice(before).filter((n) => n.kind === 'typing')).toEqual([]);
    expect(r.notifications.some((n) => n.kind === 'typing' && n.name === 'Unwatched')).toBe(false);
    expect(r.warnings).toEqual([]);
  });

  it('reconnects after a drop with a new address, and counts the connection', async () => {
    const r = startLive(await c.signIn('user'));
    r.signIn();
    await r.status((s) => s.state === 'live' && s.connection === 1);
    c.sim.setFaults({ dropSockets: true });
    await r.status((s) => s.state === 'live' && s.connection === 2);
    expect(r.statuses.map((s) => s.state)).toEqual(['connecting', 'live', 'connecting', 'live']);
    // Still subscribed on the new connection.
    await control({ type: 'incomingChat', chatSession: c.fixtures.chatSession, text: 'Again' });
    await r.notification((n) => n.kind === 'chat');
  });

  it('drops a connection whose test message is not answered, and polls when that goes on', async () => {
    // A server that takes the socket and the subscriptions, and then says nothing at all.
    const silent = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((resolve) => silent.once('listening', resolve));
    const opened: WebSocket[] = [];
    silent.on('connection', (socket) => opened.push(socket));
    const { port } = silent.address() as { port: number };
    const url = `ws://127.0.0.1:${port}/websocket/1/2/ticket`;
    try {
      const r = startLive(
        {
          websocket: { address: () => Promise.resolve(url) },
          // Never asked: this server sends no notification.
          chats: {} as ApiClient['chats'],
        },
        {
          echoTimeoutMs: 150,
        },
      );
      r.signIn();
      await r.status((s) => s.state === 'polling');
      expect(opened.length).toBeGreaterThanOrEqual(3);
      expect(r.statuses.some((s) => s.state === 'live')).toBe(false);
      expect(r.warnings).toContain(
        'the WebSocket did not answer its test message in time: reconnecting',
      );
    } finally {
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('polls when the server offers no WebSocket (404), and connects once it does', async () => {
    c.sim.setFaults({ refuseWebSocket: true });
    const r = startLive(await c.signIn('user'), { unavailableRetryMs: 300 });
    r.signIn();
    await r.status((s) => s.state === 'polling');
    expect(r.live.status().connection).toBe(0);
    c.sim.setFaults({});
    await r.status((s) => s.state === 'live' && s.connection === 1);
  });

  it('polls after sockets keep failing, and goes live when they are kept again', async () => {
    c.sim.setFaults({ refuseSockets: true });
    const r = startLive(await c.signIn('user'));
    r.signIn();
    await r.status((s) => s.state === 'polling');
    c.sim.setFaults({});
    await r.status((s) => s.state === 'live' && s.connection === 1);
  });

  it('closes at sign-out and says off', async () => {
    const client = await c.signIn('user');
    const r = startLive(client);
    r.signIn();
    await r.status((s) => s.state === 'live');
    r.signOut();
    expect(r.live.status()).toEqual({ state: 'off', connection: 0 });
    await control({ type: 'incomingChat', chatSession: c.fixtures.chatSession, text: 'Gone' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(r.notifications).toEqual([]);
  });
});
