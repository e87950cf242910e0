import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import { chatMessage } from '../../api/fixtures';
import { createEventBus } from '../../../src/main/common/event-bus';
import { type Logger } from '../../../src/main/common/logger';
import { createLiveService, type LiveTiming } from '../../../src/main/live/live-service';
import {
  type LiveNotification,
  type LiveStatus,
  type SessionState,
} from '../../../src/shared/contract';

/**
 * Main's live connection against a server scripted here as the platform's guide and public
 * clients describe it (decisions.md, "Live updates"): the envelope, the plain test message, the
 * multi-notification request, tolerant payloads, and the addresses it refuses.
 */

interface Scripted {
  url: string;
  /** What the client sent, parsed. */
  received: unknown[];
  send(message: unknown): void;
  close(): Promise<void>;
}

const servers: Scripted[] = [];
const stops: (() => void)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  for (const server of servers.splice(0)) await server.close();
});

/** A WebSocket server that answers test messages re-serialised (as a real one may). */
async function scriptedServer(): Promise<Scripted> {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((resolve) => wss.once('listening', resolve));
  const received: unknown[] = [];
  let open: WebSocket | undefined;
  wss.on('connection', (socket) => {
    open = socket;
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString('utf8')) as { messageType?: string };
      received.push(message);
      // Not the same text: another key order, spacing and an added field.
      if (message.messageType === 'test') {
        socket.send(`{ "server": "x",\n  "messageType": "test" }`);
      }
    });
  });
  const { port } = wss.address() as { port: number };
  const server: Scripted = {
    url: `ws://127.0.0.1:${port}/websocket/1/2/SECRET-TICKET`,
    received,
    send: (message) => open?.send(typeof message === 'string' ? message : JSON.stringify(message)),
    close: () =>
      new Promise((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
  servers.push(server);
  return server;
}

const signedIn = (serverUrl: string): SessionState => ({
  status: 'signed-in',
  user: {
    userName: 'user',
    displayName: 'User',
    role: 'user',
    serverUrl,
    serverLabel: 'test',
    demo: false,
    remembered: false,
  },
});

function start(
  address: () => Promise<string>,
  options: { serverUrl?: string; timing?: Partial<LiveTiming>; openSocket?: () => never } = {},
) {
  const errors: unknown[] = [];
  const events = createEventBus((error) => errors.push(error));
  const statuses: LiveStatus[] = [];
  const notifications: LiveNotification[] = [];
  const logged: string[] = [];
  events.subscribe((event, payload) => {
    if (event === 'live.status') statuses.push(payload as LiveStatus);
    if (event === 'live.notification') notifications.push(payload as LiveNotification);
  });
  const log: Logger = {
    info: (m) => logged.push(m),
    warn: (m, e) => logged.push(`${m} ${e instanceof Error ? e.message : ''}`),
    error: (m, e) => logged.push(`${m} ${e instanceof Error ? e.message : ''}`),
  };
  const live = createLiveService({
    events,
    log,
    session: {
      withClient: (run) =>
        run({
          websocket: { address },
          // A session's newest messages: one, the message each chat notification names.
          chats: {
            messages: (session: string) =>
              Promise.resolve({
                items: [
                  {
                    ...chatMessage,
                    oid: '6',
                    chatSession: { ...chatMessage.chatSession, oid: session },
                  },
                ],
              }),
          },
        } as unknown as Parameters<typeof run>[0]),
    },
    timing: { initialDelayMs: 10, maxDelayMs: 40, heartbeatMs: 5_000, ...options.timing },
    ...(options.openSocket && { openSocket: options.openSocket }),
  });
  stops.push(() => live.dispose());
  events.emit('session.changed', signedIn(options.serverUrl ?? 'http://127.0.0.1:1'));
  return { live, statuses, notifications, logged, errors };
}

async function until(check: () => boolean, timeoutMs = 3_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('not within time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe("the platform's dialect", () => {
  it('subscribes with one multi-notification request and tests with a plain test message', async () => {
    const server = await scriptedServer();
    const r = start(() => Promise.resolve(server.url));
    await until(() => r.live.status().state === 'live');
    expect(server.received[0]).toEqual({
      messageType: 'multiNotificationRequest',
      notifications: expect.arrayContaining([
        { notificationType: 'newChatEvent', toggle: true },
        { notificationType: 'presenceListEvent', toggle: true },
      ]) as unknown,
    });
    // The guide's test message, nothing added; its echo was re-serialised and still counted.
    expect(server.received[1]).toEqual({ messageType: 'test' });
    r.live.watchTyping('77', true);
    await until(() => server.received.length === 3);
    expect(server.received[2]).toEqual({
      messageType: 'multiNotificationRequest',
      notifications: [{ notificationType: 'chatTypingEvent', oid: '77', toggle: true }],
    });
    expect(
      server.received.every((m) =>
        ['multiNotificationRequest', 'test'].includes((m as { messageType: string }).messageType),
      ),
    ).toBe(true);
  });

  it('reads the envelope: notificationType, the payload under notification, nothing else', async () => {
    const server = await scriptedServer();
    const r = start(() => Promise.resolve(server.url));
    await until(() => r.live.status().state === 'live');
    server.send({
      notificationType: 'newChatEvent',
      notification: {
        sessionOid: '5',
        chatOid: '6',
        incoming: true,
        creator: { commonName: 'N'.repeat(201) },
        somethingNew: { a: 1 },
      },
    });
    server.send({ notificationType: 'missedCallEvent', notification: { unexpected: [1] } });
    server.send({ notificationType: 'newVoicemailEvent' });
    server.send({
      notificationType: 'doNotDisturbEvent',
      notification: { addressable: { oid: '9', commonName: 'Ann' }, doNotDisturb: true },
    });
    await until(() => r.notifications.length === 5);
    const [chat, ...rest] = r.notifications.filter((n) => n.kind !== 'chatMessages');
    // The messages it names follow, as main read them: the data, not a request to fetch it.
    expect(r.notifications.filter((n) => n.kind === 'chatMessages')).toEqual([
      {
        kind: 'chatMessages',
        session: '5',
        messages: [
          { ...chatMessage, oid: '6', chatSession: { ...chatMessage.chatSession, oid: '5' } },
        ],
      },
    ]);
    // A 201-character name is cut to the contract's 200, not dropped on the way.
    expect(chat).toEqual({ kind: 'chat', session: '5', message: '6', from: expect.any(String) });
    expect(chat?.kind === 'chat' && chat.from?.length).toBe(200);
    expect(rest).toEqual([
      { kind: 'log', reason: 'missedCall' },
      { kind: 'log', reason: 'voicemail' },
      { kind: 'doNotDisturb', person: '9', on: true },
    ]);
    expect(r.errors).toEqual([]);
  });

  it('knows the session of a typing event from its subscription', async () => {
    const server = await scriptedServer();
    const r = start(() => Promise.resolve(server.url));
    await until(() => r.live.status().state === 'live');
    r.live.watchTyping('77', true);
    server.send({ notificationType: 'chatTypingEvent', notification: { name: 'Guest' } });
    await until(() => r.notifications.length === 1);
    expect(r.notifications[0]).toEqual({ kind: 'typing', session: '77', name: 'Guest' });
    // Two sessions watched and nothing names one: counted, not guessed.
    r.live.watchTyping('78', true);
    server.send({ notificationType: 'chatTypingEvent', notification: { name: 'Guest' } });
    server.send({
      notificationType: 'chatTypingEvent',
      notification: { name: 'Other', sessionOid: '78' },
    });
    await until(() => r.notifications.length === 2);
    expect(r.notifications[1]).toEqual({ kind: 'typing', session: '78', name: 'Other' });
    expect(r.live.dropped().get('a chatTypingEvent')).toBe(1);
  });

  it('counts what it cannot use and logs each kind once, and a chat it cannot read catches up', async () => {
    const server = await scriptedServer();
    const r = start(() => Promise.resolve(server.url));
    await until(() => r.live.status().state === 'live');
    for (let i = 0; i < 3; i++) {
      server.send({ notificationType: 'doNotDisturbEvent', notification: { doNotDisturb: true } });
      server.send('not json');
      server.send({ messageType: 'somethingElse' });
    }
    server.send({ notificationType: 'newChatEvent', notification: { incoming: true } });
    await until(() => r.notifications.length === 1);
    expect(r.notifications).toEqual([{ kind: 'catchUp' }]);
    expect(Object.fromEntries(r.live.dropped())).toEqual({
      'a doNotDisturbEvent': 3,
      'a message that is not JSON': 3,
      'a somethingElse message': 3,
      'a newChatEvent': 1,
    });
    expect(r.logged.filter((l) => l.startsWith('dropped'))).toHaveLength(4);
    expect(r.live.status().state).toBe('live');
  });

  it('holds back a flood beyond its limit and then asks for one catch-up', async () => {
    const server = await scriptedServer();
    const r = start(() => Promise.resolve(server.url), { timing: { burst: 3, perSecond: 20 } });
    await until(() => r.live.status().state === 'live');
    for (let i = 0; i < 10; i++) {
      server.send({ notificationType: 'missedCallEvent', notification: {} });
    }
    await until(() => r.notifications.some((n) => n.kind === 'catchUp'));
    expect(r.notifications.filter((n) => n.kind === 'log')).toHaveLength(3);
    expect(r.live.dropped().get('notifications over the limit')).toBe(7);
  });
});

describe('addresses it will not open (security review, medium 1 and 2)', () => {
  it('refuses ws: from an https server and another host, counting each as a failed try', async () => {
    let asked = 0;
    const r = start(
      () => {
        asked += 1;
        return Promise.resolve(
          asked % 2 ? 'ws://pbx.example.com/ws/SECRET-TICKET' : 'wss://evil.example/SECRET-TICKET',
        );
      },
      { serverUrl: 'https://pbx.example.com' },
    );
    await until(() => r.live.status().state === 'polling');
    expect(asked).toBeGreaterThanOrEqual(3);
    expect(r.logged.join('\n')).not.toContain('SECRET-TICKET');
    expect(r.statuses.some((s) => s.state === 'live')).toBe(false);
  });

  it('an address that is no URL, or a socket library that throws, is a failed try, not the end', async () => {
    const r = start(() => Promise.resolve('wss://[not-a-url/SECRET-TICKET'), {
      serverUrl: 'https://pbx.example.com',
    });
    await until(() => r.live.status().state === 'polling');
    expect(r.logged.join('\n')).not.toContain('SECRET-TICKET');

    const server = await scriptedServer();
    const thrown = start(() => Promise.resolve(server.url), {
      openSocket: () => {
        throw new SyntaxError(`Invalid URL: ${server.url}`);
      },
    });
    await until(() => thrown.live.status().state === 'polling');
    expect(thrown.logged.some((l) => l.startsWith('could not open the WebSocket'))).toBe(true);
  });
});
