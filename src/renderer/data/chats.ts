import { type Api } from '../../shared/contract';
import { type ChatPage } from '../../shared/contract/chat-calls';
import { type ChatMessage } from '../../shared/interface';
import { BOTTOM, type CommunicationCache } from '../cache';
import { sortKey } from '../cache/sort-key';
import { type OutboxDatabase } from '../outbox/outbox-db';
import { openChatDrafts, type ChatDrafts } from './chat-drafts';
import { openChatGroups, type ChatGroups } from './chat-groups';

/** Messages asked per page of a thread, in both directions. */
export const THREAD_PAGE = 50;

/** The most pages read to close the gap above a message a search found (see `readBetween`). */
export const GAP_PAGES = 20;

/** Where a thread starts: a message (its key and oid), or the very start of the session. */
export interface ThreadAnchor {
  key: string;
  oid?: string;
}

/** What one page of a thread, now in the cache, says of the thread. */
export interface ThreadPageRead {
  /** The oldest message read, or the start of the session when the page was empty. */
  oldest: ThreadAnchor;
  /** The page reaches the session's first message. */
  reachedStart: boolean;
}

/**
 * The chats as the data layer serves them to the Conversations screens: every message a call
 * brings enters the log cache here, and the screens read the cache. What the server is asked on
 * the user's behalf (a new chat's first message, an external session, a file) goes through here
 * too, so no screen calls a chat API of its own.
 */
export interface Chats {
  /** The session's newest page, stored: a thread opened before the first download reached it. */
  readNewest(session: string): Promise<ThreadPageRead>;
  /** The page before `before` (a message oid), stored. */
  readOlder(session: string, before: string): Promise<ThreadPageRead>;
  /**
   * The messages between two the cache holds, `older` and `newer` (an oid), stored: read
   * page by page down from `newer` until `older` is reached (at most `GAP_PAGES`). A message
   * the server's search found can be far older than what the cache holds of its session.
   */
  readBetween(session: string, older: ThreadAnchor, newer: string): Promise<void>;
  /** The first message to a colleague (4.3): the server reuses the session the two share. */
  startWith(addressable: string, text: string): Promise<ChatMessage>;
  /** Administrators: an external session on a phone line (4.7). */
  createExternal: Api['chat']['createExternal'];
  /** The phone lines an external session can use. */
  phoneLines: Api['chat']['phoneLines'];
  /** What the server says of a session before anything is typed into it. */
  session: Api['chat']['session'];
  /** A file of a message, for its preview. */
  attachment: Api['chat']['attachment'];
  /** Saves a file (a message's, or bytes still in the outbox) where the user chooses. */
  saveAttachment: Api['chat']['saveAttachment'];
  /** Group chats: create one, their names and members (`chat-groups.ts`). */
  groups: ChatGroups;
  /** The user's drafts, on this device and the server (`chat-drafts.ts`). */
  drafts: ChatDrafts;
}

export function openChats({
  api,
  cache,
  db,
}: {
  api: Api;
  cache: CommunicationCache;
  /** The outbox's database: the drafts and groups tables. */
  db: OutboxDatabase;
}): Chats {
  const stored = async (page: ChatPage): Promise<ThreadPageRead> => {
    await cache.store(page.items);
    return { oldest: oldestOf(page.items), reachedStart: isStart(page) };
  };
  const readOlder = async (session: string, before: string) =>
    stored(await api.chat.messages({ session, before, limit: THREAD_PAGE }));
  return {
    readNewest: async (session) => stored(await api.chat.messages({ session, limit: THREAD_PAGE })),
    readOlder,
    async readBetween(session, older, newer) {
      let before = newer;
      for (let pages = 0; pages < GAP_PAGES; pages++) {
        const read = await readOlder(session, before);
        if (read.reachedStart || read.oldest.key <= older.key || read.oldest.oid === undefined) {
          return;
        }
        before = read.oldest.oid;
      }
    },
    async startWith(addressable, text) {
      const message = await api.chat.startWith({ addressable, text });
      // Sent is sent: a cache that fails to store it only delays it to the next sync.
      await cache.store([message]).catch(() => 0);
      return message;
    },
    createExternal: (args) => api.chat.createExternal(args),
    phoneLines: () => phoneLinesOf(api),
    session: (args) => api.chat.session(args),
    attachment: (address) => api.chat.attachment(address),
    saveAttachment: (file) => api.chat.saveAttachment(file),
    groups: openChatGroups({ api, db }),
    drafts: openChatDrafts({ api, db }),
  };
}

/** The server's phone lines: an external session's and the admin forms' one road to them. */
export function phoneLinesOf(api: Api) {
  return api.chat.phoneLines();
}

/**
 * Whether a page (newest first) reaches the session's first message: only an empty page or one
 * without a cursor does. The server caps `limit` silently, so a short page may have more beyond.
 */
function isStart(page: ChatPage): boolean {
  return page.items.length === 0 || page.previousId === undefined;
}

/** The oldest of a page (newest first), or the start of the session when it is empty. */
function oldestOf(items: readonly ChatMessage[]): ThreadAnchor {
  const last = items.at(-1);
  return last ? { key: sortKey(last.date, last.oid), oid: last.oid } : { key: BOTTOM };
}
