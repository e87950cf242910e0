import { describe, expect, it } from 'vitest';
import * as f from './fixtures';
import { fakeServer, json, serviceError, signedIn, clientFor, withSessions } from './fake-server';

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
});
