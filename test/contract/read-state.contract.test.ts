import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { patch, type ApiClient } from '../../src/main/api';
import { sessionsOfInbox } from '../../src/main/core/handlers/read-state';
import { silentLogger } from '../../src/main/common/logger';
import {
  chatReceiptEventSchema,
  notificationEnvelopeSchema,
  recentInboxSchema,
} from '../../src/shared/interface';
import { startContract, type Contract } from './harness';
import { notification, openTestSocket, serverError, type TestSocket } from './socket-client';

/**
 * Read state as the guide shows it, against the simulator and the API client: the recent inbox
 * (communications_recent.html) and its `notificationsCount`, a message's own `displayed` and
 * `retrieved` per member (communications_update.html), and the notifications a session's
 * subscribers get (ChatHasBeenReadEvent.html, ChatHasBeenDeliveredEvent.html).
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
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => c.close());

let probes = 0;
async function echoed(socket: TestSocket): Promise<void> {
  const probe = { messageType: 'test', probe: ++probes };
  socket.send(probe);
  await socket.next((m): m is object => JSON.stringify(m) === JSON.stringify(probe));
}

/** A socket of `client` subscribed to the session's receipts. */
async function receipts(client: ApiClient, oid = c.fixtures.chatSession): Promise<TestSocket> {
  const socket = await openTestSocket(await client.websocket.address());
  sockets.push(socket);
  socket.send({
    messageType: 'multiNotificationRequest',
    notifications: ['chatHasBeenReadEvent', 'chatHasBeenDeliveredEvent'].map(
      (notificationType) => ({ notificationType, oid, toggle: 'true' }),
    ),
  });
  await echoed(socket);
  return socket;
}

const receiptOf = async (socket: TestSocket, type: string) =>
  chatReceiptEventSchema.parse(
    notificationEnvelopeSchema.parse(await socket.next(notification(type))).notification,
  );

async function unreadInMain(): Promise<number | undefined> {
  const inbox = await user.communications.recent({ chatsOnly: true });
  expect(recentInboxSchema.safeParse(inbox).success).toBe(true);
  const sessions = sessionsOfInbox(
    inbox.data.map((entry) => entry.object),
    silentLogger,
  );
  return sessions.find((s) => s.session === c.fixtures.chatSession)?.unread;
}

describe('the recent inbox', () => {
  it('counts a new message until it is read, and tells the sender it was delivered', async () => {
    const senders = await receipts(colleague);
    const before = (await unreadInMain()) ?? 0;
    const sent = await colleague.chats.send(c.fixtures.chatSession, { text: 'Read me' });
    expect(await unreadInMain()).toBe(before + 1);
    const delivered = await receiptOf(senders, 'chatHasBeenDeliveredEvent');
    expect(delivered).toEqual({ sessionName: expect.any(String), date: sent.date });
    // Delivered is not read: still new.
    expect(await unreadInMain()).toBe(before + 1);

    const mine = await receipts(user);
    await user.communications.update(sent.oid, patch('communication').replace('displayed', true));
    expect((await receiptOf(senders, 'chatHasBeenReadEvent')).date).toBe(sent.date);
    // The reader's other sessions hear it too: the unread mark goes everywhere.
    expect((await receiptOf(mine, 'chatHasBeenReadEvent')).date).toBe(sent.date);
    expect((await unreadInMain()) ?? 0).toBe(before);
    const page = await user.chats.messages(c.fixtures.chatSession, { limit: 1 });
    expect(page.items[0]).toMatchObject({ oid: sent.oid, incoming: true, displayed: true });
  });

  it("keeps each member's marks: a message read by one is new to no one else it was not", async () => {
    const sent = await user.chats.send(c.fixtures.chatSession, { text: 'For colleague1' });
    const page = await colleague.chats.messages(c.fixtures.chatSession, { limit: 1 });
    expect(page.items[0]).toMatchObject({ oid: sent.oid, incoming: true, displayed: false });
    const own = await user.chats.messages(c.fixtures.chatSession, { limit: 1 });
    expect(own.items[0]).toMatchObject({ oid: sent.oid, incoming: false, displayed: true });
    const unread = await colleague.communications.search({
      where: { displayed: false, obj_type: 'XCCUserChat' },
      include: 'all',
    });
    expect(unread.items.map((i) => i.oid)).toContain(sent.oid);
  });

  it('limits and filters as the guide says', async () => {
    const one = await user.communications.recent({ limit: 1 });
    expect(one.data).toHaveLength(1);
    const none = await user.communications.recent({ before: '2000-01-01' });
    expect(none.data).toEqual([]);
  });
});

describe('receipt subscriptions', () => {
  it("need a session's oid, of a session the user is in", async () => {
    const socket = await openTestSocket(await user.websocket.address());
    sockets.push(socket);
    socket.send({
      messageType: 'notificationRequest',
      notificationType: 'chatHasBeenReadEvent',
      toggle: true,
    });
    socket.send({
      messageType: 'notificationRequest',
      notificationType: 'chatHasBeenDeliveredEvent',
      oid: '999999999',
      toggle: true,
    });
    await echoed(socket);
    expect(socket.received.filter(serverError).map((e) => e.message)).toEqual([
      'chatHasBeenReadEvent needs the oid of the object',
      'chat session 999999999 not found',
    ]);
  });
});
