import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient } from '../../../src/main/api';
import { createEventBus } from '../../../src/main/common/event-bus';
import { createHandlerRegistry, type Handlers } from '../../../src/main/core/handler-registry';
import { type HandlerContext } from '../../../src/main/core/handlers';
import { peopleHandlers } from '../../../src/main/core/handlers/people';
import { webPageHandlers } from '../../../src/main/core/handlers/webpages';
import { silentLogger } from '../../../src/main/common/logger';
import { type SessionService } from '../../../src/main/core/session-service';
import { framingAllowed } from '../../../src/main/core/web-page-probe';
import { type Platform } from '../../../src/main/platform/platform';
import {
  noWebViews,
  parseWebPageUrl,
  type WebViewHooks,
  type WebViews,
} from '../../../src/main/platform/web-views';
import { type EventName } from '../../../src/shared/contract';
import { startContract, type Contract } from '../../contract/harness';

/** People, Favorites and Web pages calls in main: registry → handler → client → simulator. */
let contract: Contract;
beforeAll(async () => {
  contract = await startContract({ colleagues: 40 });
});
afterAll(() => contract.close());

interface Shown {
  url: string;
  partition: string;
}

async function setup(options: { webViews?: WebViews } = {}) {
  const client: ApiClient = await contract.signIn('user');
  const events = createEventBus(() => undefined);
  const emitted: { event: EventName; payload: unknown }[] = [];
  events.subscribe((event, payload) => emitted.push({ event, payload }));
  const opened: string[] = [];
  const session = {
    withClient: <T>(run: (c: ApiClient) => Promise<T>) => run(client),
    current: () => ({
      status: 'signed-in',
      user: { serverUrl: contract.sim.baseUrl, userName: 'user' },
    }),
  } as unknown as SessionService;
  const platform = {
    fetch,
    webViews: options.webViews ?? noWebViews,
    links: {
      open: (url: URL) => {
        opened.push(url.toString());
        return Promise.resolve();
      },
    },
  } as unknown as Platform;
  const context = { session, platform, events } as unknown as HandlerContext;
  const handlers = { ...peopleHandlers(context), ...webPageHandlers(context) } as Handlers;
  const registry = createHandlerRegistry<string>({
    handlers,
    isTrustedSender: () => true,
    log: silentLogger,
  });
  const call = async (name: string, args?: unknown) => {
    const result = await registry.dispatch(name, args, 'w');
    if (!result.ok) throw new Error(`${name}: ${result.error.sentence}`);
    return result.value as never;
  };
  return { call, registry, emitted, opened, events, client };
}

describe('people.page (4.8)', () => {
  it('pages colleagues with the line state People shows, without the signed-in user', async () => {
    const { call } = await setup();
    const first: { items: { userName?: string }[]; nextId?: string } = await call('people.page', {
      limit: 30,
    });
    // The simulator caps pages at 100; this asked 30 and got 30, and a cursor to go on.
    expect(first.items.length).toBeGreaterThan(20);
    expect(first.nextId).toBeDefined();
    expect(first.items.some((c) => c.userName === 'user')).toBe(false);
    const found: { items: Record<string, unknown>[] } = await call('people.page', {
      where: { userName: 'colleague4' },
    });
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({
      userName: 'colleague4',
      extension: expect.stringMatching(/^\d+$/),
      number: expect.stringMatching(/^\+31 20 555 0/),
      doNotDisturb: expect.any(Boolean),
      registered: expect.any(Boolean),
      redirection: { active: expect.any(Boolean) },
    });
  });

  it('finds a colleague by an e-mail provisioning address', async () => {
    const { call, client } = await setup();
    const users = await client.users.list({
      where: { userName: 'colleague7' },
      include: ['person'],
    });
    const name = users.items[0]?.person?.commonName ?? '';
    const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@master.example.com`;
    const found: { items: { userName?: string }[] } = await call('people.page', {
      where: { address: email },
    });
    expect(found.items.map((c) => c.userName)).toEqual(['colleague7']);
  });
});

describe('people.presence and people.chatSession', () => {
  it('reads presence by person, and the chat with a person without sending', async () => {
    const { call } = await setup();
    const presence: { available: boolean; items: { person: string; status: string }[] } =
      await call('people.presence', { limit: 100 });
    expect(presence.available).toBe(true);
    expect(presence.items.length).toBeGreaterThan(40);
    const chat: { session: string; disabled: boolean } = await call('people.chatSession', {
      person: contract.fixtures.chattableAddressable,
    });
    expect(chat).toEqual({ session: contract.fixtures.chatSession, disabled: false });
  });
});

describe('favorites.get and favorites.update (4.15)', () => {
  it('adds, reorders and removes in the PATCHes asked for', async () => {
    const { call } = await setup();
    type List = { items: { item: string; orderNumber: number; referable: { oid: string } }[] };
    const before: List = await call('favorites.get');
    const referable = contract.fixtures.referable;
    const last = Math.max(...before.items.map((f) => f.orderNumber));
    await call('favorites.update', {
      changes: [{ op: 'add', referable, orderNumber: last + 1 }],
    });
    const added: List = await call('favorites.get');
    const entry = added.items.find((f) => f.referable.oid === referable);
    expect(entry?.orderNumber).toBe(last + 1);
    await call('favorites.update', {
      changes: [{ op: 'order', item: entry?.item, orderNumber: 0 }],
    });
    expect(((await call('favorites.get')) as List).items[0]?.referable.oid).toBe(referable);
    await call('favorites.update', { changes: [{ op: 'remove', item: entry?.item }] });
    expect(((await call('favorites.get')) as List).items.map((f) => f.referable.oid)).not.toContain(
      referable,
    );
  });
});

describe('web pages (4.16)', () => {
  it('lists the pages; only listed pages are probed; framing refusals are found', async () => {
    const { call, registry } = await setup();
    const { items }: { items: { name: string; url: string }[] } = await call('webpages.list');
    expect(items.map((p) => p.name)).toEqual(['Intranet', 'CRM']);
    const [intranet, crm] = items;
    expect(await call('webpages.probe', { url: intranet?.url })).toEqual({ outcome: 'frameable' });
    expect(await call('webpages.probe', { url: crm?.url })).toEqual({ outcome: 'refuses-framing' });
    const elsewhere = await registry.dispatch(
      'webpages.probe',
      { url: 'https://evil.example/' },
      'w',
    );
    expect(elsewhere).toMatchObject({ ok: false, error: { kind: 'invalid-request' } });
  });

  it('opens in the system browser only addresses on a listed page’s site', async () => {
    const { call, registry, opened } = await setup();
    const { items }: { items: { url: string }[] } = await call('webpages.list');
    const news = `${new URL(items[0]?.url ?? '').origin}/pages/intranet/news`;
    await call('webpages.openInBrowser', { url: news });
    expect(opened).toEqual([news]);
    const refused = await registry.dispatch(
      'webpages.openInBrowser',
      { url: 'file:///etc/passwd' },
      'w',
    );
    expect(refused.ok).toBe(false);
  });

  it('shows a page in a partition of its own, and puts permission requests to the user', async () => {
    const shown: Shown[] = [];
    let hooks: WebViewHooks | undefined;
    const webViews: WebViews = {
      ...noWebViews,
      embedded: () => true,
      connect: (h) => {
        hooks = h;
      },
      show: (page) => shown.push(page),
    };
    const { call, emitted } = await setup({ webViews });
    const { items }: { items: { url: string }[] } = await call('webpages.list');
    const bounds = { x: 200, y: 100, width: 800, height: 600 };
    for (const page of items) await call('webpages.show', { url: page.url, bounds });
    const [a, b] = shown;
    expect(a?.partition).toMatch(/^persist:webpage-[0-9a-f]{32}$/);
    expect(a?.partition).not.toBe(b?.partition);

    const answer = hooks?.askPermission(items[0]?.url ?? '', 'media');
    const question = emitted.find((e) => e.event === 'webpages.permission')?.payload as {
      id: string;
      permission: string;
    };
    expect(question.permission).toBe('media');
    await call('webpages.answerPermission', { id: question.id, allow: true });
    await expect(answer).resolves.toBe(true);
  });
});

describe('web page addresses and framing headers', () => {
  it('https anywhere, http only on this computer, never with credentials', () => {
    expect(parseWebPageUrl('https://intranet.example/x')).not.toBeNull();
    expect(parseWebPageUrl('http://127.0.0.1:8080/pages/intranet')).not.toBeNull();
    expect(parseWebPageUrl('http://intranet.example/')).toBeNull();
    expect(parseWebPageUrl('https://user:pw@intranet.example/')).toBeNull();
    expect(parseWebPageUrl('javascript:alert(1)')).toBeNull();
    expect(parseWebPageUrl('file:///etc/passwd')).toBeNull();
  });

  it('reads X-Frame-Options and frame-ancestors', () => {
    const headers = (entries: Record<string, string>) => new Headers(entries);
    expect(framingAllowed(headers({}))).toBe(true);
    expect(framingAllowed(headers({ 'x-frame-options': 'SAMEORIGIN' }))).toBe(false);
    expect(framingAllowed(headers({ 'content-security-policy': "frame-ancestors 'self'" }))).toBe(
      false,
    );
    expect(framingAllowed(headers({ 'content-security-policy': 'frame-ancestors *' }))).toBe(true);
    expect(framingAllowed(headers({ 'content-security-policy': "default-src 'self'" }))).toBe(true);
  });
});
