import { describe, expect, it, vi } from 'vitest';
import { type ApiError, type SessionEvent } from '../../src/main/api';
import * as f from './fixtures';
import {
  clientFor,
  fakeServer,
  json,
  noContent,
  serviceError,
  signedIn,
  withSessions,
  type FakeServer,
  type Recorded,
} from './fake-server';

const caught = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('should fail'),
    (e: unknown) => e as ApiError,
  );

/** `/me/info` that answers only requests carrying a live token. */
function guardedInfo(server: FakeServer, sessions: ReturnType<typeof withSessions>) {
  server.on('GET', '/me/info', (req) =>
    sessions.authorized(req) ? json(200, f.single(f.meInfo)) : serviceError(401, 10000),
  );
}

function events(client: ReturnType<typeof clientFor>['client']) {
  const seen: SessionEvent[] = [];
  client.session.onChange((e) => seen.push(e));
  return seen;
}

describe('sign in', () => {
  it('keeps the session, reports it without tokens, and emits signed-in', async () => {
    const server = fakeServer();
    withSessions(server);
    const { client } = clientFor(server);
    const seen = events(client);
    const info = await client.session.login({ userName: 'alice', password: 'pw' });
    expect(info).toEqual({
      userName: 'alice',
      validUntil: '2030-01-01 00:00:00',
      tenant: 'master',
      serverVersion: '9.1',
    });
    expect(client.session.current()).toEqual(info);
    expect(client.session.tokens()).toEqual({
      authentication: 'auth-token-1-SECRET',
      renewalToken: 'renewal-token-1-SECRET',
    });
    expect(seen).toEqual([{ type: 'signed-in', session: info }]);
    expect(JSON.stringify(seen)).not.toContain('SECRET');
  });

  it('a wrong password is a service error with its sentence, and nothing is kept', async () => {
    const server = fakeServer();
    server.on('POST', '/me/login', () => serviceError(401, 10004));
    const { client } = clientFor(server);
    const e = await caught(client.session.login({ userName: 'alice', password: 'bad' }));
    expect(e).toMatchObject({
      kind: 'service',
      status: 401,
      code: 10004,
      sentence: 'Wrong user name or password.',
    });
    expect(client.session.current()).toBeNull();
  });

  it('while a session is held, sends its token so the server ends it instead of answering 10005', async () => {
    const server = fakeServer();
    const sessions = withSessions(server);
    // The server's rule: one session per userSpace; a login carrying the live token ends it.
    server.on('POST', '/me/login', (req) => {
      const live = [...sessions.valid][0];
      if (live && req.authorization !== `xelion ${live}`) return serviceError(401, 10005);
      sessions.valid.clear();
      sessions.valid.add('auth-token-9-SECRET');
      return json(200, { ...f.tokenPair(9) });
    });
    const { client } = clientFor(server);
    await client.session.login({ userName: 'alice', password: 'pw' });
    await client.session.login({ userName: 'alice', password: 'pw' });
    const logins = server.requests.filter((r) => r.path === '/me/login');
    expect(logins.map((r) => r.authorization)).toEqual([null, 'xelion auth-token-9-SECRET']);
    expect(client.session.current()?.userName).toBe('alice');
  });

  it('when the token it sent has already ended (401/10000), signs in without it', async () => {
    const server = fakeServer();
    withSessions(server);
    const { client } = await signedIn(server);
    server.on('POST', '/me/login', (req) =>
      req.authorization ? serviceError(401, 10000) : json(200, f.tokenPair(5)),
    );
    await client.session.login({ userName: 'alice', password: 'pw' });
    const logins = server.requests.filter((r) => r.path === '/me/login');
    expect(logins.map((r) => r.authorization)).toEqual([null, 'xelion auth-token-1-SECRET', null]);
    expect(client.session.tokens()?.renewalToken).toBe('renewal-token-5-SECRET');
  });

  it('restore() signs in silently with the stored tokens, the session token in Authorization', async () => {
    const server = fakeServer();
    const sessions = withSessions(server);
    const first = clientFor(server).client;
    await first.session.login({ userName: 'alice', password: 'pw' });
    const stored = { ...first.session.tokens()!, userName: 'alice' };

    const { client } = clientFor(server);
    const seen = events(client);
    guardedInfo(server, sessions);
    await expect(client.session.restore(stored)).resolves.toMatchObject({ userName: 'alice' });
    expect(seen.map((e) => e.type)).toEqual(['signed-in']);
    const renewal = server.requests.find((r) => r.path === '/me/renew');
    expect(renewal?.authorization).toBe('xelion auth-token-1-SECRET');
    await expect(client.me.info()).resolves.toEqual(f.meInfo);
    // A renewal token works once.
    const again = clientFor(server).client;
    await expect(again.session.restore(stored)).rejects.toMatchObject({ kind: 'unauthenticated' });
    expect(again.session.current()).toBeNull();
  });

  it('without a session, an authenticated call fails at once and sends nothing', async () => {
    const server = fakeServer();
    const { client } = clientFor(server);
    await expect(client.me.info()).rejects.toMatchObject({
      kind: 'unauthenticated',
      operation: 'me.info',
    });
    await expect(client.session.renew()).rejects.toMatchObject({ kind: 'unauthenticated' });
    expect(server.requests).toHaveLength(0);
  });

  it('a listener that throws disturbs nobody', async () => {
    const server = fakeServer();
    withSessions(server);
    const { client } = clientFor(server);
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    client.session.onChange(() => {
      throw new Error('listener bug');
    });
    const seen = events(client);
    await client.session.login({ userName: 'alice', password: 'pw' });
    expect(seen).toHaveLength(1);
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });

  it('onChange returns an unsubscribe', async () => {
    const server = fakeServer();
    withSessions(server);
    const { client } = clientFor(server);
    const seen: SessionEvent[] = [];
    const off = client.session.onChange((e) => seen.push(e));
    off();
    await client.session.login({ userName: 'alice', password: 'pw' });
    expect(seen).toEqual([]);
  });
});

describe('sign out', () => {
  it('calls /me/logout with the token, clears state and emits signed-out', async () => {
    const server = fakeServer();
    const { client, sessions } = await signedIn(server);
    const seen = events(client);
    await client.session.logout();
    expect(server.requests.at(-1)).toMatchObject({
      path: '/me/logout',
      authorization: 'xelion auth-token-1-SECRET',
    });
    expect(sessions.valid.size).toBe(0);
    expect(client.session.current()).toBeNull();
    expect(client.session.tokens()).toBeNull();
    expect(seen).toEqual([{ type: 'signed-out' }]);
  });

  it('clears state even when the call fails, and the next login ends that session', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    server.on('POST', '/me/logout', () => {
      throw new TypeError('fetch failed');
    });
    await expect(client.session.logout()).resolves.toBeUndefined();
    expect(client.session.current()).toBeNull();
    await client.session.login({ userName: 'alice', password: 'pw' });
    expect(server.requests.at(-1)).toMatchObject({
      path: '/me/login',
      authorization: 'xelion auth-token-1-SECRET',
    });
  });

  it('after a 401 on logout the session is known to be over: the next login sends no token', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    server.on('POST', '/me/logout', () => serviceError(401, 10000));
    await client.session.logout();
    await client.session.login({ userName: 'alice', password: 'pw' });
    expect(server.requests.at(-1)).toMatchObject({ path: '/me/login', authorization: null });
  });

  it('without a session does nothing', async () => {
    const server = fakeServer();
    const { client } = clientFor(server);
    await client.session.logout();
    expect(server.requests).toHaveLength(0);
  });
});

describe('renewal on 401', () => {
  it('N concurrent requests refused with 401 share one renewal, then each is sent once more', async () => {
    const server = fakeServer();
    const { client, sessions } = await signedIn(server);
    guardedInfo(server, sessions);
    const seen = events(client);
    sessions.expireAll();
    const results = await Promise.all(Array.from({ length: 6 }, () => client.me.info()));
    expect(results).toEqual(Array(6).fill(f.meInfo));
    expect(server.requests.filter((r) => r.path === '/me/renew')).toHaveLength(1);
    const infos = server.requests.filter((r) => r.path === '/me/info');
    expect(infos).toHaveLength(12);
    expect(infos.slice(6).every((r) => r.authorization === 'xelion auth-token-2-SECRET')).toBe(
      true,
    );
    expect(seen.map((e) => e.type)).toEqual(['renewed']);
  });

  it('a POST refused with 401/10000 is sent once more after renewal (it was not applied)', async () => {
    const server = fakeServer();
    const { client, sessions } = await signedIn(server);
    server.on('POST', '/chats/400/messages', (req) =>
      sessions.authorized(req) ? json(200, f.single(f.chatMessage)) : serviceError(401, 10000),
    );
    sessions.expireAll();
    await expect(client.chats.send('400', { text: 'hi' })).resolves.toEqual(f.chatMessage);
    expect(server.calls().map((r) => r.authorization)).toEqual([
      'xelion auth-token-1-SECRET',
      'xelion auth-token-2-SECRET',
    ]);
  });

  it('a PATCH refused with 401 twice is not sent a third time; the session expires', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    server.on('PATCH', '/me/favorites', () => serviceError(401, 10000));
    const seen = events(client);
    const e = await caught(client.favorites.update([{ op: 'remove', path: '/x1ListItems/781' }]));
    expect(e).toMatchObject({ kind: 'unauthenticated', operation: 'favorites.update' });
    expect(server.calls()).toHaveLength(2);
    expect(seen.map((x) => x.type)).toEqual(['renewed', 'expired']);
    expect(client.session.current()).toBeNull();
  });

  it('a renewal refused with 401 ends the session: expired, state cleared, unauthenticated', async () => {
    const server = fakeServer();
    const { client, sessions } = await signedIn(server);
    guardedInfo(server, sessions);
    server.on('POST', '/me/renew', () => serviceError(401, 10000));
    const seen = events(client);
    sessions.expireAll();
    const errors = await Promise.all([caught(client.me.info()), caught(client.me.info())]);
    for (const e of errors) expect(e).toMatchObject({ kind: 'unauthenticated', status: 401 });
    expect(errors[0].sentence).toBe('Your session has ended. Please sign in again.');
    expect(server.requests.filter((r) => r.path === '/me/renew')).toHaveLength(1);
    expect(seen).toEqual([{ type: 'expired' }]);
    expect(client.session.current()).toBeNull();
    expect(client.session.tokens()).toBeNull();
    await expect(client.me.info()).rejects.toMatchObject({ kind: 'unauthenticated' });
  });

  it('a request that finds the token already renewed by another is replayed without renewing again', async () => {
    const server = fakeServer();
    const { client, sessions } = await signedIn(server);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.on('GET', '/me/info', async (req) => {
      if (req.authorization === 'xelion auth-token-1-SECRET') await gate;
      return sessions.authorized(req) ? json(200, f.single(f.meInfo)) : serviceError(401, 10000);
    });
    const slow = client.me.info();
    await client.session.renew();
    release();
    await expect(slow).resolves.toEqual(f.meInfo);
    expect(server.requests.filter((r) => r.path === '/me/renew')).toHaveLength(1);
  });

  it('a caller giving up while waiting for the shared renewal does not cancel it for others', async () => {
    const server = fakeServer();
    const { client, sessions } = await signedIn(server);
    guardedInfo(server, sessions);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.on('POST', '/me/renew', async (req, signal) => {
      await gate;
      void signal;
      return json(200, req.body === 'renewal-token-1-SECRET' ? f.tokenPair(2) : {});
    });
    sessions.valid.clear();
    sessions.valid.add('auth-token-2-SECRET');
    const controller = new AbortController();
    const impatient = caught(client.me.info({ signal: controller.signal }));
    const patient = client.me.info();
    await new Promise((r) => setTimeout(r, 5));
    controller.abort();
    expect(await impatient).toMatchObject({ kind: 'aborted' });
    release();
    await expect(patient).resolves.toEqual(f.meInfo);
  });
});

describe('proactive renewal', () => {
  const hour = 3_600_000;
  const local0 = Date.parse('2030-01-01T08:00:00Z');
  // The server's clock runs two hours ahead of ours; its tokens live one hour.
  const serverSkew = 2 * hour;
  const stamp = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

  function skewedServer() {
    let localNow = local0;
    const server = fakeServer();
    const sessions = withSessions(
      server,
      () => stamp(localNow + serverSkew + hour),
      () => new Date(localNow + serverSkew).toUTCString(),
    );
    guardedInfo(server, sessions);
    const { client } = clientFor(server, { now: () => localNow });
    return { server, client, sessions, advance: (ms: number) => (localNow += ms) };
  }
  const renewals = (server: FakeServer) =>
    server.requests.filter((r) => r.path === '/me/renew').length;

  it('renews renewMarginSec before validUntil, measured on the server clock (Date header)', async () => {
    const { server, client, advance } = skewedServer();
    await client.session.login({ userName: 'alice', password: 'pw' });
    advance(hour - 61_000);
    await client.me.info();
    expect(renewals(server)).toBe(0);
    advance(2_000);
    await client.me.info();
    expect(renewals(server)).toBe(1);
    // The request went out with the new token, not the one about to expire.
    expect(server.requests.at(-1)?.authorization).toBe('xelion auth-token-2-SECRET');
  });

  it('concurrent requests near expiry share one renewal', async () => {
    const { server, client, advance } = skewedServer();
    await client.session.login({ userName: 'alice', password: 'pw' });
    advance(hour - 30_000);
    await Promise.all(Array.from({ length: 5 }, () => client.me.info()));
    expect(renewals(server)).toBe(1);
    expect(server.requests.filter((r) => r.path === '/me/info')).toHaveLength(5);
  });

  it('without a Date header, trusts validUntil against the local clock', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const server = fakeServer();
    const sessions = withSessions(server, () => '2030-01-01 00:10:00');
    guardedInfo(server, sessions);
    const { client } = clientFor(server, { now: () => now, renewMarginSec: 60 });
    await client.session.login({ userName: 'alice', password: 'pw' });
    now += 8 * 60_000;
    await client.me.info();
    expect(renewals(server)).toBe(0);
    now += 90_000;
    await client.me.info();
    expect(renewals(server)).toBe(1);
  });

  it('a transient renewal failure keeps using the token while it is still valid', async () => {
    const { server, client, advance } = skewedServer();
    await client.session.login({ userName: 'alice', password: 'pw' });
    server.on('POST', '/me/renew', () => serviceError(503, 11000));
    advance(hour - 30_000);
    await expect(client.me.info()).resolves.toEqual(f.meInfo);
    expect(client.session.current()).not.toBeNull();
    advance(60_000);
    await expect(client.me.info()).rejects.toMatchObject({
      kind: 'service',
      status: 503,
      operation: 'me.info',
    });
  });

  it('a margin longer than the token lifetime does not renew on every request', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const server = fakeServer();
    const sessions = withSessions(server, () => stamp(now + 60_000));
    guardedInfo(server, sessions);
    const { client } = clientFor(server, { now: () => now, renewMarginSec: 600 });
    await client.session.login({ userName: 'alice', password: 'pw' });
    await client.me.info();
    await client.me.info();
    expect(renewals(server)).toBe(0);
    now += 31_000;
    await client.me.info();
    expect(renewals(server)).toBe(1);
  });

  it('a renewal answer arriving after sign-out does not revive the session', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.on('POST', '/me/renew', async () => {
      await gate;
      return json(200, f.tokenPair(7));
    });
    const renewing = caught(client.session.renew());
    await client.session.logout();
    release();
    expect(await renewing).toMatchObject({ kind: 'unauthenticated' });
    expect(client.session.current()).toBeNull();
  });
});

describe('secrets never leak', () => {
  const secrets = [
    'auth-token-1-SECRET',
    'renewal-token-1-SECRET',
    'auth-token-2-SECRET',
    'renewal-token-2-SECRET',
    'pw-SECRET',
  ];
  const expectClean = (e: ApiError) => {
    const views = [
      JSON.stringify(e),
      e.message,
      String(e),
      e.stack ?? '',
      JSON.stringify(e.toInfo()),
      e.sentence,
    ];
    for (const view of views) for (const s of secrets) expect(view).not.toContain(s);
  };
  const echo = (req: Recorded) =>
    serviceError(
      400,
      10202,
      {},
      `bad request, auth was ${req.authorization} body ${JSON.stringify(req.body)}`,
    );

  it('not in errors of requests, even when the server echoes them', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    server.on('GET', '/me/info', echo);
    const e = await caught(client.me.info());
    expect(e.message).toContain('[redacted]');
    expectClean(e);
  });

  it('not in errors of sign-in (password) nor of renewal (renewal token)', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    server.on('POST', '/me/login', echo);
    expectClean(await caught(client.session.login({ userName: 'alice', password: 'pw-SECRET' })));
    server.on('POST', '/me/renew', echo);
    expectClean(await caught(client.session.renew()));
  });

  it('not in network errors whose text mentions them', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server, { retry: { attempts: 1 } });
    server.on('GET', '/me/info', (req) => {
      throw new TypeError(`socket hang up (${req.authorization})`);
    });
    expectClean(await caught(client.me.info()));
  });

  it('not in malformed-answer errors', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    server.on('GET', '/me/info', (req) => json(200, { object: { oid: req.authorization } }));
    expectClean(await caught(client.me.info()));
  });

  it('not in session events or session info', async () => {
    const server = fakeServer();
    withSessions(server);
    const { client } = clientFor(server);
    const seen = events(client);
    await client.session.login({ userName: 'alice', password: 'pw-SECRET' });
    await client.session.renew();
    await client.session.logout();
    const text = JSON.stringify([seen, client.session.current()]);
    for (const s of secrets) expect(text).not.toContain(s);
  });
});

describe('logout while requests run', () => {
  it('a request refused after signing in again (maybe as someone else) is not replayed', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.on('POST', '/chats/400/messages', async () => {
      await gate;
      return serviceError(401, 10000);
    });
    const pending = caught(client.chats.send('400', { text: "alice's words" }));
    await client.session.login({ userName: 'bob', password: 'pw' });
    release();
    expect(await pending).toMatchObject({ kind: 'unauthenticated', operation: 'chats.send' });
    expect(server.calls().filter((r) => r.path === '/chats/400/messages')).toHaveLength(1);
    expect(server.requests.filter((r) => r.path === '/me/renew')).toHaveLength(0);
    expect(client.session.current()).not.toBeNull();
  });

  it('a request refused after sign-out does not try to renew', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    server.on('GET', '/me/info', async () => {
      await gate;
      return serviceError(401, 10000);
    });
    server.on('POST', '/me/logout', () => noContent());
    const pending = caught(client.me.info());
    await client.session.logout();
    release();
    expect(await pending).toMatchObject({ kind: 'unauthenticated' });
    expect(server.requests.filter((r) => r.path === '/me/renew')).toHaveLength(0);
  });
});
