import { describe, expect, it } from 'vitest';
import { CoreError } from '../../../src/main/core/core-error';
import { ServiceCode } from '../../../src/shared/interface';
import { apiError, sessionHarness } from './fakes';

/** `session.requestMfaCode` behind the contract: a client of its own, used once, not kept. */
const ask = { serverUrl: 'pbx.example.com', userName: 'ann', email: 'ann@example.com' };

async function rejection(promise: Promise<unknown>): Promise<CoreError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CoreError);
  return error as CoreError;
}

describe('asking for a sign-in code', () => {
  it('asks the server at the typed address, and changes no session', async () => {
    const h = sessionHarness();
    const before = h.service.current();
    await expect(h.service.requestMfaCode(ask)).resolves.toEqual({ outcome: 'sent' });
    expect(h.clients).toHaveLength(1);
    expect(h.clients[0]?.baseUrl).toBe('https://pbx.example.com/api/v1/master');
    expect(h.clients[0]?.session.requestMfa).toHaveBeenCalledWith({
      userName: 'ann',
      email: 'ann@example.com',
    });
    expect(h.clients[0]?.calls).toEqual(['requestMfa:ann@example.com']);
    expect(h.service.current()).toBe(before);
    expect(h.emitted).toEqual([]);
  });

  it('leaves a signed-in session alone: its client is neither used nor replaced', async () => {
    const h = sessionHarness();
    await h.service.signIn({ ...ask, password: 'pw', remember: false });
    const signedIn = h.service.current();
    const emitted = h.emitted.length;
    await h.service.requestMfaCode(ask);
    expect(h.clients).toHaveLength(2);
    expect(h.clients[0]?.calls).not.toContain('requestMfa:ann@example.com');
    expect(h.clients[0]?.calls).not.toContain('logout');
    expect(h.service.current()).toBe(signedIn);
    expect(h.emitted).toHaveLength(emitted);
  });

  it('passes on a server that sends the code by itself', async () => {
    const h = sessionHarness();
    h.onNewClient((c) => {
      c.mfaOutcome = 'automatic';
    });
    await expect(h.service.requestMfaCode(ask)).resolves.toEqual({ outcome: 'automatic' });
  });

  it('refuses an address that is not one before asking anyone', async () => {
    const h = sessionHarness();
    const error = await rejection(h.service.requestMfaCode({ ...ask, serverUrl: 'http://pbx' }));
    expect(error.info.kind).toBe('invalid-request');
    expect(h.clients).toHaveLength(0);
  });

  it('says an unreachable server as sign-in does, naming it; a refusal keeps its code', async () => {
    const h = sessionHarness();
    h.onNewClient((c) => {
      c.requestMfaError = apiError({ kind: 'network', operation: 'session.requestMfa' });
    });
    const unreachable = await rejection(h.service.requestMfaCode(ask));
    expect(unreachable.info).toMatchObject({ kind: 'network' });
    expect(unreachable.info.sentence).toBe(
      "Switchboard can't reach pbx.example.com. Check the server address and your network connection.",
    );

    h.onNewClient((c) => {
      c.requestMfaError = apiError({
        kind: 'service',
        operation: 'session.requestMfa',
        status: 401,
        code: ServiceCode.UnknownUserOrEmail,
      });
    });
    const refused = await rejection(h.service.requestMfaCode(ask));
    expect(refused.info).toMatchObject({
      kind: 'service',
      status: 401,
      code: ServiceCode.UnknownUserOrEmail,
      sentence: "This user name and e-mail address don't belong to the same account. Check both.",
    });
  });
});
