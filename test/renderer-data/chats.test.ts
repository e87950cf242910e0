import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { CommunicationCache } from '../../src/renderer/cache';
import { sortKey } from '../../src/renderer/cache/sort-key';
import {
  formatTimestamp,
  type ChatMessage,
  type CommunicationFull,
} from '../../src/shared/interface';
import { GAP_PAGES, openChats, THREAD_PAGE } from '../../src/renderer/data/chats';
import { openOutboxDatabase, type OutboxDatabase } from '../../src/renderer/outbox/outbox-db';
import { fakeApi } from '../renderer/fake-api';
import { freshAccount } from './fake-server';

const SESSION = '400';
const start = Date.UTC(2026, 0, 1);

/** The session's `count` messages as the server holds them, oldest first, a minute apart. */
function messages(count: number): (ChatMessage & CommunicationFull)[] {
  return Array.from({ length: count }, (_, i) => ({
    oid: String(1000 + i),
    objectType: 'XCCUserChat',
    commonName: 'Bob Builder to Ann Example',
    subject: `message ${i}`,
    date: formatTimestamp(start + i * 60_000),
    durationSec: 0,
    incoming: true,
    displayed: true,
    flagged: false,
    hasAttachment: false,
    hasInlineAttachment: false,
    contentSummary: `message ${i}`,
    contentSummaryIsComplete: true,
    participants: [],
    chatSession: { oid: SESSION, objectType: 'XCCChatSession', commonName: 'Chat Ann <-> Bob' },
  }));
}

let closers: (() => void)[] = [];
afterEach(() => {
  for (const close of closers) close();
  closers = [];
});

/** The chats over a server holding `server`, newest first by page (`before` an oid). */
async function setup(server: (ChatMessage & CommunicationFull)[]) {
  const pages: (string | undefined)[] = [];
  const { api } = fakeApi({
    'chat.messages': (args) => {
      const { before, limit = THREAD_PAGE } = args as { before?: string; limit?: number };
      pages.push(before);
      const newestFirst = [...server].reverse();
      const from = before === undefined ? 0 : newestFirst.findIndex((m) => m.oid === before) + 1;
      const items = newestFirst.slice(from, from + limit);
      const oldest = items.at(-1);
      return { ok: true, value: { items, ...(oldest && { previousId: oldest.oid }) } };
    },
  });
  const cache = await CommunicationCache.open({ account: freshAccount() });
  const db: OutboxDatabase = await openOutboxDatabase(freshAccount());
  closers.push(
    () => cache.close(),
    () => db.close(),
  );
  return { chats: openChats({ api, cache, db }), cache, pages };
}

const anchorOf = (m: ChatMessage) => ({ key: sortKey(m.date, m.oid), oid: m.oid });

describe('the gap above a message the search found', () => {
  it('is read page by page down from the cached newer message until the found one', async () => {
    const server = messages(130);
    const { chats, cache, pages } = await setup(server);
    const found = server[5]!;
    const newer = server[129]!;
    await cache.store([found, newer]);
    await chats.readBetween(SESSION, anchorOf(found), newer.oid);
    // 128 between: three pages of 50, the last reaching the found one.
    expect(pages).toEqual([newer.oid, server[79]!.oid, server[29]!.oid]);
    const stored = await cache.readNewer(anchorOf(found).key, Infinity, { session: SESSION });
    expect(stored).toHaveLength(124);
  });

  it('reads no more than its bound of pages', async () => {
    const server = messages(THREAD_PAGE * (GAP_PAGES + 2));
    const { chats, cache, pages } = await setup(server);
    const found = server[0]!;
    const newer = server.at(-1)!;
    await cache.store([found, newer]);
    await chats.readBetween(SESSION, anchorOf(found), newer.oid);
    expect(pages).toHaveLength(GAP_PAGES);
  });
});
