import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  activeChannelListSchema,
  communicationListSchema,
  deviceCallListSchema,
} from '../../src/shared/interface';
import { type RunningSimulator } from '../../src/simulator';
import { type PhoneScriptChange } from '../../src/simulator/phone/script';
import { type Api, expectError, signIn, signInAs, startTestSimulator } from './helpers';

/**
 * The PBX's phone twin over HTTP (guide: resources/me_device_*.html, channels_hangup.html,
 * communications_active_channels.html): devices per session, calls step by step as the control
 * API drives the far side, the call log they leave, and every documented refusal.
 */
interface ControlCall {
  id: string;
  userName: string;
  from: string;
  to: string;
  state: string;
  outcome: string | null;
  calleeUserName: string | null;
  channels: { channelId: string; callId: string; state: string; role: string }[];
}

let sim: RunningSimulator;
let user: Api;
let colleague: Api;
const OWN = '+31 20 555 0100';
let colleagueNumber: string;

async function control(path: string, body?: object): Promise<unknown> {
  const answer = await fetch(`${sim.baseUrl}/__simulator/${path}`, {
    method: body ? 'POST' : 'GET',
    ...(body && { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  expect(answer.status, path).toBe(200);
  return answer.json();
}

const script = (change: PhoneScriptChange) => control('events', { type: 'phoneScript', ...change });
const calls = async () => ((await control('calls')) as { data: ControlCall[] }).data;
const step = (call: ControlCall, what: 'answer' | 'reject' | 'hangup') =>
  control(`calls/${call.id}/${what}`, {}) as Promise<ControlCall>;

/** The newest call placed, once `accept` holds for it (the far side's timers are short). */
async function newestCall(accept: (call: ControlCall) => boolean): Promise<ControlCall> {
  for (let tries = 0; tries < 100; tries++) {
    const call = (await calls()).at(-1);
    if (call && accept(call)) return call;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no call came to that: ${JSON.stringify((await calls()).at(-1))}`);
}

async function placeCall(to = colleagueNumber): Promise<ControlCall> {
  const before = (await calls()).length;
  expect((await user.post('/me/device/pbx_call', to)).status).toBe(204);
  return newestCall((call) => (call.id.match(/\d+$/)?.[0] ?? '') === String(before + 1));
}

async function newestLogItem(api: Api) {
  const answer = await api.get('/communications?limit=1&include=all');
  return communicationListSchema.parse(answer.json).data[0]?.object;
}

beforeAll(async () => {
  sim = await startTestSimulator({
    size: 50,
    controlApi: true,
    phone: { deviceAnswerMs: null, outcome: 'manual' },
  });
  user = await signInAs(sim, 'user');
  colleague = await signIn(sim.baseUrl, { userName: 'colleague1', password: 'demo' });
  const found = await colleague.get(
    '/users?where=userName=colleague1&include=primaryLine.phones.phone.phoneNumber',
  );
  const line = JSON.stringify(found.json);
  colleagueNumber = /"phoneNumber":"([^"]+)"/.exec(line)?.[1] ?? '';
  expect(colleagueNumber).toMatch(/^\+31/);
});
afterAll(() => sim.close());
beforeEach(async () => {
  await script({ deviceAnswerMs: null, outcome: 'manual', ringTimeoutMs: 30_000 });
  expect(
    (await user.post('/me/device/register', { uuid: 'desk-1', phoneNumber: OWN })).status,
  ).toBe(204);
});

describe('a call through the PBX', () => {
  it('rings the own phone, then the colleague, connects, hangs up and logs both sides', async () => {
    const call = await placeCall(colleagueNumber.replace(/ /g, '-'));
    expect(call).toMatchObject({
      userName: 'user',
      from: '+31205550100',
      to: colleagueNumber.replace(/ /g, ''),
      state: 'ringingDevice',
      calleeUserName: 'colleague1',
    });
    expect(call.channels).toMatchObject([{ state: 'RINGING', role: 'CALLER' }]);
    const ringing = await step(call, 'answer');
    expect(ringing.state).toBe('ringingRemote');
    expect(ringing.channels.map((c) => c.state)).toEqual(['CONNECTED', 'RINGING']);
    const connected = await step(call, 'answer');
    expect(connected.state).toBe('connected');

    const active = activeChannelListSchema.parse(
      (await colleague.get('/communications/active_channels')).json,
    );
    const mine = active.data
      .map((d) => d.object)
      .filter((c) => c.callId === connected.channels[0]?.callId);
    expect(mine.map((c) => [c.role, c.state])).toEqual([
      ['CALLER', 'CONNECTED'],
      ['CALLEE', 'CONNECTED'],
    ]);
    const device = deviceCallListSchema.parse((await user.get('/me/device/calls')).json);
    expect(device.data.map((d) => d.object)).toMatchObject([
      { channelId: connected.channels[0]?.channelId, state: 'Up', remoteNumber: call.to },
    ]);

    const hungUp = await user.post(`/channels/${connected.channels[0]?.channelId}/hangup`);
    expect(hungUp.status, hungUp.text).toBe(204);
    expect((await calls()).at(-1)).toMatchObject({
      state: 'ended',
      outcome: 'hungUp',
      channels: [],
    });
    expect((await user.get('/me/device/calls')).json).toMatchObject({ data: [] });
    expect(await newestLogItem(user)).toMatchObject({ objectType: 'CallLog', incoming: false });
    expect(await newestLogItem(colleague)).toMatchObject({ objectType: 'CallLog', incoming: true });
  });

  it('logs a missed call for a colleague who rejects', async () => {
    const call = await placeCall();
    await step(call, 'answer');
    expect(await step(call, 'reject')).toMatchObject({ state: 'ended', outcome: 'rejected' });
    expect(await newestLogItem(colleague)).toMatchObject({
      incoming: true,
      durationSec: 0,
      displayed: false,
    });
    expect(await newestLogItem(user)).toMatchObject({ incoming: false, durationSec: 0 });
  });

  it('follows the script: answered by itself, or not answered in time', async () => {
    await script({ deviceAnswerMs: 5, outcome: 'answer', answerMs: 5 });
    const answered = await placeCall();
    await newestCall((call) => call.id === answered.id && call.state === 'connected');
    await step(answered, 'hangup');
    await script({ outcome: 'noAnswer', ringTimeoutMs: 30 });
    const unanswered = await placeCall('0650005000');
    const ended = await newestCall((call) => call.id === unanswered.id && call.state === 'ended');
    expect(ended).toMatchObject({ outcome: 'noAnswer', calleeUserName: null, to: '0650005000' });
  });

  it('logs nothing when the own phone is not answered', async () => {
    const before = await newestLogItem(user);
    const call = await placeCall();
    expect(await step(call, 'reject')).toMatchObject({ state: 'ended', outcome: 'deviceDeclined' });
    expect((await newestLogItem(user))?.oid).toBe(before?.oid);
  });

  it('transfers: the two parties talk on, the device leaves both calls', async () => {
    await script({ deviceAnswerMs: 0, outcome: 'answer', answerMs: 0 });
    const first = await placeCall();
    await newestCall((call) => call.id === first.id && call.state === 'connected');
    const second = await placeCall('0650005000');
    await newestCall((call) => call.id === second.id && call.state === 'connected');
    expect((await user.post('/me/device/calls/transfer')).status).toBe(204);
    const [a, b] = (await calls()).slice(-2);
    expect(a).toMatchObject({ state: 'transferred' });
    expect(b).toMatchObject({ state: 'ended', outcome: 'transferred', channels: [] });
    expect(a?.channels.map((c) => c.role)).toEqual(['CALLEE', 'CALLEE']);
    expect(new Set(a?.channels.map((c) => c.callId)).size).toBe(1);
    expect((await user.get('/me/device/calls')).json).toMatchObject({ data: [] });
    expect(await step(a!, 'hangup')).toMatchObject({ state: 'ended', channels: [] });
  });

  it('transfers the two calls named', async () => {
    await script({ deviceAnswerMs: 0, outcome: 'answer', answerMs: 0 });
    for (const to of [colleagueNumber, '0650005000', '0650005001']) {
      const call = await placeCall(to);
      await newestCall((c) => c.id === call.id && c.state === 'connected');
    }
    const device = deviceCallListSchema.parse((await user.get('/me/device/calls')).json);
    const [, second, third] = device.data.map((d) => d.object.channelId);
    const moved = await user.post(`/me/device/calls/${second}/transfer`, third);
    expect(moved.status, moved.text).toBe(204);
    const left = deviceCallListSchema.parse((await user.get('/me/device/calls')).json);
    expect(left.data).toHaveLength(1);
    await user.post(`/channels/${left.data[0]?.object.channelId}/hangup`);
    const transferred = (await calls()).find((call) => call.state === 'transferred');
    await step(transferred!, 'hangup');
  });
});

describe("a call to a user's line (the control API's ringLine)", () => {
  const ring = () =>
    control('events', {
      type: 'ringLine',
      userName: 'user',
      from: 'colleague1',
    }) as Promise<ControlCall>;

  it("rings the user's phone; answered and hung up, it is in both logs", async () => {
    const call = await ring();
    expect(call).toMatchObject({ userName: 'colleague1', state: 'ringingRemote' });
    expect(call.channels.map((c) => [c.role, c.state])).toEqual([
      ['CALLER', 'CONNECTED'],
      ['CALLEE', 'RINGING'],
    ]);
    const connected = await step(call, 'answer');
    expect(connected.state).toBe('connected');
    const own = connected.channels[1]!.channelId;
    expect((await user.post(`/channels/${own}/hangup`)).status).toBe(204);
    expect(await newestLogItem(user)).toMatchObject({ objectType: 'CallLog', incoming: true });
    expect(await newestLogItem(colleague)).toMatchObject({
      objectType: 'CallLog',
      incoming: false,
    });
  });

  it('declined by the user while it rings, it is a missed call of theirs', async () => {
    const call = await ring();
    const own = call.channels[1]!.channelId;
    expect((await user.post(`/channels/${own}/hangup`)).status).toBe(204);
    expect((await calls()).find((c) => c.id === call.id)).toMatchObject({ state: 'ended' });
    expect(await newestLogItem(user)).toMatchObject({
      objectType: 'CallLog',
      incoming: true,
      durationSec: 0,
    });
  });
});

describe('refusals, as the guide lists them', () => {
  it('without a device', async () => {
    expect((await user.post('/me/device/unregister')).status).toBe(204);
    expectError(await user.post('/me/device/pbx_call', '0650005000'), 400, 10050);
    expectError(await user.post('/me/device/twin_call', '0650005000'), 400, 10050);
    expectError(await user.get('/me/device/calls'), 404, 10050);
    expectError(await user.post('/me/device/calls/transfer'), 404, 10050);
    expectError(await user.post('/me/device/unregister'), 400, 10050);
  });

  it('a registration without its uuid, or with a number that is none', async () => {
    expectError(await user.post('/me/device/register'), 400, 10200);
    expectError(await user.post('/me/device/register', { phoneNumber: OWN }), 400, 10200);
    expectError(
      await user.post('/me/device/register', { uuid: 'x', phoneNumber: 'abc' }),
      400,
      10202,
    );
  });

  it('a device without the phone that rings first', async () => {
    await user.post('/me/device/register', { uuid: 'desk-1' });
    expectError(await user.post('/me/device/pbx_call', '0650005000'), 400, 10052);
    expectError(await user.post('/me/device/twin_call', '0650005000'), 400, 10053);
    expectError(await user.get('/me/device/calls'), 404, 10052);
  });

  it('a number missing or undecodable, and the capability off', async () => {
    expectError(await user.post('/me/device/pbx_call'), 400, 10200);
    expectError(await user.post('/me/device/pbx_call', 'call me'), 400, 10202);
    expectError(await user.post('/me/device/pbx_call', { number: '0650005000' }), 400, 10202);
    await script({ callInitiation: false });
    expectError(await user.post('/me/device/pbx_call', '0650005000'), 403, 10101);
    await script({ callInitiation: true });
  });

  it('transfers without two connected calls, and channels that are not there or not yours', async () => {
    expectError(await user.post('/me/device/calls/transfer'), 404, 10203);
    expectError(await user.post('/me/device/calls/1.1/transfer', '1.2'), 404, 10203);
    expectError(await user.post('/channels/1.1/hangup'), 404, 10100);
    const call = await placeCall('0650005000');
    const channel = call.channels[0]?.channelId;
    expectError(await colleague.post(`/channels/${channel}/hangup`), 403, 10101);
    expectError(await user.get(`/channels/${channel}/hangup`), 405, 10100);
    await step(call, 'hangup');
  });
});
