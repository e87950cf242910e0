import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  decidePrompt,
  defaultPromptSettings,
  mulberry32,
  PromptedCalls,
  ReviewPrompter,
  seededUnit,
  type EndedCall,
  type PromptContext,
  type PromptedStore,
  type PromptSettings,
} from '../../src/renderer/review-prompt';
import { CommunicationCache } from '../../src/renderer/cache';
import { openOutboxDatabase } from '../../src/renderer/outbox/outbox-db';
import { parseTimestamp } from '../../src/shared/interface';
import { fakeClock, freshAccount, manualTimers } from './fake-server';

const ENDED = '2024-06-01 11:58:00';
const now = parseTimestamp(ENDED) + 120_000; // a minute after a 60 s call that rang 4 s
const call = (oid: string, extra: Partial<EndedCall> = {}): EndedCall => ({
  oid,
  objectType: 'CallLog',
  date: ENDED,
  durationSec: 60,
  incoming: true,
  callAnswerTimeSec: 4,
  ...extra,
});
const quiet: PromptContext = {
  now,
  doNotDisturb: false,
  isTyping: false,
  promptOpen: false,
  alreadyPrompted: false,
  seed: 7,
};
const always: PromptSettings = { ...defaultPromptSettings, frequency: 'always' };

describe('review prompt policy', () => {
  it('asks about about one eligible call in ten when set to sometimes', () => {
    const random = mulberry32(2024);
    for (const seed of [1, 42, 987654]) {
      let shown = 0;
      const calls = 20_000;
      for (let i = 0; i < calls; i++) {
        const oid = String(Math.floor(random() * 1e12));
        if (decidePrompt(call(oid), { ...quiet, seed }, defaultPromptSettings).show) shown++;
      }
      expect(shown / calls).toBeGreaterThan(0.09);
      expect(shown / calls).toBeLessThan(0.11);
    }
  });

  it('draws once per call: asking again gives the same answer, another seed another sample', () => {
    const oids = Array.from({ length: 200 }, (_, i) => String(70_000 + i));
    const sample = (seed: number) =>
      oids.filter((oid) => decidePrompt(call(oid), { ...quiet, seed }, defaultPromptSettings).show);
    expect(sample(7)).toEqual(sample(7));
    expect(sample(7)).not.toEqual(sample(8));
    expect(seededUnit(7, '1')).toBe(seededUnit(7, '1'));
    expect(seededUnit(7, '1')).toBeGreaterThanOrEqual(0);
    expect(seededUnit(7, '1')).toBeLessThan(1);
  });

  it('asks after every eligible call when set to always, and never when set to never', () => {
    expect(decidePrompt(call('1'), quiet, always)).toEqual({ show: true, dismissAfterMs: 30_000 });
    expect(decidePrompt(call('2', { incoming: false }), quiet, always).show).toBe(true);
    expect(decidePrompt(call('1'), quiet, { ...always, frequency: 'never' })).toEqual({
      show: false,
      reason: 'disabled',
      later: false,
    });
  });

  it('asks only about answered calls that lasted long enough and just ended', () => {
    const reason = (c: EndedCall, context = quiet) => {
      const d = decidePrompt(c, context, always);
      return d.show ? 'show' : d.reason;
    };
    expect(reason(call('1', { objectType: 'XCCUserChat' }))).toBe('not-a-call');
    expect(reason(call('1', { callAnswerTimeSec: 0, durationSec: 0 }))).toBe('not-answered');
    expect(reason(call('1', { callAnswerTimeSec: undefined }))).toBe('not-answered');
    expect(reason(call('1', { durationSec: 29 }))).toBe('too-short');
    expect(reason(call('1', { durationSec: 30 }))).toBe('show');
    expect(reason(call('1'), { ...quiet, now: now + 10 * 60_000 - 56_000 })).toBe('show');
    expect(reason(call('1'), { ...quiet, now: now + 10 * 60_000 })).toBe('too-old');
  });

  it('never asks twice, nor with do-not-disturb on; waits while typing or while another prompt shows', () => {
    expect(decidePrompt(call('1'), { ...quiet, alreadyPrompted: true }, always)).toEqual({
      show: false,
      reason: 'already-prompted',
      later: false,
    });
    expect(decidePrompt(call('1'), { ...quiet, doNotDisturb: true }, always)).toEqual({
      show: false,
      reason: 'do-not-disturb',
      later: false,
    });
    expect(decidePrompt(call('1'), { ...quiet, isTyping: true }, always)).toEqual({
      show: false,
      reason: 'typing',
      later: true,
    });
    expect(decidePrompt(call('1'), { ...quiet, promptOpen: true }, always)).toEqual({
      show: false,
      reason: 'prompt-open',
      later: true,
    });
  });
});

describe('review prompter', () => {
  function setup(store: PromptedStore = memoryStore()) {
    const timers = manualTimers();
    const clock = fakeClock(now);
    const prompter = new ReviewPrompter({ store, seed: 7, settings: () => always, clock, timers });
    return { timers, prompter };
  }
  function memoryStore() {
    const seen = new Set<string>();
    return {
      seen,
      has: (oid: string) => Promise.resolve(seen.has(oid)),
      add: (oid: string) => Promise.resolve(void seen.add(oid)),
    };
  }
  const calm = { doNotDisturb: false, isTyping: false };

  it('shows one prompt at a time, remembers the call, and dismisses itself after the timeout', async () => {
    const store = memoryStore();
    const { timers, prompter } = setup(store);
    expect((await prompter.offer(call('1'), calm)).show).toBe(true);
    expect(prompter.state.getState().open?.oid).toBe('1');
    expect(store.seen.has('1')).toBe(true);
    expect(timers.delays()).toEqual([30_000]);
    expect(await prompter.offer(call('2'), calm)).toMatchObject({
      show: false,
      reason: 'prompt-open',
    });
    timers.fire(); // auto-dismiss
    expect(prompter.state.getState().open).toBeUndefined();
    // The deferred call gets its turn; the first never comes back.
    expect((await prompter.resume(calm))?.show).toBe(true);
    expect(prompter.state.getState().open?.oid).toBe('2');
    prompter.close();
    expect(await prompter.offer(call('1'), calm)).toMatchObject({
      show: false,
      reason: 'already-prompted',
    });
    expect(await prompter.resume(calm)).toBeUndefined();
  });

  it('waits until the user stops typing', async () => {
    const { prompter } = setup();
    expect(await prompter.offer(call('5'), { doNotDisturb: false, isTyping: true })).toMatchObject({
      reason: 'typing',
    });
    expect(prompter.state.getState().open).toBeUndefined();
    expect(await prompter.resume({ doNotDisturb: false, isTyping: true })).toMatchObject({
      reason: 'typing',
    });
    expect((await prompter.resume(calm))?.show).toBe(true);
  });

  it('opens only one prompt when two calls end at the same moment', async () => {
    const { prompter } = setup();
    const [a, b] = await Promise.all([
      prompter.offer(call('1'), calm),
      prompter.offer(call('2'), calm),
    ]);
    expect([a.show, b.show]).toEqual([true, false]);
  });

  it('remembers prompted calls across restarts and a cleared cache', async () => {
    const account = freshAccount();
    const firstDb = await openOutboxDatabase(account);
    const first = new PromptedCalls(firstDb);
    expect((await setup(first).prompter.offer(call('11'), calm)).show).toBe(true);
    firstDb.close();
    const cache = await CommunicationCache.open({ account });
    await cache.clearAndResync();
    cache.close();
    const secondDb = await openOutboxDatabase(account);
    const second = new PromptedCalls(secondDb);
    expect(await second.has('11')).toBe(true);
    expect(await second.has('12')).toBe(false);
    expect(await setup(second).prompter.offer(call('11'), calm)).toMatchObject({
      reason: 'already-prompted',
    });
    secondDb.close();
  });
});
