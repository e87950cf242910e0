import { describe, expect, it, vi } from 'vitest';
import { createEventBus } from '../../../src/main/common/event-bus';
import { silentLogger } from '../../../src/main/common/logger';
import { createPhoneService } from '../../../src/main/core/phone-service';
import { type SessionState } from '../../../src/shared/contract';
import { memoryPreferences } from './fakes';

/**
 * Which phone rings first (Settings → Calls) in the phone service: kept per account in the
 * preferences, registered as the device's twin, and a call placed with `twin_call`.
 */

const signedInAs = (userName: string): SessionState => ({
  status: 'signed-in',
  user: {
    serverUrl: 'https://pbx.example',
    serverLabel: 'pbx.example',
    userName,
    displayName: userName,
    role: 'user',
    demo: false,
    remembered: false,
  },
});

function setup(refuseTwin = false) {
  const events = createEventBus((error) => {
    throw error;
  });
  const preferences = memoryPreferences();
  let state: SessionState = signedInAs('alice');
  const device = {
    register: vi.fn((registration: { twinnedPhoneNumber?: string }) =>
      refuseTwin && registration.twinnedPhoneNumber
        ? Promise.reject(new Error('refused'))
        : Promise.resolve(),
    ),
    pbxCall: vi.fn(() => Promise.resolve()),
    twinCall: vi.fn(() => Promise.resolve()),
    calls: vi.fn(() => Promise.resolve([])),
    activeChannels: vi.fn(() => Promise.resolve([])),
  };
  const client = {
    users: { list: vi.fn(() => Promise.resolve({ items: [] })) },
    device,
  };
  const phone = createPhoneService({
    events,
    log: silentLogger,
    deviceId: 'install-1',
    preferences,
    session: { current: () => state, withClient: (run) => run(client as never) },
  });
  const signIn = async (userName: string) => {
    state = signedInAs(userName);
    events.emit('session.changed', state);
    await vi.waitFor(() => expect(device.calls).toHaveBeenCalled());
    device.calls.mockClear();
  };
  return { phone, device, signIn, prefs: () => preferences.get() };
}

describe('the phone that rings first', () => {
  it('is the user’s line until they choose their mobile; then calls are twin calls', async () => {
    const { phone, device, signIn, prefs } = setup();
    await signIn('alice');
    expect(phone.ringFirst()).toEqual({ phone: 'line', mobile: '' });
    expect(device.register).toHaveBeenLastCalledWith(
      expect.not.objectContaining({ twinnedPhoneNumber: expect.anything() }),
    );
    await phone.call('200');
    expect(device.pbxCall).toHaveBeenCalledWith('200');

    await phone.setRingFirst({ phone: 'mobile', mobile: '+31612345678' });
    expect(device.register).toHaveBeenLastCalledWith(
      expect.objectContaining({ twinnedPhoneNumber: '+31612345678' }),
    );
    await phone.call('200');
    expect(device.twinCall).toHaveBeenCalledWith('200');
    expect(device.pbxCall).toHaveBeenCalledTimes(1);
    expect(Object.values(prefs().ringFirst ?? {})).toEqual([
      { phone: 'mobile', mobile: '+31612345678' },
    ]);
  });

  it('is kept per account: another user of this computer starts on their own line', async () => {
    const { phone, signIn } = setup();
    await signIn('alice');
    await phone.setRingFirst({ phone: 'mobile', mobile: '0612345678' });
    await signIn('bob');
    expect(phone.ringFirst()).toEqual({ phone: 'line', mobile: '' });
    await signIn('alice');
    expect(phone.ringFirst()).toEqual({ phone: 'mobile', mobile: '0612345678' });
  });

  it('keeps the choice before when the server refuses the mobile', async () => {
    const { phone, device, signIn, prefs } = setup(true);
    await signIn('alice');
    await expect(phone.setRingFirst({ phone: 'mobile', mobile: '0612345678' })).rejects.toThrow(
      'refused',
    );
    expect(prefs().ringFirst).toBeUndefined();
    await phone.call('200');
    expect(device.pbxCall).toHaveBeenCalledWith('200');
  });
});
