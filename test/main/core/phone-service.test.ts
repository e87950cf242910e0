import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../../../src/main/common/event-bus';
import { silentLogger } from '../../../src/main/common/logger';
import { CoreError } from '../../../src/main/core/core-error';
import { createPhoneService, ENDED_MS } from '../../../src/main/core/phone-service';
import { type CurrentCalls, type SessionState } from '../../../src/shared/contract';
import { type ActiveChannel, type DeviceCall } from '../../../src/shared/interface';

/** The phone service against a fake platform: registration, placing, following, hanging up. */

const signedIn: SessionState = {
  status: 'signed-in',
  user: {
    serverUrl: 'https://pbx.example',
    serverLabel: 'pbx.example',
    userName: 'alice',
    displayName: 'Alice',
    role: 'user',
    demo: false,
    remembered: false,
  },
};
const signedOut: SessionState = { status: 'signed-out', canResume: false };

function setup() {
  const events = createEventBus((error) => {
    throw error;
  });
  const shown: CurrentCalls[] = [];
  events.subscribe((event, payload) => {
    if (event === 'phone.changed') shown.push(payload as CurrentCalls);
  });
  let state: SessionState = signedOut;
  const platform = {
    deviceCalls: [] as DeviceCall[],
    channels: [] as ActiveChannel[],
    registered: [] as unknown[],
    dialled: [] as string[],
    hungUp: [] as string[],
    unregistered: 0,
  };
  const client = {
    users: {
      list: vi.fn(() =>
        Promise.resolve({
          items: [
            {
              oid: '1',
              commonName: 'Alice',
              primaryLine: { phones: [{ phone: { phoneNumber: '+31 15 215 0101' } }] },
            },
          ],
        }),
      ),
    },
    device: {
      register: vi.fn((device: unknown) => Promise.resolve(void platform.registered.push(device))),
      unregister: vi.fn(() => Promise.resolve(void (platform.unregistered += 1))),
      pbxCall: vi.fn((number: string) => Promise.resolve(void platform.dialled.push(number))),
      calls: vi.fn(() => Promise.resolve(platform.deviceCalls)),
      activeChannels: vi.fn(() => Promise.resolve(platform.channels)),
      hangup: vi.fn((channel: string) => Promise.resolve(void platform.hungUp.push(channel))),
    },
  };
  const phone = createPhoneService({
    events,
    log: silentLogger,
    deviceId: 'install-1',
    now: () => Date.UTC(2024, 4, 1, 9, 30),
    session: {
      current: () => state,
      withClient: (run) => run(client as never),
    },
  });
  const signIn = async () => {
    state = signedIn;
    events.emit('session.changed', signedIn);
    await vi.waitFor(() => expect(client.device.calls).toHaveBeenCalled());
  };
  const signOut = () => {
    state = signedOut;
    events.emit('session.changed', signedOut);
  };
  return { phone, platform, client, shown, signIn, signOut };
}

const channel = (channelId: string, state: string, role = 'CALLER'): ActiveChannel => ({
  callId: '100.1',
  channelId,
  state,
  name: role === 'CALLER' ? 'Alice' : 'Bob',
  role,
});
const deviceCall: DeviceCall = {
  channelId: '100.1',
  state: 'Ringing',
  remoteNumber: '0152150202',
  remoteName: 'Bob de Vries',
};
let version = 0;
const event = (updateType: string, activeChannel: ActiveChannel) => ({
  updateType,
  version: ++version,
  activeChannel,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the phone service', () => {
  it("registers this installation's device with the user's own line after sign-in", async () => {
    const { platform, signIn } = setup();
    await signIn();
    expect(platform.registered).toEqual([
      { uuid: 'install-1', deviceName: 'Switchboard', phoneNumber: '+31152150101' },
    ]);
  });

  it('places a call and follows it: your phone rings, theirs rings, connected, ended', async () => {
    const { phone, platform, shown, signIn } = setup();
    await signIn();
    platform.deviceCalls = [deviceCall];
    platform.channels = [channel('100.1', 'RINGING')];
    await phone.call('015 - 215 02 02');
    expect(platform.dialled).toEqual(['015 - 215 02 02']);
    expect(phone.current().calls).toEqual([
      { channel: '100.1', state: 'ringingYou', number: '0152150202', name: 'Bob de Vries' },
    ]);

    phone.heard(event('insert', channel('100.1', 'CONNECTED')));
    phone.heard(event('insert', channel('100.2', 'RINGING', 'CALLEE')));
    expect(phone.current().calls[0]?.state).toBe('ringingThem');

    phone.heard(event('insert', channel('100.2', 'CONNECTED', 'CALLEE')));
    expect(phone.current().calls[0]).toMatchObject({
      state: 'connected',
      connectedAt: '2024-05-01T09:30:00.000Z',
    });

    vi.useFakeTimers();
    phone.heard(event('remove', channel('100.2', 'CONNECTED', 'CALLEE')));
    phone.heard(event('remove', channel('100.1', 'CONNECTED')));
    expect(phone.current().calls).toEqual([
      { channel: '100.1', state: 'ended', number: '0152150202', name: 'Bob de Vries' },
    ]);
    vi.advanceTimersByTime(ENDED_MS);
    expect(phone.current().calls).toEqual([]);
    expect(shown.map((s) => s.calls[0]?.state ?? 'none')).toEqual([
      'ringingYou',
      'ringingThem',
      'connected',
      'ended',
      'none',
    ]);
  });

  it('hangs up the call by its own channel and shows it ended', async () => {
    const { phone, platform, signIn } = setup();
    await signIn();
    platform.deviceCalls = [deviceCall];
    await phone.call('0152150202');
    await phone.hangup('100.1');
    expect(platform.hungUp).toEqual(['100.1']);
    expect(phone.current().calls[0]?.state).toBe('ended');
  });

  it('refuses what cannot be dialled before asking the platform', async () => {
    const { phone, platform, signIn } = setup();
    await signIn();
    await expect(phone.call('  ')).rejects.toThrow(CoreError);
    await expect(phone.call('call me')).rejects.toThrow("The phone system can't dial this number");
    expect(platform.dialled).toEqual([]);
  });

  it('reads the calls again when an event arrives out of order', async () => {
    const { phone, client, signIn } = setup();
    await signIn();
    phone.heard(event('insert', channel('100.1', 'RINGING')));
    client.device.calls.mockClear();
    phone.heard({ ...event('insert', channel('100.1', 'RINGING')), version: 1 });
    await vi.waitFor(() => expect(client.device.calls).toHaveBeenCalledTimes(1));
  });

  it('unregisters before signing out, and forgets the calls after', async () => {
    const { phone, platform, signIn, signOut } = setup();
    await signIn();
    platform.deviceCalls = [deviceCall];
    await phone.call('0152150202');
    await phone.release();
    signOut();
    expect(platform.unregistered).toBe(1);
    expect(phone.current().calls).toEqual([]);
  });
});
