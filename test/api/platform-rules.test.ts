import { describe, expect, it } from 'vitest';
import { type ApiError } from '../../src/main/api';
import * as f from './fixtures';
import {
  fakeServer,
  hang,
  json,
  serviceError,
  signedIn,
  clientFor,
  withSessions,
} from './fake-server';

/**
 * Rules of the real platform that the interface leaves out (guide: common_errors.html,
 * me_renew.html, me_login.html): each fails on a client that follows the interface alone.
 */

describe('invalid authentication (1002X)', () => {
  it.each([10020, 10021, 10022, 10029])(
    'a read refused with 401/%i renews once and is answered, unnoticed',
    async (code) => {
      const server = fakeServer();
      const { client, sessions } = await signedIn(server);
      server.on('GET', '/me/info', (req) =>
        sessions.authorized(req) ? json(200, f.single(f.meInfo)) : serviceError(401, code),
      );
      sessions.expireAll();
      await expect(client.me.info()).resolves.toEqual(f.meInfo);
      expect(server.requests.filter((r) => r.path === '/me/renew')).toHaveLength(1);
    },
  );

  it('a code outside the family (401/10030) is a plain service error, not a renewal', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    server.on('GET', '/me/info', () => serviceError(401, 10030));
    await expect(client.me.info()).rejects.toMatchObject({ kind: 'service', code: 10030 });
    expect(server.requests.filter((r) => r.path === '/me/renew')).toHaveLength(0);
  });
});

describe('a second factor at sign-in', () => {
  it('a login that answers 10013 is a service error naming the code; the next carries mfa and email', async () => {
    const server = fakeServer();
    withSessions(server);
    server.on('POST', '/me/login', (req) => {
      const body = req.body as Record<string, unknown>;
      return body.mfa === '123456' && body.email === 'ann@example.com'
        ? json(200, f.tokenPair(1))
        : serviceError(401, 10013);
    });
    const { client } = clientFor(server);
    await expect(client.session.login({ userName: 'ann', password: 'pw' })).rejects.toMatchObject({
      status: 401,
      code: 10013,
      sentence: 'Enter the verification code that was sent to your e-mail address.',
    });
    await client.session.login({
      userName: 'ann',
      password: 'pw',
      mfa: { code: '123456', email: 'ann@example.com' },
    });
    expect(client.session.current()?.userName).toBe('alice');
    const [, second] = server.requests.filter((r) => r.path === '/me/login');
    expect(second?.body).toMatchObject({ mfa: '123456', email: 'ann@example.com' });
  });
});

describe("the session's concurrent requests", () => {
  it('never has more than 4 in flight; the rest wait their turn and all are answered', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    let inFlight = 0;
    let most = 0;
    server.on('GET', '/me/info', async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      return json(200, f.single(f.meInfo));
    });
    const answers = await Promise.all(Array.from({ length: 12 }, () => client.me.info()));
    expect(answers).toHaveLength(12);
    expect(most).toBe(4);
  });

  it.each([10400, 10402])('a read refused with 429/%i waits and is tried again', async (code) => {
    const server = fakeServer();
    const { client, sleeps } = await signedIn(server);
    let refused = false;
    server.on('GET', '/me/info', () => {
      if (refused) return json(200, f.single(f.meInfo));
      refused = true;
      return serviceError(429, code);
    });
    await expect(client.me.info()).resolves.toEqual(f.meInfo);
    expect(sleeps).toHaveLength(1);
  });

  it('a caller that gives up while waiting for a slot is answered at once and sends nothing', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.on('GET', '/me/info', async () => {
      await held;
      return json(200, f.single(f.meInfo));
    });
    const busy = Array.from({ length: 4 }, () => client.me.info());
    const controller = new AbortController();
    const waiting = client.me.info({ signal: controller.signal });
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ kind: 'aborted' });
    release();
    await Promise.all(busy);
    expect(server.requests.filter((r) => r.path === '/me/info')).toHaveLength(4);
  });

  it('a write that waits too long for a slot is given up unsent, a certain failure; a read waits on', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server, { writeWaitMs: 30 });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.on('GET', '/me/info', async () => {
      await held;
      return json(200, f.single(f.meInfo));
    });
    server.on('POST', '/chats/7/messages', () => json(200, f.single(f.chatMessage)));
    const busy = Array.from({ length: 4 }, () => client.me.info());
    const read = client.me.info();
    const sent = client.chats.send('7', { text: 'Hello' });
    await expect(sent).rejects.toMatchObject({
      kind: 'timeout',
      notSent: true,
      operation: 'chats.send',
      sentence: 'The server is busy. Please wait a moment and try again.',
    });
    // It crosses to the renderer as a certain failure.
    const failure = (await sent.catch((e: unknown) => e)) as ApiError;
    expect(failure.toInfo()).toMatchObject({ notSent: true });
    release();
    await Promise.all([...busy, read]);
    expect(server.requests.filter((r) => r.path === '/chats/7/messages')).toHaveLength(0);
    expect(server.requests.filter((r) => r.path === '/me/info')).toHaveLength(5);
  });

  it('a write with a free slot goes at once, and an answer too slow is not "not sent"', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server, { writeWaitMs: 30, timeoutMs: 60 });
    server.on('POST', '/chats/7/messages', (_req, signal) => hang(signal));
    const failure = (await client.chats
      .send('7', { text: 'Hello' })
      .catch((e: unknown) => e)) as ApiError;
    expect(failure).toMatchObject({ kind: 'timeout' });
    expect(failure.notSent).toBeUndefined();
    expect(failure.toInfo()).not.toHaveProperty('notSent');
    expect(server.requests.filter((r) => r.path === '/chats/7/messages')).toHaveLength(1);
  });

  it('the deadline covers a renewal first: a write past it is not written late', async () => {
    const server = fakeServer();
    let clock = 1_000_000;
    const { client, sessions } = await signedIn(server, { writeWaitMs: 5_000, now: () => clock });
    server.on('POST', '/chats/7/messages', (req) =>
      sessions.authorized(req)
        ? json(200, f.single(f.chatMessage))
        : // The server refused the first try (401): the renewal takes 6 s of the 5 allowed.
          ((clock += 6_000), serviceError(401, 10000)),
    );
    sessions.expireAll();
    await expect(client.chats.send('7', { text: 'Hello' })).rejects.toMatchObject({
      kind: 'timeout',
      notSent: true,
    });
    expect(server.requests.filter((r) => r.path === '/chats/7/messages')).toHaveLength(1);
  });
});

describe('a failure before the request was written', () => {
  const networkFailure = (cause: object) => () => {
    throw new TypeError('fetch failed', { cause });
  };

  it.each([
    ['refused (Node)', { code: 'ECONNREFUSED' }],
    ['name not resolved (Node)', { code: 'ENOTFOUND' }],
    ['DNS unavailable (Node)', { code: 'EAI_AGAIN' }],
    ['no route (Node)', { code: 'ENETUNREACH' }],
    [
      'every address refused',
      new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' })]),
    ],
    ['refused (Electron)', new Error('net::ERR_CONNECTION_REFUSED')],
    ['offline (Electron)', new Error('net::ERR_INTERNET_DISCONNECTED')],
  ])('is certain: %s', async (_name, cause) => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    server.on('POST', '/chats/7/messages', networkFailure(cause));
    await expect(client.chats.send('7', { text: 'Hello' })).rejects.toMatchObject({
      kind: 'network',
      notSent: true,
    });
  });

  it.each([
    ['reset', { code: 'ECONNRESET' }],
    ['closed by the other side', { code: 'UND_ERR_SOCKET' }],
    ['timed out on a connection', { code: 'ETIMEDOUT' }],
    ['reset (Electron)', new Error('net::ERR_CONNECTION_RESET')],
    ['no cause', {}],
  ])('is not claimed when the connection was made: %s', async (_name, cause) => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    server.on('POST', '/chats/7/messages', networkFailure(cause));
    const failure = (await client.chats
      .send('7', { text: 'Hello' })
      .catch((e: unknown) => e)) as ApiError;
    expect(failure).toMatchObject({ kind: 'network' });
    expect(failure.notSent).toBeUndefined();
    expect(failure.toInfo()).not.toHaveProperty('notSent');
  });
});
