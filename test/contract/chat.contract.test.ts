import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient } from '../../src/main/api';
import {
  chatMessageResponseSchema,
  chatMessageSchema,
  ServiceCode,
} from '../../src/shared/interface';
import { expectServiceError, simulatorEvent, startContract, type Contract } from './harness';

let c: Contract;
let user: ApiClient;
let admin: ApiClient;
beforeAll(async () => {
  c = await startContract({ size: 120 });
  user = await c.signIn('user');
  admin = await c.signIn('administrator');
});
afterAll(() => c.close());

const png = { originalLocation: 'dot.png', commonName: 'dot.png', mimeType: 'image/png' };
const onePixel =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('4.2 send chat message', () => {
  it('sends text and finds it in the session', async () => {
    const sent = await user.chats.send(c.fixtures.chatSession, {
      text: 'Hello from the contract',
      clientId: 'contract',
    });
    expect(sent).toMatchObject({
      subject: 'Hello from the contract',
      incoming: false,
      hasAttachment: false,
    });
    expect(sent.chatSession.oid).toBe(c.fixtures.chatSession);
    const page = await user.chats.messages(c.fixtures.chatSession, { limit: 5 });
    expect(page.items[0]?.oid).toBe(sent.oid);
  });

  it('sends an inline attachment', async () => {
    const sent = await user.chats.send(c.fixtures.chatSession, {
      attachment: { ...png, contentsB64String: onePixel },
    });
    expect(sent).toMatchObject({ subject: '', hasAttachment: true });
    expect(sent.attachments?.[0]).toMatchObject({
      commonName: 'dot.png',
      mimeType: 'image/png',
      size: 70,
    });
  });

  it('sends text with a concept attachment that is already on the server', async () => {
    const first = await user.chats.send(c.fixtures.chatSession, {
      attachment: { ...png, contentsB64String: onePixel },
    });
    const again = await user.chats.send(c.fixtures.chatSession, {
      text: 'same file',
      attachment: { oid: first.attachments![0]!.oid },
    });
    // The new message carries its own relation to the same file.
    expect(again).toMatchObject({ subject: 'same file', hasAttachment: true });
    expect(again.attachments?.[0]).toMatchObject({ commonName: 'dot.png', size: 70 });
  });

  it('refuses what section 7 lists, with sentences', async () => {
    const s = c.fixtures.chatSession;
    await expectServiceError(user.chats.send(s, {}), 400, ServiceCode.ChatContentsInvalid);
    await expectServiceError(
      user.chats.send(s, { attachment: { ...png, contentsB64String: '%%% not base64 %%%' } }),
      400,
      ServiceCode.ChatContentsInvalid,
    );
    await expectServiceError(
      user.chats.send(s, { text: '' }),
      400,
      ServiceCode.ChatContentsInvalid,
    );
    const closed = await expectServiceError(
      user.chats.send(c.fixtures.disabledChatSession, { text: 'anyone?' }),
      404,
      ServiceCode.ChatSessionDisabled,
    );
    expect(closed).toMatch(/closed/i);
    const external = await expectServiceError(
      user.chats.send(c.fixtures.externalChatSession, {
        attachment: { ...png, contentsB64String: onePixel },
      }),
      400,
      ServiceCode.AttachmentInExternalChat,
    );
    expect(external).toMatch(/external/i);
  });

  it('the answer validates against 2.2', async () => {
    const sent = await user.chats.send(c.fixtures.chatSession, { text: 'schema' });
    expect(chatMessageSchema.safeParse(sent).success).toBe(true);
  });
});

describe('4.3 send chat message to addressable', () => {
  it('resolves the session and reuses it', async () => {
    const a = await user.addressables.chat(c.fixtures.chattableAddressable, { text: 'first' });
    const b = await user.addressables.chat(c.fixtures.chattableAddressable, { text: 'second' });
    expect(b.chatSession.oid).toBe(a.chatSession.oid);
  });

  it('refuses what section 7 lists', async () => {
    await expectServiceError(
      user.addressables.chat(c.fixtures.chattableAddressable, { text: '   ' }),
      400,
      ServiceCode.EmptyChatMessage,
    );
    await expectServiceError(
      user.addressables.chat(c.fixtures.unchattableAddressable, { text: 'hi' }),
      404,
      ServiceCode.NotFound,
    );
    await expectServiceError(
      user.addressables.chat('987654321', { text: 'hi' }),
      404,
      ServiceCode.NotFound,
    );
    await expectServiceError(
      user.addressables.chat(c.fixtures.disabledChatAddressable, { text: 'hi' }),
      404,
      ServiceCode.ChatSessionDisabled,
    );
  });

  it('the client refuses payloads the server could not decode before sending them (10200, 10202)', async () => {
    // The typed client cannot produce these; the simulator's own tests prove the codes on raw HTTP.
    await expect(
      user.addressables.chat(c.fixtures.chattableAddressable, {} as never),
    ).rejects.toThrow(/text/);
    await expect(
      user.addressables.chat(c.fixtures.chattableAddressable, { text: 42 } as never),
    ).rejects.toThrow(/text/);
  });

  it('lists chattable addressables', async () => {
    const page = await user.addressables.list({ type: 'chattable', limit: 100 });
    const oids = page.items.map((a) => a.oid);
    expect(oids).toContain(c.fixtures.chattableAddressable);
    expect(oids).not.toContain(c.fixtures.unchattableAddressable);
  });
});

describe('4.5 reply to chat message', () => {
  it('replies with the original filled in', async () => {
    const reply = await user.chats.reply(c.fixtures.chatSession, c.fixtures.chatMessage, {
      text: 'Agreed',
    });
    expect(reply.subject).toBe('Agreed');
    expect(reply.original?.oid).toBe(c.fixtures.chatMessage);
  });

  it('refuses a missing original and a closed chat', async () => {
    await expectServiceError(
      user.chats.reply(c.fixtures.chatSession, '987654321', { text: 'to nothing' }),
      400,
      ServiceCode.ChatContentsInvalid,
    );
    await expectServiceError(
      user.chats.reply(c.fixtures.disabledChatSession, c.fixtures.chatMessage, { text: 'late' }),
      404,
      ServiceCode.ChatSessionDisabled,
    );
  });
});

describe('4.7 create external chat session', () => {
  it('lets an administrator open one on a phone line', async () => {
    const lines = await admin.phoneLines.list({ limit: 100 });
    expect(lines.items.map((l) => l.oid)).toContain(c.fixtures.phoneLine);
    const session = await admin.chats.createExternal({
      clientId: 'contract',
      phoneLine: { oid: c.fixtures.phoneLine },
    });
    expect(session.sessionType).toBe('external');
    await expect(admin.chats.get(session.oid)).resolves.toMatchObject({ oid: session.oid });
    await expect(admin.chats.send(session.oid, { text: 'Welcome' })).resolves.toMatchObject({
      subject: 'Welcome',
    });
  });

  it('refuses an unknown phone line and a plain user', async () => {
    await expectServiceError(
      admin.chats.createExternal({ phoneLine: { oid: '987654321' } }),
      404,
      ServiceCode.NotFound,
    );
    await expectServiceError(
      user.chats.createExternal({ phoneLine: { oid: c.fixtures.phoneLine } }),
      403,
      ServiceCode.NoPermission,
    );
  });
});

describe("reading a message's file (beyond: chats_get_attachment.html)", () => {
  it('reads back the file sent, and a file the other party sent', async () => {
    const session = c.fixtures.chatSession;
    const sent = await user.chats.send(session, {
      attachment: { ...png, contentsB64String: onePixel },
    });
    expect(await user.chats.attachment(session, sent.oid)).toMatchObject({
      oid: sent.attachments![0]!.oid,
      commonName: 'dot.png',
      mimeType: 'image/png',
      size: 70,
      contentsB64String: onePixel,
    });

    const arrived = await simulatorEvent(c, {
      type: 'incomingChat',
      chatSession: session,
      text: 'the minutes',
      attachment: {
        commonName: 'minutes.txt',
        mimeType: 'text/plain',
        contentsB64String: Buffer.from('Agreed: ship it.').toString('base64'),
      },
    });
    const { object } = chatMessageResponseSchema.parse(arrived);
    const file = await user.chats.attachment(session, object.oid);
    expect(file).toMatchObject({ commonName: 'minutes.txt', mimeType: 'text/plain', size: 16 });
    expect(Buffer.from(file.contentsB64String, 'base64').toString()).toBe('Agreed: ship it.');
  });

  it('reads the seeded picture: PNG bytes', async () => {
    const file = await user.chats.attachment(
      c.fixtures.disabledChatSession,
      c.fixtures.pictureMessage,
    );
    expect(file.mimeType).toBe('image/png');
    expect(Buffer.from(file.contentsB64String, 'base64').subarray(1, 4).toString()).toBe('PNG');
  });

  it('says the file is gone when there is none, and refuses a non-member', async () => {
    const { chatSession, chatMessage, disabledChatSession, pictureMessage } = c.fixtures;
    const gone = await expectServiceError(
      user.chats.attachment(chatSession, chatMessage),
      404,
      ServiceCode.NotFound,
    );
    expect(gone).toBe('This file is no longer on the server.');
    await expectServiceError(
      admin.chats.attachment(disabledChatSession, pictureMessage),
      404,
      ServiceCode.NotFound,
    );
  });
});
