import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { summarySchema } from '../../scripts/bench/report';
import { root } from './harness';

/**
 * `npm run bench` end to end on a small data set: every measurement is taken and reported in the
 * bench's one JSON shape. Its figures are not judged here (a benchmark, not a timed test), only
 * that they were measured: the whole log downloaded, every start timed, every row scrolled past.
 */
test('npm run bench measures sync, first rows and scrolling against their baselines', async () => {
  test.setTimeout(240_000);
  const bench = spawn(
    process.execPath,
    [
      join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      'scripts/bench.ts',
      ...['--size', '3000', '--json', '--no-build'],
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stdout = '';
  let stderr = '';
  bench.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  bench.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(bench, 'exit')) as [number | null];
  expect(code, stderr).toBe(0);

  const report = summarySchema.parse(JSON.parse(stdout));
  const { userLog } = report.dataSet;
  expect(userLog).toBeGreaterThan(2000);

  expect(report.sync.itemsPerSecond).toBeGreaterThan(0);
  expect(report.sync.baselineItemsPerSecond).toBeGreaterThan(0);
  expect(report.sync.memoryByQuarter).toHaveLength(4);
  expect(report.sync.peakHeapMiB).toBeGreaterThan(0);
  // Garbage collected, the heap holds less than its peak and more than before sign-in.
  const { beforeMiB, afterMiB, searchedMiB } = report.sync.liveHeap;
  expect(beforeMiB).toBeGreaterThan(0);
  expect(afterMiB).toBeGreaterThan(beforeMiB);
  expect(searchedMiB).toBeGreaterThan(beforeMiB);
  expect(afterMiB).toBeLessThanOrEqual(report.sync.peakHeapMiB + 1);
  expect(report.sync.peakHostRssMiB).toBeGreaterThan(0);

  for (const starts of [report.firstRows.starts, report.firstRows.reloads]) {
    expect(starts.runsMs).toHaveLength(5);
    for (const ms of starts.runsMs) expect(ms).toBeGreaterThan(0);
  }
  expect(report.firstRows.baselineMedianMs).toBeGreaterThan(0);

  for (const pass of [report.scroll.wheel, report.scroll.fling]) {
    expect(pass.app.frames).toBeGreaterThan(10);
    expect(pass.baseline.frames).toBeGreaterThan(10);
    expect(pass.app.p95).toBeGreaterThan(0);
    expect(pass.app.listRows).toBe(userLog);
  }
  // The fling reaches the end of the list: every row was scrolled past.
  expect(report.scroll.fling.app.distancePx).toBeGreaterThanOrEqual((userLog - 20) * 60);
});
