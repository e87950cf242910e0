import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  communicationFullListSchema,
  communicationListSchema,
  tenantListSchema,
  userListSchema,
  phoneLineListSchema,
  addressableListSchema,
  type CommunicationItem,
} from '../../src/shared/interface';
import { type RunningSimulator } from '../../src/simulator';
import { type Api, expectError, signInAs, startTestSimulator } from './helpers';

// Read-only file: nothing here changes the data set, so every walk sees the same list.
let sim: RunningSimulator;
let user: Api;
let master: Api;

beforeAll(async () => {
  sim = await startTestSimulator({ size: 400 });
  user = await signInAs(sim, 'user');
  master = await signInAs(sim, 'master');
});
afterAll(() => sim.close());

type Page = ReturnType<typeof communicationListSchema.parse>;
const page = async (query: string): Promise<Page> => {
  const answer = await user.get(`/communications?${query}`);
  expect(answer.status, answer.text).toBe(200);
  return communicationListSchema.parse(answer.json);
};
const oids = (p: Page) => p.data.map((d) => d.object.oid);
const key = (c: CommunicationItem) => `${c.date}|${c.oid.padStart(12, '0')}`;
/** The platform's cursor of an item: its date, then its oid. */
const cursorOf = (c: { date: string; oid: string }) => `${c.date}_${c.oid}`;
const q = encodeURIComponent;

/** Follow one cursor until an empty page; every page's items, in answer order. */
async function walk(query: string, cursor: 'before' | 'after', from: 'previousId' | 'nextId') {
  const items: CommunicationItem[] = [];
  let next: string | undefined;
  for (;;) {
    const p = await page(next === undefined ? query : `${query}&${cursor}=${q(next)}`);
    if (p.data.length === 0) {
      // The platform's empty page: empty cursors (which the client schema reads as absent).
      const raw = (await user.get(`/communications?${query}&${cursor}=${q(next ?? '')}`)).json as {
        meta: { paging: unknown };
      };
      expect(raw.meta.paging).toEqual({ previousId: '', nextId: '' });
      return items;
    }
    items.push(...p.data.map((d) => d.object));
    next = p.meta.paging?.[from];
  }
}

/** Every item of a query, newest first, walked page by page (a page holds at most 100). */
const everything = (query: string) => walk(`${query}&limit=100`, 'before', 'previousId');

describe('4.18 paging over raw HTTP', () => {
  let all: CommunicationItem[];
  beforeAll(async () => {
    all = await everything('');
  });

  it('caps every page at 100 items without saying so, whatever the limit', async () => {
    const capped = await page('limit=1000');
    expect(capped.data).toHaveLength(100);
    expect(oids(capped)).toEqual(all.slice(0, 100).map((i) => i.oid));
    expect(capped.meta.paging?.previousId).toBe(cursorOf(all[99] as CommunicationItem));
  });

  it('hands out dated cursors and also takes an item’s oid as the cursor', async () => {
    const first = await page('limit=5');
    expect(first.meta.paging?.previousId).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}_\d+$/);
    const byCursor = await page(`limit=5&before=${q(first.meta.paging?.previousId ?? '')}`);
    const byOid = await page(`limit=5&before=${oids(first)[4]}`);
    expect(oids(byOid)).toEqual(oids(byCursor));
    expect(oids(byCursor)).toEqual(all.slice(5, 10).map((i) => i.oid));
  });

  it('a full descending walk (before=previousId) visits every item once, newest first', async () => {
    const items = await walk('limit=37', 'before', 'previousId');
    expect(items.map((i) => i.oid)).toEqual(all.map((i) => i.oid));
    expect(new Set(items.map((i) => i.oid)).size).toBe(items.length);
    const keys = items.map(key);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it('a full ascending walk (after=nextId) visits every item once, oldest first', async () => {
    const items = await walk('limit=37&order=ascending', 'after', 'nextId');
    expect(items.map((i) => i.oid)).toEqual(all.map((i) => i.oid).reverse());
  });

  it('descending: after=nextId of page 2 is page 1 again (rule 3)', async () => {
    const first = await page('limit=20');
    expect(first.meta.paging?.nextId).toBe(cursorOf(first.data[0]?.object as CommunicationItem));
    expect(first.meta.paging?.previousId).toBe(
      cursorOf(first.data[19]?.object as CommunicationItem),
    );
    const second = await page(`limit=20&before=${q(first.meta.paging?.previousId ?? '')}`);
    expect(oids(second)).toEqual(all.slice(20, 40).map((i) => i.oid));
    const back = await page(`limit=20&after=${q(second.meta.paging?.nextId ?? '')}`);
    expect(oids(back)).toEqual(oids(first));
  });

  it('ascending: before=previousId of page 2 is page 1 again (rule 4)', async () => {
    const first = await page('limit=20&order=ascending');
    expect(first.meta.paging?.previousId).toBe(
      cursorOf(first.data[0]?.object as CommunicationItem),
    );
    expect(first.meta.paging?.nextId).toBe(cursorOf(first.data[19]?.object as CommunicationItem));
    const second = await page(
      `limit=20&order=ascending&after=${q(first.meta.paging?.nextId ?? '')}`,
    );
    const back = await page(
      `limit=20&order=ascending&before=${q(second.meta.paging?.previousId ?? '')}`,
    );
    expect(oids(back)).toEqual(oids(first));
  });

  it('meta links: refresh always; next and previous carry the cursors and the rest of the query', async () => {
    const first = await page('limit=5&name=a');
    const links = Object.fromEntries(first.meta.links.map((l) => [l.rel, new URL(l.href ?? '')]));
    expect(links.refresh?.search).toBe('?limit=5&name=a');
    expect(links.next?.searchParams.get('after')).toBe(first.meta.paging?.nextId);
    expect(links.previous?.searchParams.get('before')).toBe(first.meta.paging?.previousId);
    expect(links.previous?.searchParams.get('name')).toBe('a');
    const oldest = all[all.length - 1]?.oid;
    const empty = await page(`limit=5&before=${oldest}`);
    expect(empty.data).toEqual([]);
    expect(empty.meta.links.map((l) => l.rel)).toEqual(['refresh']);
  });

  it('order_by=oid is the default date order', async () => {
    expect(oids(await page('limit=30&order_by=oid'))).toEqual(all.slice(0, 30).map((i) => i.oid));
  });

  it('from/until take whole days, inclusive, in either order', async () => {
    const day = all[50]?.date.slice(0, 10) ?? '';
    const expected = all.filter((i) => i.date.startsWith(day)).map((i) => i.oid);
    expect(expected.length).toBeGreaterThan(0);
    expect(oids(await page(`from=${day}&until=${day}&limit=100`))).toEqual(expected);
    const ascending = await page(`from=${day}&until=${day}&limit=100&order=ascending`);
    expect(oids(ascending)).toEqual([...expected].reverse());
    const at = all[50]?.date ?? '';
    const exact = await page(`from=${encodeURIComponent(at)}&until=${encodeURIComponent(at)}`);
    expect(oids(exact)).toContain(all[50]?.oid);
    expect(exact.data.every((d) => d.object.date === at)).toBe(true);
    const later = all[10]?.date.slice(0, 10) ?? '';
    expect((await page(`from=${later}&until=${day}`)).data).toEqual([]);
  });

  it('last_modified_from/until form a half-open window; equal bounds give nothing', async () => {
    const stamp = all[10]?.lastModified as string;
    const modified = (from: string, until: string) =>
      `last_modified_from=${q(from)}&last_modified_until=${q(until)}`;
    expect((await page(modified(stamp, stamp))).data).toEqual([]);
    const window = await everything(modified(stamp, '2099-01-01'));
    const expected = all.filter((i) => (i.lastModified as string) >= stamp).map((i) => i.oid);
    expect(window.map((i) => i.oid)).toEqual(expected);
    const before = await everything(modified('2000-01-01', stamp));
    expect(before.map((i) => i.oid)).toEqual(
      all.filter((i) => (i.lastModified as string) < stamp).map((i) => i.oid),
    );
  });

  it('name matches the commonName case-insensitively', async () => {
    const probe = all[3]?.commonName.split(' ')[0]?.toUpperCase() ?? '';
    const found = await everything(`name=${q(probe)}`);
    const expected = all.filter((i) => i.commonName.toUpperCase().includes(probe));
    expect(found.map((i) => i.oid)).toEqual(expected.map((i) => i.oid));
  });

  it('order_by=mru: the latest per counterpart, newest first, not paged', async () => {
    const answer = await user.get('/communications?order_by=mru&limit=10&include=all');
    const list = communicationFullListSchema.parse(answer.json);
    expect(list.meta.paging).toBeUndefined();
    expect(list.data.length).toBe(10);
    const keys = list.data.map((d) => key(d.object));
    expect(keys).toEqual([...keys].sort().reverse());
    const sessions = list.data.flatMap((d) =>
      d.object.chatSession ? [d.object.chatSession.oid] : [],
    );
    expect(new Set(sessions).size).toBe(sessions.length);
    expectError(
      await user.get(`/communications?order_by=mru&before=${all[0]?.oid}`),
      400,
      10202,
      /mru/,
    );
  });

  it('include=all answers the full representation', async () => {
    const answer = await user.get('/communications?include=all&limit=100');
    const list = communicationFullListSchema.parse(answer.json);
    expect(list.data.map((d) => d.object.oid)).toEqual(all.slice(0, 100).map((i) => i.oid));
  });

  it('a chat session’s messages page the same way', async () => {
    const path = `/chats/${sim.fixtures.chatSession}/messages`;
    const full = communicationListSchema.parse((await user.get(`${path}?limit=100`)).json);
    const first = communicationListSchema.parse((await user.get(`${path}?limit=3`)).json);
    expect(oids(first)).toEqual(oids(full).slice(0, 3));
    expect(first.meta.paging?.previousId).toBe(
      cursorOf(first.data[2]?.object as CommunicationItem),
    );
    const second = communicationListSchema.parse(
      (await user.get(`${path}?limit=3&before=${q(first.meta.paging?.previousId ?? '')}`)).json,
    );
    expect(oids(second)).toEqual(oids(full).slice(3, 6));
  });
});

describe('4.4 tenant list', () => {
  type Tenants = ReturnType<typeof tenantListSchema.parse>;
  const tenants = async (query = ''): Promise<Tenants> => {
    const answer = await master.get(`/tenants${query}`);
    expect(answer.status, answer.text).toBe(200);
    return tenantListSchema.parse(answer.json);
  };

  it('pages 15 at a time, ascending by oid, with before and after', async () => {
    const first = await tenants();
    expect(first.data).toHaveLength(15);
    const ids = first.data.map((d) => Number(d.object.oid));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const second = await tenants(`?after=${first.meta.paging?.nextId}`);
    expect(Number(second.data[0]?.object.oid)).toBeGreaterThan(ids[14] ?? 0);
    const back = await tenants(`?before=${second.meta.paging?.previousId}`);
    expect(back.data.map((d) => d.object.oid)).toEqual(first.data.map((d) => d.object.oid));
    const descending = await tenants('?order=decending&limit=3');
    const down = descending.data.map((d) => Number(d.object.oid));
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  it('filters by name and reseller_name (case-insensitive) and where', async () => {
    const acme = await tenants('?name=aCm');
    expect(acme.data.map((d) => d.object.commonName)).toEqual(['Acme']);
    const templates = await tenants('?where=isTemplate=true');
    expect(templates.data.map((d) => d.object.oid)).toEqual([sim.fixtures.templateTenant]);
    const stopped = await tenants('?where=active=false&limit=100');
    expect(stopped.data.map((d) => d.object.oid)).toContain(sim.fixtures.stoppedTenant);
    expect(stopped.data.every((d) => !d.object.active)).toBe(true);
    const withReseller = await tenants('?reseller_name=TELECOM&include=resellerName&limit=100');
    expect(withReseller.data.length).toBeGreaterThan(0);
    expect(withReseller.data.every((d) => /telecom/i.test(d.object.resellerName ?? ''))).toBe(true);
    expectError(await master.get('/tenants?where=colour=red'), 400, 10202, /where/);
  });

  it('adds the included fields only', async () => {
    const plain = await tenants('?limit=1');
    expect(plain.data[0]?.object.licenseCounts).toBeUndefined();
    expect(plain.data[0]?.object.dbUsage).toBeUndefined();
    const rich = await tenants(
      '?limit=1&include=licenseCounts,dbUsage,totalUsage,statistics.sttFreeUsage',
    );
    const tenant = rich.data[0]?.object;
    expect(tenant?.licenseCounts?.length).toBeGreaterThan(0);
    expect(typeof tenant?.dbUsage).toBe('number');
    expect(typeof tenant?.totalUsage).toBe('number');
    expect(Object.keys(tenant?.statistics ?? {})).toEqual(['sttFreeUsage']);
    expectError(await master.get('/tenants?include=dbUsage,shoeSize'), 400, 10202, /include/);
  });
});

describe('4.8 users and the other lists', () => {
  it('pages users, finds one by where=userName, and projects include paths', async () => {
    const all = userListSchema.parse((await user.get('/users?limit=100')).json);
    expect(all.data.length).toBeGreaterThan(15);
    const first = userListSchema.parse((await user.get('/users')).json);
    expect(first.data).toHaveLength(15);
    expect(Object.keys(first.data[0]?.object ?? {}).sort()).toEqual([
      'commonName',
      'objectType',
      'oid',
      'permissions',
    ]);
    const include =
      'person,userName,primaryLine.userPhoneLine.doNotDisturb,lines.line.autoAttendant';
    const found = userListSchema.parse(
      (await user.get(`/users?where=userName=admin&include=${include}`)).json,
    );
    expect(found.data).toHaveLength(1);
    const admin = found.data[0]?.object;
    expect(admin?.userName).toBe('admin');
    expect(Object.keys(admin?.person ?? {}).sort()).toEqual(['commonName', 'objectType', 'oid']);
    const primary = admin?.primaryLine as {
      objectType: string;
      userPhoneLine: Record<string, unknown>;
    };
    expect(primary.objectType).toBe('XCCPhoneLine');
    expect(typeof primary.userPhoneLine.doNotDisturb).toBe('boolean');
    expect(primary.userPhoneLine.redirection).toBeUndefined();
    const line = (admin?.lines?.[0] as { line: Record<string, unknown> }).line;
    expect(typeof line.autoAttendant).toBe('boolean');
    expect(line.dayNightMode).toBeUndefined();
    expectError(await user.get('/users?include=shoeSize'), 400, 10202, /include/);
    expectError(await user.get('/users?where=shoeSize=42'), 400, 10202, /where/);
  });

  it('lists phone lines and chattable addressables', async () => {
    const lines = phoneLineListSchema.parse((await user.get('/phonelines?limit=100')).json);
    expect(lines.data.map((d) => d.object.oid)).toContain(sim.fixtures.phoneLine);
    const chattable = addressableListSchema.parse(
      (await user.get('/addressables?type=chattable&limit=100')).json,
    );
    const ids = chattable.data.map((d) => d.object.oid);
    expect(ids).toContain(sim.fixtures.chattableAddressable);
    expect(ids).not.toContain(sim.fixtures.unchattableAddressable);
    expect(chattable.data.every((d) => d.object.chattable)).toBe(true);
    const everyone = addressableListSchema.parse((await user.get('/addressables?limit=100')).json);
    expect(everyone.data.map((d) => d.object.oid)).toContain(sim.fixtures.unchattableAddressable);
    expectError(await user.get('/addressables?type=everyone'), 400, 10202, /type/);
  });
});
