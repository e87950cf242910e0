import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  meInfoResponseSchema,
  phoneSettingsResponseSchema,
  presenceListSchema,
  ServiceCode,
  userListSchema,
} from '../../src/shared/interface';
import { formatTimestamp } from '../../src/simulator/clock';
import { type RunningSimulator } from '../../src/simulator';
import { notification, openTestSocket, type TestSocket } from '../contract/socket-client';
import { account, expectError, signIn, startTestSimulator, type Api } from './helpers';

/**
 * The user's status, phone settings and caller ID over HTTP (guide: me_status_set.html,
 * me_temporary_status_set.html, me_message_set.html, me_phone_settings_update.html,
 * me_phone_caller_id_get/_set.html), and what a colleague sees of them.
 */
let sim: RunningSimulator;
let user: Api;
let colleague: Api;
let colleagueSocket: TestSocket;
let userPerson: string;

const put = (api: Api, path: string, body?: unknown) => api.request('PUT', path, { body });

async function subscribedSocket(api: Api, types: string[]): Promise<TestSocket> {
  const address = ((await api.post('/me/websocket')).json as { object: string }).object;
  const socket = await openTestSocket(address);
  socket.send({
    messageType: 'multiNotificationRequest',
    notifications: types.map((notificationType) => ({ notificationType, toggle: true })),
  });
  socket.send({ messageType: 'test' });
  await socket.next((m): m is object => (m as { messageType?: string }).messageType === 'test');
  return socket;
}

async function presenceOf(api: Api, person: string) {
  const list = presenceListSchema.parse((await api.get('/presence?limit=1000')).json);
  return list.data.map((d) => d.object).find((p) => p.addressable.oid === person);
}

beforeAll(async () => {
  // The real clock: a temporary status ends while the test waits.
  sim = await startTestSimulator({ now: undefined });
  user = await signIn(sim.baseUrl, account(sim, 'user'));
  colleague = await signIn(sim.baseUrl, account(sim, 'administrator'));
  colleagueSocket = await subscribedSocket(colleague, ['presenceListEvent', 'doNotDisturbEvent']);
  userPerson = meInfoResponseSchema.parse((await user.get('/me/info')).json).object.person.oid;
});
afterAll(async () => {
  colleagueSocket.close();
  await sim.close();
});

describe('status (me_status_set.html, me_message_set.html)', () => {
  it('offers the selectable statuses, not the ones the system sets', async () => {
    const answer = await user.get('/me/selectable_statuses');
    const statuses = (answer.json as { object: string[] }).object;
    expect(statuses).toContain('dont_disturb');
    expect(statuses).not.toContain('online');
  });

  it('sets a status and a message that colleagues see at once', async () => {
    const from = colleagueSocket.received.length;
    expect((await put(user, '/me/status', 'at_appointment')).status).toBe(204);
    expect((await put(user, '/me/message', 'At the dentist')).status).toBe(204);
    const event = await colleagueSocket.next(
      (m): m is { notification: { presence: { status: string; message: string } } } =>
        notification('presenceListEvent')(m) &&
        (m.notification as { presence: { message: string } }).presence.message === 'At the dentist',
      3000,
      from,
    );
    expect(event.notification.presence.status).toBe('at_appointment');
    expect(await presenceOf(colleague, userPerson)).toMatchObject({
      status: 'at_appointment',
      message: 'At the dentist',
    });
    const info = meInfoResponseSchema.parse((await user.get('/me/info')).json).object;
    expect(info.presenceInfo).toMatchObject({
      status: 'at_appointment',
      message: 'At the dentist',
    });
  });

  it('refuses a status that is not selectable, and payloads of the wrong kind', async () => {
    expectError(await put(user, '/me/status', 'online'), 400, ServiceCode.ChatContentsInvalid);
    expectError(await put(user, '/me/status'), 400, ServiceCode.NoContents);
    expectError(await put(user, '/me/status', 7), 400, ServiceCode.ContentsUndecodable);
    expectError(
      await put(user, '/me/message', { text: 'x' }),
      400,
      ServiceCode.ContentsUndecodable,
    );
  });
});

describe('temporary status (me_temporary_status_set.html)', () => {
  it('shows do-not-disturb until its end, then the status set before', async () => {
    await put(user, '/me/status', 'available');
    const from = colleagueSocket.received.length;
    const until = formatTimestamp(Math.ceil((Date.now() + 1200) / 1000) * 1000);
    const set = await put(user, '/me/temporary_status', {
      temporaryUserStatus: 'dont_disturb',
      temporaryUserStatusUntil: until,
    });
    expect(set.status).toBe(204);
    const on = await colleagueSocket.next(notification('doNotDisturbEvent'), 2000, from);
    expect(on.notification).toMatchObject({ person: { oid: userPerson }, doNotDisturb: true });
    expect((await presenceOf(colleague, userPerson))?.status).toBe('dont_disturb');
    const settings = phoneSettingsResponseSchema.parse((await user.get('/me/phone/settings')).json);
    expect(settings.object).toMatchObject({
      userStatus: 'available',
      temporaryUserStatus: 'dont_disturb',
      temporaryUserStatusUntil: until,
    });
    const off = await colleagueSocket.next(
      (m): m is { notification: { doNotDisturb: boolean } } =>
        notification('doNotDisturbEvent')(m) &&
        (m.notification as { doNotDisturb: boolean }).doNotDisturb === false,
      3500,
      from,
    );
    expect(off.notification.doNotDisturb).toBe(false);
    expect((await presenceOf(colleague, userPerson))?.status).toBe('available');
  });

  it('refuses a missing end, an end in the past and a status that is not selectable', async () => {
    const later = formatTimestamp(Date.now() + 3_600_000);
    const refuse = async (body: unknown) =>
      expectError(await put(user, '/me/temporary_status', body), 400, 10203);
    await refuse({ temporaryUserStatus: 'dont_disturb' });
    await refuse({
      temporaryUserStatus: 'dont_disturb',
      temporaryUserStatusUntil: '2020-01-01 00:00:00',
    });
    await refuse({ temporaryUserStatus: 'offline', temporaryUserStatusUntil: later });
  });
});

describe('phone settings (me_phone_settings_update.html)', () => {
  it('reads the settings back, and a redirection shows on the line colleagues read', async () => {
    const patch = await user.patch('/me/phone/settings', [
      { op: 'replace', path: '/redirection', value: '0657483920' },
      { op: 'replace', path: '/redirectionActive', value: true },
      { op: 'replace', path: '/redirectionTimeout', value: 15 },
      { op: 'replace', path: '/voicemailActive', value: false },
    ]);
    expect(patch.status, patch.text).toBe(204);
    const settings = phoneSettingsResponseSchema.parse((await user.get('/me/phone/settings')).json);
    expect(settings.object).toMatchObject({
      redirection: '0657483920',
      redirectionActive: true,
      redirectionTimeout: 15,
      voicemailActive: false,
    });
    const page = userListSchema.parse(
      (
        await colleague.get(
          `/users?limit=10&where=userName=${account(sim, 'user').userName}&include=primaryLine.userPhoneLine.redirection,primaryLine.userPhoneLine.redirectionActive`,
        )
      ).json,
    );
    expect(page.data[0]?.object.primaryLine).toMatchObject({
      userPhoneLine: { redirection: '0657483920', redirectionActive: true },
    });
  });

  it('switches do-not-disturb on the line: colleagues are told', async () => {
    const from = colleagueSocket.received.length;
    await user.patch('/me/phone/settings', [{ op: 'replace', path: '/doNotDisturb', value: true }]);
    const on = await colleagueSocket.next(notification('doNotDisturbEvent'), 2000, from);
    expect(on.notification).toMatchObject({ doNotDisturb: true });
    await user.patch('/me/phone/settings', [
      { op: 'replace', path: '/doNotDisturb', value: false },
    ]);
  });

  it('refuses the whole patch for one bad operation, naming it (400/10202)', async () => {
    const before = (await user.get('/me/phone/settings')).json;
    expectError(
      await user.patch('/me/phone/settings', [
        { op: 'replace', path: '/redirection', value: '' },
        { op: 'replace', path: '/redirectionActive', value: true },
      ]),
      400,
      ServiceCode.ContentsUndecodable,
      /redirectionActive needs a redirection number/,
    );
    expectError(
      await user.patch('/me/phone/settings', [{ op: 'replace', path: '/userStatus', value: 'x' }]),
      400,
      ServiceCode.ContentsUndecodable,
      /not a selectable status/,
    );
    expectError(
      await user.patch('/me/phone/settings', [{ op: 'replace', path: '/workSchedule', value: 1 }]),
      400,
      ServiceCode.ContentsUndecodable,
    );
    expect((await user.get('/me/phone/settings')).json).toEqual(before);
  });
});

describe('caller ID (me_phone_caller_id_get.html, me_phone_caller_id_set.html)', () => {
  it('answers null for the default, sets one of the valid numbers, and refuses another', async () => {
    expect((await user.get('/me/phone/caller_id')).json).toMatchObject({ object: null });
    const valid = ((await user.get('/me/phone/valid_caller_ids')).json as { object: string[] })
      .object;
    expect(valid.length).toBeGreaterThan(1);
    expect((await put(user, '/me/phone/caller_id', valid[1])).status).toBe(204);
    expect((await user.get('/me/phone/caller_id')).json).toMatchObject({ object: valid[1] });
    expectError(await put(user, '/me/phone/caller_id', '0900 1234'), 400, 10203);
    expectError(await put(user, '/me/phone/caller_id'), 400, ServiceCode.NoContents);
    expect((await put(user, '/me/phone/caller_id', '')).status).toBe(204);
    expect((await user.get('/me/phone/caller_id')).json).toMatchObject({ object: null });
  });
});
