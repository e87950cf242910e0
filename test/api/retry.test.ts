import { describe, expect, it } from 'vitest';
import { patch, type ApiError } from '../../src/main/api';
import { defaultSleep, parseRetryAfter, retryDelay } from '../../src/main/api/retry';
import * as f from './fixtures';
import { fakeServer, hang, json, serviceError, signedIn, type Recorded } from './fake-server';

/** Answers in turn from `answers`, then the last one forever. */
type Answer = (req: Recorded, signal: AbortSignal | undefined) => Response | Promise<Response>;
function sequence(...answers: Answer[]) {
  let n = 0;
  return (req: Recorded, signal: AbortSignal | undefined) =>
    answers[Math.min(n++, answers.length - 1)]!(req, signal);
}

const ok = () => json(200, f.single(f.meInfo));
const networkDown = (): never => {
  throw new TypeError('fetch failed');
};
const caught = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('should fail'),
    (e: unknown) => e as ApiError,
  );

describe('reads are retried', () => {
  it('on 500/502/503/504 and 429, with capped exponential backoff and full jitter', async () => {
    for (const status of [500, 502, 503, 504, 429]) {
      const server = fakeServer();
      const { client, sleeps } = await signedIn(server, {
        retry: { attempts: 4, baseDelayMs: 100 },
      });
      server.on(
        'GET',
        '/me/info',
        sequence(
          () => serviceError(status, 11000),
          () => serviceError(status, 11000),
          () => serviceError(status, 11000),
          ok,
        ),
      );
      await expect(client.me.info()).resolves.toEqual(f.meInfo);
      expect(server.calls()).toHaveLength(4);
      expect(sleeps).toHaveLength(3);
      sleeps.forEach((ms, i) => {
        expect(ms).toBeGreaterThanOrEqual(0);
        expect(ms).toBeLessThan(100 * 2 ** i);
      });
    }
  });

  it('on network errors and timeouts', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server, { timeoutMs: 20 });
    server.on(
      'GET',
      '/me/info',
      sequence(networkDown, (_req, signal) => hang(signal), ok),
    );
    await expect(client.me.info()).resolves.toEqual(f.meInfo);
    expect(server.calls()).toHaveLength(3);
  });

  it('never beyond `attempts`, then the last error is thrown', async () => {
    const server = fakeServer();
    const { client, sleeps } = await signedIn(server, { retry: { attempts: 3 } });
    server.on('GET', '/me/info', () => serviceError(503, 11000));
    const e = await caught(client.me.info());
    expect(e).toMatchObject({ kind: 'service', status: 503, code: 11000, transient: true });
    expect(server.calls()).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
  });

  it('honours Retry-After in seconds', async () => {
    const server = fakeServer();
    const { client, sleeps } = await signedIn(server);
    server.on(
      'GET',
      '/me/info',
      sequence(() => serviceError(429, 10400, { 'retry-after': '2' }), ok),
    );
    await client.me.info();
    expect(sleeps).toEqual([2000]);
  });

  it('honours Retry-After as an HTTP date, measured on the injected clock', async () => {
    const server = fakeServer();
    const now = () => Date.parse('2030-05-01T10:00:00Z');
    const { client, sleeps } = await signedIn(server, { now });
    server.on(
      'GET',
      '/me/info',
      sequence(
        () => serviceError(503, 11000, { 'retry-after': 'Wed, 01 May 2030 10:00:07 GMT' }),
        ok,
      ),
    );
    await client.me.info();
    expect(sleeps).toEqual([7000]);
  });

  it('does not wait out a Retry-After longer than maxDelayMs; the caller gets it', async () => {
    const server = fakeServer();
    const { client, sleeps } = await signedIn(server, { retry: { maxDelayMs: 5000 } });
    server.on('GET', '/me/info', () => serviceError(429, 10400, { 'retry-after': '60' }));
    const e = await caught(client.me.info());
    expect(e).toMatchObject({ status: 429, retryAfterMs: 60_000 });
    expect(e.toInfo().retryAfterMs).toBe(60_000);
    expect(sleeps).toEqual([]);
    expect(server.calls()).toHaveLength(1);
  });

  it('not on 4xx other than 429, nor on a malformed answer', async () => {
    for (const answer of [
      () => serviceError(404, 10100),
      () => serviceError(400, 10202),
      () => json(200, { nope: 1 }),
    ]) {
      const server = fakeServer();
      const { client, sleeps } = await signedIn(server);
      server.on('GET', '/me/info', answer);
      await caught(client.me.info());
      expect(server.calls()).toHaveLength(1);
      expect(sleeps).toEqual([]);
    }
  });
});

describe('POST and PATCH are never retried automatically', () => {
  const failures: [string, () => Response | Promise<Response>][] = [
    ['503', () => serviceError(503, 11000, { 'retry-after': '1' })],
    ['429', () => serviceError(429, 10400, { 'retry-after': '1' })],
    ['500', () => serviceError(500, 11000)],
    ['network error', networkDown],
  ];
  it.each(failures)('POST (chats.send) on %s', async (_name, failure) => {
    const server = fakeServer();
    const { client, sleeps } = await signedIn(server);
    server.on('POST', '/chats/400/messages', failure);
    const e = await caught(client.chats.send('400', { text: 'once' }));
    expect(e.transient).toBe(true);
    expect(server.calls()).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it.each(failures)('PATCH (favorites.update) on %s', async (_name, failure) => {
    const server = fakeServer();
    const { client, sleeps } = await signedIn(server);
    server.on('PATCH', '/me/favorites', failure);
    await caught(client.favorites.update(patch('favorites').removeFromList('x1ListItems', '781')));
    expect(server.calls()).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('POST on a timeout', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server, { timeoutMs: 20 });
    server.on('POST', '/chats/400/messages', (_req, signal) => hang(signal));
    const e = await caught(client.chats.send('400', { text: 'once' }));
    expect(e.kind).toBe('timeout');
    expect(server.calls()).toHaveLength(1);
  });
});

describe('timeouts and cancellation', () => {
  it('a request without an answer times out per attempt', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server, { timeoutMs: 25, retry: { attempts: 2 } });
    server.on('GET', '/me/info', (_req, signal) => hang(signal));
    const started = Date.now();
    const e = await caught(client.me.info());
    expect(e).toMatchObject({ kind: 'timeout', operation: 'me.info' });
    expect(e.message).toContain('no answer within 25 ms');
    expect(server.calls()).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('times out even when the fetch ignores its signal', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server, { timeoutMs: 25, retry: { attempts: 1 } });
    server.on('GET', '/me/info', () => new Promise<Response>(() => undefined));
    await expect(client.me.info()).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('a caller abort ends the request as aborted, without retries', async () => {
    const server = fakeServer();
    const { client, sleeps } = await signedIn(server);
    server.on('GET', '/me/info', (_req, signal) => hang(signal));
    const controller = new AbortController();
    const pending = caught(client.me.info({ signal: controller.signal }));
    setTimeout(() => controller.abort(), 10);
    const e = await pending;
    expect(e).toMatchObject({ kind: 'aborted', sentence: 'The request was cancelled.' });
    expect(e.transient).toBe(false);
    expect(server.calls()).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it('an already aborted signal sends nothing', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    await expect(client.me.info({ signal: AbortSignal.abort() })).rejects.toMatchObject({
      kind: 'aborted',
    });
    expect(server.calls()).toHaveLength(0);
  });

  it('an abort during the backoff wait ends it at once', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server, { sleep: defaultSleep });
    server.on('GET', '/me/info', () => serviceError(503, 11000, { 'retry-after': '5' }));
    const controller = new AbortController();
    const started = Date.now();
    const pending = caught(client.me.info({ signal: controller.signal }));
    setTimeout(() => controller.abort(), 20);
    expect(await pending).toMatchObject({ kind: 'aborted' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(server.calls()).toHaveLength(1);
  });
});

describe('retry policy pieces', () => {
  it('parseRetryAfter reads seconds and HTTP dates, ignores garbage', () => {
    const now = Date.parse('2030-01-01T00:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Tue, 01 Jan 2030 00:00:04 GMT', now)).toBe(4000);
    expect(parseRetryAfter('Mon, 31 Dec 2029 23:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('retryDelay never exceeds the cap, whatever the jitter', async () => {
    const { ApiError } = await import('../../src/main/api');
    const e = new ApiError({ kind: 'network', operation: 'me.info' });
    const policy = { attempts: 10, baseDelayMs: 100, maxDelayMs: 1000 };
    expect(retryDelay(e, 9, policy, () => 0.999)).toBeLessThan(1000);
    expect(retryDelay(e, 1, policy, () => 0.5)).toBe(50);
    expect(retryDelay(e, 10, policy, () => 0.5)).toBeUndefined();
  });
});
