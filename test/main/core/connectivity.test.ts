import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnectivityMonitor, httpProbe } from '../../../src/main/core/connectivity';
import { createEventBus } from '../../../src/main/common/event-bus';
import { type Connectivity } from '../../../src/shared/contract';

function monitor(probe: () => Promise<boolean>) {
  const events = createEventBus(() => {});
  const changes: Connectivity['status'][] = [];
  events.subscribe((name, payload) => {
    if (name === 'connectivity.changed') changes.push((payload as Connectivity).status);
  });
  const m = createConnectivityMonitor({
    events,
    probe,
    heartbeatMs: 10_000,
    backoffInitialMs: 1_000,
    backoffMaxMs: 8_000,
  });
  return { m, changes };
}

const target = { baseUrl: 'https://pbx.example/api/v1/master', label: 'pbx.example' };

describe('connectivity monitor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('probes on watch, then on a heartbeat while online', async () => {
    const probe = vi.fn(() => Promise.resolve(true));
    const { m, changes } = monitor(probe);
    m.watch(target);
    await vi.advanceTimersByTimeAsync(0);
    expect(changes).toEqual(['online']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).toHaveBeenCalledTimes(2);
    m.unwatch();
    expect(changes).toEqual(['online', 'unknown']);
  });

  it('backs off exponentially while offline and recovers by itself', async () => {
    let up = false;
    const probe = vi.fn(() => Promise.resolve(up));
    const { m, changes } = monitor(probe);
    m.watch(target);
    await vi.advanceTimersByTimeAsync(0);
    expect(m.state()).toMatchObject({
      status: 'offline',
      sentence: expect.stringContaining('pbx.example') as string,
    });
    // 1 s, 2 s, 4 s, 8 s, 8 s: five more probes in 23 s.
    await vi.advanceTimersByTimeAsync(23_000);
    expect(probe).toHaveBeenCalledTimes(6);
    up = true;
    await vi.advanceTimersByTimeAsync(8_000);
    expect(m.state().status).toBe('online');
    expect(changes).toEqual(['offline', 'online']);
    m.unwatch();
  });

  it('starts fast probing as soon as a call reports the server unreachable', async () => {
    const probe = vi.fn(() => Promise.resolve(true));
    const { m } = monitor(probe);
    m.watch(target);
    await vi.advanceTimersByTimeAsync(0);
    m.report(false);
    expect(m.state().status).toBe('offline');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(m.state().status).toBe('online');
    m.unwatch();
  });

  it('ignores a probe that answers after the server changed', async () => {
    let resolveFirst: (v: boolean) => void = () => {};
    const probe = vi
      .fn<() => Promise<boolean>>()
      .mockImplementationOnce(() => new Promise((r) => (resolveFirst = r)))
      .mockResolvedValue(true);
    const { m } = monitor(probe);
    m.watch(target);
    m.watch({ ...target, label: 'other' });
    await vi.advanceTimersByTimeAsync(0);
    resolveFirst(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(m.state().status).toBe('online');
    m.unwatch();
  });
});

describe('httpProbe', () => {
  it('counts any HTTP answer as reachable and a failed fetch as not', async () => {
    const answered = httpProbe(() => Promise.resolve(new Response('{}', { status: 401 })));
    await expect(answered(target)).resolves.toBe(true);
    const failed = httpProbe(() => Promise.reject(new TypeError('fetch failed')));
    await expect(failed(target)).resolves.toBe(false);
  });
});
