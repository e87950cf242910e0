import { type ChatMessage } from '../../shared/interface';
import { type OutboxMessage } from '../outbox';
import { newestFirst } from '../cache/sort-key';
import { isUnread, type ReadState } from '../data/read-state';
import { fromOutbox, fromServer, type ThreadMessage } from './thread-model';

/** One row of the conversation list. */
export interface ConversationSummary {
  session: string;
  name: string;
  last: ThreadMessage;
  unread: number;
}

/**
 * The other party's name: the session's name without the user's own. The platform names a
 * session "Chat A <-> B" (guide: chats_get.html; also "<->" unspaced, "External Chat A < - > B",
 * and a line's name such as "Telefoonaansluiting A" for a person); a list of names is taken too.
 */
export function partyName(sessionName: string, me: string): string {
  const platformForm = /<\s*-\s*>/.test(sessionName);
  const parts = (
    platformForm ? sessionName.replace(/^\s*(?:external\s+)?chat\b/i, '') : sessionName
  )
    .split(/<\s*-\s*>|,/)
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const mine = (part: string) => me !== '' && (part === me || part.endsWith(` ${me}`));
  const others = parts.filter((part) => !mine(part));
  if (others.length > 0) return others.join(', ');
  return parts.length > 0 ? parts.join(', ') : sessionName.trim();
}

/**
 * Every chat session with a message in the log (or in the outbox), most recent first, with its
 * last message and how many messages are new as the server says (`read-state.ts`): the
 * inbox's count up to its mark, and the incoming messages after it not displayed.
 */
export function summarize(
  messages: readonly ChatMessage[],
  outbox: readonly OutboxMessage[],
  read: ReadState,
  me: string,
): ConversationSummary[] {
  const unread = unreadBySession(messages, read);
  const bySession = new Map<string, ConversationSummary & { sessionName: string }>();
  const consider = (session: string, sessionName: string, shown: ThreadMessage) => {
    const summary = bySession.get(session);
    if (!summary) {
      const count = unread.get(session) ?? 0;
      bySession.set(session, { session, sessionName, name: '', last: shown, unread: count });
    } else if (shown.sortKey > summary.last.sortKey) summary.last = shown;
  };
  for (const message of messages) {
    const { oid, commonName } = message.chatSession;
    consider(oid, commonName, fromServer(message));
  }
  for (const entry of outbox) {
    const known = bySession.get(entry.session);
    if (known) consider(entry.session, known.sessionName, fromOutbox(entry, me));
  }
  return [...bySession.values()]
    .map(({ sessionName, ...summary }) => ({ ...summary, name: partyName(sessionName, me) }))
    .sort((a, b) => newestFirst(a.last, b.last));
}

/**
 * How many messages are new in each session with a message in the log, as the server says
 * (`read-state.ts`): the inbox's count up to its mark, and the incoming messages after it not
 * displayed, each message once however often it was read. The outbox holds only the user's own,
 * never unread.
 */
function unreadBySession(messages: readonly ChatMessage[], read: ReadState): Map<string, number> {
  const counts = new Map<string, number>();
  const seen = new Set<string>();
  for (const message of messages) {
    if (seen.has(message.oid)) continue;
    seen.add(message.oid);
    const session = message.chatSession.oid;
    const count = counts.get(session) ?? read.sessions[session]?.count ?? 0;
    counts.set(session, count + (isUnread(read, message) ? 1 : 0));
  }
  return counts;
}

/** How many messages are unread across the sessions: what `summarize`'s `unread` adds up to. */
export function countUnread(messages: readonly ChatMessage[], read: ReadState): number {
  let count = 0;
  for (const n of unreadBySession(messages, read).values()) count += n;
  return count;
}

/** Case-insensitive "name contains". */
export function filterByName<T extends { name: string }>(items: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  return q === '' ? [...items] : items.filter((i) => i.name.toLowerCase().includes(q));
}
