import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommunicationItem } from '../../src/shared/interface';
import { CommunicationCache, HistoryPager, SyncEngine, TOP } from '../../src/renderer/cache';
import { Outbox, type Delivery } from '../../src/renderer/outbox';
import { countingFetch, startContract, type Contract } from '../contract/harness';
import { manualTimers } from './fake-server';
import { portOf } from './simulator-port';

let c: Contract;
let n = 0;
const account = () => ({ baseUrl: c.sim.baseUrl, userName: `user-${++n}` });

beforeAll(async () => {
  c = await startContract({ size: 400 });
});
afterAll(() => c.close());

async function event<T>(body: object): Promise<T> {
  const response = await fetch(`${c.sim.baseUrl}/__simulator/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

describe('the data layer against the simulator', () => {
  it('downloads the whole log in the server order, then pages it without a request', async () => {
    const { fetch, sent } = countingFetch();
    const client = await c.signIn('user', { fetch });
    const port = portOf(client);
    const expected: string[] = [];
    for await (const page of client.communications.walk({ limit: 1000 })) {
      expected.push(...page.items.map((i) => i.oid));
    }
    const cache = await CommunicationCache.open({ account: account() });
    const pager = new HistoryPager({ cache, port, pageSize: 40 });
    expect(await pager.backfill({ pageSize: 100 })).toMatchObject({ complete: true });
    const before = sent.length;
    const seen: string[] = [];
    let from = TOP;
    for (;;) {
      const page = await pager.loadOlder(from);
      seen.push(...page.items.map((i) => i.oid));
      if (page.reachedEnd) break;
      from = page.items.at(-1)?.sortKey ?? TOP;
    }
    expect(seen).toEqual(expected);
    expect(sent.length).toBe(before);
    // Details are there for every row (include=all).
    expect((await cache.get(expected[0] ?? ''))?.full?.participants.length).toBeGreaterThan(0);
    cache.close();
  });

  it('picks up a new call and its finished transcription through lastModified windows', async () => {
    const client = await c.signIn('user');
    const port = portOf(client);
    const cache = await CommunicationCache.open({ account: account() });
    // No lag: the window ends at the start of the current second, so waiting for the next
    // second is enough for a change to fall inside it (lastModified has second resolution).
    const engine = new SyncEngine({ cache, port, timers: manualTimers(), lagSeconds: 0 });
    const nextSecond = () =>
      new Promise((resolve) => setTimeout(resolve, 1020 - (Date.now() % 1000)));
    const created = await event<{ oid: string }>({
      type: 'call',
      direction: 'incoming',
      durationSec: 90,
      recorded: true,
      transcription: 'Hello',
    });
    await nextSecond();
    await engine.syncNow();
    expect((await cache.get(created.oid))?.full?.durationSec).toBe(90);
    await event<{ object: CommunicationItem }>({ type: 'transcriptionDone', callLog: created.oid });
    await nextSecond();
    await engine.syncNow();
    expect((await cache.get(created.oid))?.item.transcription?.status).toBe('done');
    expect(engine.status.getState().state).toBe('idle');
    cache.close();
  });

  it('delivers a message whose answer was lost exactly once, by finding it on the server', async () => {
    const client = await c.signIn('user');
    const port = portOf(client);
    const outbox = await Outbox.open({ account: account(), port, timers: manualTimers() });
    const delivered: Delivery[] = [];
    outbox.onDelivered((d) => delivered.push(d));
    await outbox.start();
    const text = `lost answer ${Date.now()}`;
    c.sim.setFaults({ dropAfterApplyRate: 1 });
    await outbox.send({ session: c.fixtures.chatSession, text });
    await outbox.whenIdle();
    expect(await outbox.messages()).toMatchObject([{ state: 'uncertain' }]);
    c.sim.setFaults({});
    await outbox.reconnect();
    await outbox.whenIdle();
    expect(delivered).toMatchObject([{ via: 'reconciled', message: { subject: text } }]);
    const onServer = (
      await client.chats.messages(c.fixtures.chatSession, { limit: 50 })
    ).items.filter((m) => m.subject === text);
    expect(onServer).toHaveLength(1);
    outbox.close();
  });

  it('keeps a message refused by a disabled session, with a sentence for the user', async () => {
    const client = await c.signIn('user');
    const outbox = await Outbox.open({
      account: account(),
      port: portOf(client),
      timers: manualTimers(),
    });
    await outbox.start();
    await outbox.send({ session: c.fixtures.disabledChatSession, text: 'anyone?' });
    await outbox.whenIdle();
    const [entry] = await outbox.messages();
    expect(entry?.state).toBe('failed');
    expect(entry?.sentence).not.toMatch(/\d{5}/); // a sentence, not a code
    outbox.close();
  });
});
