import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachmentContentsResponseSchema,
  chatMessageResponseSchema,
  type ChatMessage,
} from '../../src/shared/interface';
import { type RunningSimulator } from '../../src/simulator';
import { Api, expectError, signInAs, startTestSimulator } from './helpers';

/** Beyond the interface: reading a message's file (guide: chats_get_attachment.html). */
let sim: RunningSimulator;
let user: Api;
let admin: Api;
let control: Api;

beforeAll(async () => {
  sim = await startTestSimulator({ size: 200, controlApi: true });
  user = await signInAs(sim, 'user');
  admin = await signInAs(sim, 'administrator');
  control = new Api(sim.baseUrl);
});
afterAll(() => sim.close());

const message = (answer: { status: number; text: string; json: unknown }): ChatMessage => {
  expect(answer.status, answer.text).toBe(200);
  return chatMessageResponseSchema.parse(answer.json).object;
};
/** 4.2 with an inline file into the main session. */
const sendFile = async (
  file: { commonName: string; mimeType: string; originalLocation?: string },
  bytes: Buffer,
) =>
  message(
    await user.post(`/chats/${sim.fixtures.chatSession}/messages`, {
      attachment: { originalLocation: '', ...file, contentsB64String: bytes.toString('base64') },
    }),
  );
const path = (session: string, oid: string, query = '') =>
  `/chats/${session}/messages/${oid}/attachment${query}`;
const read = async (session: string, oid: string, query = '') => {
  const answer = await user.get(path(session, oid, query));
  expect(answer.status, answer.text).toBe(200);
  return attachmentContentsResponseSchema.parse(answer.json).object;
};
const PNG_SIGNATURE = '89504e470d0a1a0a';

describe('GET /chats/<s>/messages/<m>/attachment', () => {
  it('serves a file sent through it as JSON with base64 contents, and again for a concept attachment', async () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, 10, 13]);
    const session = sim.fixtures.chatSession;
    const sent = await sendFile(
      {
        originalLocation: 'C:/data.bin',
        commonName: 'data.bin',
        mimeType: 'application/octet-stream',
      },
      bytes,
    );
    const file = await read(session, sent.oid);
    expect(file).toMatchObject({
      oid: sent.attachments?.[0]?.oid,
      objectType: 'Attachment',
      commonName: 'data.bin',
      originalLocation: 'C:/data.bin',
      mimeType: 'application/octet-stream',
      size: bytes.length,
      hasThumbnail: false,
    });
    expect(Buffer.from(file.contentsB64String, 'base64')).toEqual(bytes);
    // `response_type=json` is the default, said aloud.
    expect(await read(session, sent.oid, '?response_type=json')).toEqual(file);

    const again = message(
      await user.post(`/chats/${session}/messages`, {
        attachment: { oid: file.oid },
      }),
    );
    const copy = await read(session, again.oid);
    expect(copy.contentsB64String).toBe(file.contentsB64String);
    expect(copy.oid).not.toBe(file.oid);
  });

  it('serves the bytes themselves with response_type=stream, the name safe in the header', async () => {
    const session = sim.fixtures.chatSession;
    const sent = await sendFile(
      { commonName: 'Résumé "final"\r\nX-Evil: 1.txt', mimeType: 'text/plain\r\nX-Evil: 1' },
      Buffer.from('plain words'),
    );
    const answer = await fetch(
      `${sim.baseUrl}${path(session, sent.oid, '?response_type=stream')}`,
      {
        headers: { authorization: `xelion ${user.token}` },
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-evil')).toBeNull();
    expect(answer.headers.get('content-type')).toBe('application/octet-stream');
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="R_sum_ _final___X-Evil: 1.txt"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22%0D%0AX-Evil%3A%201.txt`,
    );
    expect(await answer.text()).toBe('plain words');
  });

  it('serves the seeded picture: a real PNG, its own thumbnail', async () => {
    const { disabledChatSession, pictureMessage } = sim.fixtures;
    const file = await read(disabledChatSession, pictureMessage);
    const bytes = Buffer.from(file.contentsB64String, 'base64');
    expect(file).toMatchObject({ mimeType: 'image/png', hasThumbnail: true, size: bytes.length });
    expect(bytes.subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
    expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
    expect(bytes.readUInt32BE(16)).toBeGreaterThan(0);
    const thumbnail = await read(disabledChatSession, pictureMessage, '?only_thumbnail=true');
    expect(thumbnail.contentsB64String).toBe(file.contentsB64String);
  });

  it('answers 404/10100 for what it cannot serve, as the other chat reads do', async () => {
    const { chatSession, disabledChatSession, chatMessage, pictureMessage } = sim.fixtures;
    // An unknown session, and one the caller is not a member of.
    expectError(await user.get(path('999999', pictureMessage)), 404, 10100);
    expectError(await admin.get(path(disabledChatSession, pictureMessage)), 404, 10100);
    // An unknown message, one of another session, one without a file.
    expectError(await user.get(path(chatSession, '999999')), 404, 10100, /message 999999/);
    expectError(await user.get(path(chatSession, pictureMessage)), 404, 10100);
    expectError(await user.get(path(chatSession, chatMessage)), 404, 10100, /an attachment/);
    // A file that is no image has no thumbnail.
    const text = await sendFile({ commonName: 'a.txt', mimeType: 'text/plain' }, Buffer.from('a'));
    expectError(
      await user.get(path(chatSession, text.oid, '?only_thumbnail=true')),
      404,
      10100,
      /thumbnail/,
    );
    expectError(
      await user.get(path(chatSession, text.oid, '?response_type=xml')),
      400,
      10202,
      /response_type/,
    );
    expectError(await user.get(path(chatSession, text.oid, '?size=1')), 400, 10202);
  });
});

describe('control API: an incoming message with a file', () => {
  const event = (body: unknown) => control.post('/__simulator/events', body);
  const png = Buffer.from(`${PNG_SIGNATURE}0000`, 'hex');

  it('arrives with the file, which the member reads back', async () => {
    const session = sim.fixtures.chatSession;
    const arrived = message(
      await event({
        type: 'incomingChat',
        chatSession: session,
        attachment: {
          commonName: 'photo.png',
          mimeType: 'image/png',
          contentsB64String: png.toString('base64'),
        },
      }),
    );
    expect(arrived).toMatchObject({ subject: '', hasAttachment: true });
    const file = await read(session, arrived.oid);
    expect(file).toMatchObject({ commonName: 'photo.png', mimeType: 'image/png', size: 10 });
    expect(Buffer.from(file.contentsB64String, 'base64')).toEqual(png);
  });

  it('refuses an event without text or file, and contents that are not base64', async () => {
    const chatSession = sim.fixtures.chatSession;
    expectError(
      await event({ type: 'incomingChat', chatSession }),
      400,
      10202,
      /text or an attachment/,
    );
    expectError(
      await event({
        type: 'incomingChat',
        chatSession,
        attachment: { commonName: 'x', mimeType: 'image/png', contentsB64String: 'no!' },
      }),
      400,
      10202,
      /base64/,
    );
  });
});
