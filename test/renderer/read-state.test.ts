// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CommunicationCache } from '../../src/renderer/cache';
import { accountKey } from '../../src/renderer/cache/account';
import {
  formatTimestamp,
  type ChatMessage,
  type CommunicationFull,
} from '../../src/shared/interface';
import {
  isUnread,
  openReadState,
  readMarkOf,
  receiptSessions,
  type ReadStateService,
} from '../../src/renderer/data/read-state';
import { markThreadRead } from '../../src/renderer/data/read-marking';
import { openOutboxDatabase, type OutboxDatabase } from '../../src/renderer/outbox/outbox-db';
import { receiptOf } from '../../src/renderer/sections/conversations/ThreadReceipt';
import { freshAccount } from '../renderer-data/fake-server';
import { fakeApi, serviceError } from './fake-api';

const SESSION = '400';
const now = Date.UTC(2026, 10, 22, 9, 0, 30);
let nextOid = 1000;

function chat(
  date: string,
  incoming: boolean,
  displayed: boolean,
): ChatMessage & CommunicationFull {
  const who = incoming ? 'Bob Builder' : 'Ann Example';
  return {
    oid: String(nextOid++),
    objectType: 'XCCUserChat',
    commonName: `${who} chat`,
    subject: 'hello',
    date,
    durationSec: 0,
    incoming,
    displayed,
    flagged: false,
    hasAttachment: false,
    hasInlineAttachment: false,
    contentSummary: 'hello',
    contentSummaryIsComplete: true,
    participants: [{ oid: '1', objectType: 'Addressee', commonName: who, role: 'rtFrom' }],
    chatSession: { oid: SESSION, objectType: 'XCCChatSession', commonName: 'Chat Ann <-> Bob' },
  };
}

const ok = (value: unknown) => ({ ok: true as const, value });
let cache: CommunicationCache;
let opened: ReadStateService[] = [];
let databases: OutboxDatabase[] = [];

beforeEach(async () => {
  localStorage.clear();
  cache = await CommunicationCache.open({ account: freshAccount() });
});
afterEach(async () => {
  for (const service of opened) service.close();
  opened = [];
  cache.close();
  for (const db of databases) {
    db.close();
    await db.delete();
  }
  databases = [];
});

/** The account's read state, on a connection of its own to the account's outbox database. */
async function open(
  answers: Parameters<typeof fakeApi>[0],
  account = { baseUrl: 'https://pbx', userName: 'ann' },
) {
  const fake = fakeApi(answers);
  const db = await openOutboxDatabase(account);
  databases.push(db);
  const service = await openReadState({ account, api: fake.api, cache, db, now: () => now });
  opened.push(service);
  return { ...fake, service, db };
}

/** The state's writes are queued on the database: wait until it holds `value`. */
async function storedIs(db: OutboxDatabase, value: unknown) {
  await vi.waitFor(async () => expect((await db.readState.get('state'))?.value).toEqual(value));
}

describe('the read state', () => {
  it('starts a fresh profile a minute before now, keeps what it learns, and reads it back', async () => {
    const { service } = await open({
      'chat.recent': () =>
        ok({
          sessions: [
            { session: SESSION, unread: 2, lastOid: '77', lastDate: '2026-11-22 08:59:00' },
          ],
        }),
    });
    expect(service.state.getState().since).toBe(`${formatTimestamp(now - 60_000)}|`);
    await service.refresh();
    expect(service.state.getState().sessions[SESSION]).toEqual({
      asOf: '2026-11-22 08:59:00|00000000000000000077',
      count: 2,
    });
    await storedIs(databases[0]!, service.state.getState());
    const again = await open({});
    expect(again.service.state.getState()).toEqual(service.state.getState());
    const other = await open({}, { baseUrl: 'https://pbx', userName: 'bob' });
    expect(other.service.state.getState().sessions).toEqual({});
  });

  it('takes the state an earlier version kept in local storage, once', async () => {
    const account = { baseUrl: 'https://pbx', userName: 'cor' };
    const earlier = {
      since: '2026-11-01 00:00:00|',
      sessions: { [SESSION]: { asOf: '2026-11-20 10:00:00|00000000000000000500', count: 1 } },
      receipts: {},
      pending: ['501'],
    };
    const key = `switchboard-readstate-${accountKey(account)}`;
    localStorage.setItem(key, JSON.stringify(earlier));
    const { service, db } = await open({}, account);
    expect(service.state.getState()).toEqual(earlier);
    expect(localStorage.getItem(key)).toBeNull();
    await storedIs(db, earlier);
  });

  it('counts an incoming message not displayed after the mark, never one displayed or own', async () => {
    const { service } = await open({});
    const state = service.state.getState();
    const later = formatTimestamp(now + 5_000);
    expect(isUnread(state, chat(later, true, false))).toBe(true);
    expect(isUnread(state, chat(later, true, true))).toBe(false);
    expect(isUnread(state, chat(later, false, false))).toBe(false);
    expect(isUnread(state, chat(formatTimestamp(now - 120_000), true, false))).toBe(false);
    expect(readMarkOf(state, 'other')).toBe(state.since);
  });

  it('marks a read thread on the server and in the cache; a refused mark is sent again', async () => {
    let refuse = true;
    const { service, invoke } = await open({
      'chat.markRead': (args) =>
        refuse
          ? { ok: false, error: serviceError(10100, 'The server could not be reached.') }
          : ok({ marked: (args as { messages: string[] }).messages.length }),
      'chat.recent': () => ok({ sessions: [] }),
    });
    const first = chat(formatTimestamp(now + 1_000), true, false);
    const own = chat(formatTimestamp(now + 2_000), false, true);
    await cache.store([first, own]);
    await markThreadRead({ readState: service, cache }, SESSION, [first, own]);
    // Read here at once, whatever the server answered.
    expect(service.state.getState().sessions[SESSION]?.count).toBe(0);
    expect(isUnread(service.state.getState(), first)).toBe(false);
    expect(service.state.getState().pending).toEqual([first.oid]);
    const [stored] = await cache.getMany([first.oid]);
    expect(stored?.full?.displayed).toBe(true);

    refuse = false;
    await service.refresh();
    const marks = invoke.mock.calls.filter(([name]) => name === 'chat.markRead');
    expect(marks.map(([, args]) => args)).toEqual([
      { messages: [first.oid] },
      { messages: [first.oid] },
    ]);
    expect(service.state.getState().pending).toEqual([]);
  });

  it("takes a read date as a receipt when its message is the user's own, and reads the inbox", async () => {
    const recent = vi.fn(() => ok({ sessions: [] }));
    const { service, emit } = await open({ 'chat.recent': recent });
    const mine = chat('2026-11-22 09:10:00', false, true);
    const theirs = chat('2026-11-22 09:20:00', true, true);
    await cache.store([mine, theirs]);
    emit('live.notification', { kind: 'chatRead', session: SESSION, date: theirs.date });
    await vi.waitFor(() => expect(recent).toHaveBeenCalled());
    // The user read Bob's message elsewhere: no receipt for their own.
    expect(receiptOf(service.state.getState(), SESSION, mine.date)).toBeUndefined();
    emit('live.notification', { kind: 'chatDelivered', session: SESSION, date: mine.date });
    await vi.waitFor(() =>
      expect(receiptOf(service.state.getState(), SESSION, mine.date)).toBe('delivered'),
    );
    emit('live.notification', { kind: 'chatRead', session: SESSION, date: mine.date });
    await vi.waitFor(() =>
      expect(receiptOf(service.state.getState(), SESSION, mine.date)).toBe('read'),
    );
  });

  it('watches the newest sessions once per change', async () => {
    const { service, invoke } = await open({ 'live.watchReceipts': () => ok(undefined) });
    const messages = [chat('2026-11-22 09:10:00', true, true)];
    const sessions = receiptSessions(messages);
    expect(sessions).toEqual([{ session: SESSION, name: 'Chat Ann <-> Bob' }]);
    service.watch(sessions);
    service.watch(receiptSessions(messages));
    expect(invoke.mock.calls.filter(([name]) => name === 'live.watchReceipts')).toHaveLength(1);
  });
});
