import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient } from '../../src/main/api';
import {
  callEventSchema,
  chatTypingEventSchema,
  doNotDisturbEventSchema,
  newChatEventSchema,
  newVoicemailEventSchema,
  notificationEnvelopeSchema,
  presenceListEventSchema,
  ServiceCode,
  triggerEventSchema,
} from '../../src/shared/interface';
import { CONTENTS_PREVIEW_LENGTH } from '../../src/simulator/live/events';
import { expectServiceError, startContract, type Contract, simulatorEvent } from './harness';
import { notification, openTestSocket, serverError, type TestSocket } from './socket-client';

/**
 * The simulator's WebSocket against the guide's shapes (websockets/*.html) and the decisions
 * where the guide shows none (docs/decisions.md): the address call, subscriptions, the test
 * message, every notification the app uses, and the faults that drop, delay and refuse.
 */
let c: Contract;
let user: ApiClient;
let colleague: ApiClient;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  c = await startContract({ size: 120 });
  user = await c.signIn('user');
  colleague = await c.signIn({ userName: 'colleague1', password: 'demo' });
});
afterEach(() => {
  c.sim.setFaults({});
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => c.close());

async function open(client: ApiClient = user): Promise<TestSocket> {
  const socket = await openTestSocket(await client.websocket.address());
  sockets.push(socket);
  return socket;
}

/** Subscribes and waits for a test message's echo: the server took what came before it. */
async function subscribe(socket: TestSocket, ...types: string[]): Promise<void> {
  socket.send({
    messageType: 'multiNotificationRequest',
    notifications: types.map((notificationType) => ({ notificationType, toggle: 'true' })),
  });
  await echoed(socket);
}

let tests = 0;
async function echoed(socket: TestSocket): Promise<void> {
  const probe = { messageType: 'test', probe: ++tests };
  socket.send(probe);
  await socket.next((m): m is object => JSON.stringify(m) === JSON.stringify(probe));
}

const control = (body: object) => simulatorEvent(c, body);

describe('the address', () => {
  it('is an object holding a ws URL with a ticket of the session', async () => {
    const address = await user.websocket.address();
    expect(address).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/websocket\/\d+\/\d+\/[\w-]{20,}$/);
    expect(await user.websocket.address()).not.toBe(address);
  });

  it('is refused with 404 when the server offers no WebSocket (the refuseWebSocket fault)', async () => {
    c.sim.setFaults({ refuseWebSocket: true });
    await expectServiceError(user.websocket.address(), 404, ServiceCode.NotFound);
  });

  it('is asked with POST (the public PHP client); GET is answered 405', async () => {
    const get = await fetch(`${c.sim.baseUrl}/me/websocket`);
    expect(get.status).toBe(405);
  });

  it('is not given without a session', async () => {
    const answer = await fetch(`${c.sim.baseUrl}/me/websocket`, { method: 'POST' });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ errorCode: ServiceCode.NotAuthenticated });
  });
});

describe('messages', () => {
  it("echoes the guide's plain test message", async () => {
    const socket = await open();
    socket.sendRaw('{"messageType":"test"}');
    await socket.next((m): m is object => JSON.stringify(m) === '{"messageType":"test"}');
  });

  it('echoes a test message exactly, whatever it holds', async () => {
    const socket = await open();
    const text = '{"messageType":"test","nested":{"b":[1,2,"ü"]},"a":null}';
    socket.sendRaw(text);
    await socket.next((m): m is object => typeof m === 'object' && m !== null && 'nested' in m);
    expect(socket.raw).toEqual([text]);
  });

  it('answers what it cannot take with an error message and stays open', async () => {
    const socket = await open();
    socket.sendRaw('not json');
    await socket.next(serverError);
    socket.send({
      messageType: 'notificationRequest',
      notificationType: 'noSuchEvent',
      toggle: true,
    });
    socket.send({
      messageType: 'notificationRequest',
      notificationType: 'newCallEvent',
      toggle: true,
    });
    socket.send({
      messageType: 'notificationRequest',
      notificationType: 'chatTypingEvent',
      toggle: 1,
    });
    socket.send({
      messageType: 'notificationRequest',
      notificationType: 'chatTypingEvent',
      toggle: true,
    });
    await echoed(socket);
    const errors = socket.received.filter(serverError).map((e) => e.message);
    expect(errors).toEqual([
      'the message is not JSON',
      'unknown notification type noSuchEvent',
      'newCallEvent is for administrators only',
      expect.stringMatching(/toggle/),
      'chatTypingEvent needs the oid of the object',
    ]);
  });
});

describe('notifications', () => {
  it('newChatEvent for a message sent through 4.2 by anyone, to every member, as each sees it', async () => {
    const mine = await open(user);
    const theirs = await open(colleague);
    // A single request with a Boolean, a multi request with the guide's string "true".
    mine.send({
      messageType: 'notificationRequest',
      notificationType: 'newChatEvent',
      toggle: true,
    });
    await echoed(mine);
    await subscribe(theirs, 'newChatEvent');
    const sent = await colleague.chats.send(c.fixtures.chatSession, { text: 'Over the socket' });

    const toMe = notificationEnvelopeSchema.parse(await mine.next(notification('newChatEvent')));
    const event = newChatEventSchema.parse(toMe.notification);
    expect(event).toMatchObject({
      sessionOid: c.fixtures.chatSession,
      chatOid: sent.oid,
      communicationOid: sent.oid,
      date: sent.date,
      contents: 'Over the socket',
      chatSessionType: 'user',
      incoming: true,
      silent: false,
    });
    expect(event.creator?.commonName).toBeTruthy();
    const toSender = newChatEventSchema.parse(
      notificationEnvelopeSchema.parse(await theirs.next(notification('newChatEvent')))
        .notification,
    );
    expect(toSender).toMatchObject({ chatOid: sent.oid, incoming: false });
  });

  it('cuts a long message short in the event; the server keeps it whole', async () => {
    const socket = await open();
    await subscribe(socket, 'newChatEvent');
    const long = 'x'.repeat(CONTENTS_PREVIEW_LENGTH + 50);
    await control({ type: 'incomingChat', chatSession: c.fixtures.chatSession, text: long });
    const event = newChatEventSchema.parse(
      notificationEnvelopeSchema.parse(await socket.next(notification('newChatEvent')))
        .notification,
    );
    expect(event.contents?.length).toBeLessThan(long.length);
    const page = await user.chats.messages(c.fixtures.chatSession, { limit: 1 });
    expect(page.items[0]?.subject).toBe(long);
  });

  it('stops after toggle "false"', async () => {
    const socket = await open();
    await subscribe(socket, 'newChatEvent');
    socket.send({
      messageType: 'notificationRequest',
      notificationType: 'newChatEvent',
      toggle: 'false',
    });
    await echoed(socket);
    await control({ type: 'incomingChat', chatSession: c.fixtures.chatSession, text: 'unheard' });
    await echoed(socket);
    expect(socket.received.filter(notification('newChatEvent'))).toEqual([]);
  });

  it('missedCallEvent and newVoicemailEvent to the user; callHungUpEvent to administrators', async () => {
    const socket = await open();
    await subscribe(socket, 'missedCallEvent', 'newVoicemailEvent');
    const admin = await open(await c.signIn('administrator'));
    await subscribe(admin, 'callHungUpEvent');
    const call = (await control({ type: 'call', direction: 'missed', voicemail: true })) as {
      oid: string;
      callId: string;
    };
    const missed = callEventSchema.parse(
      notificationEnvelopeSchema.parse(await socket.next(notification('missedCallEvent')))
        .notification,
    );
    expect(missed).toMatchObject({
      communicationOid: call.oid,
      callId: call.callId,
      initiation: 'incoming',
    });
    expect(missed.remoteName).toBeTruthy();
    const voicemail = newVoicemailEventSchema.parse(
      notificationEnvelopeSchema.parse(await socket.next(notification('newVoicemailEvent')))
        .notification,
    );
    expect(voicemail.communicationOid).toBe(call.oid);
    await admin.next(notification('callHungUpEvent'));
    // An answered call is no missed call.
    const seen = admin.received.length;
    await control({ type: 'call', direction: 'incoming' });
    await admin.next(notification('callHungUpEvent'), 5_000, seen);
    expect(socket.received.filter(notification('missedCallEvent'))).toHaveLength(1);
  });

  it('presenceListEvent with a rising version, and doNotDisturbEvent', async () => {
    const socket = await open();
    await subscribe(socket, 'presenceListEvent', 'doNotDisturbEvent');
    await control({ type: 'presence', userName: 'colleague2', status: 'at_appointment' });
    await control({ type: 'doNotDisturb', on: true });
    const dnd = doNotDisturbEventSchema.parse(
      notificationEnvelopeSchema.parse(await socket.next(notification('doNotDisturbEvent')))
        .notification,
    );
    expect(dnd.doNotDisturb).toBe(true);
    await echoed(socket);
    const presences = socket.received
      .filter(notification('presenceListEvent'))
      .map((m) => presenceListEventSchema.parse(m.notification));
    expect(presences.map((p) => p.presence.status)).toEqual(['at_appointment', 'dont_disturb']);
    expect(presences[1]!.version).toBeGreaterThan(presences[0]!.version);
    await control({ type: 'doNotDisturb', on: false });
  });

  it("a colleague's do-not-disturb: both notifications to the tenant, as the server now reads", async () => {
    const socket = await open();
    await subscribe(socket, 'presenceListEvent', 'doNotDisturbEvent');
    const before = socket.received.length;
    await control({ type: 'doNotDisturb', userName: 'colleague3', on: true });
    const dnd = doNotDisturbEventSchema.parse(
      notificationEnvelopeSchema.parse(
        await socket.next(notification('doNotDisturbEvent'), 5_000, before),
      ).notification,
    );
    const event = presenceListEventSchema.parse(
      notificationEnvelopeSchema.parse(
        await socket.next(notification('presenceListEvent'), 5_000, before),
      ).notification,
    );
    expect(event.updateType).toBe('update');
    // The entry is the presence list's own (addressables_presence.html), as a read answers now.
    const listed: unknown[] = [];
    for await (const page of user.presence.walk({ limit: 500 })) listed.push(...page.items);
    expect(listed).toContainEqual(event.presence);
    expect(event.presence).toMatchObject({ status: 'dont_disturb', addressable: dnd.person });
    const {
      items: [colleague3],
    } = await user.users.list({
      where: { userName: 'colleague3' },
      include: ['person', 'primaryLine.userPhoneLine.doNotDisturb'],
    });
    expect(colleague3?.person?.oid).toBe(dnd.person?.oid);
    expect(colleague3?.primaryLine).toMatchObject({ userPhoneLine: { doNotDisturb: true } });
    await control({ type: 'doNotDisturb', userName: 'colleague3', on: false });
    const off = await socket.next(
      (m): m is { notification: unknown } =>
        notification('presenceListEvent')(m) &&
        presenceListEventSchema.parse((m as { notification: unknown }).notification).presence
          .status !== 'dont_disturb',
      5_000,
      before,
    );
    expect(presenceListEventSchema.parse(off.notification).version).toBeGreaterThan(event.version);
  });

  it('chatTypingEvent for the session subscribed with its oid, and trigger events', async () => {
    const socket = await open();
    const session = c.fixtures.chatSession;
    socket.send({
      messageType: 'notificationRequest',
      notificationType: 'chatTypingEvent',
      oid: session,
      toggle: true,
    });
    await subscribe(socket, 'showNotificationEvent');
    await control({ type: 'typing', chatSession: session });
    const typing = notificationEnvelopeSchema.parse(
      await socket.next(notification('chatTypingEvent')),
    );
    expect(chatTypingEventSchema.parse(typing.notification).name).toBeTruthy();
    // Unsubscribed (toggle false), the session's typing no longer comes.
    socket.send({
      messageType: 'notificationRequest',
      notificationType: 'chatTypingEvent',
      oid: session,
      toggle: false,
    });
    await echoed(socket);
    const seen = socket.received.length;
    await control({ type: 'typing', chatSession: session, name: 'Nobody watches' });
    await echoed(socket);
    expect(socket.received.slice(seen).filter(notification('chatTypingEvent'))).toEqual([]);
    await control({ type: 'trigger', notificationType: 'showNotificationEvent', value: 'Hi' });
    const trigger = await socket.next(notification('showNotificationEvent'));
    expect(triggerEventSchema.parse(trigger.notification).value).toBe('Hi');
  });
});

describe('faults and the session', () => {
  it('notificationDelayMs holds notifications back', async () => {
    const socket = await open();
    await subscribe(socket, 'newChatEvent');
    c.sim.setFaults({ notificationDelayMs: 400 });
    const start = Date.now();
    await control({ type: 'incomingChat', chatSession: c.fixtures.chatSession, text: 'later' });
    await socket.next(notification('newChatEvent'));
    expect(Date.now() - start).toBeGreaterThanOrEqual(390);
  });

  it('dropSockets cuts every socket without a close frame', async () => {
    const socket = await open();
    c.sim.setFaults({ dropSockets: true });
    expect(await socket.closed).toBe(1006);
    // One-shot: a new socket stays.
    const again = await open();
    await echoed(again);
  });

  it('refuseSockets closes each new socket at once with an error message', async () => {
    c.sim.setFaults({ refuseSockets: true });
    const socket = await open();
    await socket.next(serverError);
    expect(await socket.closed).toBe(1008);
  });

  it('an address is stale once the session renews; a socket ends with its session', async () => {
    const client = await c.signIn({ userName: 'colleague2', password: 'demo' });
    const before = await client.websocket.address();
    const socket = await openTestSocket(await client.websocket.address());
    sockets.push(socket);
    await client.session.renew();
    const stale = await openTestSocket(before);
    sockets.push(stale);
    expect((await stale.next(serverError)).message).toMatch(/ask for a new one/);
    await echoed(socket);
    await client.session.logout();
    expect(await socket.closed).toBe(1008);
  });
});
