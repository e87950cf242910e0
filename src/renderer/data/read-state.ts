import { z } from 'zod';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { type Api, type LiveNotification } from '../../shared/contract';
import { MARK_READ_MAX, type RecentSession } from '../../shared/contract/read-state-calls';
import { formatTimestamp, type ChatMessage } from '../../shared/interface';
import { type CommunicationCache } from '../cache';
import { accountKey, type Account } from '../cache/account';
import { sortKey } from '../cache/sort-key';
import { inOutbox, type OutboxDatabase } from '../outbox/outbox-db';
import { chatOf } from './chat-messages';

/**
 * What the server says is read, per chat session: `count` new messages up to `asOf` (a sort
 * key), as the recent inbox answered (`notificationsCount`, communications_recent.html) or as
 * this device marked it read; the messages after `asOf` are new while the server has not marked
 * them displayed. A session the inbox did not name has nothing new before `since`.
 */
export interface SessionRead {
  asOf: string;
  count: number;
}

/** The other party's read and delivery dates of a session (ChatHasBeen{Read,Delivered}Event). */
export interface Receipts {
  read?: string;
  delivered?: string;
}

export interface ReadState {
  since: string;
  sessions: Record<string, SessionRead>;
  receipts: Record<string, Receipts>;
  /** Messages read here whose mark the server has not confirmed yet (offline): sent again. */
  pending: string[];
}

/** Where the session's new messages start: after this key. */
export function readMarkOf(state: ReadState, session: string): string {
  return state.sessions[session]?.asOf ?? state.since;
}

/** An incoming message the server has not marked displayed, after the session's mark. */
export function isUnread(state: ReadState, message: ChatMessage): boolean {
  return (
    message.incoming &&
    message.displayed !== true &&
    sortKey(message.date, message.oid) > readMarkOf(state, message.chatSession.oid)
  );
}

const stateSchema = z.object({
  since: z.string(),
  sessions: z.record(z.string(), z.object({ asOf: z.string(), count: z.number() })),
  receipts: z.record(
    z.string(),
    z.object({ read: z.string().optional(), delivered: z.string().optional() }),
  ),
  pending: z.array(z.string()),
});

/** A session's state moves forward only: the chat log's reads after an older mark hold a newer. */
function merge(old: SessionRead | undefined, next: SessionRead): SessionRead {
  return old === undefined || next.asOf >= old.asOf ? next : old;
}

const later = (a: string | undefined, b: string) => (a === undefined || b > a ? b : a);

/** This machine's clock a minute back (a server a little behind ours), as a key. */
const sinceNow = (now: number) => `${formatTimestamp(now - 60_000)}|`;

export interface ReadStateService {
  readonly state: StoreApi<ReadState>;
  /** Reads the recent inbox again (one at a time; one more queued at most). */
  refresh(): Promise<void>;
  /**
   * Runs `work` after every mark and inbox read queued before it, so that an answer never
   * undoes a mark in flight (`read-marking.ts` marks a thread read through it).
   */
  run(work: () => Promise<void>): Promise<void>;
  /** Sends the marks the server has not confirmed yet. */
  sendPending(): Promise<void>;
  /** The sessions whose receipts the user may see (the list's newest): main watches them. */
  watch(sessions: readonly { session: string; name: string }[]): void;
  close(): void;
}

export interface ReadStateOptions {
  account: Account;
  api: Api;
  cache: CommunicationCache;
  /** The account's outbox database: its `readState` table keeps the state. */
  db: OutboxDatabase;
  now?: () => number;
  /** Where an earlier version kept the state: read once, then removed. */
  storage?: Pick<Storage, 'getItem' | 'removeItem'>;
}

/** The stored state, if it is one; anything else (damage, an older shape) is no state. */
function readStored(value: unknown): ReadState | undefined {
  const parsed = stateSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The state an earlier version kept in the page's local storage for this account, removed. */
function takeFromLocalStorage(
  storage: ReadStateOptions['storage'],
  account: Account,
): ReadState | undefined {
  const key = `switchboard-readstate-${accountKey(account)}`;
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    storage?.removeItem(key);
    storage?.removeItem(`switchboard-read-${accountKey(account)}`);
    return readStored(value);
  } catch {
    return undefined;
  }
}

/**
 * The account's read state, the one source of every unread mark and count (the list, the
 * sidebar, the window title and badge): the server's (the recent inbox, and each message's
 * `displayed`), kept in the account's outbox database so that it reads the same offline.
 * Reading a thread marks its messages displayed on the server (`read-marking.ts`); a session
 * read elsewhere announces it (ChatHasBeenReadEvent), and the inbox is read again. A read mark
 * that could not reach the server is kept and sent again on the next connection.
 */
export async function openReadState(options: ReadStateOptions): Promise<ReadStateService> {
  const { api, cache, db } = options;
  const now = options.now ?? Date.now;
  // Unreadable state only costs unread marks until the inbox answers.
  const stored = await inOutbox(db, (d) => d.readState.get('state')).catch(() => undefined);
  const earlier = takeFromLocalStorage(options.storage ?? globalThis.localStorage, options.account);
  const initial: ReadState = readStored(stored?.value) ??
    earlier ?? { since: sinceNow(now()), sessions: {}, receipts: {}, pending: [] };
  const state = createStore<ReadState>(() => initial);
  // A failed write (a full disk) leaves the state in memory for this run.
  const save = (value: ReadState) =>
    void inOutbox(db, (d) => d.readState.put({ key: 'state', value })).catch(() => {});
  if (stored === undefined) save(initial);
  const offSave = state.subscribe(save);
  let closed = false;
  /** Marks and inbox reads run one after another, so an answer never undoes a mark in flight. */
  let queue: Promise<void> = Promise.resolve();
  const enqueue = (work: () => Promise<void>) => {
    const run = queue.then(() => (closed ? undefined : work())).catch(() => {});
    queue = run;
    return run;
  };

  const applyInbox = (sessions: readonly RecentSession[], at: number) => {
    const current = state.getState();
    const next = { ...current.sessions };
    for (const s of sessions) {
      next[s.session] = merge(next[s.session], {
        asOf: sortKey(s.lastDate, s.lastOid),
        count: s.unread,
      });
    }
    const since = sinceNow(at);
    state.setState({ sessions: next, since: since > current.since ? since : current.since });
  };

  const sendMarks = async (oids: readonly string[]) => {
    for (let start = 0; start < oids.length; start += MARK_READ_MAX) {
      await api.chat.markRead({ messages: oids.slice(start, start + MARK_READ_MAX) });
    }
  };

  const flushPending = async () => {
    const pending = state.getState().pending;
    if (pending.length === 0) return;
    await sendMarks(pending);
    const left = state.getState().pending.filter((oid) => !pending.includes(oid));
    state.setState({ pending: left });
  };

  let refreshQueued: Promise<void> | undefined;
  const refresh = () => {
    refreshQueued ??= enqueue(async () => {
      refreshQueued = undefined;
      await flushPending().catch(() => {});
      const at = now();
      const { sessions } = await api.chat.recent();
      applyInbox(sessions, at);
    });
    return refreshQueued;
  };

  /**
   * A read or delivery date for the session. The guide's event does not say whose: when the
   * message of that date is the user's own, the other party read (received) it; when it is one
   * they received, the user read it elsewhere, and the inbox read follows.
   */
  const receipt = async (session: string, date: string, kind: keyof Receipts) => {
    const rows = await cache.readOlder(`${date}|~`, 5, { session });
    const at = rows.flatMap((row) => chatOf(row) ?? []).filter((m) => m.date === date);
    if (at.length > 0 && at.every((m) => m.incoming)) return;
    const receipts = state.getState().receipts;
    const current = receipts[session] ?? {};
    const value = later(current[kind], date);
    if (value === current[kind]) return;
    state.setState({ receipts: { ...receipts, [session]: { ...current, [kind]: value } } });
  };

  const offNotification = api.on('live.notification', (n: LiveNotification) => {
    if (n.kind === 'chatRead') {
      if (n.date !== undefined) void receipt(n.session, n.date, 'read').catch(() => {});
      void refresh();
    } else if (n.kind === 'chatDelivered') {
      if (n.date !== undefined) void receipt(n.session, n.date, 'delivered').catch(() => {});
    } else if (n.kind === 'chat' && n.from !== undefined) {
      // The inbox returns the new message: its sender learns it was delivered.
      void refresh();
    }
  });
  const offStatus = api.on('live.status', ({ state: socket }) => {
    if (socket === 'live') void refresh();
  });

  let watched = '';
  return {
    state,
    refresh,
    run: enqueue,
    sendPending: flushPending,
    watch(sessions) {
      const key = sessions.map((s) => `${s.session}\n${s.name}`).join('\n');
      if (key === watched) return;
      watched = key;
      void api.live.watchReceipts({ sessions: [...sessions] }).catch(() => {
        watched = '';
      });
    },
    close() {
      closed = true;
      offSave();
      offNotification();
      offStatus();
    },
  };
}

/** The newest sessions of the chat log, by name, that main watches for receipts. */
export function receiptSessions(
  messages: readonly ChatMessage[],
  max = 50,
): { session: string; name: string }[] {
  const newest = new Map<string, { key: string; name: string }>();
  for (const m of messages) {
    const key = sortKey(m.date, m.oid);
    const known = newest.get(m.chatSession.oid);
    if (!known || key > known.key)
      newest.set(m.chatSession.oid, { key, name: m.chatSession.commonName });
  }
  return [...newest]
    .sort(([, a], [, b]) => (a.key < b.key ? 1 : a.key > b.key ? -1 : 0))
    .slice(0, max)
    .map(([session, { name }]) => ({ session, name }));
}
