import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import {
  CommunicationCache,
  HistoryPager,
  SyncEngine,
  type CacheError,
} from '../../src/renderer/cache';
import { formatTimestamp, parseTimestamp } from '../../src/shared/interface';
import { deferred, FakeLog, failure, fakeClock, freshAccount, manualTimers } from './fake-server';

const at = (timestamp: string) => parseTimestamp(timestamp);

async function setup(options: { lagSeconds?: number; pageSize?: number } = {}) {
  // The cache is born at 12:00:00.500: its watermark is 11:59:58 (the lag is two seconds).
  const clock = fakeClock(at('2024-06-01 12:00:00') + 500);
  const timers = manualTimers();
  const log = new FakeLog();
  const account = freshAccount();
  const cache = await CommunicationCache.open({ account, clock });
  const engine = new SyncEngine({ cache, port: log, clock, timers, pageSize: 3, ...options });
  return { clock, timers, log, account, cache, engine };
}

describe('sync engine', () => {
  it('walks every page of the window since the watermark, then moves the watermark to its end', async () => {
    const { clock, log, cache, engine } = await setup();
    expect(await cache.watermark()).toBe('2024-06-01 11:59:58');
    for (let i = 0; i < 7; i++)
      log.add('2024-05-01 09:00:00', { lastModified: '2024-06-01 12:00:10' });
    log.add('2024-05-01 09:00:00', { lastModified: '2024-06-01 11:59:57' }); // before the watermark
    clock.set(at('2024-06-01 12:00:20') + 999);
    const status = await engine.syncNow();
    expect(status.state).toBe('idle');
    expect(status.lastSuccessAt).toBe(clock.now());
    expect(
      log.searches.map((s) => [s.lastModifiedFrom, s.lastModifiedUntil, s.before ?? null]),
    ).toEqual([
      ['2024-06-01 11:59:58', '2024-06-01 12:00:18', null],
      ['2024-06-01 11:59:58', '2024-06-01 12:00:18', '1004'],
      ['2024-06-01 11:59:58', '2024-06-01 12:00:18', '1001'],
      // A short page is not the end of the window (the server caps pages silently): the empty
      // page after it is.
      ['2024-06-01 11:59:58', '2024-06-01 12:00:18', '1000'],
    ]);
    expect(await cache.count()).toBe(7);
    expect(await cache.watermark()).toBe('2024-06-01 12:00:18');
    // The next window starts exactly where this one ended.
    clock.advance(5000);
    await engine.syncNow();
    expect(log.searches.at(-1)).toMatchObject({
      lastModifiedFrom: '2024-06-01 12:00:18',
      lastModifiedUntil: '2024-06-01 12:00:23',
    });
    cache.close();
  });

  it('neither misses nor doubles an item changed exactly at a window edge, nor one in the lag', async () => {
    const { clock, log, cache, engine } = await setup({ pageSize: 50 });
    clock.set(at('2024-06-01 12:01:00') + 10);
    const atEdge = log.add('2024-05-01 09:00:00', { lastModified: '2024-06-01 12:00:58' }); // == until
    const inLag = log.add('2024-05-01 09:00:01', { lastModified: '2024-06-01 12:00:59' }); // committed this moment
    const justBefore = log.add('2024-05-01 09:00:02', { lastModified: '2024-06-01 12:00:57' });
    await engine.syncNow();
    expect((await cache.find('call')).items.map((i) => i.oid).sort()).toEqual([justBefore.oid]);
    clock.advance(3000);
    await engine.syncNow();
    // The first page of each window (each ends with an empty page after it).
    const seen = log.searches
      .filter((s) => s.before === undefined)
      .map((s) => [s.lastModifiedFrom, s.lastModifiedUntil]);
    expect(seen).toEqual([
      ['2024-06-01 11:59:58', '2024-06-01 12:00:58'],
      ['2024-06-01 12:00:58', '2024-06-01 12:01:01'],
    ]);
    // Each item falls in exactly one half-open window.
    const inWindow = (lm: string, [from, until]: (string | undefined)[]) =>
      lm >= (from ?? '') && lm < (until ?? '');
    for (const record of [atEdge, inLag, justBefore]) {
      expect(seen.filter((w) => inWindow(record.lastModified, w))).toHaveLength(1);
    }
    expect(await cache.count()).toBe(3);
    cache.close();
  });

  it('merges a changed item over the stored one, and picks up one changed mid-walk next time', async () => {
    const { clock, log, cache, engine } = await setup();
    const records = Array.from({ length: 6 }, (_, i) =>
      log.add(`2024-05-01 09:00:0${i}`, { lastModified: '2024-06-01 12:00:05' }),
    );
    const moved = records[0];
    if (!moved) throw new Error('no record');
    clock.set(at('2024-06-01 12:00:30'));
    // While the first page is answered, the oldest item gets transcribed (lastModified moves on).
    log.beforeAnswer = (params) => {
      if (params.before === undefined) {
        log.modify(moved.oid, { subject: 'Transcribed', lastModified: '2024-06-01 12:00:29' });
      }
    };
    await engine.syncNow();
    log.beforeAnswer = undefined;
    expect(await cache.count()).toBe(5); // it left the window being walked
    clock.set(at('2024-06-01 12:00:40'));
    await engine.syncNow();
    expect((await cache.get(moved.oid))?.item.subject).toBe('Transcribed');
    // A later change replaces the stored representation.
    log.modify(moved.oid, { subject: 'Edited', lastModified: '2024-06-01 12:00:39' });
    clock.set(at('2024-06-01 12:00:50'));
    await engine.syncNow();
    expect((await cache.get(moved.oid))?.item.subject).toBe('Edited');
    expect(await cache.count()).toBe(6);
    cache.close();
  });

  it('runs one sync at a time; triggers during a run coalesce into one follow-up', async () => {
    const { clock, log, cache, engine } = await setup();
    const gate = deferred();
    const original = log.searchCommunications.bind(log);
    let calls = 0;
    log.searchCommunications = async (params) => {
      calls++;
      if (calls === 1) {
        await gate.promise;
        clock.advance(5000); // so that the follow-up has a window of its own
      }
      return original(params);
    };
    clock.advance(10_000);
    const first = engine.syncNow();
    expect(engine.status.getState().state).toBe('syncing');
    const more = [engine.syncNow(), engine.syncNow(), engine.syncNow()];
    gate.resolve();
    await Promise.all([first, ...more]);
    expect(calls).toBe(2); // the run, then exactly one follow-up
    expect(engine.status.getState().state).toBe('idle');
    cache.close();
  });

  it('goes offline on a network failure, pauses the timer, and the next success clears it', async () => {
    const { clock, timers, log, cache, engine } = await setup();
    clock.advance(10_000);
    log.failNext.push(failure('network'));
    const status = await engine.start({ intervalMs: 60_000 });
    expect(status).toMatchObject({ state: 'offline', sentence: 'The request failed (network).' });
    expect(status.lastSuccessAt).toBeUndefined();
    expect(await cache.watermark()).toBe('2024-06-01 11:59:58'); // not moved
    // The timer ticks but does not run while offline.
    expect(timers.delays()).toEqual([60_000]);
    timers.fire();
    expect(log.searches).toHaveLength(1);
    expect(timers.delays()).toEqual([60_000]);
    // Back online (the caller's trigger): success clears the state.
    const back = await engine.syncNow();
    expect(back.state).toBe('idle');
    expect(back.sentence).toBeUndefined();
    expect(await cache.watermark()).toBe(formatTimestamp(clock.now() - 2000));
    // And the timer runs again.
    clock.advance(60_000);
    timers.fire();
    await vi.waitFor(() => expect(engine.status.getState().state).toBe('idle'));
    expect(log.searches).toHaveLength(3);
    engine.stop();
    expect(timers.delays()).toEqual([]);
    cache.close();
  });

  it('waits twice as long after each run refused as too many requests, and resets on success', async () => {
    const { clock, timers, log, cache, engine } = await setup();
    clock.advance(10_000);
    const throttled = (code: number) =>
      failure('service', { status: 429, code, sentence: 'Too many requests.' });
    log.failNext.push(throttled(10400));
    await engine.start({ intervalMs: 15_000 });
    expect(timers.delays()).toEqual([30_000]);
    log.failNext.push(throttled(10402));
    timers.fire();
    await vi.waitFor(() => expect(timers.delays()).toEqual([60_000]));
    // Refusals of another kind do not stretch the wait further; nor does it grow past 5 min.
    log.failNext.push(failure('service', { status: 500, code: 11000 }));
    timers.fire();
    await vi.waitFor(() => expect(log.searches).toHaveLength(3));
    await vi.waitFor(() => expect(timers.delays()).toEqual([60_000]));
    for (let i = 0; i < 6; i++) log.failNext.push(throttled(10400));
    for (let i = 0; i < 6; i++) {
      timers.fire();
      await vi.waitFor(() => expect(log.searches).toHaveLength(4 + i));
    }
    await vi.waitFor(() => expect(timers.delays()).toEqual([300_000]));
    timers.fire();
    await vi.waitFor(() => expect(engine.status.getState().state).toBe('idle'));
    expect(timers.delays()).toEqual([15_000]);
    engine.stop();
    cache.close();
  });

  it('changes the period of a started engine, and leaves a stopped one stopped', async () => {
    const { clock, timers, cache, engine } = await setup();
    clock.advance(10_000);
    engine.every(5_000);
    await engine.start({ intervalMs: 60_000 });
    expect(timers.delays()).toEqual([60_000]);
    engine.every(15_000);
    expect(timers.delays()).toEqual([15_000]);
    engine.stop();
    engine.every(5_000);
    expect(timers.delays()).toEqual([]);
    cache.close();
  });

  it('reports a refusal as an error with its sentence and keeps the last success time', async () => {
    const { clock, log, cache, engine } = await setup();
    clock.advance(10_000);
    await engine.syncNow();
    const success = engine.status.getState().lastSuccessAt;
    clock.advance(10_000);
    log.failNext.push(
      failure('service', { status: 500, code: 11000, sentence: 'The server had a problem.' }),
    );
    expect(await engine.syncNow()).toEqual({
      state: 'error',
      sentence: 'The server had a problem.',
      lastSuccessAt: success,
    });
    cache.close();
  });

  it('offers clearAndResync on a cache error, which deletes the cache and downloads it again', async () => {
    const { clock, log, cache } = await setup();
    log.addMany(12);
    const pager = new HistoryPager({ cache, port: log });
    const engine = new SyncEngine({ cache, port: log, clock, timers: manualTimers(), pager });
    await engine.syncNow();
    expect(await cache.count()).toBe(12);
    // Damage the watermark behind the cache's back.
    const { Dexie } = await import('dexie');
    const raw = new Dexie(cache.name);
    await raw.open();
    await raw.table('meta').put({ key: 'watermark', value: 'yesterday' });
    raw.close();
    const status = await engine.syncNow();
    expect(status.state).toBe('error');
    const error = status.cacheError as CacheError;
    expect(error.kind).toBe('corrupt');
    log.searches.length = 0;
    await error.clearAndResync?.();
    // What was synced is gone: not "up to date" until it is downloaded again.
    expect(engine.status.getState()).toEqual({ state: 'syncing' });
    await engine.syncNow();
    expect(engine.status.getState().state).toBe('idle');
    expect(await cache.count()).toBe(12);
    expect(log.searches[0]).toEqual({ limit: 1000, include: 'all', chain: 0 }); // downloaded from the top again
    cache.close();
  });

  it('downloads the whole history through the pager and never again after a restart', async () => {
    const { clock, log, account, cache } = await setup();
    log.addMany(2500);
    const sync = (c: CommunicationCache) =>
      new SyncEngine({
        cache: c,
        port: log,
        clock,
        timers: manualTimers(),
        pager: new HistoryPager({ cache: c, port: log }),
      });
    await sync(cache).syncNow();
    expect(await cache.count()).toBe(2500);
    const searches = log.searches.length;
    cache.close();
    const reopened = await CommunicationCache.open({ account, clock });
    clock.advance(5000);
    await sync(reopened).syncNow();
    // Only the change window: the history is complete.
    expect(log.searches.slice(searches).map((s) => s.lastModifiedFrom !== undefined)).toEqual([
      true,
    ]);
    reopened.close();
  });
});
