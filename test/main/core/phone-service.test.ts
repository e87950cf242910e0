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
    transferred: [] as [string, string][],
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
      transferSelected: vi.fn((source: string, target: string) =>
        Promise.resolve(void platform.transferred.push([source, target])),
      ),
    },
  };
  const phone = createPhoneService({
    events,
    log: silentLogger,
    deviceId: 'install-1',
    preferences: { get: () => ({ deviceId: 'install-1' }), update: () => Promise.resolve() },
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
      {
        channel: '100.1',
        state: 'ringingYou',
        number: '0152150202',
        name: 'Bob de Vries',
        transferable: true,
      },
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

  it('does not bring back a call that ended while the calls were being read', async () => {
    const { phone, platform, client, signIn } = setup();
    await signIn();
    platform.deviceCalls = [deviceCall];
    platform.channels = [channel('100.1', 'RINGING')];
    // The read after placing the call is answered as the lists stood before the hang-up.
    let answer: (() => void) | undefined;
    client.device.calls.mockImplementationOnce(() => {
      const stale = platform.deviceCalls;
      return new Promise<DeviceCall[]>((resolve) => (answer = () => resolve(stale)));
    });
    const calling = phone.call('0152150202');
    await vi.waitFor(() => expect(answer).toBeDefined());
    phone.heard(event('remove', channel('100.1', 'RINGING')));
    platform.deviceCalls = [];
    platform.channels = [];
    answer!();
    await calling;
    expect(phone.current().calls.filter((c) => c.state !== 'ended')).toEqual([]);
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

/** A channel of another call than `channel`'s, on a phone named by its SIP account. */
const onCall = (callId: string, channelId: string, state: string, role: string, who: string) => ({
  callId,
  channelId,
  state,
  role,
  name: who === 'alice' ? 'Alice' : who,
  phone: who,
});

describe('transferring a call', () => {
  /** A connected call from this device to Bob (channels 100.1, 100.2). */
  async function connected() {
    const setup_ = setup();
    const { phone, platform, signIn } = setup_;
    await signIn();
    platform.deviceCalls = [deviceCall];
    await phone.call('0152150202');
    phone.heard(event('insert', channel('100.1', 'CONNECTED')));
    phone.heard(event('insert', channel('100.2', 'CONNECTED', 'CALLEE')));
    expect(phone.current().calls[0]?.state).toBe('connected');
    return setup_;
  }
  const toCarol: DeviceCall = {
    channelId: '200.1',
    state: 'Ringing',
    remoteNumber: '0152150303',
    remoteName: 'Carol',
  };

  it('calls the new party, then joins the two calls once they answer', async () => {
    const { phone, platform } = await connected();
    platform.deviceCalls = [deviceCall, toCarol];
    const done = phone.transfer('100.1', '015 215 03 03');
    await vi.waitFor(() => expect(platform.dialled).toContain('015 215 03 03'));
    // The call to Carol shows on the call handed over, not as a call of its own.
    await vi.waitFor(() =>
      expect(phone.current().calls).toEqual([
        expect.objectContaining({
          channel: '100.1',
          state: 'connected',
          transfer: { to: 'Carol', step: 'ringingYou', channel: '200.1' },
        }),
      ]),
    );
    phone.heard(event('insert', onCall('200.1', '200.1', 'CONNECTED', 'CALLER', 'alice')));
    phone.heard(event('insert', onCall('200.1', '200.2', 'RINGING', 'CALLEE', 'carol')));
    expect(phone.current().calls[0]?.transfer?.step).toBe('ringingThem');
    expect(platform.transferred).toEqual([]);

    phone.heard(event('insert', onCall('200.1', '200.2', 'CONNECTED', 'CALLEE', 'carol')));
    await done;
    expect(platform.transferred).toEqual([['100.1', '200.1']]);
    platform.deviceCalls = [];
    phone.heard(event('remove', channel('100.1', 'CONNECTED')));
    phone.heard(event('remove', onCall('200.1', '200.1', 'CONNECTED', 'CALLER', 'alice')));
    expect(phone.current().calls).toEqual([
      {
        channel: '100.1',
        state: 'transferred',
        number: '0152150202',
        name: 'Bob de Vries',
        transfer: { to: 'Carol' },
      },
    ]);
  });

  it('says so when the new party does not answer, and the call goes on', async () => {
    const { phone, platform } = await connected();
    platform.deviceCalls = [deviceCall, toCarol];
    const done = phone.transfer('100.1', '0152150303');
    await vi.waitFor(() => expect(phone.current().calls[0]?.transfer).toBeDefined());
    phone.heard(event('remove', onCall('200.1', '200.1', 'RINGING', 'CALLER', 'alice')));
    await expect(done).rejects.toThrow("Carol didn't answer, so the call wasn't transferred.");
    expect(platform.transferred).toEqual([]);
    expect(phone.current().calls).toEqual([
      expect.objectContaining({ channel: '100.1', state: 'connected', transferable: true }),
    ]);
  });

  it('refuses a call not yet answered, and a number that cannot be dialled', async () => {
    const { phone, platform, signIn } = setup();
    await signIn();
    platform.deviceCalls = [deviceCall];
    await phone.call('0152150202');
    await expect(phone.transfer('100.1', '0152150303')).rejects.toThrow(
      "You can transfer a call once you're talking.",
    );
    await expect(phone.transfer('100.1', 'carol')).rejects.toThrow(
      "The phone system can't dial this number",
    );
    expect(platform.dialled).toEqual(['0152150202']);
  });
});

describe("calls on the user's own line", () => {
  it("shows who is calling, and hangs up (declines) by the user's channel", async () => {
    const { phone, platform, signIn } = setup();
    await signIn();
    phone.heard(event('insert', onCall('300.1', '300.1', 'CONNECTED', 'CALLER', 'Dave')));
    phone.heard(event('insert', onCall('300.1', '300.2', 'RINGING', 'CALLEE', 'alice')));
    expect(phone.current().calls).toEqual([{ channel: '300.2', state: 'incoming', name: 'Dave' }]);

    await phone.hangup('300.2');
    expect(platform.hungUp).toEqual(['300.2']);
    expect(phone.current().calls).toEqual([{ channel: '300.2', state: 'ended', name: 'Dave' }]);
  });

  it("keeps the caller's name when their channel goes first", async () => {
    const { phone, signIn } = setup();
    await signIn();
    phone.heard(event('insert', onCall('300.1', '300.1', 'CONNECTED', 'CALLER', 'Dave')));
    phone.heard(event('insert', onCall('300.1', '300.2', 'RINGING', 'CALLEE', 'alice')));
    phone.heard(event('remove', onCall('300.1', '300.1', 'CONNECTED', 'CALLER', 'Dave')));
    phone.heard(event('remove', onCall('300.1', '300.2', 'RINGING', 'CALLEE', 'alice')));
    expect(phone.current().calls).toEqual([{ channel: '300.2', state: 'ended', name: 'Dave' }]);
  });

  it("follows a call placed from the desk phone, another user's calls aside", async () => {
    const { phone, signIn } = setup();
    await signIn();
    phone.heard(event('insert', onCall('400.1', '400.1', 'CONNECTED', 'CALLER', 'alice')));
    phone.heard(event('insert', onCall('400.1', '400.2', 'RINGING', 'CALLEE', 'Erin')));
    phone.heard(event('insert', onCall('500.1', '500.1', 'RINGING', 'CALLEE', 'frank')));
    expect(phone.current().calls).toEqual([
      { channel: '400.1', state: 'ringingThem', name: 'Erin' },
    ]);
    phone.heard(event('insert', onCall('400.1', '400.2', 'CONNECTED', 'CALLEE', 'Erin')));
    expect(phone.current().calls).toEqual([
      {
        channel: '400.1',
        state: 'connected',
        name: 'Erin',
        connectedAt: '2024-05-01T09:30:00.000Z',
      },
    ]);
  });
});
