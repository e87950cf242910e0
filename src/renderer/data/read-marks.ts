import { z } from 'zod';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { accountKey, type Account } from '../cache/account';
import { formatTimestamp } from '../cache/timestamps';
import { type AccountData } from './account-data';

/** Where the user has read up to, per session (a sort key); `since` covers sessions never opened. */
export interface ReadMarks {
  since: number;
  sessions: Record<string, string>;
}

export function readMarkOf(marks: ReadMarks, session: string): string {
  // From the start of the baseline's second: a message of that very second counts as new.
  return marks.sessions[session] ?? `${formatTimestamp(marks.since)}|`;
}

const marksSchema = z.object({
  since: z.number(),
  sessions: z.record(z.string(), z.string()),
});

/**
 * Where the user has read each conversation up to, kept per account in local storage. A fresh
 * profile starts "read up to `now`" (the sign-in), so the history downloaded at first sign-in is
 * not all unread, and a message that arrived while the app was starting is.
 */
export function openReadMarks(
  account: Account,
  now: number,
): StoreApi<ReadMarks> & {
  markRead(session: string, key: string): void;
} {
  const storageKey = `switchboard-read-${accountKey(account)}`;
  let initial: ReadMarks = { since: now, sessions: {} };
  try {
    const parsed = marksSchema.safeParse(JSON.parse(localStorage.getItem(storageKey) ?? 'null'));
    if (parsed.success) initial = parsed.data;
  } catch {
    // Unreadable marks only cost unread counts: start again.
  }
  const store = createStore<ReadMarks>(() => initial);
  const save = (marks: ReadMarks) => {
    try {
      localStorage.setItem(storageKey, JSON.stringify(marks));
    } catch {
      // A full disk: marks stay in memory for this run.
    }
  };
  save(initial);
  return Object.assign(store, {
    markRead(session: string, key: string) {
      const marks = store.getState();
      if ((marks.sessions[session] ?? '') >= key) return;
      const next = { ...marks, sessions: { ...marks.sessions, [session]: key } };
      store.setState(next, true);
      save(next);
    },
  });
}
export type ReadMarksStore = ReturnType<typeof openReadMarks>;

const opened = new WeakMap<AccountData, ReadMarksStore>();

/**
 * The account's read marks, one store for every reader (the list, the thread, the watch that
 * counts unread messages beside the shell), so a thread read anywhere is read everywhere.
 */
export function readMarksOf(data: AccountData): ReadMarksStore {
  let marks = opened.get(data);
  if (!marks) {
    marks = openReadMarks(data.account, data.openedAt);
    opened.set(data, marks);
  }
  return marks;
}
