import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createHostAuth, RELOAD_GRACE_MS } from '../../../src/main/browser-host/host-auth';
import { bridgeProtocol, launchSecretPrefix } from '../../../src/shared/contract';

/** A page's first connection: the launch secret, traded for a token. */
function launch() {
  const auth = createHostAuth();
  const admission = auth.admit([bridgeProtocol, `${launchSecretPrefix}${auth.secret}`]);
  if (!admission) throw new Error('the launch secret was refused');
  return { auth, token: admission.token, admission };
}

const offering = (token: string) => [bridgeProtocol, token];

describe('host tokens', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('trades the launch secret once for a token the page then connects with', () => {
    const { auth, token, admission } = launch();
    expect(admission).toEqual({ token: expect.stringMatching(/^sbt\./), issued: true });
    expect(auth.admit([bridgeProtocol, `${launchSecretPrefix}${auth.secret}`])).toBeNull();
    expect(auth.admit(offering(token))).toEqual({ token, issued: false });
    expect(auth.admit(offering('sbt.forged'))).toBeNull();
    expect(auth.admit([token])).toBeNull();
  });

  it('lives while its page has a connection open, however long', () => {
    const { auth, token } = launch();
    auth.hold(token);
    vi.advanceTimersByTime(10 * RELOAD_GRACE_MS);
    expect(auth.admit(offering(token))).not.toBeNull();
  });

  it('survives a reload (the page connects again in time), ends with a closed tab', () => {
    const { auth, token } = launch();
    const release = auth.hold(token);
    release();
    vi.advanceTimersByTime(RELOAD_GRACE_MS - 1_000);
    // The reloaded page connects again: its token holds anew.
    expect(auth.admit(offering(token))).not.toBeNull();
    const again = auth.hold(token);
    vi.advanceTimersByTime(2 * RELOAD_GRACE_MS);
    expect(auth.admit(offering(token))).not.toBeNull();

    // The tab closes: no connection comes back.
    again();
    vi.advanceTimersByTime(RELOAD_GRACE_MS);
    expect(auth.admit(offering(token))).toBeNull();
  });

  it('lives while any of its connections is open (a duplicated tab), each released once', () => {
    const { auth, token } = launch();
    const first = auth.hold(token);
    const second = auth.hold(token);
    first();
    first();
    vi.advanceTimersByTime(2 * RELOAD_GRACE_MS);
    expect(auth.admit(offering(token))).not.toBeNull();
    second();
    vi.advanceTimersByTime(RELOAD_GRACE_MS);
    expect(auth.admit(offering(token))).toBeNull();
  });

  it('ends a token no page ever connected with', () => {
    const { auth, token } = launch();
    vi.advanceTimersByTime(RELOAD_GRACE_MS);
    expect(auth.admit(offering(token))).toBeNull();
  });

  it('ends every token at a sign-out; a new one works', () => {
    const { auth, token } = launch();
    const release = auth.hold(token);
    auth.revokeAll();
    expect(auth.admit(offering(token))).toBeNull();
    release();
    const fresh = auth.issue();
    auth.hold(fresh);
    expect(auth.admit(offering(fresh))).toEqual({ token: fresh, issued: false });
    expect(auth.admit(offering(token))).toBeNull();
  });
});
