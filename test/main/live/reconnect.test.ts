import { describe, expect, it } from 'vitest';
import { reconnectDelay, sleep } from '../../../src/main/live/reconnect';

const timing = { initialDelayMs: 1_000, maxDelayMs: 60_000 };

describe('reconnectDelay', () => {
  it('doubles with each failure, between half and all of it, up to the cap', () => {
    expect(reconnectDelay(0, timing, () => 0)).toBe(500);
    expect(reconnectDelay(0, timing, () => 1)).toBe(1_000);
    expect(reconnectDelay(3, timing, () => 0)).toBe(4_000);
    expect(reconnectDelay(3, timing, () => 1)).toBe(8_000);
    expect(reconnectDelay(10, timing, () => 1)).toBe(60_000);
    expect(reconnectDelay(1_000, timing, () => 0)).toBe(30_000);
  });

  it('spreads clients that fail together', () => {
    const delays = new Set(
      Array.from({ length: 50 }, () => reconnectDelay(2, timing, Math.random)),
    );
    expect(delays.size).toBeGreaterThan(10);
  });
});

describe('sleep', () => {
  it('ends early when its signal aborts, and at once when it already has', async () => {
    const stop = new AbortController();
    const start = Date.now();
    const waiting = sleep(10_000, stop.signal);
    stop.abort();
    await waiting;
    await sleep(10_000, stop.signal);
    expect(Date.now() - start).toBeLessThan(1_000);
  });
});
