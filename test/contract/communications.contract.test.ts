import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient } from '../../src/main/api';
import {
  communicationFullSchema,
  ServiceCode,
  type CommunicationItem,
  type CommunicationSearch,
} from '../../src/shared/interface';
import { expectServiceError, simulatorEvent, startContract, type Contract } from './harness';

let c: Contract;
let user: ApiClient;
beforeAll(async () => {
  c = await startContract({ size: 500, controlApi: true });
  user = await c.signIn('user');
});
afterAll(() => c.close());

const key = (i: CommunicationItem) => `${i.date}|${i.oid.padStart(12, '0')}`;
const lastModified = (i: CommunicationItem) => String(i.lastModified);
const cursorOf = (i: CommunicationItem | undefined) => i && `${i.date}_${i.oid}`;

async function walkAll(params: CommunicationSearch, direction?: 'older' | 'newer') {
  const items: CommunicationItem[] = [];
  let pages = 0;
  for await (const page of user.communications.walk(params, { direction })) {
    items.push(...page.items);
    pages += 1;
  }
  return { items, pages };
}

describe('4.18 paging', () => {
  it('a walk in each order visits every item exactly once, in order', async () => {
    const down = await walkAll({ limit: 37 });
    const up = await walkAll({ limit: 37, order: 'ascending' });
    expect(down.items.length).toBeGreaterThan(200);
    // Every page of items, then the empty page that ends the walk.
    expect(down.pages).toBe(Math.ceil(down.items.length / 37) + 1);
    const downOids = down.items.map((i) => i.oid);
    expect(new Set(downOids).size).toBe(downOids.length);
    expect(up.items.map((i) => i.oid)).toEqual([...downOids].reverse());
    const keys = down.items.map(key);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('rule 3 (descending): after=nextId of page 2 is page 1 again', async () => {
    const page1 = await user.communications.search({ limit: 20 });
    const page2 = await user.communications.search({ limit: 20, before: page1.previousId });
    // Cursors are the platform's dated ones, handed back as they came.
    expect(page1.previousId).toBe(cursorOf(page1.items.at(-1)));
    expect(page1.nextId).toBe(cursorOf(page1.items[0]));
    expect(page2.items[0]!.date <= page1.items.at(-1)!.date).toBe(true);
    const back = await user.communications.search({ limit: 20, after: page2.nextId });
    expect(back.items.map((i) => i.oid)).toEqual(page1.items.map((i) => i.oid));
  });

  it('rule 4 (ascending): before=previousId of page 2 is page 1 again', async () => {
    const page1 = await user.communications.search({ limit: 20, order: 'ascending' });
    expect(page1.nextId).toBe(cursorOf(page1.items.at(-1)));
    expect(page1.previousId).toBe(cursorOf(page1.items[0]));
    const page2 = await user.communications.search({
      limit: 20,
      order: 'ascending',
      after: page1.nextId,
    });
    expect(page2.items[0]!.date >= page1.items.at(-1)!.date).toBe(true);
    const back = await user.communications.search({
      limit: 20,
      order: 'ascending',
      before: page2.previousId,
    });
    expect(back.items.map((i) => i.oid)).toEqual(page1.items.map((i) => i.oid));
  });

  it('rule 5: next, previous and refresh links accompany every non-empty page', async () => {
    const page = await user.communications.search({ limit: 10 });
    expect(page.links.map((l) => l.rel).sort()).toEqual(['next', 'previous', 'refresh']);
    const cursor = (rel: string, name: string) =>
      new URL(page.links.find((l) => l.rel === rel)?.href ?? '').searchParams.get(name);
    expect(cursor('next', 'after')).toBe(page.nextId);
    expect(cursor('previous', 'before')).toBe(page.previousId);
  });

  it('an unknown cursor is a clear error, not an empty page', async () => {
    await expectServiceError(
      user.communications.search({ before: '987654321' }),
      400,
      ServiceCode.ContentsUndecodable,
    );
  });
});

describe('paging as the platform pages (guide: communications_list.html)', () => {
  it('a page shorter than asked is not the end: a walk asking 500 a page gets every item', async () => {
    const capped = await user.communications.search({ limit: 500 });
    expect(capped.items).toHaveLength(100);
    const all = await walkAll({ limit: 500 });
    const byHundreds = await walkAll({ limit: 100 });
    expect(all.items.length).toBeGreaterThan(300);
    expect(all.items.map((i) => i.oid)).toEqual(byHundreds.items.map((i) => i.oid));
  });

  it('an empty page with empty cursors reads as the end, not as a malformed answer', async () => {
    const oldest = (await walkAll({ limit: 100 })).items.at(-1);
    const empty = await user.communications.search({ before: oldest?.oid });
    expect(empty.items).toEqual([]);
    expect(empty.previousId).toBeUndefined();
    expect(empty.nextId).toBeUndefined();
  });

  it('takes an item’s oid as a cursor as well as the dated cursors it hands out', async () => {
    const first = await user.communications.search({ limit: 5 });
    const byCursor = await user.communications.search({ limit: 5, before: first.previousId });
    const byOid = await user.communications.search({ limit: 5, before: first.items[4]?.oid });
    expect(byOid.items.map((i) => i.oid)).toEqual(byCursor.items.map((i) => i.oid));
  });
});

describe('4.18 last-modified windows (rules 1 and 2)', () => {
  it('equal bounds give nothing', async () => {
    const any = (await user.communications.search({ limit: 1 })).items[0]!;
    const at = lastModified(any);
    const page = await user.communications.search({ lastModifiedFrom: at, lastModifiedUntil: at });
    expect(page.items).toEqual([]);
  });

  it('consecutive half-open windows neither miss nor double an item, even at their edges', async () => {
    const all = (await walkAll({ limit: 100 })).items;
    const stamps = [...new Set(all.map(lastModified))].sort();
    // Edges exactly on items' timestamps: each edge item must land in exactly one window.
    const edges = [
      stamps[0]!,
      ...[1, 2, 3, 4, 5].map((k) => stamps[Math.floor((stamps.length * k) / 6)]!),
    ];
    edges.push('2999-01-01 00:00:00');
    const seen: string[] = [];
    for (let w = 0; w + 1 < edges.length; w++) {
      const window = { lastModifiedFrom: edges[w], lastModifiedUntil: edges[w + 1], limit: 100 };
      const got = (await walkAll(window)).items;
      for (const item of got) {
        expect(lastModified(item) >= edges[w]! && lastModified(item) < edges[w + 1]!).toBe(true);
      }
      // Rule 2: ordered by date, not by lastModified.
      const keys = got.map(key);
      expect(keys).toEqual([...keys].sort().reverse());
      seen.push(...got.map((i) => i.oid));
    }
    expect(seen.length).toBe(all.length);
    expect(new Set(seen).size).toBe(all.length);
  });

  it('a change moves an item into the newest window', async () => {
    const before = await user.communications.search({ limit: 1 });
    const from = lastModified(before.items[0]!);
    const sent = await user.chats.send(c.fixtures.chatSession, { text: 'window test' });
    const changed = await user.communications.search({ lastModifiedFrom: from, limit: 50 });
    expect(changed.items.map((i) => i.oid)).toContain(sent.oid);
  });
});

describe('4.18 filters and representations', () => {
  it('filters by name', async () => {
    const sample = (await user.communications.search({ limit: 50 })).items.find(
      (i) => i.commonName.length > 4,
    )!;
    const fragment = sample.commonName.slice(0, 4);
    const page = await user.communications.search({ name: fragment, limit: 100 });
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items)
      expect(item.commonName.toLowerCase()).toContain(fragment.toLowerCase());
  });

  it('filters by date range, inclusive of whole days', async () => {
    const all = (await walkAll({ limit: 200 })).items;
    const day = all[Math.floor(all.length / 2)]!.date.slice(0, 10);
    const onDay = all.filter((i) => i.date.startsWith(day)).map((i) => i.oid);
    const page = await user.communications.search({ from: day, until: day, limit: 200 });
    expect(page.items.map((i) => i.oid).sort()).toEqual(onDay.sort());
  });

  it('include=all returns the full representation', async () => {
    const page = await user.communications.search({ include: 'all', limit: 30 });
    for (const item of page.items)
      expect(communicationFullSchema.safeParse(item).success).toBe(true);
    expect(new Set(page.items.map((i) => i.objectType)).size).toBeGreaterThan(1);
  });

  it('order_by=mru lists the latest item per counterpart, unpaged', async () => {
    const page = await user.communications.search({ orderBy: 'mru', limit: 10 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.length).toBeLessThanOrEqual(10);
    expect(page.previousId).toBeUndefined();
    const dates = page.items.map((i) => i.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('4.20 review call', () => {
  it('accepts a review by call-log oid and by call id, and the simulator records both', async () => {
    const review = {
      userReportedBadAudio: true,
      userReportedOnewayAudio: false,
      userReportedUnstableConnection: true,
      userAudioQualityRating: 2,
      userAudioQualityReview: 'Echo on my side',
    };
    await user.communications.review(c.fixtures.callLog, review);
    await user.communications.review(c.fixtures.callId, { ...review, userAudioQualityRating: 4 });
    const origin = new URL(c.sim.baseUrl);
    const received = (await (await fetch(`${origin.href}/__simulator/reviews`)).json()) as {
      data: { callLog: string; review: { userAudioQualityRating: number } }[];
    };
    expect(
      received.data
        .filter((r) => r.callLog === c.fixtures.callLog)
        .map((r) => r.review.userAudioQualityRating),
    ).toEqual([2, 4]);
  });

  it('refuses an unknown call', async () => {
    await expectServiceError(
      user.communications.review('987654321', {
        userReportedBadAudio: false,
        userReportedOnewayAudio: false,
        userReportedUnstableConnection: false,
        userAudioQualityRating: 5,
        userAudioQualityReview: '',
      }),
      404,
      ServiceCode.NotFound,
    );
  });
});

describe('the contents searched on the user’s line (communication_search_parameters.html)', () => {
  it('finds a message by words with special characters, and refuses search without a line', async () => {
    const text = 'Budget 3+4, item=7 approved';
    await simulatorEvent(c, { type: 'incomingChat', chatSession: c.fixtures.chatSession, text });
    const me = await user.me.info();
    const line = me.phoneLine?.oid ?? '';
    const found = await user.communications.search({
      include: 'all',
      where: { phoneLine: line, search: '3+4, ITEM=7' },
    });
    expect(found.items.map((i) => i.subject)).toEqual([text]);
    const none = await user.communications.search({
      where: { phoneLine: line, search: '3 4 item 7' },
    });
    expect(none.items).toEqual([]);
    await expect(user.communications.search({ where: { search: 'budget' } })).rejects.toThrow(
      /where/,
    );
  });
});
