/**
 * `npm run bench:sim`: the simulator with 100 000 communications, in its own process, serving
 * `GET /communications?limit=50` pages (following the cursors) to autocannon in this process.
 * Budget (design section 6): ≥ 2 000 requests per second on a 2-core machine. Exits 1 under it.
 */
import { type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { z } from 'zod';
import { communicationListSchema, tokenPairSchema } from '../src/shared/interface';
import { simulatorArgs, spawnJson, stopChild } from './lib/spawn-json';

const SIZE = 100_000;
const BUDGET_RPS = 2_000;
const PAGE = 50;
const CONNECTIONS = 10;
const DURATION_SEC = 10;

const handshakeSchema = z.object({
  baseUrl: z.string().url(),
  accounts: z.array(z.object({ userName: z.string(), password: z.string(), role: z.string() })),
});

const histogram = z.object({ average: z.number(), p50: z.number(), p99: z.number() });
const resultSchema = z.object({
  requests: histogram.extend({ total: z.number() }),
  latency: histogram,
  duration: z.number(),
  errors: z.number(),
  timeouts: z.number(),
  non2xx: z.number(),
});

interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  requests: { method: 'GET'; path: string }[];
}
type Autocannon = (options: AutocannonOptions) => Promise<unknown>;

// autocannon ships no type declarations; its result is validated above instead.
const autocannon = createRequire(join(process.cwd(), 'package.json'))('autocannon') as Autocannon;

async function startSimulator(): Promise<{ child: ChildProcess; baseUrl: string; user: string }> {
  const { child, first } = await spawnJson(simulatorArgs(SIZE));
  const handshake = handshakeSchema.parse(first);
  const user = handshake.accounts.find((a) => a.role === 'user');
  if (!user) throw new Error('no user account in the handshake');
  const login = await fetch(`${handshake.baseUrl}/me/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: user.userName, password: user.password, userSpace: 'bench' }),
  });
  const token = tokenPairSchema.parse(await login.json()).authentication;
  return { child, baseUrl: handshake.baseUrl, user: token };
}

/** Every page of the history, newest first, by following `before=previousId`. */
async function pagePaths(baseUrl: string, token: string): Promise<string[]> {
  const path = new URL(baseUrl).pathname;
  const paths: string[] = [];
  let before: string | undefined;
  for (;;) {
    const query = `limit=${PAGE}${before === undefined ? '' : `&before=${before}`}`;
    const url = `${path}/communications?${query}`;
    const response = await fetch(new URL(url, baseUrl), {
      headers: { authorization: `xelion ${token}` },
    });
    const page = communicationListSchema.parse(await response.json());
    if (page.data.length === 0) return paths;
    paths.push(url);
    before = page.meta.paging?.previousId;
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const { child, baseUrl, user: token } = await startSimulator();
  const ready = performance.now();
  try {
    const paths = await pagePaths(baseUrl, token);
    const walked = performance.now();
    console.log(
      `simulator ready in ${((ready - started) / 1000).toFixed(1)} s; ` +
        `${paths.length} pages of ${PAGE} walked in ${((walked - ready) / 1000).toFixed(1)} s`,
    );
    const result = resultSchema.parse(
      await autocannon({
        url: new URL(baseUrl).origin,
        connections: CONNECTIONS,
        duration: DURATION_SEC,
        headers: { authorization: `xelion ${token}` },
        requests: paths.map((path) => ({ method: 'GET', path })),
      }),
    );
    const rps = result.requests.total / result.duration;
    const failures = result.errors + result.timeouts + result.non2xx;
    const verdict = rps >= BUDGET_RPS && failures === 0 ? 'PASS' : 'FAIL';
    console.log(
      `GET /communications?limit=${PAGE} (cursor pages, ${CONNECTIONS} connections, ` +
        `${result.duration} s): ${Math.round(rps)} requests/s ` +
        `(budget ≥ ${BUDGET_RPS}) latency p50 ${result.latency.p50} ms, ` +
        `p99 ${result.latency.p99} ms; failures ${failures} → ${verdict}`,
    );
    process.exitCode = verdict === 'PASS' ? 0 : 1;
  } finally {
    await stopChild(child);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
