import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiError, type SessionEvent } from '../../src/main/api';
import { ServiceCode } from '../../src/shared/interface';
import { expectServiceError, startContract, type Contract } from './harness';

let c: Contract;
beforeAll(async () => {
  c = await startContract({ size: 60 });
});
afterAll(() => c.close());

describe('sign in, renewal and sign out against the simulator', () => {
  it('signs in, reads who is signed in, and signs out', async () => {
    const client = await c.signIn('user');
    const info = await client.me.info();
    expect(info.role).toBe('user');
    expect(client.session.current()?.userName).toBe(info.userName);
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
    await expect(first.me.info()).resolves.toMatchObject({ role: 'user' });
  });

  it('restores a remembered session from the renewal token, which then cannot be used twice', async () => {
    const client = await c.signIn('administrator');
    const stored = client.session.renewalToken()!;
    const restarted = c.client();
    await restarted.session.restore(stored);
    await expect(restarted.me.info()).resolves.toMatchObject({ role: 'administrator' });
    const replay: unknown = await c
      .client()
      .session.restore(stored)
      .catch((e: unknown) => e);
    expect(isApiError(replay) && replay.code).toBe(ServiceCode.NotAuthenticated);
  });

  it('renews transparently when every token expires at once', async () => {
    const client = await c.signIn('user');
    const events: SessionEvent['type'][] = [];
    client.session.onChange((e) => events.push(e.type));
    c.sim.setFaults({ expireTokens: true });
    await expect(client.me.info()).resolves.toMatchObject({ role: 'user' });
    expect(events).toContain('renewed');
  });

  it('renews before validUntil without a refused request', async () => {
    const short = await startContract({ size: 20, tokenTtlSec: 2 });
    try {
      const { fetch: counting, sent } = (await import('./harness')).countingFetch();
      const client = await short.signIn('user', { fetch: counting, renewMarginSec: 1 });
      await new Promise((r) => setTimeout(r, 1_300));
      await expect(client.me.info()).resolves.toMatchObject({ role: 'user' });
      const paths = sent.map((s) => s.path.replace(/^.*\/master/, ''));
      expect(paths).toEqual(['/me/login', '/me/renew', '/me/info']);
    } finally {
      await short.close();
    }
  });

  it('never puts a token in an error', async () => {
    const client = await c.signIn('user');
    const token = client.session.renewalToken()!;
    c.sim.setFaults({ errorRate: 1, errorStatus: 500 });
    const error: unknown = await client.me.info().catch((e: unknown) => e);
    c.sim.setFaults({});
    expect(isApiError(error)).toBe(true);
    const dump = JSON.stringify(error) + String(error) + (error as Error).stack;
    expect(dump).not.toContain(token);
  });
});
