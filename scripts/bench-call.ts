/**
 * `npm run bench:call`: placing a call, against issue #29's budget (a click on Call to the
 * server receiving `pbx_call`, p95 ≤ 150 ms). The simulator (its own process, its control API,
 * the far side played by hand: nobody answers) and the browser host (its own process, the built
 * renderer) run as a user runs them; Chromium signs in as `user`, waits until main has
 * registered the device (the simulator's request log shows the registration and the read of the
 * device's calls that follows it), opens People and selects colleague1. Then, `--calls` times:
 *
 * - the Call button is clicked (Playwright's mouse); the page notes the click's time in a
 *   capture listener on `window`, before React's handler runs, and the time the bridge's
 *   WebSocket sends `phone.call` to the host (`WebSocket.prototype.send` wrapped);
 * - the simulator notes when it received `pbx_call` (its request log, at `onRequest`);
 * - once the call bar says the user's phone rings, the call is hung up through the control API
 *   (`POST /__simulator/calls/<id>/hangup`) and the bench waits for the call bar to go.
 *
 * The clock: `Date.now()` in the page and in the simulator, two processes on one machine reading
 * the same system clock, in whole milliseconds.
 *
 * The baseline, in the same run: the same request bare, a `fetch` POST of the same payload to
 * `<tenant>/me/device/pbx_call` from a page of the simulator's own origin in the same browser
 * (the app's page may not fetch: its CSP allows its host's socket only), timed from just before
 * the fetch to the simulator's log of it, the same way. It has no session, so the simulator
 * refuses it after logging it. The ratio is app ÷ baseline: what the app's path (React, the
 * bridge, the host, main, its HTTP client) costs over one bare request on this machine.
 *
 * A benchmark, not a test: it prints, and exits non-zero only when it could not measure.
 * Flags: --calls N (default 30), --json, --no-build, --chromium PATH. See docs/bench.md.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { type Browser, type Page } from '@playwright/test';
import { z } from 'zod';
import { createApiClient } from '../src/main/api';
import { dialableNumber } from '../src/shared/interface';
import {
  CALL_BUDGET_P95_MS,
  callReportSchema,
  callReportText,
  figuresOf,
  ratioOf,
  type CallReport,
} from './bench/call-report';
import {
  commonFlagOptions,
  commonFlags,
  hostHandshake,
  simulatorHandshake,
} from './bench/bench-args';
import { launchChromium, signInAndOpen } from './bench/page-session';
import { runInfo } from './bench/run-info';
import { simulatorArgs, spawnJson, stopChild } from './lib/spawn-json';

const root = resolve(__dirname, '..');

const flags = z
  .object({
    calls: z.coerce.number().int().min(1).default(30),
    ...commonFlags,
  })
  .parse(
    parseArgs({
      options: {
        calls: { type: 'string' },
        ...commonFlagOptions,
      },
    }).values,
  );

const requestLogSchema = z.object({
  count: z.number().int(),
  requests: z.array(
    z.object({ index: z.number().int(), method: z.string(), path: z.string(), at: z.number() }),
  ),
});
const controlCallsSchema = z.object({
  data: z.array(z.object({ id: z.string(), state: z.string(), to: z.string() })),
});
const probeSchema = z.object({ clicks: z.array(z.number()), sent: z.array(z.number()) });

function log(line: string): void {
  if (!flags.json) console.error(line);
}

/**
 * The page's notes, installed before its scripts run: each click's time (a capture listener on
 * `window` runs before React's, which listens on its root), and each `phone.call` the bridge
 * sends. A string, not a function: tsx's compiled functions call helpers the page lacks.
 */
const PROBE = `{
  const probe = { clicks: [], sent: [] };
  window.addEventListener('click', () => probe.clicks.push(Date.now()), true);
  const send = WebSocket.prototype.send;
  WebSocket.prototype.send = function (data) {
    if (typeof data === 'string' && data.includes('"call":"phone.call"')) probe.sent.push(Date.now());
    return send.call(this, data);
  };
  window.__benchCall = probe;
}`;

/** The simulator's control API and its request log. */
function control(baseUrl: string) {
  const get = async (path: string) => {
    const answer = await fetch(`${baseUrl}/__simulator${path}`);
    if (!answer.ok) throw new Error(`GET ${path}: ${answer.status}`);
    return answer.json() as Promise<unknown>;
  };
  const post = async (path: string, body?: unknown) => {
    const answer = await fetch(`${baseUrl}/__simulator${path}`, {
      method: 'POST',
      ...(body !== undefined && {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    });
    if (!answer.ok) throw new Error(`POST ${path}: ${answer.status} ${await answer.text()}`);
  };
  return {
    requests: async (since: number) =>
      requestLogSchema.parse(await get(`/requests?since=${since}`)),
    /** How many requests the log has had, none of them listed. */
    count: async () =>
      requestLogSchema.parse(await get(`/requests?since=${Number.MAX_SAFE_INTEGER}`)).count,
    calls: async () => controlCallsSchema.parse(await get('/calls')).data,
    post,
    /**
     * The first request since `since` that `matches`, as the simulator logged it; waits for it
     * (the log is read only after the page has seen the call, so this rarely loops).
     */
    async received(since: number, matches: (r: { method: string; path: string }) => boolean) {
      for (let waited = 0; waited < 10_000; waited += 50) {
        const found = (await this.requests(since)).requests.find(matches);
        if (found) return found;
        await sleep(50);
      }
      throw new Error(`the simulator received no such request in 10 s (since ${since})`);
    },
  };
}
type Control = ReturnType<typeof control>;

const isPbxCall = (r: { method: string; path: string }) =>
  r.method === 'POST' && r.path.endsWith('/me/device/pbx_call');

/** Waits until main has registered the device and read its calls (it does so after sign-in). */
async function deviceRegistered(sim: Control): Promise<void> {
  for (let waited = 0; waited < 60_000; waited += 250) {
    const { requests } = await sim.requests(0);
    const registered = requests.findIndex(
      (r) => r.method === 'POST' && r.path.endsWith('/me/device/register'),
    );
    const read = requests.findIndex(
      (r, i) => i > registered && r.method === 'GET' && r.path.endsWith('/me/device/calls'),
    );
    if (registered >= 0 && read >= 0) return;
    await sleep(250);
  }
  throw new Error('main did not register the device within 60 s');
}

/** A colleague's name and number, as People shows them and the PBX dials them. */
async function colleagueOf(baseUrl: string, user: { userName: string; password: string }) {
  const client = createApiClient({ baseUrl, fetch, userSpace: 'bench-call-reader' });
  await client.session.login(user);
  const found = await client.users.list({
    where: { userName: 'colleague1' },
    include: ['person', 'primaryLine.phones.phone.phoneNumber'],
  });
  await client.session.logout();
  const number = /"phoneNumber":"([^"]+)"/.exec(JSON.stringify(found.items))?.[1] ?? '';
  const name = found.items[0]?.person?.commonName;
  const dialled = dialableNumber(number);
  if (!name || dialled === undefined) throw new Error('colleague1 has no name or number');
  return { name, number: dialled };
}

/** One click on Call, measured; the call is hung up and gone from the bar when this returns. */
async function placeOne(page: Page, sim: Control, name: string) {
  const since = await sim.count();
  const callsBefore = (await sim.calls()).length;
  await page.evaluate(`window.__benchCall.clicks.length = 0; window.__benchCall.sent.length = 0`);
  await page.getByRole('button', { name: `Call ${name}`, exact: true }).click();
  const bar = page.getByRole('region', { name: 'Current call' });
  await bar
    .getByRole('status')
    .filter({ hasText: `Your phone is ringing. Pick it up to call ${name}.` })
    .waitFor({ timeout: 10_000 });
  const received = await sim.received(since, isPbxCall);
  const probe = probeSchema.parse(await page.evaluate('window.__benchCall'));
  const [clickAt] = probe.clicks;
  const [sentAt] = probe.sent;
  if (clickAt === undefined || sentAt === undefined || probe.sent.length !== 1) {
    throw new Error(
      `the page noted ${probe.clicks.length} clicks, ${probe.sent.length} calls sent`,
    );
  }
  const call = (await sim.calls())[callsBefore];
  if (!call) throw new Error('the simulator lists no new call');
  await sim.post(`/calls/${call.id}/hangup`);
  // The bar says the call ended for a few seconds (ENDED_MS), then goes.
  await bar.waitFor({ state: 'hidden', timeout: 15_000 });
  return { total: received.at - clickAt, page: sentAt - clickAt, rest: received.at - sentAt };
}

/**
 * The baseline: the same POST, bare, from a page of the simulator's origin (its JSON calls list
 * has no CSP) in the same browser, `calls` times after one that opens the connection.
 */
async function bareRequests(page: Page, sim: Control, baseUrl: string, to: string, calls: number) {
  await page.goto(`${baseUrl}/__simulator/calls`);
  const path = `${new URL(baseUrl).pathname}/me/device/pbx_call`;
  const send = (): Promise<number> =>
    page.evaluate(
      `(async () => {
        const at = Date.now();
        await fetch(${JSON.stringify(path)}, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: ${JSON.stringify(JSON.stringify(to))},
        });
        return at;
      })()`,
    );
  await send();
  const runs: number[] = [];
  for (let i = 0; i < calls; i++) {
    const since = await sim.count();
    const sentAt = await send();
    runs.push((await sim.received(since, isPbxCall)).at - sentAt);
  }
  return runs;
}

async function main(): Promise<number> {
  if (!flags['no-build']) {
    log('building the renderer…');
    const build = spawnSync(join(root, 'node_modules', '.bin', 'electron-vite'), ['build'], {
      cwd: root,
      stdio: 'ignore',
    });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const run = runInfo(root);
  const profile = await mkdtemp(join(tmpdir(), 'sb-bench-call-'));
  const children: ChildProcess[] = [];
  let browser: Browser | undefined;
  try {
    const simulator = await spawnJson(simulatorArgs(50), { cwd: root });
    children.push(simulator.child);
    const simInfo = simulatorHandshake.parse(simulator.first);
    const origin = new URL(simInfo.baseUrl).origin;
    const sim = control(simInfo.baseUrl);
    const user = simInfo.accounts.find((a) => a.userName === 'user');
    if (!user) throw new Error('the simulator has no user account');
    // Nobody answers: each call rings the user's phone until the bench hangs it up.
    await sim.post('/events', {
      type: 'phoneScript',
      deviceAnswerMs: null,
      outcome: 'manual',
      ringTimeoutMs: 600_000,
    });
    const colleague = await colleagueOf(simInfo.baseUrl, user);
    const started = await spawnJson(
      [
        ...['--import', 'tsx', 'src/main/browser-host/cli.ts', '--json', '--no-build'],
        ...['--port', '0', '--profile', profile, '--server', origin],
      ],
      { cwd: root },
    );
    children.push(started.child);

    browser = await launchChromium(flags.chromium);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.addInitScript(PROBE);
    await page.goto(hostHandshake.parse(started.first).url);
    await signInAndOpen(page, origin, user, 'People');
    await deviceRegistered(sim);
    await page.getByRole('searchbox', { name: 'Search colleagues' }).fill(colleague.name);
    await page
      .getByRole('listbox', { name: 'Colleagues' })
      .getByRole('option', { name: new RegExp(`^${colleague.name}`) })
      .click();
    log(`signed in, the device registered; calling ${colleague.name} ${flags.calls} times…`);

    const loadAverage = loadavg()[0] ?? 0;
    const total: number[] = [];
    const pagePart: number[] = [];
    const rest: number[] = [];
    for (let i = 0; i < flags.calls; i++) {
      const one = await placeOne(page, sim, colleague.name);
      total.push(one.total);
      pagePart.push(one.page);
      rest.push(one.rest);
      log(`  call ${i + 1}: ${one.total} ms (page ${one.page}, host and server ${one.rest})`);
    }

    log('baseline: the same request, bare…');
    const barePage = await browser.newPage();
    const baselineRuns = await bareRequests(
      barePage,
      sim,
      simInfo.baseUrl,
      colleague.number,
      flags.calls,
    );

    const app = figuresOf(total);
    const baseline = figuresOf(baselineRuns);
    const report: CallReport = callReportSchema.parse({
      machine: { cores: cpus().length, chromium: browser.version(), loadAverage },
      run,
      budgetP95Ms: CALL_BUDGET_P95_MS,
      calls: total.length,
      app,
      stages: { page: figuresOf(pagePart), hostAndServer: figuresOf(rest) },
      baseline,
      ratios: {
        median: ratioOf(app.medianMs, baseline.medianMs),
        p95: ratioOf(app.p95Ms, baseline.p95Ms),
      },
    });
    console.log(flags.json ? JSON.stringify(report, null, 2) : callReportText(report));
    return 0;
  } finally {
    await browser?.close();
    for (const child of children.reverse()) await stopChild(child);
    await rm(profile, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('bench:call: could not measure:', error);
    process.exit(1);
  },
);
