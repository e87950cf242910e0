import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { callReportSchema } from '../../scripts/bench/call-report';
import { summarySchema } from '../../scripts/bench/report';
import { chromiumPath } from './chromium';
import { root } from './harness';

/** Runs a script of ours with tsx, as `npx tsx` would; its exit code and output. */
async function runScript(
  args: string[],
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), ...args],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout, stderr };
}

/**
 * `npm run bench` end to end on a small data set: every measurement is taken and reported in the
 * bench's one JSON shape. Its figures are not judged here (a benchmark, not a timed test), only
 * that they were measured: the whole log downloaded, every start timed, every row scrolled past.
 */
test('npm run bench measures sync, first rows, search and scrolling against their baselines', async () => {
  test.setTimeout(240_000);
  const { code, stdout, stderr } = await runScript([
    'scripts/bench.ts',
    ...['--size', '3000', '--json', '--no-build', '--chromium', chromiumPath],
  ]);
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

  // Every query's results came on screen, each timed.
  expect(report.search.runsMs).toHaveLength(6);
  for (const ms of [report.search.firstMs, ...report.search.runsMs]) expect(ms).toBeGreaterThan(0);
  expect(report.search.maxMs).toBe(Math.max(...report.search.runsMs));

  // Every figure's ratio to its same-run baseline, and what the table in docs/bench.md keeps.
  for (const ratio of Object.values(report.ratios)) {
    expect(Number.isFinite(ratio) && ratio > 0, JSON.stringify(report.ratios)).toBe(true);
  }
  // Kept to three significant digits: within half a unit of the third (0.5 % at most).
  const launchRatio = report.firstRows.starts.medianMs / report.baselines.pageReadMs;
  expect(Math.abs(report.ratios.launchFirstRows - launchRatio)).toBeLessThanOrEqual(
    launchRatio * 0.005,
  );
  expect(report.baselines.putsPerSecond).toBe(report.sync.baselineItemsPerSecond);
  expect(report.firstScreenJs.files.length).toBeGreaterThan(0);
  expect(report.firstScreenJs.gzipBytes).toBeGreaterThan(0);
  expect(report.firstScreenJs.gzipBytes).toBeLessThan(report.firstScreenJs.bytes);
  expect(report.run.commit).not.toBe('');
});

/**
 * `npm run bench -- --trace DIR`: Chrome traces of the download's first seconds and of two
 * launches, each a JSON trace that `scripts/trace-summary.ts` reads, anchored on the start
 * probe's marks.
 */
test('npm run bench --trace writes traces that trace-summary reads', async () => {
  test.setTimeout(240_000);
  const dir = await mkdtemp(join(tmpdir(), 'sb-bench-trace-'));
  try {
    const bench = await runScript([
      'scripts/bench.ts',
      ...['--size', '3000', '--no-build', '--trace', dir, '--chromium', chromiumPath],
    ]);
    expect(bench.code, bench.stderr).toBe(0);
    expect((await readdir(dir)).sort()).toEqual([
      'download.json',
      'launch-1.json',
      'launch-2.json',
    ]);
    const trace = JSON.parse(await readFile(join(dir, 'launch-1.json'), 'utf8')) as {
      traceEvents: { name: string }[];
    };
    expect(trace.traceEvents.some((event) => event.name === 'bench:first-rows')).toBe(true);

    const launch = await runScript(['scripts/trace-summary.ts', join(dir, 'launch-2.json')]);
    expect(launch.code, launch.stderr).toBe(0);
    expect(launch.stdout).toContain('to bench:first-rows');
    expect(launch.stdout).toMatch(/code cache (used|REJECTED)|no code cache/);
    expect(launch.stdout).toContain('Busy threads over the same interval');
    const download = await runScript(['scripts/trace-summary.ts', join(dir, 'download.json')]);
    expect(download.code, download.stderr).toBe(0);
    expect(download.stdout).toContain('IndexedDB event');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

/**
 * `npm run bench:call` with three calls: each click on Call measured to the simulator's receipt
 * of its `pbx_call`, cut where the page sent `phone.call`, and each bare request of the baseline
 * measured, in the report's one JSON shape. No figure is judged (a benchmark, not a timed test):
 * only that every measurement was taken, and that each is in order on the one clock.
 */
test('npm run bench:call measures each click on Call to the server receiving pbx_call', async () => {
  test.setTimeout(120_000);
  const calls = 3;
  const { code, stdout, stderr } = await runScript([
    'scripts/bench-call.ts',
    ...['--calls', String(calls), '--json', '--no-build', '--chromium', chromiumPath],
  ]);
  expect(code, stderr).toBe(0);

  const report = callReportSchema.parse(JSON.parse(stdout));
  expect(report.calls).toBe(calls);
  expect(report.budgetP95Ms).toBe(150);
  const { app, stages, baseline } = report;
  for (const figures of [app, stages.page, stages.hostAndServer, baseline]) {
    expect(figures.count).toBe(calls);
    expect(figures.runsMs).toHaveLength(calls);
    // Taken in order on one clock: nothing arrives before it was sent.
    for (const ms of figures.runsMs) expect(Number.isFinite(ms) && ms >= 0, `${ms}`).toBe(true);
    expect(figures.medianMs).toBeLessThanOrEqual(figures.p95Ms);
    expect(figures.p95Ms).toBeLessThanOrEqual(figures.maxMs);
  }
  // The two stages are the one interval cut where `phone.call` left the page.
  app.runsMs.forEach((ms, i) =>
    expect(stages.page.runsMs[i]! + stages.hostAndServer.runsMs[i]!).toBe(ms),
  );
  for (const ratio of Object.values(report.ratios)) {
    expect(Number.isFinite(ratio) && ratio > 0, JSON.stringify(report.ratios)).toBe(true);
  }
  expect(report.machine.cores).toBeGreaterThan(0);
  expect(report.run.commit).not.toBe('');
});
