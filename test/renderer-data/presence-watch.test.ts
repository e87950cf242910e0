import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { presenceWatch } from '../../src/renderer/data/presence-watch';
import { type LiveUpdatesState } from '../../src/renderer/data/live-updates';
import { manualTimers } from './fake-server';

function setup(state: LiveUpdatesState['state'] = 'polling') {
  const live = createStore<LiveUpdatesState>(() => ({ state, intervalMs: 60_000, connection: 1 }));
  const timers = manualTimers();
  let reads = 0;
  const watch = presenceWatch({
    refresh: () => Promise.resolve(reads++),
    live,
    everyMs: 60_000,
    timers,
  });
  return { live, timers, watch, reads: () => reads };
}

describe('presenceWatch', () => {
  it('reads nothing while no screen shows presence', () => {
    const { live, timers, reads } = setup();
    live.setState({ connection: 2 });
    expect(reads()).toBe(0);
    expect(timers.delays()).toEqual([]);
  });

  it('without a socket: reads when a screen shows it, then every minute until it is gone', () => {
    const { timers, watch, reads } = setup('polling');
    const stop = watch.watch();
    expect(reads()).toBe(1);
    expect(timers.delays()).toEqual([60_000]);
    timers.fire();
    expect(reads()).toBe(2);
    // A second screen adds no reads of its own.
    const stopOther = watch.watch();
    expect(reads()).toBe(2);
    stop();
    expect(timers.delays()).toEqual([60_000]);
    stopOther();
    expect(timers.delays()).toEqual([]);
  });

  it('with a socket: no timer; each new connection reads again', () => {
    const { live, timers, watch, reads } = setup('live');
    watch.watch();
    expect([reads(), timers.delays()]).toEqual([1, []]);
    live.setState({ connection: 2 });
    expect([reads(), timers.delays()]).toEqual([2, []]);
    // The socket lost: the timer takes over; back: it stops.
    live.setState({ state: 'polling' });
    expect(timers.delays()).toEqual([60_000]);
    live.setState({ state: 'live' });
    expect(timers.delays()).toEqual([]);
  });

  it('reads nothing while the server is unreachable, and at once when it is back', () => {
    const { timers, watch, reads } = setup('polling');
    watch.watch();
    watch.setOnline(false);
    expect(timers.delays()).toEqual([]);
    timers.fire();
    expect(reads()).toBe(1);
    watch.setOnline(true);
    expect([reads(), timers.delays()]).toEqual([2, [60_000]]);
  });
});
