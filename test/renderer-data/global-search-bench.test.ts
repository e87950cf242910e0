import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { CommunicationCache } from '../../src/renderer/cache';
import { cachedMatches } from '../../src/renderer/shell/use-global-search';
import { groupResults } from '../../src/renderer/state/global-search';
import { toLogRow } from '../../src/shared/contract';
import { FakeLog, freshAccount, fullOf, readNow } from './fake-server';

/**
 * The global search's budget (design.md §6): over 100 000 cached items, a keystroke's results
 * within 100 ms. Measured here from the query to the groups the dialog draws: the cache's local
 * search (its index in memory, the matching rows read from IndexedDB) and the grouping, with
 * the search texts read beforehand as the app reads them after start (`prepareSearch`).
 */
describe('global search over 100 000 cached items', () => {
  it('answers a keystroke within the budget', { timeout: 300_000 }, async () => {
    const log = new FakeLog();
    log.addMany(100_000, (i) =>
      i % 4 === 0
        ? {
            kind: 'XCCUserChat',
            name: `Chat ${i % 97}`,
            subject: `message ${i} about order ${Math.floor(i / 4) % 5000}`,
            session: String(500_000 + (i % 97)),
          }
        : { name: `Person ${i % 977}`, subject: `call about order ${i}` },
    );
    const cache = await CommunicationCache.open({ account: freshAccount() });
    const rows = [...log.records.values()].map((r) => toLogRow(fullOf(r), true, readNow()));
    for (let i = 0; i < rows.length; i += 2000) await cache.storeRows(rows.slice(i, i + 2000));
    expect(await cache.count()).toBe(100_000);
    await cache.prepareSearch();

    const keystroke = async (query: string) => {
      const start = performance.now();
      const found = await cachedMatches(cache, query);
      const groups = groupResults({
        query,
        people: [],
        conversations: [],
        cached: found,
        server: [],
        me: 'Alice',
        groupNames: new Map(),
      });
      return { ms: performance.now() - start, groups };
    };
    // The words as typed, one keystroke at a time, then a few other searches.
    const typed = ['o', 'or', 'ord', 'orde', 'order', 'order ', 'order 4', 'order 42', 'order 424'];
    const other = ['message 99996', 'person 12', 'nobody at all', 'ABOUT ORDER 7'];
    const times: number[] = [];
    for (const query of [...typed, ...other]) times.push((await keystroke(query)).ms);
    const { groups } = await keystroke('order 4242');
    expect(groups.messages.length).toBeGreaterThan(0);
    expect(groups.messages.every((m) => m.text.includes('order 4242'))).toBe(true);
    expect(groups.history.length).toBeGreaterThan(0);
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    const worst = sorted.at(-1) ?? 0;
    console.log(
      `global search, 100 000 cached items: median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms a keystroke (${times.length} keystrokes)`,
    );
    // The budget is 100 ms; the median is held to it, the worst gets room for a busy machine.
    expect(median).toBeLessThan(100);
    expect(worst).toBeLessThan(400);
    cache.close();
  });
});
