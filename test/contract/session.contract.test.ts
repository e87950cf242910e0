import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError, type SessionEvent } from '../../src/main/api';
import { ServiceCode } from '../../src/shared/interface';
import { silentLogger } from '../../src/main/common/logger';
import { whoAmI } from '../../src/main/core/who-am-i';
import { countingFetch, expectServiceError, startContract, type Contract } from './harness';

let c: Contract;
beforeAll(async () => {
  c = await startContract({ size: 60 });
});
afterAll(() => c.close());

describe('sign in, renewal and sign out against the simulator', () => {
  it('signs in, reads who is signed in, and signs out', async () => {
    const client = await c.signIn('user');
    const info = await client.me.info();
    // The guide's shape (me_info.html): the person and their line; no user name, no role.
    expect(info.person.objectType).toBe('Person');
    expect(info.phoneLine?.objectType).toBe('XCCPhoneLine');
    expect(info).not.toHaveProperty('userName');
    expect(info).not.toHaveProperty('role');
    await client.session.logout();
    expect(client.session.current()).toBeNull();
    const error: unknown = await client.me.info().catch((e: unknown) => e);
    expect(isApiError(error) && error.kind).toBe('unauthenticated');
  });

  it('names each login refusal', async () => {
    const user = c.sim.accounts.find((a) => a.role === 'user')!;
    await expectServiceError(
      c.client().session.login({ userName: user.userName, password: 'wrong' }),
      401,
      ServiceCode.WrongCredentials,
    );
    await expectServiceError(
      c.client().session.login(c.fixtures.disabledAccount),
      401,
      ServiceCode.AccountDisabled,
    );
    await expectServiceError(
      c.client().session.login(c.fixtures.expiredAccount),
      401,
      ServiceCode.PasswordExpired,
    );
  });

  it('refuses a second session in the same user space, but a client never strands itself', async () => {
    const user = c.sim.accounts.find((a) => a.role === 'user')!;
    const first = c.client({ userSpace: 'contract-shared-space' });
    await first.session.login(user);
    const second = c.client({ userSpace: 'contract-shared-space' });
    await expectServiceError(second.session.login(user), 401, ServiceCode.AlreadySignedIn);
    // The holder of the session signs in again: it sends its token, which ends that session first.
    await first.session.login(user);
    await expect(first.me.info()).resolves.toHaveProperty('person');
  });

  it('restores a remembered session from its tokens, which then cannot be used twice', async () => {
    const client = await c.signIn('administrator');
    const stored = { ...client.session.tokens()!, userName: 'admin' };
    const restarted = c.client();
    await restarted.session.restore(stored);
    await expect(restarted.me.info()).resolves.toHaveProperty('person');
    const replay: unknown = await c
      .client()
      .session.restore(stored)
      .catch((e: unknown) => e);
    // The old session token is gone with the renewal: 401/1002X, taken as "sign in again".
    expect(isApiError(replay) && replay.kind).toBe('unauthenticated');
  });

  it('renews transparently when every token expires at once', async () => {
    const client = await c.signIn('user');
    const events: SessionEvent['type'][] = [];
    client.session.onChange((e) => events.push(e.type));
    c.sim.setFaults({ expireTokens: true });
    await expect(client.me.info()).resolves.toHaveProperty('person');
    expect(events).toContain('renewed');
  });

  it('renews before validUntil without a refused request', async () => {
    const short = await startContract({ size: 20, tokenTtlSec: 2 });
    try {
      const { fetch: counting, sent } = (await import('./harness')).countingFetch();
      const client = await short.signIn('user', { fetch: counting, renewMarginSec: 1 });
      await new Promise((r) => setTimeout(r, 1_300));
      await expect(client.me.info()).resolves.toHaveProperty('person');
      const paths = sent.map((s) => s.path.replace(/^.*\/master/, ''));
      expect(paths).toEqual(['/me/login', '/me/renew', '/me/info']);
    } finally {
      await short.close();
    }
  });

  it('never puts a token in an error', async () => {
    const client = await c.signIn('user');
    const { authentication, renewalToken } = client.session.tokens()!;
    c.sim.setFaults({ errorRate: 1, errorStatus: 500 });
    const error: unknown = await client.me.info().catch((e: unknown) => e);
    c.sim.setFaults({});
    expect(isApiError(error)).toBe(true);
    const dump = JSON.stringify(error) + String(error) + (error as Error).stack;
    expect(dump).not.toContain(renewalToken);
    expect(dump).not.toContain(authentication);
  });
});

describe('the real platform (guide: me_renew.html, me_info.html, me_login.html)', () => {
  it('renewal carries the session token; the simulator refuses a renewal without it', async () => {
    const client = await c.signIn('user');
    const { renewalToken } = client.session.tokens()!;
    const bare = await fetch(`${c.sim.baseUrl}/me/renew`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(renewalToken),
    });
    expect(bare.status).toBe(401);
    await expect(client.session.renew()).resolves.toHaveProperty('validUntil');
    await expect(client.me.info()).resolves.toHaveProperty('person');
  });

  it('an expired token is answered 401/1002X and renewed unnoticed', async () => {
    const { fetch: counting, sent } = countingFetch();
    const client = await c.signIn('user', { fetch: counting });
    // Every token dies at once, long before the client would renew it by its validUntil.
    c.sim.setFaults({ expireTokens: true });
    const failed = await fetch(`${c.sim.baseUrl}/me/info`, {
      headers: { authorization: `xelion ${client.session.tokens()!.authentication}` },
    });
    expect(((await failed.json()) as { errorCode: number }).errorCode).toBe(10021);
    await expect(client.me.info()).resolves.toHaveProperty('person');
    expect(sent.map((s) => [s.path.replace(/^.*\/master/, ''), s.status])).toEqual([
      ['/me/login', 200],
      ['/me/info', 401],
      ['/me/renew', 200],
      ['/me/info', 200],
    ]);
  });

  it('the role comes from what the server grants: user, administrator and master', async () => {
    for (const role of ['user', 'administrator', 'master'] as const) {
      const client = await c.signIn(role);
      const who = await whoAmI(client, client.session.current()!, silentLogger);
      expect(who.role).toBe(role);
      expect(who.displayName).toBe((await client.me.info()).person.commonName);
    }
  });

  it('a second factor: 10013 first, then a login with the e-mail address and the code', async () => {
    const { userName, password, email, code } = c.fixtures.mfaAccount;
    const client = c.client();
    await expectServiceError(
      client.session.login({ userName, password }),
      401,
      ServiceCode.MfaRequired,
    );
    await expectServiceError(
      client.session.login({ userName, password, mfa: { code: '000000', email } }),
      401,
      ServiceCode.MfaRequired,
    );
    await client.session.login({ userName, password, mfa: { code, email } });
    await expect(client.me.info()).resolves.toHaveProperty('person');
  });
});
