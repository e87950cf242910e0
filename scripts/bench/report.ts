import { z } from 'zod';
import { type PutBaseline, type ScrollRun, type StartProbe } from './page-probes';

/** Design section 6, the rows `npm run bench` measures. */
export const budgets = {
  /** Issue #33: first rows after a launch of host and browser, and after a reload. */
  firstRowsMs: 300,
  reloadFirstRowsMs: 200,
  syncItemsPerSecond: 10_000,
  frameP95Ms: 16,
  /** Issue #30: results over 100 000 cached items on screen within 100 ms. */
  searchMs: 100,
} as const;

export interface BenchResult {
  machine: { cores: number; chromium: string };
  /** When, and of what: the commit, with " + working tree" when the tree had changes. */
  run: { date: string; commit: string };
  /** The scripts the first screen loads (index.html's), raw and gzipped. */
  firstScreenJs: { files: string[]; bytes: number; gzipBytes: number };
  dataSet: { simulator: number; userLog: number };
  sync: {
    items: number;
    ms: number;
    itemsPerSecond: number;
    samples: { ms: number; items: number; heapMiB: number; hostRssMiB: number }[];
    /**
     * The renderer's JS heap after a forced garbage collection: before sign-in, after the sync,
     * and once a search has had the cache read every search text (settled).
     */
    liveHeap: { beforeMiB: number; afterMiB: number; searchedMiB: number };
    /** CPU time each process spent during the sync. */
    cpuSeconds: { simulator: number; host: number; chromium: number };
  };
  put: PutBaseline;
  /** Per start (host and browser launched again): navigation to History opened and to its first row painted (ms). */
  firstRows: StartProbe[];
  /** The same, per reload of the running app. */
  reloads: StartProbe[];
  /** The bare IndexedDB read of the newest page, per try (ms). */
  rawFirst: number[];
  /**
   * The global search, a query typed to its results on screen (ms): the first after the start,
   * then each query once the app has settled.
   */
  search: { firstMs: number; runsMs: number[] };
  wheel: { app: ScrollRun; baseline: ScrollRun };
  fling: { app: ScrollRun; baseline: ScrollRun };
}

function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-US')} items/s`;
const mib = (value: number) => `${Math.round(value)} MiB`;
/** A ratio to three significant digits (1.71, 7.65, 139): the form docs/bench.md's table keeps. */
const ratioValue = (a: number, b: number) => Number((a / b).toPrecision(3));
const ratio = (value: number) => `ratio ${value}`;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

/** Memory at each quarter of the download: flat means the later quarters do not climb. */
function memoryByQuarter(samples: BenchResult['sync']['samples'], total: number) {
  return [0.25, 0.5, 0.75, 1].map((share) => {
    const at = samples.find((s) => s.items >= share * total) ?? samples.at(-1);
    return { share, heapMiB: at?.heapMiB ?? 0, hostRssMiB: at?.hostRssMiB ?? 0 };
  });
}

const frames = z.object({
  frames: z.number().int(),
  p50: z.number(),
  p95: z.number(),
  p99: z.number(),
  max: z.number(),
  blankFrames: z.number().int(),
  distancePx: z.number(),
  listRows: z.number().int(),
});
const scrollPass = z.object({ app: frames, baseline: frames });
const cpuSeconds = z.object({ simulator: z.number(), host: z.number(), chromium: z.number() });
const starts = z.object({
  medianMs: z.number(),
  runsMs: z.array(z.number()),
  loadedMedianMs: z.number(),
  historyOpenedMedianMs: z.number(),
});

/**
 * Each figure over its baseline from the same run, so that runs on machines (or machine states)
 * of different speeds compare: first rows (median) over the bare page read, larger is slower;
 * the download's items/s over bare puts' items/s, larger is faster; a scroll's p95 frame over
 * the empty list's, larger is slower.
 */
const ratios = z.object({
  launchFirstRows: z.number(),
  reloadFirstRows: z.number(),
  download: z.number(),
  wheelP95: z.number(),
  flingP95: z.number(),
  search: z.number(),
});

/** What `--json` prints: the one shape of the bench's results (the smoke test parses it). */
export const summarySchema = z.object({
  machine: z.object({ cores: z.number().int(), chromium: z.string() }),
  run: z.object({ date: z.string(), commit: z.string() }),
  ratios,
  /** The machine's speed as this run found it: what the ratios are taken against. */
  baselines: z.object({
    putsPerSecond: z.number(),
    pageReadMs: z.number(),
    wheelP95Ms: z.number(),
    flingP95Ms: z.number(),
  }),
  firstScreenJs: z.object({
    files: z.array(z.string()),
    bytes: z.number().int(),
    gzipBytes: z.number().int(),
  }),
  dataSet: z.object({ simulator: z.number().int(), userLog: z.number().int() }),
  firstRows: z.object({
    /** Host and browser launched again. */
    starts,
    /** The running app reloaded. */
    reloads: starts,
    baselineMedianMs: z.number(),
    budgetMs: z.number(),
    reloadBudgetMs: z.number(),
  }),
  sync: z.object({
    itemsPerSecond: z.number(),
    seconds: z.number(),
    baselineItemsPerSecond: z.number(),
    cpuSeconds,
    peakHeapMiB: z.number(),
    liveHeap: z.object({ beforeMiB: z.number(), afterMiB: z.number(), searchedMiB: z.number() }),
    peakHostRssMiB: z.number(),
    memoryByQuarter: z.array(
      z.object({ share: z.number(), heapMiB: z.number(), hostRssMiB: z.number() }),
    ),
    budgetItemsPerSecond: z.number(),
  }),
  scroll: z.object({ wheel: scrollPass, fling: scrollPass, budgetP95Ms: z.number() }),
  /** A query typed to its results on screen; judged on the slowest settled search. */
  search: z.object({
    firstMs: z.number(),
    medianMs: z.number(),
    maxMs: z.number(),
    runsMs: z.array(z.number()),
    budgetMs: z.number(),
  }),
});
export type BenchSummary = z.infer<typeof summarySchema>;

function frameSummary(run: ScrollRun): z.infer<typeof frames> {
  return {
    frames: run.frames.length,
    p50: quantile(run.frames, 0.5),
    p95: quantile(run.frames, 0.95),
    p99: quantile(run.frames, 0.99),
    max: Math.max(...run.frames),
    blankFrames: run.blankFrames,
    distancePx: run.distancePx,
    listRows: run.listRows,
  };
}

function startSummary(runs: readonly StartProbe[]): z.infer<typeof starts> {
  const median = (time: (run: StartProbe) => number | undefined) =>
    quantile(
      runs.map((run) => time(run) ?? Number.NaN),
      0.5,
    );
  return {
    medianMs: median((run) => run.firstRowsAt),
    runsMs: runs.map((run) => run.firstRowsAt ?? Number.NaN),
    loadedMedianMs: median((run) => run.loadedAt),
    historyOpenedMedianMs: median((run) => run.clickedAt),
  };
}

export function summarize(result: BenchResult): BenchSummary {
  const { sync, put } = result;
  const starts = startSummary(result.firstRows);
  const reloads = startSummary(result.reloads);
  const pageReadMs = quantile(result.rawFirst, 0.5);
  const putsPerSecond = (put.items / put.ms) * 1000;
  const wheel = {
    app: frameSummary(result.wheel.app),
    baseline: frameSummary(result.wheel.baseline),
  };
  const fling = {
    app: frameSummary(result.fling.app),
    baseline: frameSummary(result.fling.baseline),
  };
  return {
    machine: result.machine,
    run: result.run,
    ratios: {
      launchFirstRows: ratioValue(starts.medianMs, pageReadMs),
      reloadFirstRows: ratioValue(reloads.medianMs, pageReadMs),
      download: ratioValue(sync.itemsPerSecond, putsPerSecond),
      wheelP95: ratioValue(wheel.app.p95, wheel.baseline.p95),
      flingP95: ratioValue(fling.app.p95, fling.baseline.p95),
      search: ratioValue(quantile(result.search.runsMs, 0.5), pageReadMs),
    },
    baselines: {
      putsPerSecond,
      pageReadMs,
      wheelP95Ms: wheel.baseline.p95,
      flingP95Ms: fling.baseline.p95,
    },
    firstScreenJs: result.firstScreenJs,
    dataSet: result.dataSet,
    firstRows: {
      starts,
      reloads,
      baselineMedianMs: pageReadMs,
      budgetMs: budgets.firstRowsMs,
      reloadBudgetMs: budgets.reloadFirstRowsMs,
    },
    sync: {
      itemsPerSecond: sync.itemsPerSecond,
      seconds: sync.ms / 1000,
      baselineItemsPerSecond: putsPerSecond,
      cpuSeconds: sync.cpuSeconds,
      peakHeapMiB: Math.max(...sync.samples.map((s) => s.heapMiB)),
      liveHeap: sync.liveHeap,
      peakHostRssMiB: Math.max(...sync.samples.map((s) => s.hostRssMiB)),
      memoryByQuarter: memoryByQuarter(sync.samples, sync.items),
      budgetItemsPerSecond: budgets.syncItemsPerSecond,
    },
    scroll: { wheel, fling, budgetP95Ms: budgets.frameP95Ms },
    search: {
      firstMs: result.search.firstMs,
      medianMs: quantile(result.search.runsMs, 0.5),
      maxMs: Math.max(...result.search.runsMs),
      runsMs: result.search.runsMs,
      budgetMs: budgets.searchMs,
    },
  };
}

/**
 * The row of docs/bench.md's "Ratios over time" this run gives: date, commit, machine (cores;
 * bare puts /s; bare page read ms), launch, reload, download, wheel, fling and search ratios,
 * and the first screen's JavaScript gzipped.
 */
export function ratiosRow(s: BenchSummary): string {
  const cells = [
    s.run.date,
    s.run.commit,
    `${s.machine.cores} cores; ${Math.round(s.baselines.putsPerSecond).toLocaleString('en-US')} /s; ${s.baselines.pageReadMs.toFixed(1)} ms`,
    s.ratios.launchFirstRows,
    s.ratios.reloadFirstRows,
    s.ratios.download,
    s.ratios.wheelP95,
    s.ratios.flingP95,
    s.ratios.search,
    kB(s.firstScreenJs.gzipBytes),
  ];
  return `| ${cells.join(' | ')} |`;
}

export function printReport(result: BenchResult, json: boolean): void {
  const s = summarize(result);
  if (json) {
    console.log(JSON.stringify(s, null, 2));
    return;
  }
  const { firstRows, sync, scroll } = s;
  const lines = [
    `Switchboard bench: ${s.machine.cores} cores, Chromium ${s.machine.chromium}; simulator data set ` +
      `${s.dataSet.simulator.toLocaleString('en-US')}, the user's log ${s.dataSet.userLog.toLocaleString('en-US')} items; ` +
      `${s.run.commit}, ${s.run.date}`,
    `Each figure with its ratio to its baseline from this run (first rows and frames: larger is slower; the download: larger is faster).`,
    '',
    `First rows after start, warm cache (medians; baseline: a bare IndexedDB read of one stored page, 50 rows of it parsed, ${ms(firstRows.baselineMedianMs)})`,
    ...(
      [
        [
          'host and browser launched again',
          firstRows.starts,
          s.ratios.launchFirstRows,
          firstRows.budgetMs,
        ],
        [
          'the running app reloaded',
          firstRows.reloads,
          s.ratios.reloadFirstRows,
          firstRows.reloadBudgetMs,
        ],
      ] as const
    ).map(
      ([name, run, value, budget]) =>
        `  ${name}: app ${ms(run.medianMs)} (runs ${run.runsMs.map((v) => Math.round(v)).join(', ')}; page loaded at ${ms(run.loadedMedianMs)}, History button there at ${ms(run.historyOpenedMedianMs)})` +
        `   ${ratio(value)}   budget ≤ ${budget} ms: ${verdict(run.medianMs <= budget)}`,
    ),
    '',
    `Initial sync, sign-in to the whole log cached (${sync.seconds.toFixed(1)} s)`,
    `  app ${perSecond(sync.itemsPerSecond)}   baseline (bare puts of the same items, no indexes) ${perSecond(sync.baselineItemsPerSecond)}` +
      `   ${ratio(s.ratios.download)}   budget ≥ ${perSecond(sync.budgetItemsPerSecond)}: ${verdict(sync.itemsPerSecond >= sync.budgetItemsPerSecond)}`,
    `  CPU during the sync (no baseline): Chromium ${sync.cpuSeconds.chromium.toFixed(1)} s, host ${sync.cpuSeconds.host.toFixed(1)} s, ` +
      `simulator ${sync.cpuSeconds.simulator.toFixed(1)} s (wall ${sync.seconds.toFixed(1)} s, ${s.machine.cores} cores)`,
    `  memory (no baseline): renderer JS heap peak ${mib(sync.peakHeapMiB)}, host RSS peak ${mib(sync.peakHostRssMiB)}; at each quarter of the download: ` +
      sync.memoryByQuarter
        .map((q) => `${q.share * 100}% heap ${mib(q.heapMiB)} / host ${mib(q.hostRssMiB)}`)
        .join(', '),
    `  live renderer JS heap (after a forced garbage collection): ${mib(sync.liveHeap.beforeMiB)} before sign-in, ` +
      `${mib(sync.liveHeap.afterMiB)} with the whole log cached, ` +
      `${mib(sync.liveHeap.searchedMiB)} once a search has read the search texts`,
    '',
    'Scrolling (frame durations with the frame-rate limit off)',
  ];
  for (const [name, pass, value] of [
    ['wheel speed, 240 px a frame from the top', scroll.wheel, s.ratios.wheelP95],
    ['fling through the whole list, 2000 px a frame', scroll.fling, s.ratios.flingP95],
  ] as const) {
    lines.push(
      `  ${name}: app p95 ${ms(pass.app.p95)} (p50 ${ms(pass.app.p50)}, p99 ${ms(pass.app.p99)}, max ${ms(pass.app.max)}, ` +
        `${pass.app.frames} frames, ${pass.app.blankFrames} with a row still loading, ${pass.app.listRows.toLocaleString('en-US')} rows reached)` +
        `   baseline (empty list) p95 ${ms(pass.baseline.p95)}   ${ratio(value)}` +
        `   budget p95 ≤ ${scroll.budgetP95Ms} ms: ${verdict(pass.app.p95 <= scroll.budgetP95Ms)}`,
    );
  }
  const { search } = s;
  lines.push(
    '',
    `Search (Ctrl+K), a query typed to its results on screen over the whole cached log: slowest ${ms(search.maxMs)}, median ${ms(search.medianMs)} ` +
      `(runs ${search.runsMs.map((v) => Math.round(v)).join(', ')}; the first after the start ${ms(search.firstMs)})` +
      `   baseline (the bare page read) ${ms(s.baselines.pageReadMs)}   ${ratio(s.ratios.search)}` +
      `   budget ≤ ${search.budgetMs} ms: ${verdict(search.maxMs <= search.budgetMs)}`,
    '',
    `First screen's JavaScript (${s.firstScreenJs.files.join(', ')}): ${kB(s.firstScreenJs.bytes)}, ${kB(s.firstScreenJs.gzipBytes)} gzip`,
    '',
    `Ratios (launch, reload, download, wheel, fling, search): ${s.ratios.launchFirstRows}, ${s.ratios.reloadFirstRows}, ` +
      `${s.ratios.download}, ${s.ratios.wheelP95}, ${s.ratios.flingP95}, ${s.ratios.search}; a row for docs/bench.md's "Ratios over time":`,
    ratiosRow(s),
  );
  console.log(lines.join('\n'));
}
