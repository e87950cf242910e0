import { afterEach, describe, expect, it } from 'vitest';
import { type CurrentCalls } from '../../src/shared/contract';
import {
  callNumber,
  connectPhoneCalls,
  hangUp,
  phoneCalls,
} from '../../src/renderer/data/phone-calls';
import { fakeApi } from '../renderer/fake-api';

/** The phone's calls as the renderer's data layer holds them: main's read, then its events. */

const ringing: CurrentCalls = {
  calls: [{ channel: '100.1', state: 'ringingYou', number: '0152150202', name: 'Bob' }],
};
const connected: CurrentCalls = {
  calls: [{ ...ringing.calls[0]!, state: 'connected', connectedAt: '2024-05-01T09:30:00.000Z' }],
};

let off: (() => void) | undefined;
afterEach(() => {
  off?.();
  phoneCalls.setState({ calls: [] }, true);
});

describe('the phone calls in the data layer', () => {
  it("reads main's calls once, then follows its events", async () => {
    const { api, emit } = fakeApi({ 'phone.calls': () => ({ ok: true, value: ringing }) });
    off = connectPhoneCalls(api);
    await expect.poll(() => phoneCalls.getState()).toEqual(ringing);
    emit('phone.changed', connected);
    expect(phoneCalls.getState()).toEqual(connected);
  });

  it('keeps an event that arrives before the first read answers', async () => {
    let answer: (value: { ok: true; value: unknown }) => void = () => undefined;
    const { api, emit, invoke } = fakeApi({});
    invoke.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    off = connectPhoneCalls(api);
    emit('phone.changed', connected);
    answer({ ok: true, value: ringing });
    await Promise.resolve();
    expect(phoneCalls.getState()).toEqual(connected);
  });

  it('places and hangs up calls through main, its refusals as sentences', async () => {
    const { api, invoke } = fakeApi({
      'phone.call': () => ({
        ok: false,
        error: { kind: 'invalid-request', sentence: 'Enter the number.', transient: false },
      }),
      'phone.hangup': () => ({ ok: true, value: undefined }),
    });
    off = connectPhoneCalls(api);
    invoke.mockClear();
    await expect(callNumber('')).rejects.toMatchObject({ sentence: 'Enter the number.' });
    await hangUp({ channel: '100.1' });
    expect(invoke.mock.calls).toEqual([
      ['phone.call', { number: '' }],
      ['phone.hangup', { channel: '100.1' }],
    ]);
  });
});
