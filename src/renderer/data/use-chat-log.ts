import { useSyncExternalStore } from 'react';
import { type CachedCommunication } from '../cache';
import { type AccountData } from './account-data';
import { followCache } from './use-throttled-live-read';
import { type ChatMessage } from '../../shared/interface';
import { chatsOf } from './chat-messages';
import { readMarkOf, readMarksOf } from './read-marks';

const LIST_MS = 2_000;

/** One read of the account's chat messages, with the cache revision it was read at. */
export interface ChatLogRead {
  rows: CachedCommunication[];
  revision: string | undefined;
  messages: ChatMessage[];
}

interface ChatLog {
  get: () => ChatLogRead | undefined;
  subscribe: (listener: () => void) => () => void;
}

/**
 * The account's chat messages as the cache holds them, read once for every reader (the watch
 * beside the shell that counts unread messages and notifies, and the conversation list): read
 * again when the cache changes, at most every LIST_MS while the first download streams in, and
 * only while someone reads them. Read marks only move forward, so messages read after an older
 * mark are a superset of those after the current one: counting stays right without reading again
 * when one moves.
 */
function openChatLog(data: AccountData): ChatLog {
  const marks = readMarksOf(data);
  const listeners = new Set<() => void>();
  let value: ChatLogRead | undefined;
  let stop: (() => void) | undefined;

  const start = () => {
    let stopped = false;
    const stopFollowing = followCache(
      () => data.cache.revision(),
      LIST_MS,
      async () => {
        const revision = await data.cache.revision();
        const rows = await data.cache.sessionMessages((session) =>
          readMarkOf(marks.getState(), session),
        );
        if (stopped) return;
        value = { rows, revision, messages: chatsOf(rows) };
        for (const listener of listeners) listener();
      },
    );
    return () => {
      stopped = true;
      stopFollowing();
    };
  };

  return {
    get: () => value,
    subscribe: (listener) => {
      listeners.add(listener);
      stop ??= start();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stop?.();
        stop = undefined;
      };
    },
  };
}

const opened = new WeakMap<AccountData, ChatLog>();

function chatLogOf(data: AccountData): ChatLog {
  let log = opened.get(data);
  if (!log) {
    log = openChatLog(data);
    opened.set(data, log);
  }
  return log;
}

const NONE: ChatMessage[] = [];

/** The account's chat messages (none until the first read answers), shared by every reader. */
export function useChatLog(data: AccountData): {
  read: ChatLogRead | undefined;
  messages: ChatMessage[];
} {
  const log = chatLogOf(data);
  const read = useSyncExternalStore(log.subscribe, log.get);
  return { read, messages: read?.messages ?? NONE };
}
