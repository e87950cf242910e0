import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isApiError, type ApiError } from '../../src/main/api';
import { ServiceCode, type CommunicationItem } from '../../src/shared/interface';
import { countingFetch, startContract, type Contract } from './harness';

let c: Contract;
beforeAll(async () => {
  c = await startContract({ size: 80 });
});
afterEach(() => c.sim.setFaults({}));
afterAll(() => c.close());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  expect(error.sentence.length).toBeGreaterThan(10);
  return error;
}

/** How many messages with this text the server holds in the session, read with faults off. */
async function countOnServer(text: string): Promise<number> {
  c.sim.setFaults({});
  const reader = await c.signIn('user');
  const found: CommunicationItem[] = [];
  for await (const page of reader.chats.walkMessages(c.fixtures.chatSession, { limit: 200 })) {
    found.push(...page.items.filter((m) => m.subject === text));
  }
  return found.length;
}

const sends = (sent: { method: string; path: string }[]) =>
  sent.filter((s) => s.method === 'POST' && s.path.endsWith('/messages')).length;

describe('the client under injected faults', () => {
  it('added latency beyond the timeout: reads retry, then fail as a timeout', async () => {
    const { fetch, sent } = countingFetch();
    // The timeout leaves the sign-in time on a busy machine (300 ms did not, 1 run in 3 at a
    // load of 12 on two cores); the latency is well beyond it.
    const client = await c.signIn('user', { fetch, timeoutMs: 1_500 });
    c.sim.setFaults({ latencyMs: 5_000 });
    const error = await failure(client.communications.search({ limit: 5 }));
    expect(error.kind).toBe('timeout');
    expect(sent.filter((s) => s.path.endsWith('/communications'))).toHaveLength(3);
  });

  it('added latency within the timeout: everything still works', async () => {
    const client = await c.signIn('user');
    c.sim.setFaults({ latencyMs: 50 });
    await expect(client.communications.search({ limit: 5 })).resolves.toMatchObject({
      items: expect.any(Array),
    });
  });

  it('dropped connections: a read is retried; a write is not, and was not applied', async () => {
    const { fetch, sent } = countingFetch();
    const client = await c.signIn('user', { fetch });
    c.sim.setFaults({ dropRate: 1 });
    expect((await failure(client.communications.search({ limit: 5 }))).kind).toBe('network');
    expect(sent.filter((s) => s.path.endsWith('/communications'))).toHaveLength(3);
    const text = 'dropped before apply';
    expect((await failure(client.chats.send(c.fixtures.chatSession, { text }))).kind).toBe(
      'network',
    );
    expect(sends(sent)).toBe(1);
    expect(await countOnServer(text)).toBe(0);
  });

  it('dropped after apply: the write fails for the client, is not resent, and exists once', async () => {
    const { fetch, sent } = countingFetch();
    const client = await c.signIn('user', { fetch });
    c.sim.setFaults({ dropAfterApplyRate: 1 });
    const text = 'dropped after apply';
    expect((await failure(client.chats.send(c.fixtures.chatSession, { text }))).kind).toBe(
      'network',
    );
    expect(sends(sent)).toBe(1);
    expect(await countOnServer(text)).toBe(1);
  });

  it('a flaky server (half the reads fail) is ridden out by retries', async () => {
    const client = await c.signIn('user', {
      retry: { attempts: 8 },
    });
    c.sim.setFaults({ errorRate: 0.5, errorStatus: 503 });
    for (let i = 0; i < 10; i++) {
      await expect(client.communications.search({ limit: 3 })).resolves.toMatchObject({
        items: expect.any(Array),
      });
    }
  });

  it.each([500, 503] as const)(
    'server errors %i: reads give up after the retries, writes are sent once',
    async (status) => {
      const { fetch, sent } = countingFetch();
      const client = await c.signIn('user', { fetch });
      c.sim.setFaults({ errorRate: 1, errorStatus: status });
      const read = await failure(client.communications.search({ limit: 5 }));
      expect({ kind: read.kind, status: read.status, code: read.code }).toEqual({
        kind: 'service',
        status,
        code: ServiceCode.ServerError,
      });
      expect(sent.filter((s) => s.path.endsWith('/communications'))).toHaveLength(3);
      await failure(client.chats.send(c.fixtures.chatSession, { text: `server error ${status}` }));
      expect(sends(sent)).toBe(1);
    },
  );

  it('throttling: reads wait as Retry-After says; writes are not retried', async () => {
    const delays: number[] = [];
    const { fetch, sent } = countingFetch();
    const client = await c.signIn('user', {
      fetch,
      sleep: (ms) => {
        delays.push(ms);
        return Promise.resolve();
      },
    });
    c.sim.setFaults({ throttleRate: 1 });
    const read = await failure(client.communications.search({ limit: 5 }));
    expect({ status: read.status, code: read.code }).toEqual({
      status: 429,
      code: ServiceCode.TooManyRequests,
    });
    expect(delays.length).toBe(2);
    for (const d of delays) expect(d).toBeGreaterThanOrEqual(1000);
    await failure(client.chats.send(c.fixtures.chatSession, { text: 'throttled' }));
    expect(sends(sent)).toBe(1);
  });

  it('a malformed body is a named error, not a crash', async () => {
    const client = await c.signIn('user');
    c.sim.setFaults({ malformedRate: 1 });
    const error = await failure(client.me.info());
    expect(error.kind).toBe('malformed');
  });

  it('expired tokens are renewed without the caller noticing, for reads and writes', async () => {
    const client = await c.signIn('user');
    c.sim.setFaults({ expireTokens: true });
    await expect(
      client.chats.send(c.fixtures.chatSession, { text: 'after expiry' }),
    ).resolves.toMatchObject({ subject: 'after expiry' });
    c.sim.setFaults({ expireTokens: true });
    await expect(client.communications.search({ limit: 2 })).resolves.toMatchObject({
      items: expect.any(Array),
    });
  });

  it('the control API sets and clears faults over HTTP', async () => {
    const control = `${c.sim.baseUrl}/__simulator/faults`;
    const client = await c.signIn('user');
    const set = await fetch(control, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ throttleRate: 1 }),
    });
    expect(set.ok).toBe(true);
    expect((await failure(client.me.info())).status).toBe(429);
    await fetch(control, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    await expect(client.me.info()).resolves.toHaveProperty('person');
  });
});
