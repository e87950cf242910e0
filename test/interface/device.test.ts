import { describe, expect, it } from 'vitest';
import {
  activeChannelEventSchema,
  deviceCallSchema,
  dialableNumber,
  isChannelRemoval,
} from '../../src/shared/interface';

describe('dialableNumber: a number as people type it, as the PBX dials it', () => {
  it.each([
    ['06 5000-5000', '0650005000'],
    ['+31 (0)15 251 1411', '+31152511411'],
    ['(015) 251.14.11', '0152511411'],
    ['0031 15 2511411', '0031152511411'],
    ['201', '201'],
    ['*21#', '*21#'],
  ])('%s → %s', (typed, dialled) => {
    expect(dialableNumber(typed)).toBe(dialled);
  });

  it.each(['', '  ', 'call me', '06+123', '1'.repeat(65)])('refuses %j', (typed) => {
    expect(dialableNumber(typed)).toBeUndefined();
  });
});

describe('reading the device and channel answers tolerantly', () => {
  it('takes a device call with nulls and a reference of another shape', () => {
    const call = deviceCallSchema.parse({
      channelId: '1610035217.1460',
      state: null,
      remoteAddressable: 'not a reference',
      somethingNew: 1,
    });
    expect(call).toMatchObject({ channelId: '1610035217.1460', remoteAddressable: undefined });
  });

  it('tells a removal by its update type, in any case', () => {
    const event = (updateType: string) =>
      activeChannelEventSchema.parse({
        updateType,
        version: 3,
        activeChannel: { callId: 'a', channelId: 'b', state: 'RINGING', name: 'n', role: 'CALLER' },
      });
    expect(isChannelRemoval(event('remove'))).toBe(true);
    expect(isChannelRemoval(event('REMOVE'))).toBe(true);
    expect(isChannelRemoval(event('insert'))).toBe(false);
    expect(isChannelRemoval(event('update'))).toBe(false);
  });
});
