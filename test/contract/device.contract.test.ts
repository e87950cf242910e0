import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiClient } from '../../src/main/api';
import { t } from '../../src/shared/i18n';
import {
  activeChannelEventSchema,
  callEventSchema,
  isChannelRemoval,
  ServiceCode,
} from '../../src/shared/interface';
import { expectServiceError, simulatorEvent, startContract, type Contract } from './harness';
import { notification, openTestSocket, type TestSocket } from './socket-client';

/**
 * The phone through the real client (`client.device`) against the simulator: registration,
 * calls placed by the PBX, their channels over HTTP and the WebSocket, hang-up, transfer, the
 * call log they leave, and every documented refusal as a sentence.
 */
interface ControlCall {
  id: string;
  from: string;
  to: string;
  state: string;
  outcome: string | null;
  channels: {
    callId: string;
    channelId: string;
    twinChannel: boolean;
    phone?: string;
    role: string;
  }[];
}

let c: Contract;
let user: ApiClient;
let colleague: ApiClient;
let colleagueNumber: string;
const sockets: TestSocket[] = [];
const OWN = '+31 20 555 0100';
const MOBILE = '+31 6 1234 5678';

async function controlCalls(): Promise<ControlCall[]> {
  const answer = await fetch(`${c.sim.baseUrl}/__simulator/calls`);
  return ((await answer.json()) as { data: ControlCall[] }).data;
}

/** Every call placed from here on is answered at once on both ends. */
const answerAtOnce = () =>
  simulatorEvent(c, { type: 'phoneScript', deviceAnswerMs: 0, outcome: 'answer', answerMs: 0 });

/** Polls the device's calls until `accept` holds (the simulated phones answer on timers). */
async function deviceCallsWhen(accept: (states: (string | null | undefined)[]) => boolean) {
  for (let tries = 0; tries < 100; tries++) {
    const calls = await user.device.calls();
    if (accept(calls.map((call) => call.state))) return calls;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the device calls never came to that');
}

/** The activeChannelEvents received, read by their schema, once there are `count`. */
async function channelEvents(socket: TestSocket, count: number) {
  const received = () => socket.received.filter(notification('activeChannelEvent'));
  for (let tries = 0; tries < 100 && received().length < count; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return received().map((m) => activeChannelEventSchema.parse(m.notification));
}

async function subscribedSocket(client: ApiClient, type: string): Promise<TestSocket> {
  const socket = await openTestSocket(await client.websocket.address());
  sockets.push(socket);
  socket.send({
    messageType: 'multiNotificationRequest',
    notifications: [{ notificationType: type, toggle: true }],
  });
  socket.send({ messageType: 'test' });
  await socket.next((m): m is object => JSON.stringify(m) === '{"messageType":"test"}');
  return socket;
}

beforeAll(async () => {
  c = await startContract({
    size: 120,
    phone: { deviceAnswerMs: null, outcome: 'manual', ringTimeoutMs: 30_000 },
  });
  user = await c.signIn('user');
  colleague = await c.signIn({ userName: 'colleague1', password: 'demo' });
  const found = await colleague.users.list({
    where: { userName: 'colleague1' },
    include: ['primaryLine.phones.phone.phoneNumber'],
  });
  colleagueNumber = /"phoneNumber":"([^"]+)"/.exec(JSON.stringify(found.items))?.[1] ?? '';
});
beforeEach(async () => {
  await simulatorEvent(c, { type: 'phoneScript', deviceAnswerMs: null, outcome: 'manual' });
  await user.device.register({
    uuid: 'contract-desk',
    phoneNumber: OWN,
    twinnedPhoneNumber: MOBILE,
  });
});
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.close();
  for (const call of await controlCalls()) {
    if (call.state !== 'ended') {
      await fetch(`${c.sim.baseUrl}/__simulator/calls/${call.id}/hangup`, { method: 'POST' });
    }
  }
});
afterAll(() => c.close());

describe('calls through the registered device', () => {
  it('pbxCall rings the own phone, then the number; channels arrive as activeChannelEvents', async () => {
    const socket = await subscribedSocket(colleague, 'activeChannelEvent');
    await answerAtOnce();
    await user.device.pbxCall(colleagueNumber);
    const [call] = await deviceCallsWhen((s) => s.length === 1 && s[0] === 'Up');
    expect(call).toMatchObject({ callDirection: 'Outbound', remoteName: expect.any(String) });
    const channels = await user.device.activeChannels();
    const ours = channels.filter((ch) => ch.callId === call?.channelId);
    expect(ours.map((ch) => ch.role)).toEqual(['CALLER', 'CALLEE']);

    await user.device.hangup(call!.channelId);
    // Each channel rang, was answered and went: three events each.
    const parsed = await channelEvents(socket, 6);
    const versions = parsed.map((e) => e.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(
      parsed
        .filter(isChannelRemoval)
        .map((e) => e.activeChannel.channelId)
        .sort(),
    ).toEqual(ours.map((ch) => ch.channelId).sort());
    expect(await user.device.calls()).toEqual([]);
  });

  it('twinCall rings the twin first', async () => {
    await user.device.twinCall('0650005000');
    const placed = (await controlCalls()).at(-1);
    expect(placed).toMatchObject({ from: '+31612345678', state: 'ringingDevice' });
    expect(placed?.channels[0]?.twinChannel).toBe(true);
    await user.device.hangup(placed!.channels[0]!.channelId);
  });

  it('a colleague who does not answer gets a missedCallEvent', async () => {
    const socket = await subscribedSocket(colleague, 'missedCallEvent');
    await simulatorEvent(c, {
      type: 'phoneScript',
      deviceAnswerMs: 0,
      outcome: 'reject',
      answerMs: 0,
    });
    await user.device.pbxCall(colleagueNumber);
    const missed = await socket.next(notification('missedCallEvent'));
    expect(callEventSchema.parse(missed.notification)).toMatchObject({ initiation: 'incoming' });
  });

  it('transfer and transferSelected join two calls and leave the device', async () => {
    await answerAtOnce();
    await user.device.pbxCall(colleagueNumber);
    await user.device.pbxCall('0650005000');
    await deviceCallsWhen((s) => s.length === 2 && s.every((state) => state === 'Up'));
    await user.device.transfer();
    expect(await user.device.calls()).toEqual([]);

    await user.device.pbxCall('0650005001');
    await user.device.pbxCall('0650005002');
    const [a, b] = await deviceCallsWhen((s) => s.length === 2 && s.every((x) => x === 'Up'));
    await user.device.transferSelected(a!.channelId, b!.channelId);
    expect(await user.device.calls()).toEqual([]);
  });

  it('after a selected transfer the two parties talk on without the device', async () => {
    await answerAtOnce();
    await user.device.pbxCall(colleagueNumber);
    await user.device.pbxCall('0650005003');
    const [a, b] = await deviceCallsWhen((s) => s.length === 2 && s.every((x) => x === 'Up'));
    await user.device.transferSelected(a!.channelId, b!.channelId);
    const [first, second] = (await controlCalls()).slice(-2);
    // The first call goes on between the colleague and the number the second one dialled.
    expect(first).toMatchObject({ state: 'transferred', outcome: null });
    expect(first?.channels.map((ch) => ch.role)).toEqual(['CALLEE', 'CALLEE']);
    expect(first?.channels.some((ch) => ch.phone === 'user')).toBe(false);
    expect(first?.channels.some((ch) => ch.phone === 'colleague1')).toBe(true);
    expect(second).toMatchObject({ to: '0650005003', state: 'ended', outcome: 'transferred' });
    const onPbx = await user.device.activeChannels();
    expect(onPbx.filter((ch) => ch.callId === first?.channels[0]?.callId)).toHaveLength(2);
  });

  it("a colleague's call rings the user's line, and the user may hang up their channel", async () => {
    const socket = await subscribedSocket(user, 'activeChannelEvent');
    const rung = (await simulatorEvent(c, {
      type: 'ringLine',
      userName: 'user',
      from: 'colleague1',
    })) as ControlCall;
    expect(rung).toMatchObject({ state: 'ringingRemote' });
    const events = await channelEvents(socket, 2);
    const own = events.map((e) => e.activeChannel).find((ch) => ch.phone === 'user');
    expect(own).toMatchObject({ role: 'CALLEE', state: 'RINGING' });
    expect(events[0]?.activeChannel).toMatchObject({ role: 'CALLER', phone: 'colleague1' });
    // No device placed it: the device's calls do not list it.
    expect(await user.device.calls()).toEqual([]);

    await user.device.hangup(own!.channelId);
    const ended = (await controlCalls()).find((call) => call.id === rung.id);
    expect(ended).toMatchObject({ state: 'ended', outcome: 'hungUp' });
  });

  it('hangup asks with GET where the server answers 405 to POST', async () => {
    const asked: string[] = [];
    const oldServer: typeof fetch = async (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = init?.method ?? 'GET';
      if (url.includes('/hangup')) asked.push(method);
      if (url.includes('/hangup') && method === 'POST') {
        const body = { errorCode: 10100, message: 'method not allowed' };
        return new Response(JSON.stringify(body), { status: 405 });
      }
      return fetch(input, url.includes('/hangup') ? { ...init, method: 'POST' } : init);
    };
    const viaGet = await c.signIn('user', { fetch: oldServer });
    await viaGet.device.register({ uuid: 'old-server', phoneNumber: OWN });
    await viaGet.device.pbxCall('0650005000');
    const [call] = await viaGet.device.calls();
    await viaGet.device.hangup(call!.channelId);
    expect(asked).toEqual(['POST', 'GET']);
    expect(await viaGet.device.calls()).toEqual([]);
    await viaGet.device.unregister();
  });
});

describe('refusals, each a sentence that says what to do', () => {
  it('without a device, a phone or a twin', async () => {
    await user.device.unregister();
    const noDevice = await expectServiceError(
      user.device.pbxCall('0650005000'),
      400,
      ServiceCode.NoDevice,
    );
    expect(noDevice).toBe(t('error.code.10050'));
    await expectServiceError(user.device.calls(), 404, ServiceCode.NoDevice);
    await expectServiceError(user.device.unregister(), 400, ServiceCode.NoDevice);
    await user.device.register({ uuid: 'contract-desk' });
    expect(await expectServiceError(user.device.pbxCall('0650005000'), 400, 10052)).toBe(
      t('error.code.10052'),
    );
    expect(await expectServiceError(user.device.twinCall('0650005000'), 400, 10053)).toBe(
      t('error.code.10053'),
    );
  });

  it('a missing capability, a transfer without two calls, a channel not there or not yours', async () => {
    await simulatorEvent(c, { type: 'phoneScript', callInitiation: false });
    expect(await expectServiceError(user.device.pbxCall('0650005000'), 403, 10101)).toBe(
      t('error.call.notEnabled'),
    );
    await simulatorEvent(c, { type: 'phoneScript', callInitiation: true });
    expect(await expectServiceError(user.device.transfer(), 404, 10203)).toBe(
      t('error.transfer.needsTwoCalls'),
    );
    expect(await expectServiceError(user.device.transferSelected('1.1', '1.2'), 404, 10203)).toBe(
      t('error.transfer.callEnded'),
    );
    expect(await expectServiceError(user.device.hangup('1.1'), 404, 10100)).toBe(
      t('error.hangup.ended'),
    );
    await user.device.pbxCall('0650005000');
    const [call] = await user.device.calls();
    expect(await expectServiceError(colleague.device.hangup(call!.channelId), 403, 10101)).toBe(
      t('error.hangup.notYours'),
    );
  });

  it('numbers that are none, and a registration without its id, never leave the client', async () => {
    await expect(user.device.pbxCall('call me')).rejects.toThrow(TypeError);
    await expect(user.device.twinCall('')).rejects.toThrow(TypeError);
    await expect(user.device.register({ uuid: ' ' })).rejects.toThrow(TypeError);
    await expect(user.device.transferSelected('1.1', '')).rejects.toThrow(TypeError);
  });
});
