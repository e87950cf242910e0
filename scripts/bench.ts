/**
 * `npm run bench`: History at scale, in Chromium, against the budgets of design section 6. The
 * simulator (its own process) holds a data set whose user has about 100 000 communications; the
 * browser host (its own process) serves the built renderer; Chromium signs in and the app
 * downloads the whole log. Measured, each beside a baseline taken in the same run so that the
 * ratio holds on a noisy machine:
 *
 * - initial sync: items per second from sign-in until the cache holds the whole log, with the
 *   renderer's JS heap and the host's memory sampled throughout, and the renderer's heap after a
 *   forced garbage collection before and after; baseline: bare IndexedDB `put`s
 *   of the same items, a transaction per page, into a store without indexes;
 * - first rows after start from the warm cache (the host and the browser launched again, as a
 *   user starts the app: navigation to the first row painted, History opened as soon as its
 *   button exists), and after a reload of the running app; baseline: the bare IndexedDB read of
 *   the newest page through the date index;
 * - the global search (Ctrl+K): from a query typed to its results on screen, over the whole
 *   cached log, the running app settled; baseline: the same bare page read;
 * - frame times while scrolling the list (a wheel-speed pass from the top, then a fling through
 *   the whole list); baseline: an empty scroller of the same size scrolled the same way.
 *
 * The bench starts Chromium itself and connects Playwright only to drive the page: the sync and
 * the launches are measured through a bare DevTools session (see chromium-process.ts for why).
 *
 * A benchmark, not a test: it prints, and exits non-zero only when it could not measure.
 * Flags: --size N (simulator data set), --json, --no-build, --chromium PATH, --cpu-profile DIR
 * (CPU profiles for DevTools: the renderer, the host and the simulator during the sync, and the
 * renderer during one start from the warm cache and during the wheel-speed scroll; nothing else
 * is measured then), --trace DIR (Chrome traces of the whole browser: the download's first
 * seconds, and the first two launches on the warm cache up to their first rows; nothing else is
 * measured then; `scripts/trace-summary.ts` reads them). See docs/bench.md.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { z } from 'zod';
import { createApiClient } from '../src/main/api';
import {
  cacheComplete,
  cacheCount,
  clickButton,
  FIRST_ROWS_SIGNAL,
  installIdbHelpers,
  installStartProbe,
  rawFirstPage,
  rawPutBaseline,
  scrollFrames,
  selectors,
  START_MARKS,
  timeGlobalSearch,
  typeHistorySearch,
  type ScrollRun,
  type StartProbe,
} from './bench/page-probes';
import { CdpConnection, type CdpPage } from './bench/cdp-connection';
import { assertNoBrowserUi, startChromium, type RunningChromium } from './bench/chromium-process';
import { cpuByTree, rssMiB } from './bench/process-stats';
import { printReport, type BenchResult } from './bench/report';
import { runInfo } from './bench/run-info';
import { startTrace, type WrittenTrace } from './bench/tracing';
import { simulatorArgs, spawnJson, stopChild } from './lib/spawn-json';

const root = resolve(__dirname, '..');
const ROW_HEIGHT = 60;
const PAGE = 1000;
/** Starts timed: each one a new launch of the host and the browser, as a user starts the app. */
const STARTS = 5;
const SYNC_TIMEOUT_MS = 15 * 60_000;
/** The live heap after a search has settled when three readings a second apart are this close. */
const SETTLED_MIB = 0.5;
const SETTLE_READINGS_MAX = 60;
/** tsx keeps function names with a helper the page does not have: this one, for the page. */
const NAME_HELPER = 'globalThis.__name = (f) => f;';
/** A start whose first rows are not painted by then is a failure to measure. */
const START_TIMEOUT_MS = 30_000;
/** Scrolling at wheel speed: four rows a frame, for 600 frames, from the top. */
const WHEEL = { step: 4 * ROW_HEIGHT, frames: 600, toEnd: false };
/**
 * With --trace: the download is traced for its first seconds only (a trace of a whole download
 * of 100 000 items would run to gigabytes), with a buffer that holds them; the launches whole.
 */
const TRACE_SYNC_MS = 8000;
const TRACE_SYNC_BUFFER_KIB = 400 * 1024;
const TRACE_START_BUFFER_KIB = 100 * 1024;
/** With --trace: the launches traced, each its own file (the first after the download, and one after it). */
const TRACED_STARTS = 2;

const flags = z
  .object({
    // 85 % of the data set is the primary user's: this gives that user about 100 000 items.
    size: z.coerce.number().int().min(1000).default(118_000),
    json: z.boolean().default(false),
    'no-build': z.boolean().default(false),
    chromium: z.string().default('/usr/bin/chromium'),
    /** Where to write CPU profiles of the sync (renderer, host and simulator), to see where time goes. */
    'cpu-profile': z.string().optional(),
    /** Where to write Chrome traces of the download's first seconds and of two launches. */
    trace: z.string().optional(),
  })
  .refine((f) => f['cpu-profile'] === undefined || f.trace === undefined, {
    message: '--cpu-profile and --trace record different runs: give one of them',
  })
  .parse(
    parseArgs({
      options: {
        size: { type: 'string' },
        json: { type: 'boolean' },
        'no-build': { type: 'boolean' },
        chromium: { type: 'string' },
        'cpu-profile': { type: 'string' },
        trace: { type: 'string' },
      },
    }).values,
  );

const simulatorHandshake = z.object({
  baseUrl: z.string().url(),
  accounts: z.array(z.object({ userName: z.string(), password: z.string(), role: z.string() })),
});
const hostHandshake = z.object({ url: z.string().url() });

function log(line: string): void {
  if (!flags.json) console.error(line);
}

function logTrace({ file, bytes, dataLoss }: WrittenTrace, what: string): void {
  const full = dataLoss ? ' (the buffer filled: the trace holds the first part only)' : '';
  log(`  trace of ${what}: ${file}, ${(bytes / 2 ** 20).toFixed(1)} MiB${full}`);
}

/**
 * The JavaScript the first screen loads: the scripts index.html names (see
 * electron.vite.config.ts), their size and their size gzipped (Node's zlib at its default level).
 */
async function firstScreenJs(): Promise<BenchResult['firstScreenJs']> {
  const dir = join(root, 'out', 'renderer');
  const html = await readFile(join(dir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/<script\b[^>]*\bsrc="\.?\/?([^"]+)"/g)].map((m) => m[1] ?? '');
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = await readFile(join(dir, file));
    bytes += content.length;
    gzipBytes += gzipSync(content).length;
  }
  return { files, bytes, gzipBytes };
}

async function userLogSize(baseUrl: string, user: { userName: string; password: string }) {
  const client = createApiClient({ baseUrl, fetch, userSpace: 'bench-walk' });
  await client.session.login(user);
  let count = 0;
  for await (const page of client.communications.walk({ limit: PAGE })) count += page.items.length;
  await client.session.logout();
  return count;
}

/** Fills the sign-in form; the click is the measured sync's first step (see `measureSync`). */
async function fillSignIn(
  page: Page,
  server: string,
  user: { userName: string; password: string },
) {
  await page.getByLabel('Server address').fill(server);
  await page.getByLabel('User name').fill(user.userName);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('checkbox', { name: 'Remember me on this computer' }).check();
}

/** CPU seconds so far: the simulator, the host, and Chromium (everything else under this process). */
async function cpuNow(children: { host: ChildProcess; simulator: ChildProcess }) {
  const trees = await cpuByTree({
    host: children.host.pid,
    simulator: children.simulator.pid,
    all: process.pid,
  });
  const own = process.cpuUsage();
  const ownSeconds = (own.user + own.system) / 1e6;
  return {
    simulator: trees.simulator ?? 0,
    host: trees.host ?? 0,
    chromium: (trees.all ?? 0) - (trees.host ?? 0) - (trees.simulator ?? 0) - ownSeconds,
  };
}

/** A DevTools session's `send` (Playwright's or a bare one). */
type Send = <T>(method: string, params?: object) => Promise<T>;

function playwrightSend(page: Page): Send {
  const session = page.context().newCDPSession(page);
  return async <T>(method: string, params?: object) =>
    (await (await session).send(method as 'Runtime.enable', params)) as T;
}

/** With --cpu-profile: profiles the renderer until the returned function is called. */
async function startProfile(send: Send, name: string): Promise<() => Promise<void>> {
  const dir = flags['cpu-profile'];
  if (dir === undefined) return () => Promise.resolve();
  await send('Profiler.enable');
  await send('Profiler.start');
  return async () => {
    const { profile } = await send<{ profile: unknown }>('Profiler.stop');
    await writeFile(join(dir, `renderer-${name}.cpuprofile`), JSON.stringify(profile));
  };
}

/**
 * Sign-in to a complete cache, sampling progress and memory. Playwright fills the form and lets
 * go of the browser; the click and everything after it go through a bare DevTools session (see
 * chromium-process.ts). The bench's next step launches the browser again.
 */
async function measureSync(
  browsing: Browsing,
  children: { host: ChildProcess; simulator: ChildProcess },
  server: string,
  user: { userName: string; password: string },
  expected: number,
): Promise<BenchResult['sync']> {
  await fillSignIn(appPageOf(browsing), server, user);
  await browsing.browser.close();
  const connection = await CdpConnection.open(browsing.chromium.endpoint);
  try {
    return await measureSyncBare(connection, await connection.page(), children, expected);
  } finally {
    connection.close();
  }
}

async function measureSyncBare(
  connection: CdpConnection,
  cdp: CdpPage,
  children: { host: ChildProcess; simulator: ChildProcess },
  expected: number,
): Promise<BenchResult['sync']> {
  const send: Send = (method, params) => cdp.send(method, params);
  await send('Performance.enable');
  const heapMiB = async () => {
    const { metrics } = await send<{ metrics: { name: string; value: number }[] }>(
      'Performance.getMetrics',
    );
    const used = metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0;
    return used / 2 ** 20;
  };
  // What the page holds, garbage collected first: the peaks sampled below include garbage.
  const liveHeapMiB = async () => {
    await send('HeapProfiler.collectGarbage');
    return heapMiB();
  };
  const samples: BenchResult['sync']['samples'] = [];
  const liveBefore = await liveHeapMiB();
  const stopProfile = await startProfile(send, 'sync');
  let stopTrace =
    flags.trace === undefined
      ? undefined
      : await startTrace(connection, join(flags.trace, 'download.json'), {
          bufferKiB: TRACE_SYNC_BUFFER_KIB,
        });
  const endTrace = async () => {
    const stop = stopTrace;
    stopTrace = undefined;
    if (stop) logTrace(await stop(), `the download (its first ${TRACE_SYNC_MS / 1000} s at most)`);
  };
  await cdp.evaluate(clickButton, 'Sign in');
  const started = performance.now();
  const cpuBefore = await cpuNow(children);
  // Counting 100 000 rows is work for the browser too: progress is counted every 2 s, and the
  // end is seen by the ranges (one interval from the oldest item to now), a tiny read.
  for (let tick = 0; ; tick++) {
    const elapsed = performance.now() - started;
    if (elapsed >= TRACE_SYNC_MS) await endTrace();
    const complete = await cdp.evaluate(cacheComplete, undefined);
    if (complete || tick % 8 === 0) {
      samples.push({
        ms: Math.round(elapsed),
        items: await cdp.evaluate(cacheCount, undefined),
        heapMiB: await heapMiB(),
        hostRssMiB: await rssMiB(children.host.pid),
      });
    }
    if (complete) break;
    if (elapsed > SYNC_TIMEOUT_MS) throw new Error(`the download did not end in time`);
    await sleep(250);
  }
  const held = samples.at(-1)?.items ?? 0;
  if (held < expected) throw new Error(`the cache held ${held} of ${expected} items`);
  const ms = performance.now() - started;
  const cpuAfter = await cpuNow(children);
  await endTrace();
  const cpuSeconds = {
    simulator: cpuAfter.simulator - cpuBefore.simulator,
    host: cpuAfter.host - cpuBefore.host,
    chromium: cpuAfter.chromium - cpuBefore.chromium,
  };
  await stopProfile();
  const afterMiB = await liveHeapMiB();
  // The search texts are not held during a first download; a search reads the rest at once.
  // Then the heap, collected each second, until three readings in a row agree.
  await cdp.evaluate(clickButton, 'History');
  await cdp.evaluate(typeHistorySearch, { selector: selectors.search, word: 'bench' });
  const readings = [await liveHeapMiB()];
  const agree = () => {
    const last = readings.slice(-3);
    return last.length === 3 && Math.max(...last) - Math.min(...last) < SETTLED_MIB;
  };
  while (!agree()) {
    if (readings.length > SETTLE_READINGS_MAX) throw new Error('the heap did not settle');
    await sleep(1000);
    readings.push(await liveHeapMiB());
  }
  const liveHeap = { beforeMiB: liveBefore, afterMiB, searchedMiB: readings.at(-1) ?? afterMiB };
  return {
    items: expected,
    ms,
    itemsPerSecond: (expected / ms) * 1000,
    samples,
    liveHeap,
    cpuSeconds,
  };
}

/**
 * Starts the page (`navigate`) and returns the start probe's times once the first rows are
 * painted (see `installStartProbe`). It waits for the probe's console message rather than asking
 * the page: Playwright's first question to a page compiles its own script there, ~50 ms of the
 * renderer's main thread in the middle of the start it would measure (seen in traces).
 */
async function startTimes(page: Page, navigate: () => Promise<unknown>): Promise<StartProbe> {
  const painted = page.waitForEvent('console', {
    predicate: (message) => message.text() === FIRST_ROWS_SIGNAL,
    timeout: START_TIMEOUT_MS,
  });
  await navigate();
  await painted;
  const probe = await page.evaluate(
    () => (globalThis as { __startProbe?: StartProbe }).__startProbe,
  );
  return probe ?? {};
}

/**
 * Single words (a query of several is marked word by word) the data set holds in message texts,
 * subjects and names (the simulator's fixtures):
 * each is found, so its results come. The first is searched once untimed-as-settled (the first
 * search after a start loads the dialog's chunk and may wait for the search texts).
 */
const SEARCH_QUERIES = ['printer', 'meeting', 'jansen', 'groot', 'missed', 'conference'];

/** Each query in a newly opened search dialog, as a user searches: Ctrl+K, type, Escape. */
async function searches(page: Page): Promise<BenchResult['search']> {
  const once = async (query: string) => {
    await page.keyboard.press('ControlOrMeta+k');
    await page.locator(selectors.globalSearch).waitFor();
    const ms = await page.evaluate(timeGlobalSearch, {
      fieldSelector: selectors.globalSearch,
      matchSelector: selectors.globalSearchMatch,
      query,
    });
    await page.keyboard.press('Escape');
    await page.locator(selectors.globalSearch).waitFor({ state: 'detached' });
    // The server's search follows a pause in typing; it is not what is measured.
    await page.waitForTimeout(1000);
    return ms;
  };
  const [first = '', ...rest] = SEARCH_QUERIES;
  const firstMs = await once(first);
  const runsMs: number[] = [];
  for (const query of [first, ...rest]) runsMs.push(await once(query));
  return { firstMs, runsMs };
}

async function rawFirstPages(page: Page): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < STARTS; i++) times.push((await page.evaluate(rawFirstPage, 50)).ms);
  return times;
}

async function scroll(
  page: Page,
  pass: { step: number; frames: number; toEnd: boolean; heightPx: number },
): Promise<{ app: ScrollRun; baseline: ScrollRun }> {
  const run = (baseline: boolean) =>
    page.evaluate(scrollFrames, {
      ...pass,
      scroller: selectors.scroller,
      placeholder: selectors.placeholder,
      baseline,
      maxMs: 5 * 60_000,
    });
  const baseline = await run(true);
  const app = await run(false);
  return { app, baseline };
}

/** Chromium as the bench started it, and Playwright connected to it. */
interface Browsing {
  chromium: RunningChromium;
  browser: Browser;
  /** The profile's own context (Chromium's default). */
  context: BrowserContext;
}

/**
 * Chromium on a profile on disk (IndexedDB as users have it; a Playwright context of its own
 * would keep it in memory), without the browser window's own preloaded pages (see
 * chromium-process.ts). With `uncapped`, frames come as fast as they can be made, so a frame's
 * interval is its cost rather than the display's: for the scroll measurements only.
 */
async function launch(userDataDir: string, uncapped: boolean): Promise<Browsing> {
  return connect(await startBrowser(userDataDir, uncapped));
}

function startBrowser(userDataDir: string, uncapped: boolean): Promise<RunningChromium> {
  return startChromium({
    executablePath: flags.chromium,
    userDataDir,
    viewport: { width: 1280, height: 800 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--no-first-run',
      ...(uncapped ? ['--disable-gpu-vsync', '--disable-frame-rate-limit'] : []),
    ],
  });
}

/**
 * A start with no Playwright attached: a bare DevTools session adds the start probe, opens the
 * app and waits on the probe's promise (one question, asked once the page has committed). With
 * `traceFile`, the whole browser is traced from just before the navigation to the first rows.
 */
async function bareStart(
  running: RunningChromium,
  url: string,
  traceFile?: string,
): Promise<StartProbe> {
  const connection = await CdpConnection.open(running.endpoint);
  try {
    const page = await connection.page();
    await page.send('Page.enable');
    const probeArgs = {
      rowSelector: selectors.row,
      signal: FIRST_ROWS_SIGNAL,
      marks: START_MARKS,
    };
    for (const source of [
      NAME_HELPER,
      `(${installStartProbe.toString()})(${JSON.stringify(probeArgs)})`,
    ]) {
      await page.send('Page.addScriptToEvaluateOnNewDocument', { source });
    }
    const stopTrace =
      traceFile === undefined
        ? undefined
        : await startTrace(connection, traceFile, { bufferKiB: TRACE_START_BUFFER_KIB });
    await page.send('Page.navigate', { url });
    const deadline = performance.now() + START_TIMEOUT_MS;
    const painted = () =>
      page.evaluate(
        () => (globalThis as { __startProbePainted?: Promise<StartProbe> }).__startProbePainted,
        undefined,
      );
    // Asked until the app's page is the one answering (the first asks may reach the blank one).
    for (;;) {
      const left = deadline - performance.now();
      const probe = await Promise.race([painted(), sleep(left, undefined, { ref: false })]);
      if (probe) {
        if (stopTrace) logTrace(await stopTrace(), 'the launch');
        await assertNoBrowserUi(connection);
        return probe;
      }
      if (performance.now() >= deadline) {
        throw new Error(`the first rows were not painted within ${START_TIMEOUT_MS / 1000} s`);
      }
      await sleep(20);
    }
  } finally {
    connection.close();
  }
}

async function connect(running: RunningChromium): Promise<Browsing> {
  const browser = await chromium.connectOverCDP(running.endpoint);
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium has no default context');
  return { chromium: running, browser, context };
}

async function quit(browsing: Browsing | undefined): Promise<void> {
  await browsing?.browser.close();
  await browsing?.chromium.close();
}

function appPageOf(browsing: Browsing): Page {
  const page = browsing.context.pages()[0];
  if (!page) throw new Error('Chromium has no page');
  return page;
}

/**
 * Playwright's hold on the app's page, with the bench's helpers (and with `openHistory` the start
 * probe) installed for the page's next loads: the first sign-in page, the reloads and the
 * baselines' page. A launch's own start is opened by `bareStart`.
 */
async function appPage(browsing: Browsing, openHistory = false): Promise<Page> {
  const { context } = browsing;
  await context.addInitScript({ content: NAME_HELPER });
  await context.addInitScript(installIdbHelpers);
  if (openHistory) {
    await context.addInitScript(installStartProbe, {
      rowSelector: selectors.row,
      signal: FIRST_ROWS_SIGNAL,
      marks: START_MARKS,
    });
  }
  return appPageOf(browsing);
}

/**
 * Node flags that write CPU profiles of the process when it exits, in DIR/name: one file per
 * thread and start, named by Node (CPU.date.time.pid.tid.seq). tsx's loader runs in a thread of
 * its own; the process's main thread is the one with thread id 0. (One name for all of them
 * kept only the last thread's profile: the loader's.)
 */
function nodeProfileFlags(name: string): string[] {
  const dir = flags['cpu-profile'];
  return dir === undefined ? [] : ['--cpu-prof', '--cpu-prof-dir', join(dir, name)];
}

async function main(): Promise<void> {
  if (flags['cpu-profile'] !== undefined) await mkdir(flags['cpu-profile'], { recursive: true });
  if (flags.trace !== undefined) await mkdir(flags.trace, { recursive: true });
  if (!flags['no-build']) {
    log('building the renderer…');
    const build = spawnSync(join(root, 'node_modules', '.bin', 'electron-vite'), ['build'], {
      cwd: root,
      stdio: 'ignore',
    });
    if (build.status !== 0) throw new Error('electron-vite build failed');
  }
  // What is measured: the build's commit and scripts, taken now (the tree may change meanwhile).
  const run = runInfo(root);
  const js = await firstScreenJs();
  const profileDir = await mkdtemp(join(tmpdir(), 'sb-bench-profile-'));
  const browserDir = await mkdtemp(join(tmpdir(), 'sb-bench-chromium-'));
  const children: ChildProcess[] = [];
  let browsing: Browsing | undefined;
  try {
    log(`simulator: ${flags.size} communications…`);
    const sim = await spawnJson([...nodeProfileFlags('simulator'), ...simulatorArgs(flags.size)], {
      cwd: root,
    });
    children.push(sim.child);
    const { baseUrl, accounts } = simulatorHandshake.parse(sim.first);
    const user = accounts.find((a) => a.role === 'user');
    if (!user) throw new Error('the simulator has no user account');
    const expected = await userLogSize(baseUrl, user);
    log(`the user's log: ${expected} items`);

    // No --port: the host keeps the profile's port, so its second start is the same origin.
    const startHost = async () => {
      const started = await spawnJson(
        [
          ...nodeProfileFlags('host'),
          ...['--import', 'tsx', 'src/main/browser-host/cli.ts', '--json', '--no-build'],
          ...['--profile', profileDir, '--server', baseUrl],
        ],
        { cwd: root },
      );
      children.push(started.child);
      return { child: started.child, url: hostHandshake.parse(started.first).url };
    };
    let host = await startHost();
    browsing = await launch(browserDir, false);
    let page = await appPage(browsing);
    await page.goto(host.url);
    /**
     * The app started again, as a user starts it: a new host and a new browser on the same
     * profiles (the launch secret is good for one page; the port, and so the origin and its
     * IndexedDB, stay), with no DevTools client turning domains on while it starts. The page
     * opens History as soon as it can; its first rows' times. Playwright connects afterwards.
     */
    const relaunch = async (uncapped: boolean, traceFile?: string): Promise<StartProbe> => {
      await quit(browsing);
      await stopChild(host.child);
      host = await startHost();
      const running = await startBrowser(browserDir, uncapped);
      // Not yet `browsing`: a start that fails must close this browser itself.
      const probe = await bareStart(running, host.url, traceFile).catch(async (error: unknown) => {
        await running.close();
        throw error;
      });
      browsing = await connect(running);
      page = await appPage(browsing, true);
      return probe;
    };

    log('initial sync…');
    const sync = await measureSync(
      browsing,
      { host: host.child, simulator: sim.child },
      baseUrl,
      user,
      expected,
    );
    const cpu = Object.entries(sync.cpuSeconds).map(([k, v]) => `${k} ${v.toFixed(1)} s`);
    log(`  ${Math.round(sync.itemsPerSecond)} items/s; CPU: ${cpu.join(', ')}`);
    if (flags['cpu-profile'] !== undefined) {
      // Profiles are of the sync and of one start from the warm cache (a reload once the page
      // has its session); nothing else is measured.
      await relaunch(false);
      await page.waitForTimeout(3000);
      const stop = await startProfile(playwrightSend(page), 'start');
      await startTimes(page, () => page.reload());
      await stop();
      await page.waitForTimeout(5000);
      const stopScroll = await startProfile(playwrightSend(page), 'scroll');
      await scroll(page, { ...WHEEL, heightPx: expected * ROW_HEIGHT });
      await stopScroll();
      return;
    }
    if (flags.trace !== undefined) {
      // Traces of the download's first seconds (above) and of launches on the warm cache; nothing
      // else is measured. The first launch after the download is the slowest of five in most runs.
      for (let i = 1; i <= TRACED_STARTS; i++) {
        log(`traced launch ${i}…`);
        const probe = await relaunch(false, join(flags.trace, `launch-${i}.json`));
        const at = (v: number | undefined) => (v === undefined ? '–' : `${Math.round(v)} ms`);
        log(
          `  page loaded at ${at(probe.loadedAt)}, History button at ${at(probe.clickedAt)}, ` +
            `first rows at ${at(probe.firstRowsAt)} (traced: slower than untraced)`,
        );
      }
      log(`summaries: npx tsx scripts/trace-summary.ts ${join(flags.trace, 'launch-1.json')}`);
      return;
    }
    log('first rows after start (warm cache)…');
    const firstRows: StartProbe[] = [];
    for (let i = 0; i < STARTS; i++) {
      firstRows.push(await relaunch(false));
    }
    // And reloads of the running app (the window reloaded, or signed out and in): the browser
    // is up, its caches warm. Each once the page is quiet.
    const reloads: StartProbe[] = [];
    for (let i = 0; i < STARTS; i++) {
      await page.waitForTimeout(2000);
      reloads.push(await startTimes(page, () => page.reload()));
    }
    log('searching…');
    await page.waitForTimeout(2000);
    const search = await searches(page);
    // The bare read with the app not running: the app's own reads after its start (the list's
    // skeleton: 100 000 keys) went first and made it 190–260 ms. A page of the same origin (a
    // plain 404) has the same IndexedDB.
    await page.goto(new URL('/bench-baseline', page.url()).href);
    await page.evaluate(installIdbHelpers);
    const rawFirst = await rawFirstPages(page);

    log('scrolling…');
    // Frames uncapped, so that a frame's interval is its cost.
    await relaunch(true);
    // The whole skeleton is in: the list spans every cached row.
    const listRows = () =>
      page.evaluate(
        (selector) => document.querySelector(selector)?.getAttribute('aria-setsize') ?? 'no list',
        selectors.row,
      );
    await page
      .waitForFunction(
        ([selector, rows]) =>
          document.querySelector(selector)?.getAttribute('aria-setsize') === String(rows),
        [selectors.row, expected] as const,
        { timeout: 180_000 },
      )
      .catch(async (error: unknown) => {
        const shot = join(tmpdir(), `sb-bench-${Date.now()}.png`);
        await page.screenshot({ path: shot });
        throw new Error(
          `the list never held all ${expected} rows (it held ${await listRows()}; the page: ${shot})`,
          { cause: error },
        );
      });
    const heightPx = expected * ROW_HEIGHT;
    const wheel = await scroll(page, { ...WHEEL, heightPx });
    const fling = await scroll(page, { step: 2000, frames: 0, toEnd: true, heightPx });

    // Last: every database of an origin shares one store in Chromium, so the compaction after
    // such writes and a deletion slowed the app's reads that followed (starts of
    // 1.4–2 s among starts of 0.75–0.85 s, and the bare first-rows baseline at 190–260 ms
    // instead of 4–8 ms).
    log('baseline writes…');
    // The page was opened by `bareStart`, without the helpers.
    await page.evaluate(installIdbHelpers);
    const put = await page.evaluate(rawPutBaseline);

    printReport(
      {
        machine: { cores: cpus().length, chromium: browsing.browser.version() },
        run,
        dataSet: { simulator: flags.size, userLog: expected },
        sync,
        put,
        firstScreenJs: js,
        firstRows,
        reloads,
        rawFirst,
        search,
        wheel,
        fling,
      },
      flags.json,
    );
  } finally {
    await quit(browsing);
    for (const child of children.reverse()) await stopChild(child);
    await rm(profileDir, { recursive: true, force: true });
    await rm(browserDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error('bench: could not measure:', error);
  process.exit(1);
});
