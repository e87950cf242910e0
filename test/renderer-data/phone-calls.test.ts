import { afterEach, describe, expect, it } from 'vitest';
import { type CurrentCalls } from '../../src/shared/contract';
import { openPhoneCalls, type PhoneCalls } from '../../src/renderer/data/phone-calls';
import { fakeApi } from '../renderer/fake-api';

/** The account's calls as the renderer's data layer holds them: main's read, then its events. */

const ringing: CurrentCalls = {
  calls: [{ channel: '100.1', state: 'ringingYou', number: '0152150202', name: 'Bob' }],
};
const connected: CurrentCalls = {
  calls: [{ ...ringing.calls[0]!, state: 'connected', connectedAt: '2024-05-01T09:30:00.000Z' }],
};

let phone: PhoneCalls | undefined;
afterEach(() => {
  phone?.close();
});

describe('the phone calls in the data layer', () => {
  it("reads main's calls once, then follows its events", async () => {
    const { api, emit } = fakeApi({ 'phone.calls': () => ({ ok: true, value: ringing }) });
    phone = openPhoneCalls(api);
    const { state } = phone;
    await expect.poll(() => state.getState()).toEqual(ringing);
    emit('phone.changed', connected);
    expect(state.getState()).toEqual(connected);
  });

  it('keeps an event that arrives before the first read answers', async () => {
    let answer: (value: { ok: true; value: unknown }) => void = () => undefined;
    const { api, emit, invoke } = fakeApi({});
    invoke.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    phone = openPhoneCalls(api);
    emit('phone.changed', connected);
    answer({ ok: true, value: ringing });
    await Promise.resolve();
    expect(phone.state.getState()).toEqual(connected);
  });

  it('hears nothing once closed with its account', async () => {
    const { api, emit } = fakeApi({ 'phone.calls': () => ({ ok: true, value: { calls: [] } }) });
    const closed = openPhoneCalls(api);
    await Promise.resolve();
    closed.close();
    emit('phone.changed', connected);
    expect(closed.state.getState()).toEqual({ calls: [] });
  });

  it('places, hangs up and transfers calls through main, its refusals as sentences', async () => {
    const { api, invoke } = fakeApi({
      'phone.call': () => ({
        ok: false,
        error: { kind: 'invalid-request', sentence: 'Enter the number.', transient: false },
      }),
      'phone.hangup': () => ({ ok: true, value: undefined }),
      'phone.transfer': () => ({ ok: true, value: undefined }),
    });
    phone = openPhoneCalls(api);
    invoke.mockClear();
    await expect(phone.call('')).rejects.toMatchObject({ sentence: 'Enter the number.' });
    await phone.hangUp({ channel: '100.1' });
    await phone.transfer({ channel: '100.1' }, '0152150303');
    expect(invoke.mock.calls).toEqual([
      ['phone.call', { number: '' }],
      ['phone.hangup', { channel: '100.1' }],
      ['phone.transfer', { channel: '100.1', number: '0152150303' }],
    ]);
  });
});
