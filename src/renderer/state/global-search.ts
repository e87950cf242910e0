import { type Colleague } from '../../shared/contract';
import { type ChatMessage } from '../../shared/interface';
import { type CachedCommunication } from '../cache';
import { newestFirst } from '../cache/sort-key';
import { chatOf } from '../data/chat-messages';
import { foldText } from '../directory/colleague-search';
import { partyName } from './conversation-list';
import { counterpartOf } from './counterpart';
import { entryKind, type EntryKind } from './entry-kind';
import { senderOf } from './thread-model';

/** How many of each group the search shows: enough to choose from, few enough to read. */
export const SHOWN = { people: 5, conversations: 5, messages: 50, history: 20 } as const;

export interface FoundConversation {
  session: string;
  name: string;
}

export interface FoundMessage {
  oid: string;
  /** Its place in the log (`${date}|${oid}`): where the thread opens. */
  sortKey: string;
  session: string;
  /** The conversation's name, as the list shows it. */
  conversation: string;
  sender: string;
  text: string;
  date: string;
  /** Not in the cache before the server's search found it. */
  fromServer: boolean;
}

export interface FoundItem {
  oid: string;
  sortKey: string;
  name: string;
  kind: EntryKind;
  date: string;
  fromServer: boolean;
}

export interface SearchGroups {
  people: Colleague[];
  conversations: FoundConversation[];
  messages: FoundMessage[];
  history: FoundItem[];
}

/** The conversations the chat log knows, each once, named as the conversation list names them. */
export function conversationsOf(
  messages: readonly ChatMessage[],
  me: string,
  groupNames: ReadonlyMap<string, string>,
): FoundConversation[] {
  const bySession = new Map<string, FoundConversation>();
  for (const message of messages) {
    const { oid, commonName } = message.chatSession;
    if (bySession.has(oid)) continue;
    bySession.set(oid, { session: oid, name: groupNames.get(oid) ?? partyName(commonName, me) });
  }
  return [...bySession.values()];
}

/**
 * The search's results in groups, as Teams and Slack show them: people (already matched, best
 * first), conversations whose name has every word typed, the chat messages whose text has the
 * query (as the cache matches it: the same characters, any case), and the rest of History
 * (calls, voicemail, SMS, e-mail) whose name or subject has it. `cached` are the cache's matches,
 * `server` the server's (stored since): one result per item, newest first.
 */
export function groupResults({
  query,
  people,
  conversations,
  cached,
  server,
  me,
  groupNames,
}: {
  query: string;
  people: readonly Colleague[];
  conversations: readonly FoundConversation[];
  cached: readonly CachedCommunication[];
  server: readonly CachedCommunication[];
  me: string;
  groupNames: ReadonlyMap<string, string>;
}): SearchGroups {
  const needle = query.trim().toLowerCase();
  const words = foldText(query).split(/\s+/).filter(Boolean);
  const local = new Set(cached.map((row) => row.oid));
  const rows = [...cached, ...server.filter((row) => !local.has(row.oid))];
  const seen = new Set<string>();
  const messages: FoundMessage[] = [];
  const history: FoundItem[] = [];
  for (const row of [...rows].sort(newestFirst)) {
    if (seen.has(row.oid)) continue;
    seen.add(row.oid);
    const fromServer = !local.has(row.oid);
    const chat = row.kind === 'XCCUserChat' ? chatOf(row) : undefined;
    if (chat) {
      if (!chat.subject.toLowerCase().includes(needle)) continue;
      const session = chat.chatSession.oid;
      messages.push({
        oid: row.oid,
        sortKey: row.sortKey,
        session,
        conversation: groupNames.get(session) ?? partyName(chat.chatSession.commonName, me),
        sender: senderOf(chat),
        text: chat.subject,
        date: chat.date,
        fromServer,
      });
    } else if (row.kind !== 'XCCUserChat') {
      const { subject, date } = row.item;
      // Named as History names it (the other party), not by the server's generated name ("A to
      // B, <date>"); a call's subject is the server's English for its kind, shown as the kind.
      const bySubject =
        row.kind !== 'CallLog' && subject !== '' && subject.toLowerCase().includes(needle);
      history.push({
        oid: row.oid,
        sortKey: row.sortKey,
        name: bySubject ? subject : counterpartOf(row).label,
        kind: entryKind(row),
        date,
        fromServer,
      });
    }
  }
  return {
    people: people.slice(0, SHOWN.people),
    conversations: conversations
      .filter((c) => words.length > 0 && words.every((w) => foldText(c.name).includes(w)))
      .slice(0, SHOWN.conversations),
    messages: messages.slice(0, SHOWN.messages),
    history: history.slice(0, SHOWN.history),
  };
}

/** A piece of a shown text, and whether it is a match (drawn as `<mark>`). */
export interface TextPart {
  text: string;
  match: boolean;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Around the first match, so that a long message shows where the word is. */
const CONTEXT = 40;

/**
 * `text` cut into parts at each occurrence of the query's words (any case), for highlighting;
 * a long text starts a little before its first match, with an ellipsis.
 */
export function markMatches(text: string, query: string, maxLength = 160): TextPart[] {
  const words = query.trim().split(/\s+/).filter(Boolean).map(escape);
  let shown = text.replace(/\s+/g, ' ');
  const pattern = words.length > 0 ? new RegExp(words.join('|'), 'giu') : undefined;
  const first = pattern ? shown.search(pattern) : -1;
  if (shown.length > maxLength && first > CONTEXT) shown = `…${shown.slice(first - CONTEXT)}`;
  if (shown.length > maxLength) shown = `${shown.slice(0, maxLength - 1)}…`;
  if (!pattern) return [{ text: shown, match: false }];
  const parts: TextPart[] = [];
  let at = 0;
  for (const found of shown.matchAll(pattern)) {
    if (found[0] === '') continue;
    if (found.index > at) parts.push({ text: shown.slice(at, found.index), match: false });
    parts.push({ text: found[0], match: true });
    at = found.index + found[0].length;
  }
  if (at < shown.length) parts.push({ text: shown.slice(at), match: false });
  return parts;
}
