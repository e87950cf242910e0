import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEventBus } from '../../../src/main/common/event-bus';
import { openPreferences } from '../../../src/main/core/preferences';
import { updateFailureOf } from '../../../src/main/core/updates/update-failures';
import { CHECK_EVERY_MS, FIRST_CHECK_MS } from '../../../src/main/core/updates/update-service';
import { type UpdatePhase, type UpdateState } from '../../../src/shared/contract';
import { FakeEngine, manualTimers, updateServiceOver } from './update-fakes';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sb-updates-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function setup(options: { inCall?: boolean } = {}) {
  const events = createEventBus((error) => {
    throw error;
  });
  const told: UpdateState[] = [];
  events.subscribe((event, payload) => {
    if (event === 'updates.changed') told.push(payload as UpdateState);
  });
  const preferences = await openPreferences(dir);
  const engine = new FakeEngine();
  const timers = manualTimers();
  let inCall = options.inCall ?? false;
  const service = updateServiceOver(
    { supported: true, engine },
    { events, preferences, timers, inCall: () => inCall },
  );
  const phases = (): UpdatePhase[] => told.map((state) => state.status);
  return {
    service,
    engine,
    timers,
    told,
    phases,
    setInCall: (on: boolean) => (inCall = on),
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the update service', () => {
  it('checks a while after start, not at once, then every four hours', async () => {
    const { service, engine, timers } = await setup();
    service.start();
    expect(engine.check).not.toHaveBeenCalled();
    expect(timers.pending).toEqual([FIRST_CHECK_MS]);
    timers.fire();
    await settled();
    expect(engine.check).toHaveBeenCalledOnce();
    expect(timers.pending).toEqual([CHECK_EVERY_MS]);
    timers.fire();
    await settled();
    expect(engine.check).toHaveBeenCalledTimes(2);
    service.dispose();
    expect(timers.pending).toEqual([]);
  });

  it('downloads what a check finds and tells every step, in whole percents', async () => {
    const { service, phases, told } = await setup();
    const state = await service.check();
    expect(state.status).toEqual({ phase: 'current' });

    const second = await setup();
    second.engine.offered = '1.2.0';
    await second.service.check();
    expect(second.phases()).toEqual([
      { phase: 'checking' },
      { phase: 'downloading', version: '1.2.0', percent: 0 },
      { phase: 'downloading', version: '1.2.0', percent: 10 },
      { phase: 'downloading', version: '1.2.0', percent: 55 },
      { phase: 'downloading', version: '1.2.0', percent: 100 },
      { phase: 'ready', version: '1.2.0' },
    ]);
    expect(phases()).toEqual([{ phase: 'checking' }, { phase: 'current' }]);
    expect(told.at(-1)?.lastCheckedAt).toBe('2026-11-28T10:00:00.000Z');
  });

  it('never restarts by itself, and restarts when asked with an update ready', async () => {
    const { service, engine } = await setup();
    expect(service.restart()).toEqual({ outcome: 'nothing-ready' });
    engine.offered = '1.2.0';
    await service.check();
    expect(engine.quitAndInstall).not.toHaveBeenCalled();
    expect(service.restart()).toEqual({ outcome: 'restarting' });
    expect(engine.installs).toBe(1);
  });

  it('refuses to restart while a call is going on', async () => {
    const { service, engine, setInCall } = await setup({ inCall: true });
    engine.offered = '1.2.0';
    await service.check();
    expect(service.restart()).toEqual({ outcome: 'in-call' });
    expect(engine.quitAndInstall).not.toHaveBeenCalled();
    setInCall(false);
    expect(service.restart()).toEqual({ outcome: 'restarting' });
  });

  it('answers "unsupported" where the engine never installs', async () => {
    const { service, engine } = await setup();
    engine.offered = '1.2.0';
    engine.installable = false;
    await service.check();
    expect(service.restart()).toEqual({ outcome: 'unsupported' });
  });

  it('keeps a verified update ready through later checks, and takes a newer one', async () => {
    const { service, engine, phases } = await setup();
    engine.offered = '1.2.0';
    await service.check();
    const told = phases().length;

    await service.check();
    expect(engine.downloads).toBe(1);
    engine.checkError = Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    expect((await service.check()).status).toEqual({ phase: 'ready', version: '1.2.0' });
    // Nothing said "checking" while the ready update stayed shown.
    expect(
      phases()
        .slice(told)
        .every((phase) => phase.phase === 'ready'),
    ).toBe(true);

    engine.checkError = undefined;
    engine.offered = '1.3.0';
    expect((await service.check()).status).toEqual({ phase: 'ready', version: '1.3.0' });
    expect(engine.downloads).toBe(2);
  });

  it('says why a check or download failed, as a code the window words', async () => {
    const { service, engine } = await setup();
    engine.checkError = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect((await service.check()).status).toEqual({ phase: 'failed', failure: 'unreachable' });
    engine.checkError = undefined;
    engine.offered = '1.2.0';
    engine.downloadError = Object.assign(new Error('sha512 checksum mismatch, expected a, got b'), {
      code: 'ERR_CHECKSUM_MISMATCH',
    });
    expect((await service.check()).status).toEqual({ phase: 'failed', failure: 'checksum' });
    expect(service.restart()).toEqual({ outcome: 'nothing-ready' });
  });

  it('runs one check at a time: a second asker waits for the first', async () => {
    const { service, engine } = await setup();
    const [a, b] = await Promise.all([service.check(), service.check()]);
    expect(engine.check).toHaveBeenCalledOnce();
    expect(a).toEqual(b);
  });

  it('keeps the channel per profile, and checks it at once', async () => {
    const { service, engine } = await setup();
    const state = await service.setChannel('beta');
    expect(state).toMatchObject({ channel: 'beta', status: { phase: 'checking' } });
    await settled();
    expect(engine.feeds.at(-1)).toEqual({ channel: 'beta', mirror: undefined });
    const saved = JSON.parse(await readFile(join(dir, 'preferences.json'), 'utf8')) as object;
    expect(saved).toMatchObject({ updateChannel: 'beta' });
  });

  it("takes a company mirror over https, or http on this computer, and the build's feed back", async () => {
    const { service, engine } = await setup();
    const mirror = 'https://updates.example.com/switchboard/';
    expect((await service.setFeed(mirror)).customFeedUrl).toBe(mirror);
    await settled();
    expect(engine.feeds.at(-1)).toEqual({ channel: 'stable', mirror });
    expect((await service.setFeed('http://127.0.0.1:8080/feed/')).customFeedUrl).toBe(
      'http://127.0.0.1:8080/feed/',
    );
    await settled();
    expect((await service.setFeed(null)).customFeedUrl).toBeUndefined();
    await settled();
    expect(engine.feeds.at(-1)).toEqual({ channel: 'stable', mirror: undefined });
  });

  it('refuses a mirror in plain http elsewhere, with credentials, a query, or another scheme', async () => {
    const { service } = await setup();
    for (const url of [
      'http://updates.example.com/',
      'https://user:secret@updates.example.com/',
      'https://updates.example.com/?token=abc',
      'ftp://updates.example.com/',
      'file:///etc/passwd',
    ]) {
      const refusal = await service.setFeed(url).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refusal, url).toMatchObject({
        info: { kind: 'invalid-request', sentence: expect.stringMatching(/https address/) },
      });
    }
    expect(service.state().customFeedUrl).toBeUndefined();
  });

  it('says where this copy does not update itself, and never checks there', async () => {
    const events = createEventBus(() => undefined);
    const timers = manualTimers();
    const service = updateServiceOver(
      { supported: false, reason: 'package-manager' },
      { events, preferences: await openPreferences(dir), timers },
    );
    service.start();
    expect(timers.pending).toEqual([]);
    expect(await service.check()).toEqual({
      supported: false,
      unsupportedReason: 'package-manager',
      currentVersion: '1.0.0',
      channel: 'stable',
      status: { phase: 'idle' },
    });
    expect(service.restart()).toEqual({ outcome: 'unsupported' });
  });
});

describe("electron-updater's failures, as the contract's codes", () => {
  const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
  it.each([
    [coded('sha512 checksum mismatch, expected x, got y', 'ERR_CHECKSUM_MISMATCH'), 'checksum'],
    [new Error('sha512 checksum mismatch, expected x, got y'), 'checksum'],
    [
      coded(
        'New version 1.2.0 is not signed by the application owner',
        'ERR_UPDATER_INVALID_SIGNATURE',
      ),
      'signature',
    ],
    [new Error('Code signature at URL file:///x did not pass validation'), 'signature'],
    [coded('Cannot parse update info', 'ERR_UPDATER_INVALID_UPDATE_INFO'), 'malformed'],
    [Object.assign(new Error('bad indentation'), { name: 'YAMLException' }), 'malformed'],
    [
      coded('Cannot find channel "latest.yml"', 'ERR_UPDATER_CHANNEL_FILE_NOT_FOUND'),
      'unreachable',
    ],
    [coded('getaddrinfo ENOTFOUND updates.example.com', 'ENOTFOUND'), 'unreachable'],
    [Object.assign(new Error('HttpError: 503'), { statusCode: 503 }), 'unreachable'],
    [new Error('net::ERR_INTERNET_DISCONNECTED'), 'unreachable'],
    [coded('ENOSPC: no space left on device', 'ENOSPC'), 'failed'],
    ['a string thrown', 'failed'],
    [{ code: 42 }, 'failed'],
  ])('%s → %s', (error, failure) => {
    expect(updateFailureOf(error)).toBe(failure);
  });
});
