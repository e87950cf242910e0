import { describe, expect, it, vi } from 'vitest';
import { CoreError } from '../../../src/main/core/core-error';
import { sentences } from '../../../src/main/core/session-service';
import { ServiceCode } from '../../../src/shared/interface';
import { apiError, sessionHarness } from './fakes';

const signIn = {
  serverUrl: 'pbx.example.com',
  userName: 'ann',
  password: 'correct horse',
  remember: true,
};

/** Who the fake server says Ann is, as the shell shows her. */
const ann = {
  userName: 'ann',
  displayName: 'Ann Example',
  role: 'administrator' as const,
  serverUrl: 'https://pbx.example.com',
  serverLabel: 'pbx.example.com',
  demo: false,
  tenant: 'master',
};

/** The server's answer to a renewal token it does not know (used, or never issued). */
const refusedRenewal = () =>
  apiError({ kind: 'unauthenticated', operation: 'session.renew', status: 401, code: 10000 });

async function rejection(promise: Promise<unknown>): Promise<CoreError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CoreError);
  return error as CoreError;
}

describe('SessionService sign-in', () => {
  it('signs in, shows who and where, and remembers only the session tokens', async () => {
    const h = sessionHarness();
    const state = await h.service.signIn(signIn);
    expect(state).toMatchObject({
      status: 'signed-in',
      user: { ...ann, remembered: true },
    });
    expect(h.clients[0]?.baseUrl).toBe('https://pbx.example.com/api/v1/master');
    expect(h.credentials.stored).toEqual({
      serverUrl: 'https://pbx.example.com',
      userName: 'ann',
      // Both tokens: renewing needs the session's own (me_renew.html).
      renewalToken: 'renewal-1',
      authentication: 'auth-renewal-1',
      // Who, for the next start's shell (no secret: the tokens are the only ones).
      user: ann,
    });
    expect(JSON.stringify(h.credentials.stored)).not.toContain('correct horse');
    expect(JSON.stringify(h.emitted)).not.toMatch(/renewal-1|correct horse/);
    expect(h.connectivity.state().status).toBe('online');
  });

  it('stores nothing without "remember me", and forgets an older remembered sign-in', async () => {
    const h = sessionHarness();
    h.credentials.stored = { serverUrl: 'https://old.example', userName: 'x', renewalToken: 'old' };
    const state = await h.service.signIn({ ...signIn, remember: false });
    expect(state).toMatchObject({ status: 'signed-in', user: { remembered: false } });
    expect(h.credentials.stored).toBeNull();
  });

  it('signs in but says why when secure storage refuses to remember', async () => {
    const h = sessionHarness();
    h.credentials.availabilityResult = { available: false, sentence: 'No keyring here.' };
    const state = await h.service.signIn(signIn);
    expect(state).toMatchObject({
      status: 'signed-in',
      user: { remembered: false, rememberNotice: 'No keyring here.' },
    });
    expect(h.credentials.stored).toBeNull();
  });

  it('rejects an http address that is not this computer, without calling the server', async () => {
    const h = sessionHarness();
    const error = await rejection(
      h.service.signIn({ ...signIn, serverUrl: 'http://pbx.example.com' }),
    );
    expect(error.info.sentence).toMatch(/https/);
    expect(h.clients).toHaveLength(0);
  });

  it.each([
    [ServiceCode.WrongCredentials, /Wrong user name or password/],
    [ServiceCode.AccountDisabled, /disabled/],
    [ServiceCode.PasswordExpired, /expired/],
  ])('keeps service code %i and its sentence', async (code, sentence) => {
    const h = sessionHarness();
    h.onNewClient((c) => {
      c.loginError = apiError({ kind: 'service', operation: 'session.login', status: 401, code });
    });
    const error = await rejection(h.service.signIn(signIn));
    expect(error.info.code).toBe(code);
    expect(error.info.sentence).toMatch(sentence);
    expect(h.service.current().status).toBe('signed-out');
  });

  it('tells unreachable, incompatible and untrusted servers apart', async () => {
    const h = sessionHarness();
    h.onNewClient((c) => {
      c.loginError = apiError({ kind: 'network', operation: 'session.login' });
    });
    expect((await rejection(h.service.signIn(signIn))).info.sentence).toMatch(
      /can't reach pbx\.example\.com/,
    );

    h.onNewClient((c) => {
      c.loginError = apiError({ kind: 'malformed', operation: 'session.login', status: 200 });
    });
    expect((await rejection(h.service.signIn(signIn))).info.sentence).toMatch(
      /Switchboard-compatible/,
    );

    h.onNewClient((c) => {
      c.loginError = apiError({ kind: 'service', operation: 'session.login', status: 404 });
    });
    expect((await rejection(h.service.signIn(signIn))).info.sentence).toMatch(
      /Switchboard-compatible/,
    );
  });
});

describe('SessionService remembered sign-in', () => {
  it('restores silently at start and stores the rotated renewal token', async () => {
    const h = sessionHarness();
    h.credentials.stored = {
      serverUrl: 'https://pbx.example.com',
      userName: 'ann',
      renewalToken: 'r0',
      authentication: 'a0',
    };
    const state = await h.service.restore();
    expect(state).toMatchObject({
      status: 'signed-in',
      user: { remembered: true, userName: 'ann' },
    });
    expect(h.clients[0]?.calls).toEqual(['restore:r0']);
    expect(h.credentials.stored?.renewalToken).toBe('r0-next');
    expect(h.emitted.map((e) => (e.payload as { status?: string }).status)).toContain('restoring');
  });

  it('forgets a remembered sign-in the server refuses', async () => {
    const h = sessionHarness();
    h.credentials.stored = {
      serverUrl: 'https://pbx.example.com',
      userName: 'ann',
      renewalToken: 'dead',
      authentication: 'a0',
    };
    h.onNewClient((c) => {
      c.restoreError = refusedRenewal();
    });
    const state = await h.service.restore();
    expect(state).toMatchObject({
      status: 'signed-out',
      notice: sentences.restoreRejected(),
      canResume: false,
    });
    expect(h.credentials.stored).toBeNull();
  });

  it('keeps a remembered sign-in when the server is unreachable, and resumes later', async () => {
    const h = sessionHarness();
    h.credentials.stored = {
      serverUrl: 'https://pbx.example.com',
      userName: 'ann',
      renewalToken: 'r0',
      authentication: 'a0',
    };
    h.onNewClient((c) => {
      c.restoreError = apiError({ kind: 'network', operation: 'session.renew' });
    });
    const state = await h.service.restore();
    expect(state).toMatchObject({ status: 'signed-out', canResume: true });
    expect(h.credentials.stored?.renewalToken).toBe('r0');
    h.onNewClient(() => {});
    await expect(h.service.restore()).resolves.toMatchObject({ status: 'signed-in' });
  });

  const rememberedAnn = {
    serverUrl: 'https://pbx.example.com',
    userName: 'ann',
    renewalToken: 'r0',
    authentication: 'a0',
    user: ann,
  };

  it('shows the remembered user at once, then confirms the sign-in with the server', async () => {
    const h = sessionHarness();
    h.credentials.stored = rememberedAnn;
    let answer!: () => void;
    const serverAnswers = new Promise<void>((resolve) => (answer = resolve));
    h.onNewClient((c) => {
      const renew = c.session.restore;
      c.session.restore = vi.fn(async (stored: Parameters<typeof renew>[0]) => {
        await serverAnswers;
        return renew(stored);
      });
    });
    const restoring = h.service.restore();
    // Before the server answered: signed in as remembered, so the cache can open.
    await vi.waitFor(() =>
      expect(h.service.current()).toMatchObject({
        status: 'signed-in',
        user: { displayName: 'Ann Example', remembered: true },
      }),
    );
    // A call made now waits for the renewal rather than failing.
    const call = h.service.withClient((c) => c.me.info());
    answer();
    await expect(restoring).resolves.toMatchObject({ status: 'signed-in' });
    await expect(call).resolves.toMatchObject({ person: { commonName: 'Ann Example' } });
    expect(h.clients).toHaveLength(1);
    expect(h.credentials.stored?.renewalToken).toBe('r0-next');
    expect(h.emitted.map((e) => (e.payload as { status?: string }).status)).not.toContain(
      'restoring',
    );
  });

  it('stays signed in as remembered while the server is unreachable; calls fail as offline, and the next one renews', async () => {
    const h = sessionHarness({ probe: () => Promise.resolve(false) });
    h.credentials.stored = rememberedAnn;
    h.onNewClient((c) => {
      c.restoreError = apiError({ kind: 'network', operation: 'session.renew' });
    });
    const state = await h.service.restore();
    expect(state).toMatchObject({ status: 'signed-in', user: { userName: 'ann' } });
    expect(h.connectivity.state().status).toBe('offline');
    await expect(h.service.withClient((c) => c.me.info())).rejects.toMatchObject({
      kind: 'network',
    });
    expect(h.credentials.stored?.renewalToken).toBe('r0');
    // The server is back: the next call renews first, then runs.
    h.onNewClient(() => {});
    await expect(h.service.withClient((c) => c.me.info())).resolves.toBeDefined();
    expect(h.service.current()).toMatchObject({ status: 'signed-in', user: { remembered: true } });
    expect(h.credentials.stored?.renewalToken).toBe('r0-next');
  });

  it('signs out when the server refuses the remembered sign-in behind the shell', async () => {
    const h = sessionHarness();
    h.credentials.stored = rememberedAnn;
    h.onNewClient((c) => {
      c.restoreError = refusedRenewal();
    });
    const state = await h.service.restore();
    expect(state).toMatchObject({ status: 'signed-out', notice: sentences.restoreRejected() });
    expect(h.credentials.stored).toBeNull();
    await expect(rejection(h.service.withClient((c) => c.me.info()))).resolves.toBeDefined();
  });

  it('stores each renewed token as the client renews by itself', async () => {
    const h = sessionHarness();
    await h.service.signIn(signIn);
    h.clients[0]?.renew();
    h.clients[0]?.renew();
    await h.service.dispose();
    expect(h.credentials.stored?.renewalToken).toBe('renewal-3');
    expect(h.service.current().status).toBe('signed-in');
  });
});

describe('SessionService expiry, sign-out and demo', () => {
  it('turns a failed renewal into a sign-in prompt that keeps the shell', async () => {
    const h = sessionHarness();
    await h.service.signIn(signIn);
    h.clients[0]?.expire();
    expect(h.service.current()).toMatchObject({
      status: 'reauth-required',
      user: { userName: 'ann' },
      sentence: sentences.expired(),
    });
    // Re-authenticating reuses the expired client, which ends its old server session itself.
    const state = await h.service.signIn(signIn);
    expect(state.status).toBe('signed-in');
    expect(h.clients).toHaveLength(1);
    expect(h.clients[0]?.calls).toEqual(['login', 'login']);
  });

  it('signs out on the server and forgets everything stored', async () => {
    const h = sessionHarness();
    await h.service.signIn(signIn);
    const state = await h.service.signOut();
    expect(h.clients[0]?.calls).toContain('logout');
    expect(h.credentials.stored).toBeNull();
    expect(state).toEqual({
      status: 'signed-out',
      canResume: false,
      serverUrl: 'https://pbx.example.com',
      userName: 'ann',
    });
    expect(h.connectivity.state().status).toBe('unknown');
  });

  it('signs out locally even when the server is gone', async () => {
    const h = sessionHarness();
    await h.service.signIn(signIn);
    h.clients[0]!.session.logout.mockRejectedValueOnce(
      apiError({ kind: 'network', operation: 'session.logout' }),
    );
    await expect(h.service.signOut()).resolves.toMatchObject({ status: 'signed-out' });
    expect(h.credentials.stored).toBeNull();
  });

  it('starts the demo server, signs in to it and stops it on sign-out', async () => {
    const h = sessionHarness();
    const state = await h.service.startDemo();
    expect(state).toMatchObject({
      status: 'signed-in',
      user: { demo: true, serverLabel: 'Demo server' },
    });
    expect(h.clients[0]?.baseUrl).toBe('http://127.0.0.1:4555/api/v1/master');
    expect(h.credentials.history).toEqual([]);
    await h.service.signOut();
    expect(h.demoClose).toHaveBeenCalledOnce();
  });

  it('refuses the demo where the host has none, and keeps the session', async () => {
    const h = sessionHarness({ withoutDemo: true });
    await h.service.signIn(signIn);
    const error = await rejection(h.service.startDemo());
    expect(error.info).toMatchObject({
      kind: 'invalid-request',
      sentence: 'This version of Switchboard has no demo. Sign in to your server.',
    });
    expect(h.service.current()).toMatchObject({ status: 'signed-in', user: { demo: false } });
    expect(h.clients[0]?.calls).not.toContain('logout');
  });

  it('on quit ends a session that is not remembered and keeps a remembered one', async () => {
    const once = sessionHarness();
    await once.service.signIn({ ...signIn, remember: false });
    await once.service.dispose();
    expect(once.clients[0]?.calls).toContain('logout');

    const kept = sessionHarness();
    await kept.service.signIn(signIn);
    await kept.service.dispose();
    expect(kept.clients[0]?.calls).not.toContain('logout');
    expect(kept.credentials.stored).not.toBeNull();
  });

  it('reports calls made while signed out as unauthenticated', async () => {
    const h = sessionHarness();
    const error = await rejection(h.service.withClient((c) => c.me.info()));
    expect(error.info.kind).toBe('unauthenticated');
  });

  it('marks the server offline when a call cannot reach it', async () => {
    const h = sessionHarness();
    await h.service.signIn(signIn);
    await expect(
      h.service.withClient(() =>
        Promise.reject(apiError({ kind: 'network', operation: 'me.info' })),
      ),
    ).rejects.toBeDefined();
    expect(h.connectivity.state()).toMatchObject({ status: 'offline' });
    await h.service.withClient((c) => c.me.info());
    expect(h.connectivity.state().status).toBe('online');
    await h.service.signOut();
  });

  it('does not mark it offline for a write given up unsent for want of a request slot', async () => {
    const h = sessionHarness();
    await h.service.signIn(signIn);
    await h.service.withClient((c) => c.me.info());
    await expect(
      h.service.withClient(() =>
        Promise.reject(apiError({ kind: 'timeout', operation: 'chats.send', notSent: true })),
      ),
    ).rejects.toMatchObject({ kind: 'timeout', notSent: true });
    expect(h.connectivity.state().status).toBe('online');
    await h.service.signOut();
  });
});
