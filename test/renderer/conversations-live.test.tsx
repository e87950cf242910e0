// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, expect, it } from 'vitest';
import { type CallName } from '../../src/shared/contract';
import {
  formatTimestamp,
  type ChatMessage,
  type CommunicationFull,
} from '../../src/shared/interface';
import { AccountDataProvider } from '../../src/renderer/data';
import { Conversations } from '../../src/renderer/sections/conversations/Conversations';
import { freshAccount } from '../renderer-data/fake-server';
import { fakeApi, user } from './fake-api';
import { act, cleanup, render, screen, within } from './render';

/**
 * One road: a message the server announces over main's WebSocket enters the account's cache,
 * and the conversation list and the open thread show it from there; no view asks the server on
 * a timer of its own.
 */
afterEach(cleanup);

// happy-dom lays nothing out: give the thread's scroller a height so the virtualizer renders rows.
for (const dimension of ['offsetHeight', 'offsetWidth', 'clientHeight', 'clientWidth'] as const) {
  Object.defineProperty(HTMLElement.prototype, dimension, { configurable: true, get: () => 600 });
}

const SESSION = '400';
const bob = {
  oid: '301',
  objectType: 'Addressee',
  commonName: 'Bob Builder',
  role: 'rtFrom',
  address: 'bob',
  addressable: { oid: '101', objectType: 'Person', commonName: 'Bob Builder' },
};
let nextOid = 1000;

/** A message from Bob as the server holds it (the full representation, as the platform sends). */
function fromBob(text: string, displayed = false): ChatMessage & CommunicationFull {
  return {
    oid: String(nextOid++),
    objectType: 'XCCUserChat',
    commonName: 'Bob Builder to Ann Example',
    subject: text,
    date: formatTimestamp(Date.now()),
    durationSec: 0,
    incoming: true,
    displayed,
    flagged: false,
    hasAttachment: false,
    hasInlineAttachment: false,
    contentSummary: text,
    contentSummaryIsComplete: true,
    participants: [bob],
    chatSession: {
      oid: SESSION,
      objectType: 'XCCChatSession',
      commonName: 'Chat Ann Example <-> Bob Builder',
    },
  };
}

/**
 * Main as the page sees it: the calls Conversations makes, and events to emit. `pageCap` is the
 * most a page of messages holds whatever is asked, as the platform caps pages silently.
 */
function fakeMain(pageCap = Infinity) {
  const server: (ChatMessage & CommunicationFull)[] = [];
  /** The sync windows asked (`history.search` with `lastModifiedFrom`). */
  let windows = 0;
  const ok = (value: unknown) => ({ ok: true as const, value });
  const { api, invoke, emit } = fakeApi({
    'connectivity.get': () => ok({ status: 'online', since: new Date(0).toISOString() }),
    'live.get': () => ok({ state: 'live', connection: 1 }),
    'chat.recent': () => ok({ sessions: [] }),
    'chat.markRead': (args) => ok({ marked: (args as { messages: string[] }).messages.length }),
    'live.watchReceipts': () => ok(undefined),
    'history.search': (args) => {
      if ((args as { lastModifiedFrom?: string }).lastModifiedFrom !== undefined) windows += 1;
      return ok({ rows: [], serverDate: Date.now() });
    },
    'chat.messages': (args) => {
      const { limit = 15, before } = args as { limit?: number; before?: string };
      const newestFirst = [...server].reverse();
      const from = before === undefined ? 0 : newestFirst.findIndex((m) => m.oid === before) + 1;
      const items = newestFirst.slice(from, from + Math.min(limit, pageCap));
      const oldest = items.at(-1);
      return ok({ items, ...(oldest && { previousId: oldest.oid, nextId: items[0]!.oid }) });
    },
  });
  return {
    api,
    /** Bob sent `text` before the app started: on the server only. */
    had(text: string) {
      server.push(fromBob(text, true));
    },
    /**
     * Bob sends `text`: the server has it, main's socket announces it, and main hands on the
     * session's newest messages it read.
     */
    post(text: string) {
      const message = fromBob(text);
      server.push(message);
      emit('live.notification', { kind: 'chat', session: SESSION, message: message.oid });
      const messages = [...server].reverse().slice(0, Math.min(20, pageCap));
      emit('live.notification', { kind: 'chatMessages', session: SESSION, messages });
    },
    count: (call: CallName) => invoke.mock.calls.filter(([name]) => name === call).length,
    windows: () => windows,
  };
}

it('shows a message announced over the WebSocket in the list and the open thread, without polling', async () => {
  const main = fakeMain();
  render(
    <AccountDataProvider api={main.api} account={freshAccount()}>
      <Conversations api={main.api} user={user} />
    </AccountDataProvider>,
  );
  await screen.findByText('No conversations yet. Start one with New chat.');
  act(() => main.post('Hello Ann'));
  const list = await screen.findByRole('list', { name: 'Conversations' });
  const row = await within(list).findByRole(
    'button',
    { name: /^Bob Builder .* 1 unread$/ },
    { timeout: 5_000 },
  );
  act(() => row.click());
  const thread = await screen.findByRole('list', { name: 'Messages with Bob Builder' });
  await within(thread).findByText('Hello Ann');

  // Past the catch-up of the socket's connection (it waits until a sync window can hold it).
  await act(() => new Promise((resolve) => setTimeout(resolve, 4_500)));
  expect(main.windows()).toBeGreaterThan(0);
  const reads = main.count('chat.messages');
  const searches = main.count('history.search');
  act(() => main.post('Are you there?'));
  await within(thread).findByText('Are you there?', undefined, { timeout: 1_000 });
  // What main handed on is the data: the renderer asks for nothing.
  expect(main.count('chat.messages')).toBe(reads);

  // Longer than the thread's 4 s and the list's 5 s timers were: nobody asks on their own.
  await act(() => new Promise((resolve) => setTimeout(resolve, 5_500)));
  expect(main.count('chat.messages')).toBe(reads);
  expect(main.count('history.search')).toBe(searches);
}, 30_000);

it('reads older pages until an empty one: a short page is not the start of the conversation', async () => {
  const main = fakeMain(2);
  for (const text of ['First of all', 'Second', 'Third', 'Fourth']) main.had(text);
  render(
    <AccountDataProvider api={main.api} account={freshAccount()}>
      <Conversations api={main.api} user={user} />
    </AccountDataProvider>,
  );
  await screen.findByText('No conversations yet. Start one with New chat.');
  act(() => main.post('Fifth'));
  const list = await screen.findByRole('list', { name: 'Conversations' });
  const row = await within(list).findByRole(
    'button',
    { name: /^Bob Builder / },
    { timeout: 5_000 },
  );
  act(() => row.click());
  const thread = await screen.findByRole('list', { name: 'Messages with Bob Builder' });
  await within(thread).findByText('First of all', undefined, { timeout: 5_000 });
  await screen.findByText('Start of the conversation');
  for (const text of ['Second', 'Third', 'Fourth', 'Fifth']) within(thread).getByText(text);
}, 30_000);
