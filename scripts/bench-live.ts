/**
 * `npm run bench:live`: what the app asks the server while idle, and how soon a message from
 * someone else is on screen (issue 23's budgets: at most 6 HTTP requests a minute idle on
 * Conversations with a thread open; a message in the open thread on screen within 1 s, p95, of
 * the server accepting it).
 *
 * The simulator (its own process, with its control API) and the browser host (its own process,
 * the app's default heartbeat and intervals) run as a user runs them; Chromium signs in as
 * `user`, opens Conversations and the thread with colleague1, and is left alone:
 *
 * - idle: after a settling time (the first download, the first sync), every API request the
 *   simulator receives over one minute (its `GET /__simulator/requests`), counted and grouped;
 * - latency: messages from colleague1 posted through the control API one at a time; each is
 *   timed from just before the post to the moment its text is in the page (a MutationObserver
 *   in the page, on the same clock), at random gaps so that no polling phase is favoured.
 * - outage (issue 27): the user sends a message while the server is away for a few seconds,
 *   once with its port refusing connections (`refuseConnectionsMs`: never written, so sent
 *   again as soon as the app sees the server back) and once with every request cut after the
 *   server read it (`dropRate` 1: a reset, so in doubt until the settle window, 90 s, has
 *   passed); each is timed from the server's return to the message being stored there.
 *
 * A benchmark, not a test: it prints, and exits non-zero only when it could not measure.
 * Flags: --samples N (default 20), --idle-seconds S (default 60), --settle-seconds S (default
 * 20), --size N (default 400), --outage-seconds S (default 5; 0 skips the outage), --json,
 * --chromium PATH.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { type Page } from '@playwright/test';
import { z } from 'zod';
import { createApiClient } from '../src/main/api';
import { launchChromium, signInAndOpen } from './bench/page-session';
import { simulatorArgs, spawnJson, stopChild } from './lib/spawn-json';

const root = resolve(__dirname, '..');
const MARK = 'bench-live';

const flagsSchema = z.object({
  samples: z.coerce.number().int().min(1).default(20),
  'idle-seconds': z.coerce.number().int().min(1).default(60),
  'settle-seconds': z.coerce.number().int().min(0).default(20),
  size: z.coerce.number().int().min(10).default(400),
  'outage-seconds': z.coerce.number().int().min(0).default(5),
  json: z.boolean().default(false),
  chromium: z.string().default('/usr/bin/chromium'),
});

const simulatorLineSchema = z.object({
  baseUrl: z.string(),
  accounts: z.array(z.object({ userName: z.string(), password: z.string() })),
  fixtures: z.object({ chatSession: z.string() }),
});
const requestsSchema = z.object({
  count: z.number(),
  requests: z.array(z.object({ method: z.string(), path: z.string() })),
});

/** `GET /api/v1/master/chats/1234/messages` → `GET /chats/:oid/messages`. */
function routeOf(method: string, path: string): string {
  return `${method} ${path.replace(/^\/api\/v1\/[^/]+/, '').replace(/\/\d+(?=\/|$)/g, '/:oid')}`;
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/**
 * Records, in the page, when each bench message's text first appears (epoch ms). A string, not
 * a function: tsx's compiled functions call a helper the page does not have.
 */
async function installSeenProbe(page: Page): Promise<void> {
  await page.addInitScript(`{
    const seen = {};
    const pattern = /${MARK}-\\d+-[a-z0-9]+/g;
    const look = (text) => {
      for (const match of (text ?? '').match(pattern) ?? []) seen[match] ??= Date.now();
    };
    new MutationObserver((mutations) => {
      for (const m of mutations) {
        if (m.type === 'characterData') look(m.target.textContent);
        for (const node of m.addedNodes) look(node.textContent);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
    window.__benchSeen = seen;
  }`);
}

/** When the page first showed `text` (epoch ms), or undefined. */
function seenAt(page: Page, text: string): Promise<number | undefined> {
  return page.evaluate(`window.__benchSeen[${JSON.stringify(text)}]`);
}

async function main(): Promise<void> {
  const flags = flagsSchema.parse(
    parseArgs({
      options: {
        samples: { type: 'string' },
        'idle-seconds': { type: 'string' },
        'settle-seconds': { type: 'string' },
        size: { type: 'string' },
        'outage-seconds': { type: 'string' },
        json: { type: 'boolean' },
        chromium: { type: 'string' },
      },
    }).values,
  );
  const say = (line: string) => {
    if (!flags.json) console.error(line);
  };
  const profile = await mkdtemp(join(tmpdir(), 'sb-bench-live-'));
  const simulator = await spawnJson(simulatorArgs(flags.size), { cwd: root });
  const sim = simulatorLineSchema.parse(simulator.first);
  const origin = new URL(sim.baseUrl).origin;
  const host = await spawnJson(
    [
      '--import',
      'tsx',
      'src/main/browser-host/cli.ts',
      '--json',
      '--port',
      '0',
      '--profile',
      profile,
      '--server',
      origin,
    ],
    { cwd: root },
  );
  const hostUrl = z.object({ url: z.string() }).parse(host.first).url;
  const browser = await launchChromium(flags.chromium);
  try {
    const user = sim.accounts.find((a) => a.userName === 'user');
    if (!user) throw new Error('the simulator has no user account');
    const reader = createApiClient({ baseUrl: sim.baseUrl, fetch, userSpace: 'bench-live' });
    await reader.session.login(user);
    const [chat, me] = await Promise.all([
      reader.chats.get(sim.fixtures.chatSession),
      reader.me.info(),
    ]);
    await reader.session.logout();
    const name = chat.participants
      .filter((p) => p.oid !== me.person.oid)
      .map((p) => p.commonName)
      .join(', ');

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await installSeenProbe(page);
    await page.goto(hostUrl);
    await signInAndOpen(page, origin, user, 'Conversations');
    await page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: new RegExp(`^${name}`) })
      .click({ timeout: 60_000 });
    await page.getByRole('list', { name: `Messages with ${name}` }).waitFor();
    say(`thread with ${name} open; settling for ${flags['settle-seconds']} s`);
    await sleep(flags['settle-seconds'] * 1000);

    const control = `${sim.baseUrl}/__simulator`;
    const requestsSince = async (since: number) =>
      requestsSchema.parse(await (await fetch(`${control}/requests?since=${since}`)).json());
    const start = (await requestsSince(0)).count;
    say(`counting requests for ${flags['idle-seconds']} s`);
    await sleep(flags['idle-seconds'] * 1000);
    const idle = await requestsSince(start);
    const routes: Record<string, number> = {};
    for (const r of idle.requests) {
      const route = routeOf(r.method, r.path);
      routes[route] = (routes[route] ?? 0) + 1;
    }
    const perMinute = (idle.count - start) / (flags['idle-seconds'] / 60);
    say(`idle: ${perMinute.toFixed(1)} requests a minute ${JSON.stringify(routes)}`);

    const latencies: number[] = [];
    let missed = 0;
    for (let i = 0; i < flags.samples; i++) {
      const text = `${MARK}-${i}-${Math.random().toString(36).slice(2, 8)}`;
      const sentAt = Date.now();
      const posted = await fetch(`${control}/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'incomingChat', chatSession: sim.fixtures.chatSession, text }),
      });
      if (!posted.ok) throw new Error(`posting a message failed: ${posted.status}`);
      let at: number | undefined;
      const deadline = sentAt + 30_000;
      while ((at = await seenAt(page, text)) === undefined && Date.now() < deadline) {
        await sleep(50);
      }
      if (at === undefined) missed += 1;
      else latencies.push(at - sentAt);
      await sleep(1000 + Math.random() * 1500);
    }
    const sorted = [...latencies].sort((a, b) => a - b);

    // Outage: from the server's return to our message stored there, refused and reset.
    const outage: Record<'refusedMs' | 'resetMs', number | null> = {
      refusedMs: null,
      resetMs: null,
    };
    const awayMs = flags['outage-seconds'] * 1000;
    if (awayMs > 0) {
      const setFaults = async (faults: object) => {
        const answer = await fetch(`${control}/faults`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(faults),
        });
        if (!answer.ok) throw new Error(`setting faults failed: ${answer.status}`);
      };
      const composer = page.getByRole('textbox', { name: `Message ${name}` });
      const reader = createApiClient({ baseUrl: sim.baseUrl, fetch, userSpace: 'bench-outage' });
      await reader.session.login(user);
      const stored = async (text: string) =>
        (await reader.chats.messages(sim.fixtures.chatSession, { limit: 20 })).items.some(
          (m) => m.subject === text,
        );
      for (const kind of ['refused', 'reset'] as const) {
        const text = `${MARK}-outage-${kind}-${Math.random().toString(36).slice(2, 8)}`;
        await setFaults(kind === 'refused' ? { refuseConnectionsMs: awayMs } : { dropRate: 1 });
        let backAt = Date.now() + awayMs;
        await sleep(150); // the app hears its kept-alive connections close
        await composer.fill(text);
        await composer.press('Enter');
        await sleep(Math.max(0, backAt - Date.now()));
        if (kind === 'reset') {
          await setFaults({});
          backAt = Date.now();
        }
        say(`outage (${kind}): the server is back; waiting for the message`);
        const deadline = backAt + 150_000;
        while (!(await stored(text)) && Date.now() < deadline) await sleep(250);
        outage[kind === 'refused' ? 'refusedMs' : 'resetMs'] =
          Date.now() < deadline ? Date.now() - backAt : null;
        await sleep(2000);
      }
      await reader.session.logout().catch(() => {});
    }

    const result = {
      idle: {
        seconds: flags['idle-seconds'],
        requests: idle.count - start,
        perMinute: Number(perMinute.toFixed(1)),
        routes,
        budgetPerMinute: 6,
      },
      latency: {
        samples: latencies.length,
        missed,
        p50Ms: percentile(sorted, 50),
        p95Ms: percentile(sorted, 95),
        maxMs: sorted.at(-1) ?? Number.NaN,
        budgetP95Ms: 1000,
      },
      outage: { seconds: flags['outage-seconds'], ...outage },
    };
    if (flags.json) {
      console.log(JSON.stringify(result));
    } else {
      say(
        `latency: p50 ${result.latency.p50Ms} ms, p95 ${result.latency.p95Ms} ms, max ${result.latency.maxMs} ms over ${latencies.length} messages (${missed} not seen within 30 s)`,
      );
      if (awayMs > 0) {
        const said = (ms: number | null) => (ms === null ? 'not within 150 s' : `${ms} ms`);
        say(
          `outage of ${flags['outage-seconds']} s, from the server's return to the message stored: refused ${said(outage.refusedMs)}, reset ${said(outage.resetMs)}`,
        );
      }
      say(
        `budgets: idle ${result.idle.perMinute} ≤ 6 a minute: ${result.idle.perMinute <= 6 ? 'met' : 'NOT met'}; p95 ${result.latency.p95Ms} ≤ 1000 ms: ${result.latency.p95Ms <= 1000 ? 'met' : 'NOT met'}`,
      );
    }
  } finally {
    await browser.close();
    await stopChild(host.child);
    await stopChild(simulator.child);
    await rm(profile, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
