/**
 * Runs in a real browser (see run-idb-bench.ts): the cache on a real IndexedDB with 100 000
 * communications. Measures what the design's budgets name: how fast rows go in (initial sync),
 * how soon the first page is back after a restart, and local search.
 */
import {
  CommunicationCache,
  HistoryPager,
  TOP,
  type ServerPort,
} from '../../../src/renderer/cache';
import { BOTTOM } from '../../../src/renderer/cache/sort-key';
import { type CommunicationFull } from '../../../src/shared/interface';

const TOTAL = 100_000;
const PAGE = 1000;

function item(i: number): CommunicationFull {
  const date = new Date(Date.UTC(2020, 0, 1) + i * 60_000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ');
  const oid = String(1_000_000 + i);
  return {
    oid,
    objectType: i % 4 === 0 ? 'XCCUserChat' : 'CallLog',
    commonName: `Person ${i % 977}`,
    subject: `Call about order ${i}`,
    date,
    lastModified: date,
    durationSec: i % 600,
    incoming: i % 2 === 0,
    displayed: true,
    flagged: false,
    hasAttachment: false,
    hasInlineAttachment: false,
    contentSummary: `Call about order ${i}, a summary of some length to be realistic about row size.`,
    contentSummaryIsComplete: true,
    participants: [
      {
        oid: String(i * 3),
        objectType: 'Addressee',
        commonName: 'Me',
        role: 'rtFrom',
        address: '+31201234567',
      },
      {
        oid: String(i * 3 + 1),
        objectType: 'Addressee',
        commonName: `Person ${i % 977}`,
        role: 'rtTo',
        address: '+31207654321',
      },
    ],
  };
}

const refuse = () => Promise.reject(new Error('the bench has no server'));
const port: ServerPort = {
  searchCommunications: refuse,
  sendChat: refuse,
  reply: refuse,
  chatMessages: refuse,
  reviewCall: refuse,
};

async function run() {
  const account = { baseUrl: 'https://bench.example', userName: `bench-${Date.now()}` };
  let cache = await CommunicationCache.open({ account });
  const t0 = performance.now();
  for (let start = 0; start < TOTAL; start += PAGE) {
    const items = Array.from({ length: PAGE }, (_, j) => item(TOTAL - 1 - (start + j)));
    const last = start + PAGE >= TOTAL;
    const oldest = items.at(-1) as CommunicationFull;
    await cache.store(items, {
      older: last ? BOTTOM : `${oldest.date}|${oldest.oid.padStart(20, '0')}`,
      newer: TOP,
    });
  }
  const storeMs = performance.now() - t0;
  cache.close();

  const t1 = performance.now();
  cache = await CommunicationCache.open({ account });
  const first = await new HistoryPager({ cache, port, pageSize: 50 }).loadOlder(TOP);
  const firstPageMs = performance.now() - t1;

  const t2 = performance.now();
  const search1 = await cache.find('order 4242');
  const firstSearchMs = performance.now() - t2;
  const t3 = performance.now();
  const search2 = await cache.find('person 12');
  const searchMs = performance.now() - t3;
  cache.close();
  return {
    rows: TOTAL,
    storeMs: Math.round(storeMs),
    itemsPerSecond: Math.round(TOTAL / (storeMs / 1000)),
    firstPageMs: Math.round(firstPageMs),
    firstPageRows: first.items.length,
    firstPageFetched: first.fetched,
    firstSearchMs: Math.round(firstSearchMs),
    firstSearchHits: search1.total,
    searchMs: Math.round(searchMs),
    searchHits: search2.total,
  };
}

(globalThis as { bench?: Promise<unknown> }).bench = run();
