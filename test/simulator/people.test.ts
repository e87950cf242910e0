import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatSessionResponseSchema,
  presenceListSchema,
  presenceStatuses,
  ServiceCode,
  userListSchema,
  webpageListSchema,
} from '../../src/shared/interface';
import { type RunningSimulator } from '../../src/simulator';
import { expectError, signIn, signInAs, startTestSimulator, type Api } from './helpers';

/** People, presence, the session with a person, and the demo web pages (issue 21). */
let sim: RunningSimulator;
let user: Api;

beforeAll(async () => {
  sim = await startTestSimulator({ size: 50, colleagues: 1200 });
  user = await signInAs(sim, 'user');
});
afterAll(() => sim.close());

async function walk<T>(path: string, schema: { parse(v: unknown): T }, next: (page: T) => string) {
  const pages: T[] = [];
  let cursor = '';
  for (let i = 0; i < 100; i++) {
    const page = schema.parse((await user.get(`${path}${cursor}`)).json);
    pages.push(page);
    cursor = next(page);
    if (!cursor) break;
  }
  return pages;
}

describe('colleagues at scale', () => {
  it('--colleagues seeds that many colleague users, every one listed by 4.8 in pages', async () => {
    const pages = await walk('/users?limit=1000&include=userName', userListSchema, (p) =>
      p.data.length ? `&after=${p.meta.paging?.nextId ?? ''}` : '',
    );
    const names = pages.flatMap((p) => p.data.map((d) => d.object.userName ?? ''));
    expect(names.filter((n) => /^colleague\d+$/.test(n))).toHaveLength(1200);
    // Pages are capped at 100, so this took many.
    expect(pages.length).toBeGreaterThan(12);
    expect(new Set(names).size).toBe(names.length);
  });

  it('colleagues can sign in, and their lines carry DND and redirections', async () => {
    await signIn(sim.baseUrl, { userName: 'colleague1150', password: 'demo' });
    const page = userListSchema.parse(
      (
        await user.get(
          '/users?limit=100&include=userName,primaryLine.userPhoneLine.redirectionActive,primaryLine.userPhoneLine.redirection,primaryLine.userPhoneLine.doNotDisturb',
        )
      ).json,
    );
    const lines = page.data.map(
      (d) =>
        d.object.primaryLine as {
          userPhoneLine: { redirectionActive: boolean; redirection: string; doNotDisturb: boolean };
        },
    );
    const redirected = lines.filter((l) => l.userPhoneLine.redirectionActive);
    expect(redirected.length).toBeGreaterThan(5);
    expect(redirected.every((l) => /^\+31 6 /.test(l.userPhoneLine.redirection))).toBe(true);
    expect(lines.some((l) => l.userPhoneLine.doNotDisturb)).toBe(true);
  });
});

describe('GET /presence (guide: addressables_presence.html)', () => {
  it('pages by entry id with after=nextId, one entry per enabled user', async () => {
    const pages = await walk('/presence?limit=100', presenceListSchema, (p) =>
      p.data.length ? `&after=${p.meta.paging?.nextId ?? ''}` : '',
    );
    const entries = pages.flatMap((p) => p.data.map((d) => d.object));
    const ids = entries.map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(entries.length).toBeGreaterThan(1200);
    expect(entries.every((e) => (presenceStatuses as readonly string[]).includes(e.status))).toBe(
      true,
    );
    expect(new Set(entries.map((e) => e.status)).size).toBeGreaterThan(4);
    expect(entries.every((e) => e.addressable.objectType === 'Person')).toBe(true);
  });

  it('refuses parameters the guide does not name', async () => {
    expectError(await user.get('/presence?order=descending'), 400, ServiceCode.ContentsUndecodable);
  });
});

describe('GET /addressables/<oid>/chat (guide: addressables_chat_get.html)', () => {
  it('answers the session 4.3 sends into, without sending', async () => {
    const answer = await user.get(`/addressables/${sim.fixtures.chattableAddressable}/chat`);
    const session = chatSessionResponseSchema.parse(answer.json).object;
    expect(session.oid).toBe(sim.fixtures.chatSession);
    const sent = await user.post(`/addressables/${sim.fixtures.chattableAddressable}/chat`, {
      text: 'same session',
    });
    expect((sent.json as { object: { chatSession: { oid: string } } }).object.chatSession.oid).toBe(
      session.oid,
    );
  });

  it('a contact who is not a user is not chattable: 404/10100', async () => {
    expectError(
      await user.get(`/addressables/${sim.fixtures.unchattableAddressable}/chat`),
      404,
      ServiceCode.NotFound,
    );
  });
});

describe('integrated web pages of the demo', () => {
  it('4.16 answers absolute addresses the simulator serves; CRM refuses framing', async () => {
    const list = webpageListSchema.parse((await user.get('/me/integratedwebpages')).json);
    const [intranet, crm] = list.data.map((d) => d.object);
    expect(intranet?.url).toBe(`${new URL(sim.baseUrl).origin}/pages/intranet`);
    const page = await fetch(intranet?.url ?? '');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Company intranet');
    expect(page.headers.get('x-frame-options')).toBeNull();
    const refusing = await fetch(crm?.url ?? '');
    expect(refusing.headers.get('x-frame-options')).toBe('DENY');
    expect(refusing.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await fetch(`${new URL(sim.baseUrl).origin}/pages/nothing`)).status).toBe(404);
  });
});
