import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient } from '../../../src/main/api';
import { createEventBus } from '../../../src/main/common/event-bus';
import { statusHandlers } from '../../../src/main/core/handlers/status';
import { createMyStatus, serverTime } from '../../../src/main/core/my-status';
import { type MyStatus, type SessionState } from '../../../src/shared/contract';
import { t } from '../../../src/shared/i18n';
import { startContract, type Contract } from '../../contract/harness';
import { answerOf, handlerCaller, type HandlerCall } from './handler-caller';

/**
 * The user's own status in main: registry → handler → the core's holder → client → simulator,
 * read back each time.
 */
let contract: Contract;
let user: ApiClient;
let colleague: ApiClient;
let call: HandlerCall;
const told: MyStatus[] = [];

const signedIn: SessionState = {
  status: 'signed-in',
  user: {
    userName: 'user',
    displayName: 'User',
    role: 'user',
    serverUrl: 'http://127.0.0.1',
    serverLabel: '127.0.0.1',
    demo: false,
    remembered: false,
  },
};

beforeAll(async () => {
  contract = await startContract({ size: 20 });
  user = await contract.signIn('user');
  colleague = await contract.signIn('administrator');
  const events = createEventBus((error) => {
    throw error;
  });
  events.subscribe((event, payload) => {
    if (event === 'status.changed') told.push(payload as MyStatus);
  });
  const myStatus = createMyStatus({
    events,
    session: { current: () => signedIn, withClient: (run) => run(user) },
  });
  call = handlerCaller(statusHandlers, user, { myStatus });
});
afterAll(() => contract.close());

const value = (name: string, args?: unknown) => answerOf<MyStatus>(call, name, args);

async function colleagueSees() {
  const person = (await user.me.info()).person.oid;
  const page = await colleague.presence.list({ limit: 1000 });
  return page.items.find((p) => p.addressable.oid === person);
}

describe('status handlers', () => {
  it('offers the selectable statuses', async () => {
    const { statuses } = (await value('status.selectable')) as unknown as { statuses: string[] };
    expect(statuses).toEqual(expect.arrayContaining(['available', 'dont_disturb']));
    expect(statuses).not.toContain('offline');
  });

  it('sets a status and a message, answering them read back', async () => {
    expect(await value('status.set', { status: 'at_appointment' })).toMatchObject({
      status: 'at_appointment',
      doNotDisturb: false,
    });
    expect(await value('status.setMessage', { message: 'Back at two' })).toMatchObject({
      message: 'Back at two',
    });
    expect(await colleagueSees()).toMatchObject({
      status: 'at_appointment',
      message: 'Back at two',
    });
    expect(await value('status.setMessage', { message: '' })).toMatchObject({ message: '' });
  });

  it('sets a temporary status with its end, as the guide writes it (UTC)', async () => {
    const until = new Date(Date.now() + 60 * 60_000);
    until.setUTCMilliseconds(0);
    const status = await value('status.setTemporary', {
      status: 'dont_disturb',
      until: until.toISOString(),
    });
    expect(status).toEqual({
      status: 'dont_disturb',
      message: '',
      temporary: { status: 'dont_disturb', until: until.toISOString() },
      doNotDisturb: false,
    });
    expect(serverTime('2024-05-01T12:30:05+02:00')).toBe('2024-05-01 10:30:05');
    // Picking a status ends the temporary one.
    expect(await value('status.set', { status: 'available' })).not.toHaveProperty('temporary');
  });

  it('switches the line’s do-not-disturb', async () => {
    expect(await value('status.setDoNotDisturb', { on: true })).toMatchObject({
      status: 'dont_disturb',
      doNotDisturb: true,
    });
    expect(await value('status.setDoNotDisturb', { on: false })).toMatchObject({
      doNotDisturb: false,
    });
  });

  it('tells the windows of each change it reads, once (status.changed)', async () => {
    const before = await value('status.get');
    const count = told.length;
    // Read again unchanged: nothing to tell.
    expect(await value('status.get')).toEqual(before);
    expect(told).toHaveLength(count);
    const next = await value('status.set', { status: 'short_out_of_office' });
    expect(told.slice(count)).toEqual([next]);
    // A change made on another device, found by the window's next read.
    const elsewhere = await contract.signIn('user');
    await elsewhere.mePhone.setStatus('long_out_of_office');
    const read = await value('status.get');
    expect(read).toMatchObject({ status: 'long_out_of_office' });
    expect(told.slice(count)).toEqual([next, read]);
  });

  it('says in words why a status is refused', async () => {
    const result = await call('status.set', { status: 'offline' });
    expect(result).toMatchObject({
      ok: false,
      error: { sentence: t('error.status.notSelectable') },
    });
    const past = await call('status.setTemporary', {
      status: 'dont_disturb',
      until: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past).toMatchObject({
      ok: false,
      error: { sentence: t('error.status.temporaryInvalid') },
    });
  });
});
