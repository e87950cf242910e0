import { useSyncExternalStore } from 'react';
import { type CachedCommunication } from '../cache';
import { type AccountData } from './account-data';
import { type ChatMessage } from '../../shared/interface';
import { chatsOf } from './chat-messages';
import { readMarkOf } from './read-state';
import { sharedCacheRead, type SharedCacheRead } from './shared-cache-read';

const LIST_MS = 2_000;

/** One read of the account's chat messages, with the cache revision it was read at. */
export interface ChatLogRead {
  rows: CachedCommunication[];
  revision: string | undefined;
  messages: ChatMessage[];
}

/**
 * The account's chat messages as the cache holds them, read once for every reader (the watch
 * beside the shell that counts unread messages and notifies, and the conversation list): read
 * again when the cache changes, at most every LIST_MS while the first download streams in, and
 * only while someone reads them. Read marks (the server's, `read-state.ts`) only move forward, so messages read after an older
 * mark are a superset of those after the current one: counting stays right without reading again
 * when one moves.
 */
async function readChatLog(data: AccountData): Promise<ChatLogRead> {
  const marks = data.readState.state;
  const revision = await data.cache.revision();
  const rows = await data.cache.sessionMessages((session) => readMarkOf(marks.getState(), session));
  return { rows, revision, messages: chatsOf(rows) };
}

const NONE: ChatMessage[] = [];

/** The account's chat messages, one read shared by every reader. */
export function chatLog(data: AccountData): SharedCacheRead<ChatLogRead> {
  return sharedCacheRead(data, 'chatLog', LIST_MS, readChatLog);
}

/** The account's chat messages (none until the first read answers), shared by every reader. */
export function useChatLog(data: AccountData): {
  read: ChatLogRead | undefined;
  messages: ChatMessage[];
} {
  const log = chatLog(data);
  const read = useSyncExternalStore(log.subscribe, log.get);
  return { read, messages: read?.messages ?? NONE };
}
