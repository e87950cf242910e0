import { afterEach, describe, expect, it, vi } from 'vitest';
import { throttled } from '../../src/renderer/data/throttled';

afterEach(() => {
  vi.useRealTimers();
});

describe('throttled', () => {
  it('runs at once, then at most once per interval, never two at a time, and stops when cancelled', async () => {
    vi.useFakeTimers();
    const runs: number[] = [];
    let finish: () => void = () => {};
    const reread = throttled(1000, () => {
      runs.push(Date.now());
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    const start = Date.now();
    reread.run();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toEqual([start]);
    // Asked three times while running: one more run, an interval after the first ended.
    reread.run();
    reread.run();
    reread.run();
    await vi.advanceTimersByTimeAsync(200);
    finish();
    await vi.advanceTimersByTimeAsync(999);
    expect(runs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual([start, start + 1200]);
    finish();
    // Quiet for longer than the interval: the next ask runs at once.
    await vi.advanceTimersByTimeAsync(5000);
    reread.run();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toHaveLength(3);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    reread.run();
    reread.cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toHaveLength(3);
  });
});
