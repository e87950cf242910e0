import { describe, expect, it } from 'vitest';
import { newer, older, type Page } from '../../src/main/api';
import * as f from './fixtures';
import { fakeServer, json, signedIn, type Recorded } from './fake-server';

/**
 * A list served exactly as 4.18 rules 3 and 4 (and the wire decisions) describe: key order
 * ascending in `all`; descending pages are newest first, ascending oldest first; `previousId`
 * is the oldest item of the page, `nextId` the newest.
 */
function serveCursorList(all: { oid: string }[], defaultOrder: 'ascending' | 'descending') {
  return (req: Recorded) => {
    const q = req.query;
    const limit = Number(q.get('limit') ?? 15);
    const order = q.get('order') ?? defaultOrder;
    const index = (oid: string) => all.findIndex((x) => x.oid === oid);
    let slice: typeof all;
    if (q.has('before')) {
      const older = all.slice(0, index(q.get('before')!));
      slice = older.slice(Math.max(0, older.length - limit));
    } else if (q.has('after')) {
      slice = all.slice(index(q.get('after')!) + 1).slice(0, limit);
    } else {
      slice =
        order === 'ascending' ? all.slice(0, limit) : all.slice(Math.max(0, all.length - limit));
    }
    const items = order === 'ascending' ? slice : [...slice].reverse();
    const paging = slice.length
      ? { previousId: slice[0]!.oid, nextId: slice.at(-1)!.oid }
      : undefined;
    return json(200, f.list(items, paging));
  };
}

const day = (n: number) => `2024-05-${String(n).padStart(2, '0')} 10:00:00`;
const comms = (n: number) =>
  Array.from({ length: n }, (_, i) => f.communication(String(1000 + i), day(1 + (i % 28))));
const oids = (pages: Page<{ oid: string }>[]) => pages.flatMap((p) => p.items.map((i) => i.oid));

async function collect<T>(it: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const x of it) out.push(x);
  return out;
}

async function setup(
  items: { oid: string }[],
  path = '/communications',
  defaultOrder: 'ascending' | 'descending' = 'descending',
) {
  const server = fakeServer();
  const { client } = await signedIn(server);
  server.on('GET', path, serveCursorList(items, defaultOrder));
  return { server, client: client };
}

describe('older() and newer()', () => {
  const page: Page<unknown> = { items: [1, 2], previousId: '10', nextId: '20', links: [] };
  it('older = before previousId, newer = after nextId; other parameters kept, the opposite cursor dropped', () => {
    expect(older(page, { limit: 5, order: 'ascending', after: '3' })).toEqual({
      limit: 5,
      order: 'ascending',
      before: '10',
    });
    expect(newer(page, { limit: 5, before: '3' })).toEqual({ limit: 5, after: '20' });
    expect(older(page)).toEqual({ before: '10' });
  });
  it('an empty page has no cursors: nothing beyond it', () => {
    const empty: Page<unknown> = { items: [], links: [] };
    expect(older(empty)).toBeUndefined();
    expect(newer(empty)).toBeUndefined();
  });
});

describe('4.18 paging by the rules', () => {
  const all = comms(23);
  const newestFirst = all.map((c) => c.oid).reverse();

  it('rule 3: descending, after=nextId of page 2 returns page 1 again', async () => {
    const { client } = await setup(all);
    const p1 = await client.communications.search({ limit: 5 });
    const p2 = await client.communications.search(older(p1, { limit: 5 }));
    expect(p2.items.map((i) => i.oid)).toEqual(newestFirst.slice(5, 10));
    const back = await client.communications.search(newer(p2, { limit: 5 }));
    expect(back).toEqual(p1);
  });

  it('rule 4: ascending, before=previousId of page 2 returns page 1 again', async () => {
    const { client } = await setup(all);
    const p1 = await client.communications.search({ limit: 5, order: 'ascending' });
    const p2 = await client.communications.search(newer(p1, { limit: 5, order: 'ascending' }));
    expect(p2.items.map((i) => i.oid)).toEqual(all.slice(5, 10).map((c) => c.oid));
    const back = await client.communications.search(older(p2, { limit: 5, order: 'ascending' }));
    expect(back).toEqual(p1);
  });

  it('walk (descending, default) visits every item newest first and ends on an empty page', async () => {
    const { client, server } = await setup(all);
    const pages = await collect(client.communications.walk({ limit: 5, name: 'x' }));
    // A short page is not the end (the server caps pages silently): only the empty one is.
    expect(pages.map((p) => p.items.length)).toEqual([5, 5, 5, 5, 3, 0]);
    expect(oids(pages)).toEqual(newestFirst);
    expect(
      server.calls().every((r) => r.query.get('name') === 'x' && r.query.get('limit') === '5'),
    ).toBe(true);
    expect(server.calls().map((r) => r.query.get('before'))).toEqual([
      null,
      ...pages.slice(0, -1).map((p) => p.previousId!),
    ]);
  });

  it('walk (ascending, default direction newer) visits every item oldest first', async () => {
    const { client } = await setup(all);
    const pages = await collect(client.communications.walk({ limit: 6, order: 'ascending' }));
    expect(oids(pages)).toEqual(all.map((c) => c.oid));
  });

  it('walk ends on an empty page when the count is a multiple of limit', async () => {
    const { client, server } = await setup(comms(20));
    const pages = await collect(client.communications.walk({ limit: 5 }));
    expect(pages.map((p) => p.items.length)).toEqual([5, 5, 5, 5, 0]);
    expect(server.calls()).toHaveLength(5);
  });

  it('walk newer from a cursor in descending order: every item newer than it', async () => {
    const { client } = await setup(all);
    const pages = await collect(
      client.communications.walk({ limit: 4, after: all[10]!.oid }, { direction: 'newer' }),
    );
    expect(new Set(oids(pages))).toEqual(new Set(all.slice(11).map((c) => c.oid)));
  });

  it('walk without limit sends the default page size explicitly', async () => {
    const { client, server } = await setup(all);
    const pages = await collect(client.communications.walk({}));
    expect(pages.map((p) => p.items.length)).toEqual([15, 8, 0]);
    expect(server.calls()[0]?.query.get('limit')).toBe('15');
  });

  it('order_by=mru is not paged: one page', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    server.on('GET', '/communications', () => json(200, f.list(all.slice(0, 3))));
    const pages = await collect(client.communications.walk({ orderBy: 'mru', limit: 3 }));
    expect(pages).toHaveLength(1);
    expect(server.calls()[0]?.query.get('order_by')).toBe('mru');
  });

  it('a server repeating the same cursor ends the walk instead of looping', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    server.on('GET', '/communications', () =>
      json(200, f.list(all.slice(0, 2), { previousId: '1000', nextId: '1001' })),
    );
    const pages = await collect(client.communications.walk({ limit: 2 }));
    expect(pages).toHaveLength(2);
  });

  it('a walk can be cancelled', async () => {
    const { client } = await setup(all);
    const controller = new AbortController();
    const seen: number[] = [];
    const walking = (async () => {
      for await (const p of client.communications.walk(
        { limit: 5 },
        { signal: controller.signal },
      )) {
        seen.push(p.items.length);
        controller.abort();
      }
    })();
    await expect(walking).rejects.toMatchObject({ kind: 'aborted' });
    expect(seen).toEqual([5]);
  });
});

describe('the server clock on list pages', () => {
  const all = comms(3);
  it("serverDate is the answer's Date header (ms); absent when there is none or it is unreadable", async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    const date = 'Tue, 14 May 2024 08:30:05 GMT';
    server.on('GET', '/communications', () => json(200, f.list(all), { date }));
    server.on('GET', '/tenants', () => json(200, f.list([]), { date: 'not a date' }));
    server.on('GET', /^\/chats\/[^/]+\/messages$/, () => json(200, f.list([])));
    const page = await client.communications.search({ limit: 3 });
    expect(page.serverDate).toBe(Date.UTC(2024, 4, 14, 8, 30, 5));
    expect(page.items).toHaveLength(3);
    expect((await client.tenants.list({})).serverDate).toBeUndefined();
    expect((await client.chats.messages('1', {})).serverDate).toBeUndefined();
  });
});

describe('4.4 tenants and other paged lists', () => {
  const tenants = Array.from({ length: 12 }, (_, i) => f.tenant(String(i + 1)));

  it('tenants walk ascending by id (the default), filters kept on every page', async () => {
    const { client, server } = await setup(tenants, '/tenants', 'ascending');
    const pages = await collect(
      client.tenants.walk({ limit: 5, resellerName: 'R', include: ['totalUsage'] }),
    );
    expect(oids(pages)).toEqual(tenants.map((t) => t.oid));
    expect(server.calls().map((r) => r.query.get('after'))).toEqual([null, '5', '10', '12']);
    expect(
      server
        .calls()
        .every(
          (r) => r.query.get('reseller_name') === 'R' && r.query.get('include') === 'totalUsage',
        ),
    ).toBe(true);
  });

  it('tenants walk descending goes to smaller ids', async () => {
    const { client } = await setup(tenants, '/tenants', 'ascending');
    const pages = await collect(client.tenants.walk({ limit: 5, order: 'descending' }));
    expect(oids(pages)).toEqual(tenants.map((t) => t.oid).reverse());
  });

  it('users, phone lines and chat messages walk the same way', async () => {
    const users = Array.from({ length: 7 }, (_, i) => ({ ...f.user, oid: String(600 + i) }));
    const u = await setup(users, '/users', 'ascending');
    expect(
      oids(await collect(u.client.users.walk({ limit: 3, where: { userName: 'b' } }))),
    ).toEqual(users.map((x) => x.oid));
    expect(u.server.calls().every((r) => r.query.get('where') === 'userName=b')).toBe(true);

    const lines = Array.from({ length: 4 }, (_, i) => ({ ...f.phoneLine, oid: String(800 + i) }));
    const l = await setup(lines, '/phonelines', 'ascending');
    expect(oids(await collect(l.client.phoneLines.walk({ limit: 3 })))).toEqual(
      lines.map((x) => x.oid),
    );

    const msgs = Array.from({ length: 5 }, (_, i) => ({ ...f.chatMessage, oid: String(200 + i) }));
    const m = await setup(msgs, '/chats/400/messages', 'descending');
    expect(oids(await collect(m.client.chats.walkMessages('400', { limit: 2 })))).toEqual(
      msgs.map((x) => x.oid).reverse(),
    );
  });
});
