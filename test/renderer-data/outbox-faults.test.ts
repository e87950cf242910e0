import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient } from '../../src/main/api';
import { Outbox, type Delivery } from '../../src/renderer/outbox';
import { Prng } from '../../src/simulator/seed/prng';
import { type Faults } from '../../src/simulator';
import { startContract, type Contract } from '../contract/harness';
import { portOf } from './simulator-port';

/**
 * The outbox's promise, exactly once, under the fault injector: the real outbox (fake-indexeddb)
 * through the real API client to the simulator, while answers come slower than the client's
 * timeout, are lost after the server applied the message, never come, or come broken, and the
 * page is reloaded (a new outbox over the same main) or the app restarted (a new client too)
 * with sends in flight. Times are scaled down together: the client gives up after 400 ms, a slow
 * server answers after 900 ms, and the outbox settles an attempt 3 s after it was last on its
 * way — the same order as 15 s, up to 60 s and 90 s in the app.
 */
const TIMEOUT_MS = 400;
const SLOW_MS = 900;
const SETTLE_MS = 3_000;
const SENDS = 200;
const ROUNDS = 20;

let c: Contract;
beforeAll(async () => {
  c = await startContract({ size: 400 });
});
afterAll(() => c.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The faults a round runs under (one each, or none); each is cleared before the next round. */
const FAULTS: Faults[] = [
  {},
  { latencyMs: SLOW_MS },
  { latencyMs: SLOW_MS },
  { latencyMs: SLOW_MS },
  { dropAfterApplyRate: 0.5 },
  { dropRate: 0.5 },
  { errorRate: 0.5 },
  { malformedRate: 0.5 },
  { throttleRate: 0.5 },
];

/** Chat sessions of the user that take messages, from the log. */
async function sessionsOf(client: ApiClient, count: number): Promise<string[]> {
  const found = new Set<string>([c.fixtures.chatSession]);
  const excluded = new Set([c.fixtures.disabledChatSession, c.fixtures.externalChatSession]);
  for await (const page of client.communications.walk({ limit: 100, include: 'all' })) {
    for (const item of page.items) {
      const oid = 'chatSession' in item ? item.chatSession?.oid : undefined;
      if (oid && !excluded.has(oid) && found.size < count) found.add(oid);
    }
  }
  return [...found];
}

/** A new client signed in (a restart), trying again while the faults refuse it. */
async function signInThroughFaults(): Promise<ApiClient> {
  for (let tries = 1; ; tries++) {
    try {
      return await c.signIn('user', { timeoutMs: TIMEOUT_MS });
    } catch (error) {
      if (tries === 20) throw error;
    }
  }
}

async function textsOnServer(client: ApiClient, sessions: string[]): Promise<string[]> {
  const texts: string[] = [];
  for (const session of sessions) {
    for await (const page of client.chats.walkMessages(session, { limit: 100 })) {
      texts.push(...page.items.map((m) => m.subject).filter((s) => s.startsWith('Fault run #')));
    }
  }
  return texts;
}

describe('the outbox under the fault injector', () => {
  it(`${SENDS} sends through slow answers, lost answers, reloads and restarts: none doubled, none lost`, async () => {
    const prng = new Prng(19);
    const account = { baseUrl: c.sim.baseUrl, userName: `fault-run-${Date.now()}` };
    const reader = await c.signIn('user');
    const sessions = await sessionsOf(reader, 4);
    expect(sessions.length).toBeGreaterThanOrEqual(3);

    const delivered: Delivery[] = [];
    let client = await signInThroughFaults();
    const openOutbox = async () => {
      const outbox = await Outbox.open({
        account,
        port: portOf(client),
        settleMs: SETTLE_MS,
        lookEveryMs: 250,
        policy: { baseMs: 100, factor: 2, maxMs: 1_000, jitter: 0.2 },
      });
      outbox.onDelivered((d) => delivered.push(d));
      await outbox.start();
      return outbox;
    };
    let outbox = await openOutbox();
    let reloads = 0;
    let restarts = 0;

    for (let round = 0; round < ROUNDS; round++) {
      const faults = prng.pick(FAULTS);
      c.sim.setFaults(faults);
      for (let k = 1; k <= SENDS / ROUNDS; k++) {
        const i = round * (SENDS / ROUNDS) + k;
        await outbox.send({ session: sessions[i % sessions.length]!, text: `Fault run #${i}` });
      }
      if (faults.latencyMs) {
        // Only the sends already on their way are slow: the looks that follow are answered.
        await sleep(50);
        c.sim.setFaults({});
      }
      await sleep(prng.int(100, 800));
      const cut = prng.next();
      if (cut < 0.3) {
        // The page goes away with sends in flight; main (the client) carries on.
        outbox.close();
        outbox = await openOutbox();
        reloads++;
      } else if (cut < 0.45) {
        // The whole app: a new client and session too; the old one's requests still land.
        outbox.close();
        client = await signInThroughFaults();
        outbox = await openOutbox();
        restarts++;
      }
      c.sim.setFaults({});
      await sleep(prng.int(0, 300));
    }
    expect(reloads).toBeGreaterThan(2);
    expect(restarts).toBeGreaterThan(1);

    const started = Date.now();
    while ((await outbox.messages()).length > 0) {
      expect(Date.now() - started, 'every message settles').toBeLessThan(60_000);
      await sleep(200);
    }
    outbox.close();
    // Longer than any attempt could still be applied.
    await sleep(SETTLE_MS);
    const texts = await textsOnServer(reader, sessions);
    const counts = new Map<string, number>();
    for (const text of texts) counts.set(text, (counts.get(text) ?? 0) + 1);
    const doubled = [...counts].filter(([, n]) => n > 1).map(([text]) => text);
    const lost = Array.from({ length: SENDS }, (_, i) => `Fault run #${i + 1}`).filter(
      (text) => !counts.has(text),
    );
    expect({ doubled, lost }).toEqual({ doubled: [], lost: [] });
    expect(texts).toHaveLength(SENDS);
    // Each entry was confirmed once, each by a message of its own.
    expect(new Set(delivered.map((d) => d.entry.clientId)).size).toBe(SENDS);
    expect(new Set(delivered.map((d) => d.message.oid)).size).toBe(SENDS);
    console.log(
      `fault run: ${SENDS} sends, ${reloads} reloads, ${restarts} restarts, ` +
        `${delivered.filter((d) => d.via === 'reconciled').length} found by looking, ` +
        `${delivered.filter((d) => d.via === 'response' && d.entry.attempts > 1).length} sent again, ` +
        `${((Date.now() - started) / 1000).toFixed(1)} s to settle the last`,
    );
  }, 180_000);
});
