import { describe, expect, it } from 'vitest';
import { createEventBus, InvalidEventError } from '../../../src/main/common/event-bus';
import { type LiveNotification } from '../../../src/shared/contract';

/** Security review (low): main checks every event against the contract before emitting it. */
describe('the event bus', () => {
  it('emits a payload the contract takes', () => {
    const errors: unknown[] = [];
    const heard: unknown[] = [];
    const bus = createEventBus((e) => errors.push(e));
    bus.subscribe((_event, payload) => heard.push(payload));
    bus.emit('live.notification', { kind: 'typing', session: '1', name: 'Ann' });
    expect(heard).toEqual([{ kind: 'typing', session: '1', name: 'Ann' }]);
    expect(errors).toEqual([]);
  });

  it('refuses one it does not, loudly, instead of the renderer dropping it in silence', () => {
    const errors: unknown[] = [];
    const heard: unknown[] = [];
    const bus = createEventBus((e) => errors.push(e));
    bus.subscribe((_event, payload) => heard.push(payload));
    const tooLong = { kind: 'chat', session: '1', from: 'x'.repeat(201) } as LiveNotification;
    bus.emit('live.notification', tooLong);
    expect(heard).toEqual([]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(InvalidEventError);
    expect(String(errors[0])).toMatch(/live\.notification: from/);
  });
});
