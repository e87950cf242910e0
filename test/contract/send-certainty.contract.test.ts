import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type ApiError } from '../../src/main/api';
import { newChatEventSchema, notificationEnvelopeSchema } from '../../src/shared/interface';
import { startContract, type Contract } from './harness';
import { notification, openTestSocket, type TestSocket } from './socket-client';

/**
 * What the outbox learns of a send, against the simulator over HTTP: a send refused before it
 * was written is known never to have reached the server (`notSent`), one cut after the server
 * read it is not; and NewChatEvent carries the sender's `clientId` (guide:
 * websockets/model/NewChatEvent.html), which the chat message reads do not show.
 */
let c: Contract;
let user: ApiClient;
let colleague: ApiClient;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  c = await startContract({ size: 60 });
  user = await c.signIn('user');
  colleague = await c.signIn({ userName: 'colleague1', password: 'demo' });
});
afterEach(() => {
  c.sim.setFaults({});
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => c.close());

const texts = async () =>
  (await user.chats.messages(c.fixtures.chatSession, { limit: 20 })).items.map((m) => m.subject);

const failureOf = (work: Promise<unknown>) =>
  work.then(
    () => expect.fail('should fail'),
    (e: unknown) => e as ApiError,
  );

describe('a send while the server is away (refuseConnectionsMs)', () => {
  it('is refused before it is written: notSent, and the server never has it', async () => {
    c.sim.setFaults({ refuseConnectionsMs: 400 });
    // The client hears its kept-alive connections close (one used at that very moment would
    // be cut after the request left: a reset, not a refusal).
    await new Promise((resolve) => setTimeout(resolve, 50));
    const failure = await failureOf(
      user.chats.send(c.fixtures.chatSession, { text: 'Sent while the server was away' }),
    );
    expect(failure).toMatchObject({ kind: 'network', notSent: true });
    expect(failure.toInfo()).toMatchObject({ notSent: true });
    await new Promise((resolve) => setTimeout(resolve, 500));
    // Back, on the same port, with its data and its sessions as they were.
    const sent = await user.chats.send(c.fixtures.chatSession, { text: 'Sent once it was back' });
    expect(sent.subject).toBe('Sent once it was back');
    const now = await texts();
    expect(now).toContain('Sent once it was back');
    expect(now).not.toContain('Sent while the server was away');
  });

  it('while a connection cut after the request was read (dropRate) may have reached it', async () => {
    c.sim.setFaults({ dropRate: 1 });
    const failure = await failureOf(
      user.chats.send(c.fixtures.chatSession, { text: 'Cut after it was read' }),
    );
    expect(failure).toMatchObject({ kind: 'network' });
    expect(failure.notSent).toBeUndefined();
  });
});

describe("NewChatEvent's clientId", () => {
  async function listening(client: ApiClient): Promise<TestSocket> {
    const socket = await openTestSocket(await client.websocket.address());
    sockets.push(socket);
    socket.send({
      messageType: 'multiNotificationRequest',
      notifications: [{ notificationType: 'newChatEvent', toggle: true }],
    });
    const probe = { messageType: 'test', probe: 'subscribed' };
    socket.send(probe);
    await socket.next((m): m is object => JSON.stringify(m) === JSON.stringify(probe));
    return socket;
  }
  const nextChatEvent = async (socket: TestSocket) =>
    newChatEventSchema.parse(
      notificationEnvelopeSchema.parse(await socket.next(notification('newChatEvent')))
        .notification,
    );

  it("is the sender's, to the sender and to the other members; the message reads do not show it", async () => {
    const mine = await listening(user);
    const theirs = await listening(colleague);
    const sent = await user.chats.send(c.fixtures.chatSession, {
      text: 'Recognised later',
      clientId: 'outbox-entry-1',
    });
    expect(await nextChatEvent(mine)).toMatchObject({
      chatOid: sent.oid,
      clientId: 'outbox-entry-1',
      incoming: false,
    });
    expect(await nextChatEvent(theirs)).toMatchObject({
      chatOid: sent.oid,
      clientId: 'outbox-entry-1',
      incoming: true,
    });
    const read = (await user.chats.messages(c.fixtures.chatSession, { limit: 5 })).items.find(
      (m) => m.oid === sent.oid,
    );
    expect(read).toBeDefined();
    expect(read?.clientId).toBeUndefined();
  });

  it('is null for a message sent without one', async () => {
    const mine = await listening(user);
    const sent = await user.chats.send(c.fixtures.chatSession, { text: 'No id' });
    expect(await nextChatEvent(mine)).toMatchObject({ chatOid: sent.oid, clientId: null });
  });
});
