import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../src/main/api/api-error';
import { CoreError } from '../../../src/main/core/core-error';
import { createHandlerRegistry, type Handlers } from '../../../src/main/core/handler-registry';
import { type Logger } from '../../../src/main/common/logger';
import { callNames, type SessionUser } from '../../../src/shared/contract';

const user: SessionUser = {
  userName: 'ann',
  displayName: 'Ann Example',
  role: 'user',
  serverUrl: 'https://pbx.example',
  serverLabel: 'pbx.example',
  demo: false,
  remembered: false,
};

const rating = {
  userReportedBadAudio: false,
  userReportedOnewayAudio: false,
  userReportedUnstableConnection: false,
  userAudioQualityRating: 3,
  userAudioQualityReview: 'ok',
};

function handlers(overrides: Partial<Handlers> = {}): Handlers {
  const fail = () => Promise.reject(new Error('not used'));
  return {
    // Every call fails unless named below: new contract domains need no edit here.
    ...(Object.fromEntries(callNames.map((name) => [name, fail])) as unknown as Handlers),
    'app.info': () => ({ host: 'browser', version: '1', platform: 'linux', demo: false }),
    'session.get': () => ({ status: 'signed-out', canResume: false }),
    'session.signIn': fail,
    'session.startDemo': fail,
    'session.resume': fail,
    'session.signOut': fail,
    'session.rememberSupport': () => ({ available: true }),
    'me.info': fail,
    'connectivity.get': fail,
    'connectivity.check': fail,
    'links.open': fail,
    ...overrides,
  };
}

function logger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const push = (m: string, e?: unknown) =>
    lines.push(`${m} ${e instanceof Error ? e.message : ''}`);
  return { lines, info: push, warn: push, error: push };
}

const trusted = 'trusted';

function registry(h: Handlers, log = logger()) {
  return createHandlerRegistry<string>({ handlers: h, isTrustedSender: (s) => s === trusted, log });
}

describe('handler registry', () => {
  it('runs the handler and returns its validated value', async () => {
    const result = await registry(handlers()).dispatch('app.info', undefined, trusted);
    expect(result).toEqual({
      ok: true,
      value: { host: 'browser', version: '1', platform: 'linux', demo: false },
    });
  });

  it('answers a call that returns nothing with an envelope JSON carries unchanged', async () => {
    const result = await registry(handlers({ 'links.open': () => undefined })).dispatch(
      'links.open',
      { url: 'https://x.example' },
      trusted,
    );
    expect(result).toStrictEqual({ ok: true });
    expect(JSON.parse(JSON.stringify(result))).toStrictEqual(result);
  });

  it('refuses calls outside the contract', async () => {
    const result = await registry(handlers()).dispatch('fs.readFile', undefined, trusted);
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-request' } });
  });

  it('logs an unknown call name escaped: it cannot forge log lines or terminal codes', async () => {
    const log = logger();
    const forged = 'x"\n[switchboard] signed in as admin\u001b[2J\ud800';
    await registry(handlers(), log).dispatch(forged, undefined, trusted);
    expect(log.lines).toHaveLength(1);
    const [line] = log.lines as [string];
    expect(line).toBe(
      'refused unknown call "x\\"\\n[switchboard] signed in as admin\\u001b[2J\\ud800" ',
    );
    for (const raw of ['\n', '\u001b', '\ud800']) expect(line).not.toContain(raw);
  });

  it('refuses text with a lone surrogate before any handler runs, saying so', async () => {
    const search = vi.fn();
    const review = vi.fn();
    const log = logger();
    const r = registry(handlers({ 'history.search': search, 'history.review': review }), log);
    const sentence = expect.stringContaining('broken character');
    await expect(r.dispatch('history.search', { name: 'ab\ud800c' }, trusted)).resolves.toEqual({
      ok: false,
      error: { kind: 'invalid-request', sentence, transient: false },
    });
    for (const args of [
      { id: '\udc00', review: rating },
      { id: '501', review: { ...rating, userAudioQualityReview: 'x\ud83d' } },
    ]) {
      await expect(r.dispatch('history.review', args, trusted)).resolves.toMatchObject({
        ok: false,
        error: { kind: 'invalid-request', sentence },
      });
    }
    // A whole pair is a character like any other.
    await r.dispatch('history.search', { name: 'caf\u00e9 \ud83d\ude00' }, trusted);
    expect(search).toHaveBeenCalledTimes(1);
    expect(review).not.toHaveBeenCalled();
    expect(log.lines.join('\n')).toContain('review.userAudioQualityReview');
    expect(log.lines.join('\n')).not.toContain('x\ud83d');
  });

  it('refuses a review id that is a path step', async () => {
    const review = vi.fn();
    const r = registry(handlers({ 'history.review': review }));
    for (const id of ['.', '..']) {
      const result = await r.dispatch('history.review', { id, review: rating }, trusted);
      expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-request' } });
    }
    expect(review).not.toHaveBeenCalled();
  });

  it('refuses an untrusted sender before running anything', async () => {
    const get = vi.fn(() => ({ status: 'signed-out' as const, canResume: false }));
    const result = await registry(handlers({ 'session.get': get })).dispatch(
      'session.get',
      undefined,
      'evil',
    );
    expect(result).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    expect(get).not.toHaveBeenCalled();
  });

  it('validates arguments and never logs their values', async () => {
    const signIn = vi.fn();
    const log = logger();
    const result = await registry(handlers({ 'session.signIn': signIn }), log).dispatch(
      'session.signIn',
      { serverUrl: 'https://x', userName: 'ann', password: 'hunter2-secret', remember: 'yes' },
      trusted,
    );
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-request' } });
    expect(signIn).not.toHaveBeenCalled();
    expect(log.lines.join('\n')).toContain('remember');
    expect(log.lines.join('\n')).not.toContain('hunter2-secret');
  });

  it('keeps code and sentence of a service error', async () => {
    const error = new ApiError({
      kind: 'service',
      operation: 'session.login',
      status: 401,
      code: 10006,
    });
    const result = await registry(
      handlers({ 'session.signIn': () => Promise.reject(error) }),
    ).dispatch(
      'session.signIn',
      { serverUrl: 'https://x.example', userName: 'ann', password: 'pw', remember: false },
      trusted,
    );
    expect(result).toEqual({ ok: false, error: error.toInfo() });
    expect(result.ok || result.error.code).toBe(10006);
  });

  it('passes a core error through unchanged', async () => {
    const info = {
      kind: 'invalid-request' as const,
      sentence: 'Enter a server.',
      transient: false,
    };
    const result = await registry(
      handlers({ 'session.startDemo': () => Promise.reject(new CoreError(info)) }),
    ).dispatch('session.startDemo', undefined, trusted);
    expect(result).toEqual({ ok: false, error: info });
  });

  it('turns anything unexpected into a generic error without internals', async () => {
    const log = logger();
    const result = await registry(
      handlers({
        'session.resume': () =>
          Promise.reject(new Error('ECONNRESET at /home/ann/secret.db line 7')),
      }),
      log,
    ).dispatch('session.resume', undefined, trusted);
    expect(result).toMatchObject({ ok: false, error: { kind: 'internal' } });
    expect(JSON.stringify(result)).not.toContain('secret.db');
    expect(log.lines.join('\n')).toContain('secret.db');
  });

  it('strips fields the contract does not name, so no token can ride along', async () => {
    const leaky = { status: 'signed-in', user: { ...user, renewalToken: 'tok-123' }, token: 'abc' };
    const result = await registry(handlers({ 'session.get': () => leaky as never })).dispatch(
      'session.get',
      undefined,
      trusted,
    );
    expect(result.ok).toBe(true);
    expect(JSON.stringify(result)).not.toMatch(/tok-123|abc/);
  });

  it('rejects a result outside the contract', async () => {
    const result = await registry(
      handlers({ 'session.get': () => ({ status: 'nonsense' }) as never }),
    ).dispatch('session.get', undefined, trusted);
    expect(result).toMatchObject({ ok: false, error: { kind: 'internal' } });
  });

  it('adds well under 2 ms per call (design budget for one bridge call)', async () => {
    const r = registry(handlers());
    const args = {
      serverUrl: 'https://x.example',
      userName: 'ann',
      password: 'pw',
      remember: true,
    };
    const signIn = registry(handlers({ 'session.signIn': () => ({ status: 'signed-in', user }) }));
    for (let i = 0; i < 200; i += 1) await signIn.dispatch('session.signIn', args, trusted);
    const runs = 2_000;
    const started = performance.now();
    for (let i = 0; i < runs; i += 1) {
      await signIn.dispatch('session.signIn', args, trusted);
      await r.dispatch('session.get', undefined, trusted);
    }
    const perCall = (performance.now() - started) / (runs * 2);
    console.info(`handler registry: ${(perCall * 1000).toFixed(1)} µs per call`);
    expect(perCall).toBeLessThan(0.5);
  });
});
