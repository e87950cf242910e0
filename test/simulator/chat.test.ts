import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatMessageListSchema,
  chatMessageResponseSchema,
  chatSessionResponseSchema,
  communicationFullListSchema,
  communicationListSchema,
  type ChatMessage,
} from '../../src/shared/interface';
import { type RunningSimulator } from '../../src/simulator';
import { Api, expectError, signIn, signInAs, startTestSimulator } from './helpers';

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

const sent = (answer: { status: number; text: string; json: unknown }): ChatMessage => {
  expect(answer.status, answer.text).toBe(200);
  return chatMessageResponseSchema.parse(answer.json).object;
};
const send = (session: string, body: unknown) => user.post(`/chats/${session}/messages`, body);
const base64 = (text: string) => Buffer.from(text).toString('base64');

describe('4.2 send chat message', () => {
  it('sends text: the message answers and heads the session and the log of both members', async () => {
    const message = sent(
      await send(sim.fixtures.chatSession, { text: 'hello there', clientId: 'c1' }),
    );
    expect(message).toMatchObject({
      subject: 'hello there',
      incoming: false,
      hasAttachment: false,
      durationSec: 0,
      chatSession: { oid: sim.fixtures.chatSession, objectType: 'XCCChatSession' },
    });
    expect(message.contents?.content).toBe('hello there');
    const thread = chatMessageListSchema.parse(
      (await user.get(`/chats/${sim.fixtures.chatSession}/messages?limit=1`)).json,
    );
    expect(thread.data[0]?.object.oid).toBe(message.oid);
    const log = communicationListSchema.parse((await user.get('/communications?limit=1')).json);
    expect(log.data[0]?.object.oid).toBe(message.oid);
    // The other member sees the same message, as incoming.
    const colleague = await signIn(sim.baseUrl, { userName: 'colleague1', password: 'demo' });
    const theirs = communicationFullListSchema.parse(
      (await colleague.get('/communications?limit=1&include=all')).json,
    );
    expect(theirs.data[0]?.object).toMatchObject({ oid: message.oid, incoming: true });
  });

  it('sends an inline attachment (text optional) and a concept attachment by oid', async () => {
    const inline = sent(
      await send(sim.fixtures.chatSession, {
        attachment: {
          originalLocation: 'C:/notes.txt',
          commonName: 'notes.txt',
          mimeType: 'text/plain',
          contentsB64String: base64('twelve bytes'),
        },
      }),
    );
    expect(inline.subject).toBe('');
    expect(inline.hasAttachment).toBe(true);
    expect(inline.attachments?.[0]).toMatchObject({ commonName: 'notes.txt', size: 12 });
    const again = sent(
      await send(sim.fixtures.chatSession, {
        text: 'same file',
        attachment: { oid: inline.attachments?.[0]?.oid },
      }),
    );
    expect(again.attachments?.[0]).toMatchObject({ commonName: 'notes.txt', size: 12 });
    expect(again.attachments?.[0]?.oid).not.toBe(inline.attachments?.[0]?.oid);
  });

  it('applies the rules in the documented order', async () => {
    const { chatSession, disabledChatSession, externalChatSession } = sim.fixtures;
    expectError(await send('999999', { text: 'x' }), 404, 10100);
    expectError(await send(disabledChatSession, { text: 'x' }), 404, 10066);
    expectError(await send(disabledChatSession, {}), 404, 10066);
    const attachment = {
      originalLocation: 'a',
      commonName: 'a.png',
      mimeType: 'image/png',
      contentsB64String: base64('png'),
    };
    expectError(await send(externalChatSession, { text: 'x', attachment }), 400, 10104);
    expectError(await send(chatSession, {}), 400, 10203, /no chat contents/);
    expectError(
      await user.request('POST', `/chats/${chatSession}/messages`),
      400,
      10203,
      /no chat contents/,
    );
    expectError(await send(chatSession, { text: 42 }), 400, 10203, /cannot be decoded/);
    expectError(await send(chatSession, 'just a string'), 400, 10203, /cannot be decoded/);
    const raw = await user.request('POST', `/chats/${chatSession}/messages`, { raw: '{"text":' });
    expectError(raw, 400, 10203, /cannot be decoded/);
    const bad = { ...attachment, contentsB64String: 'not base64!' };
    expectError(await send(chatSession, { attachment: bad }), 400, 10203, /base64/);
    expectError(await send(chatSession, { attachment: { mimeType: 3 } }), 400, 10203, /attachment/);
    expectError(
      await send(chatSession, { attachment: { oid: '1' } }),
      400,
      10203,
      /names no attachment/,
    );
    expectError(await send(chatSession, { text: '' }), 400, 10203, /empty/);
    expectError(await send(chatSession, { text: '  \n ' }), 400, 10203, /empty/);
    expect((await send(externalChatSession, { text: 'text is fine here' })).status).toBe(200);
  });

  it('refuses a session the caller is not a member of with 404', async () => {
    expectError(
      await admin.post(`/chats/${sim.fixtures.chatSession}/messages`, { text: 'hi' }),
      404,
      10100,
    );
  });
});

describe('4.3 send chat message to an addressable', () => {
  it('resolves the 1:1 session with the addressable', async () => {
    const message = sent(
      await user.post(`/addressables/${sim.fixtures.chattableAddressable}/chat`, {
        text: 'direct',
      }),
    );
    expect(message.chatSession.oid).toBe(sim.fixtures.chatSession);
  });

  it('starts a session with a colleague who had none, and reuses it', async () => {
    const colleagues = (await user.get('/addressables?type=chattable&limit=1000')).json as {
      data: { object: { oid: string } }[];
    };
    const last = colleagues.data[colleagues.data.length - 1]?.object.oid ?? '';
    const first = sent(await user.post(`/addressables/${last}/chat`, { text: 'new thread' }));
    const second = sent(await user.post(`/addressables/${last}/chat`, { text: 'same thread' }));
    expect(second.chatSession.oid).toBe(first.chatSession.oid);
    const session = chatSessionResponseSchema.parse(
      (await user.get(`/chats/${first.chatSession.oid}`)).json,
    );
    expect(session.object.participants.map((p) => p.oid)).toContain(last);
  });

  it('answers the section 7 codes', async () => {
    const to = (oid: string) => `/addressables/${oid}/chat`;
    const {
      chattableAddressable: ok,
      unchattableAddressable,
      disabledChatAddressable,
    } = sim.fixtures;
    expectError(
      await user.post(to(unchattableAddressable), { text: 'x' }),
      404,
      10100,
      /not chattable/,
    );
    expectError(await user.post(to('999999'), { text: 'x' }), 404, 10100);
    expectError(await user.post(to(disabledChatAddressable), { text: 'x' }), 404, 10066);
    expectError(await user.request('POST', to(ok)), 400, 10200);
    expectError(await user.post(to(ok), {}), 400, 10200);
    expectError(await user.post(to(ok), 'text'), 400, 10202);
    expectError(await user.post(to(ok), { text: 7 }), 400, 10202);
    expectError(await user.request('POST', to(ok), { raw: '{' }), 400, 10202);
    expectError(await user.post(to(ok), { text: '' }), 400, 10204);
  });
});

describe('4.5 reply to a chat message', () => {
  it('answers the reply with `original` filled', async () => {
    const path = `/chats/${sim.fixtures.chatSession}/messages/${sim.fixtures.chatMessage}/reply`;
    const reply = sent(await user.post(path, { text: 'agreed', clientId: 'r1' }));
    expect(reply.original).toMatchObject({
      oid: sim.fixtures.chatMessage,
      objectType: 'XCCUserChat',
    });
    expect(reply.original?.participants.length).toBeGreaterThan(1);
    expect(reply.hasMessageReference).toBe(true);
  });

  it('answers 400/10203 for a message of another session and 404/10066 when disabled', async () => {
    const { chatSession, disabledChatSession, chatMessage } = sim.fixtures;
    const elsewhere = `/chats/${sim.fixtures.externalChatSession}/messages/${chatMessage}/reply`;
    expectError(await user.post(elsewhere, { text: 'x' }), 400, 10203, /not found/);
    expectError(
      await user.post(`/chats/${chatSession}/messages/1/reply`, { text: 'x' }),
      400,
      10203,
    );
    const disabled = `/chats/${disabledChatSession}/messages/${chatMessage}/reply`;
    expectError(await user.post(disabled, { text: 'x' }), 404, 10066);
    const path = `/chats/${chatSession}/messages/${chatMessage}/reply`;
    expectError(await user.post(path, { text: ' ' }), 400, 10203, /empty/);
  });
});

describe('4.7 create external chat session', () => {
  it('creates a session with a self link to /chats/<oid>', async () => {
    const answer = await admin.post('/chats/external_session', {
      clientId: 'x',
      phoneLine: { oid: sim.fixtures.phoneLine },
    });
    expect(answer.status, answer.text).toBe(200);
    const created = chatSessionResponseSchema.parse(answer.json);
    expect(created.object.sessionType).toBe('external');
    expect(created.object.participants.map((p) => p.objectType)).toContain('UnknownAddressable');
    expect(created.links?.[0]).toEqual({
      rel: 'self',
      href: `${sim.baseUrl}/chats/${created.object.oid}`,
      method: 'GET',
    });
    expect((await admin.get(`/chats/${created.object.oid}`)).status).toBe(200);
  });

  it('answers 404/10100 for an unknown line and 400 naming a missing field', async () => {
    expectError(
      await admin.post('/chats/external_session', { phoneLine: { oid: '999999' } }),
      404,
      10100,
    );
    expectError(
      await admin.post('/chats/external_session', { clientId: 'x' }),
      400,
      10202,
      /phoneLine/,
    );
    expectError(await admin.request('POST', '/chats/external_session'), 400, 10200);
  });
});

describe('4.20 review call', () => {
  const review = {
    userReportedBadAudio: true,
    userReportedOnewayAudio: false,
    userReportedUnstableConnection: false,
    userAudioQualityRating: 2,
    userAudioQualityReview: 'echo on the line',
  };

  it('takes a call log oid or a call id; the control API lists what arrived', async () => {
    const byOid = await user.post(`/communications/${sim.fixtures.callLog}/review`, review);
    expect(byOid.status, byOid.text).toBe(204);
    expect(byOid.text).toBe('');
    const byCallId = await user.post(`/communications/${sim.fixtures.callId}/review`, {
      ...review,
      userAudioQualityRating: 5,
    });
    expect(byCallId.status).toBe(204);
    const reviews = (await control.get('/__simulator/reviews')).json as {
      data: {
        callLog: string;
        callId: string;
        userName: string;
        review: { userAudioQualityRating: number };
      }[];
    };
    expect(reviews.data.map((r) => [r.callLog, r.review.userAudioQualityRating])).toEqual([
      [sim.fixtures.callLog, 2],
      [sim.fixtures.callLog, 5],
    ]);
    expect(reviews.data[0]).toMatchObject({ callId: sim.fixtures.callId, userName: 'user' });
  });

  it('answers 404 for something that is not the caller’s call, 400 naming a bad field', async () => {
    expectError(
      await user.post(`/communications/${sim.fixtures.chatMessage}/review`, review),
      404,
      10100,
    );
    expectError(
      await admin.post(`/communications/${sim.fixtures.callLog}/review`, review),
      404,
      10100,
    );
    const bad = { ...review, userAudioQualityRating: 9 };
    expectError(
      await user.post(`/communications/${sim.fixtures.callLog}/review`, bad),
      400,
      10202,
      /userAudioQualityRating/,
    );
    const missing = { ...review, userReportedBadAudio: undefined };
    expectError(
      await user.post(`/communications/${sim.fixtures.callLog}/review`, missing),
      400,
      10202,
      /userReportedBadAudio/,
    );
  });
});

describe('control API events', () => {
  const event = (body: unknown) => control.post('/__simulator/events', body);

  it('incomingChat: a message from the other party heads the log, incoming', async () => {
    const answer = await event({
      type: 'incomingChat',
      chatSession: sim.fixtures.chatSession,
      text: 'ping',
    });
    expect(answer.status, answer.text).toBe(200);
    const message = chatMessageResponseSchema.parse(answer.json).object;
    const log = communicationFullListSchema.parse(
      (await user.get('/communications?limit=1&include=all')).json,
    );
    expect(log.data[0]?.object).toMatchObject({
      oid: message.oid,
      subject: 'ping',
      incoming: true,
    });
    expectError(
      await event({
        type: 'incomingChat',
        chatSession: sim.fixtures.disabledChatSession,
        text: 'x',
      }),
      404,
      10066,
    );
  });

  it('call: a finished call appears in the primary user’s log', async () => {
    const answer = await event({ type: 'call', direction: 'missed' });
    const { oid, callId } = answer.json as { oid: string; callId: string };
    const log = communicationFullListSchema.parse(
      (await user.get('/communications?limit=1&include=all')).json,
    );
    expect(log.data[0]?.object).toMatchObject({
      oid,
      callId,
      objectType: 'CallLog',
      incoming: true,
      durationSec: 0,
    });
  });

  it('transcriptionDone: the status changes and lastModified moves', async () => {
    const oid = sim.fixtures.transcribingCallLog;
    const before = communicationListSchema.parse(
      (await user.get('/communications?limit=1000')).json,
    );
    const old = before.data.find((d) => d.object.oid === oid)?.object;
    expect(old?.transcription?.status).toBe('inProgress');
    const stamp = (await event({ type: 'transcriptionDone', callLog: oid })).json as {
      object: { lastModified: string };
    };
    expect(stamp.object.lastModified > (old?.lastModified as string)).toBe(true);
    const changed = communicationListSchema.parse(
      (
        await user.get(
          `/communications?last_modified_from=${encodeURIComponent(stamp.object.lastModified)}`,
        )
      ).json,
    );
    expect(changed.data.map((d) => d.object.oid)).toContain(oid);
    expect(changed.data.find((d) => d.object.oid === oid)?.object.transcription?.status).toBe(
      'done',
    );
  });

  it('refuses an unknown event, naming the problem', async () => {
    expectError(await event({ type: 'earthquake' }), 400, 10202, /type/);
    expectError(
      await event({ type: 'transcriptionDone', callLog: sim.fixtures.chatMessage }),
      404,
      10100,
    );
  });
});
