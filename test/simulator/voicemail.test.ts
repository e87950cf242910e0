import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communicationFullListSchema, ServiceCode } from '../../src/shared/interface';
import { type RunningSimulator } from '../../src/simulator';
import { notification, openTestSocket, type TestSocket } from '../contract/socket-client';
import { account, expectError, signIn, startTestSimulator, type Api } from './helpers';

/**
 * Voicemail, missed calls and SMS in the log over HTTP (guide:
 * communication_search_parameters.html, communications_audio_get.html,
 * communications_update.html, communications_sms_send.html), and the control API's injected
 * missed call and voicemail with their notifications.
 */
let sim: RunningSimulator;
let user: Api;
let socket: TestSocket;

async function inject(event: object): Promise<{ oid: string }> {
  const answer = await fetch(`${sim.baseUrl}/__simulator/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(event),
  });
  expect(answer.status).toBe(200);
  return (await answer.json()) as { oid: string };
}

const fullPage = async (query: string) =>
  communicationFullListSchema
    .parse((await user.get(`/communications?include=all&${query}`)).json)
    .data.map((d) => d.object);

beforeAll(async () => {
  sim = await startTestSimulator({ controlApi: true });
  user = await signIn(sim.baseUrl, account(sim, 'user'));
  const address = ((await user.post('/me/websocket')).json as { object: string }).object;
  socket = await openTestSocket(address);
  socket.send({
    messageType: 'multiNotificationRequest',
    notifications: ['missedCallEvent', 'newVoicemailEvent'].map((notificationType) => ({
      notificationType,
      toggle: true,
    })),
  });
});
afterAll(async () => {
  socket.close();
  await sim.close();
});

describe('a voicemail left on a missed call', () => {
  it('is announced, listed as new, plays a generated WAV and is marked heard', async () => {
    const { oid } = await inject({ type: 'call', direction: 'missed', voicemail: true });
    const missed = await socket.next(notification('missedCallEvent'));
    expect(missed.notification).toMatchObject({ communicationOid: oid, initiation: 'incoming' });
    const voicemail = await socket.next(notification('newVoicemailEvent'));
    expect(voicemail.notification).toMatchObject({ communicationOid: oid });

    const listed = await fullPage('where=voicemail=true,displayed=false');
    expect(listed.map((c) => c.oid)).toEqual([oid]);
    expect(listed[0]).toMatchObject({ voicemailIsHeard: false, retrieved: false });

    const audio = await fetch(`${sim.baseUrl}/communications/${oid}/audio`, {
      headers: { authorization: `xelion ${user.token ?? ''}` },
    });
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toMatch(/^audio\/wav/);
    expect(audio.headers.get('content-disposition')).toContain(`voicemail-${oid}.wav`);
    const bytes = Buffer.from(await audio.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WAVE');
    // 8 000 samples a second, two bytes each, after the 44-byte header: three seconds.
    expect((bytes.length - 44) / 16_000).toBe(3);

    const marked = await user.patch(`/communications/${oid}`, [
      { op: 'replace', path: '/displayed', value: true },
      { op: 'replace', path: '/retrieved', value: true },
    ]);
    expect(marked.status, marked.text).toBe(204);
    const [heard] = await fullPage('where=voicemail=true,callId=' + (listed[0]?.callId ?? ''));
    expect(heard).toMatchObject({ oid, displayed: true, retrieved: true, voicemailIsHeard: true });
    expect(await fullPage('where=voicemail=true,displayed=false')).toEqual([]);
  });

  it('lists only missed incoming calls with only_missed_calls', async () => {
    const { oid } = await inject({ type: 'call', direction: 'missed' });
    await inject({ type: 'call', direction: 'incoming', durationSec: 30 });
    const items = await fullPage('only_missed_calls=true&limit=50');
    expect(items[0]?.oid).toBe(oid);
    expect(
      items.every((c) => c.objectType === 'CallLog' && c.incoming && c.durationSec === 0),
    ).toBe(true);
  });

  it('injects a missed call for another user of the tenant', async () => {
    const admin = account(sim, 'administrator');
    const { oid } = await inject({ type: 'call', direction: 'missed', userName: admin.userName });
    const other = await signIn(sim.baseUrl, admin);
    const list = communicationFullListSchema.parse(
      (await other.get('/communications?include=all&only_missed_calls=true&limit=1')).json,
    );
    expect(list.data[0]?.object.oid).toBe(oid);
  });

  it('answers 404/10100 for audio of an item that has none, or of another user', async () => {
    expectError(
      await user.get(`/communications/${sim.fixtures.chatMessage}/audio`),
      404,
      ServiceCode.NotFound,
    );
    const admin = await signIn(sim.baseUrl, account(sim, 'administrator'));
    expectError(
      await admin.get(`/communications/${sim.fixtures.callLog}/audio`),
      404,
      ServiceCode.NotFound,
    );
    expect((await user.get(`/communications/${sim.fixtures.callLog}/audio`)).status).toBe(200);
  });

  it("finds by a word of the contents on the user's line, and only with a line", async () => {
    const me = (await user.get('/me/info')).json as { object: { phoneLine: { oid: string } } };
    const line = me.object.phoneLine.oid;
    const [message] = await fullPage(`where=obj_type=XCCUserChat&limit=1`);
    const word = (message?.subject ?? '').split(/\s+/).find((w) => w.length > 3) ?? '';
    expect(word).not.toBe('');
    const key = encodeURIComponent(encodeURIComponent(word.toUpperCase()));
    const found = await fullPage(`where=phoneLine=${line},search=${key}&limit=100`);
    expect(found.map((f) => f.oid)).toContain(message?.oid);
    expect(found.every((f) => f.subject.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect(await fullPage(`where=phoneLine=${line},search=zzqqnothing`)).toEqual([]);
    expectError(await user.get(`/communications?where=search=${key}`), 400, 10202);
  });

  it('refuses an unknown filter and a mark the app does not set', async () => {
    expectError(await user.get('/communications?where=callFlowId=1'), 400, 10202);
    expectError(
      await user.patch(`/communications/${sim.fixtures.callLog}`, [
        { op: 'replace', path: '/subject', value: 'x' },
      ]),
      400,
      10202,
    );
  });
});

describe('SMS (communications_sms_send.html)', () => {
  const sms = (address: string) => ({
    subject: 'Running late',
    contents: { objectType: 'Comment', content: 'Running ten minutes late.' },
    participants: [{ role: 'rtTo', address, objectType: 'Addressee' }],
    objectType: 'SMSMessage',
  });

  it('sends an SMS, answered as scheduled and recorded in the log', async () => {
    const answer = await user.post('/communications/sms', sms('+31 6 1234 5678'));
    expect(answer.status, answer.text).toBe(200);
    const sent = (answer.json as { object: { oid: string; status: string } }).object;
    expect(sent.status).toBe('Scheduled');
    const [latest] = await fullPage('where=obj_type=SMSMessage&limit=1');
    expect(latest).toMatchObject({ oid: sent.oid, incoming: false, subject: 'Running late' });
    expect(latest?.participants.find((p) => p.role === 'rtTo')?.address).toBe('+31 6 1234 5678');
  });

  it('refuses a receiver that is no phone number (10203) and an undecodable SMS (10202)', async () => {
    const before = await fullPage('where=obj_type=SMSMessage&limit=1');
    expectError(await user.post('/communications/sms', sms('pizza')), 400, 10203);
    // Longer than E.164's 15 digits: written as a number, but none a phone has.
    expectError(await user.post('/communications/sms', sms('+31 6 1234 5678 90123')), 400, 10203);
    expect(await fullPage('where=obj_type=SMSMessage&limit=1')).toEqual(before);
    expect((await user.post('/communications/sms', sms('+31 6 1234 5678 9012'))).status).toBe(200);
    expectError(await user.post('/communications/sms', { subject: 'x' }), 400, 10202);
  });
});
