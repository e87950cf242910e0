import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Api } from '../../../shared/contract';
import { t } from '../../../shared/i18n';
import { type ChatMessage } from '../../../shared/interface';
import { TOP, toPortFailure, type PortFailure } from '../../cache';
import { sortKey } from '../../cache/sort-key';
import { useChanged } from '../../components/use-changed';
import { type AccountData } from '../../data';
import { type OutboxMessage } from '../../outbox';
import { chatsOf, mergeMessages } from './chat-messages';

/** Messages asked per page, in both directions. */
export const PAGE = 50;
/** While a thread is open, its newest page is read this often (new messages, other devices). */
export const THREAD_POLL_MS = 4_000;

export interface ThreadState {
  messages: ChatMessage[];
  outbox: OutboxMessage[];
  /** The oldest message is known (the server's page ran short). */
  reachedStart: boolean;
  loadingOlder: boolean;
  /** Why older messages could not be read from the server (the cache answered instead). */
  notice?: string;
  loadOlder(): Promise<void>;
  /** Adds a message the server just answered with (a send, a reply). */
  add(message: ChatMessage): void;
}

const oldestFirst = (a: ChatMessage, b: ChatMessage) =>
  sortKey(a.date, a.oid) < sortKey(b.date, b.oid) ? -1 : 1;

/**
 * One conversation's messages: the cached log at once, then the server's pages (`GET
 * /chats/<oid>/messages`), older ones on demand; where the server can't answer (offline, or it
 * lacks the call) the cached communication log fills in. Outbox entries come live from the
 * outbox database, so a pending message shows the moment it is queued and survives a restart.
 */
export function useThread(api: Api, data: AccountData, session: string): ThreadState {
  const [fetched, setFetched] = useState<Map<string, ChatMessage>>(new Map());
  const [reachedStart, setReachedStart] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [notice, setNotice] = useState<string>();
  const live = useRef(true);
  // Another conversation starts from nothing.
  if (useChanged([session])) {
    setFetched(new Map());
    setReachedStart(false);
    setNotice(undefined);
  }

  const cachedRows = useLiveQuery(
    () => data.cache.readOlder(TOP, PAGE, { session }),
    [data.cache, session],
  );
  const outbox = useLiveQuery(() => data.outbox.messages(session), [data.outbox, session]);

  useEffect(() => {
    live.current = true;
    const readNewest = async () => {
      try {
        const page = await api.chat.messages({ session, limit: PAGE });
        if (!live.current) return;
        setFetched((known) => mergeMessages(known, page.items));
        if (page.items.length < PAGE) setReachedStart(true);
        // Into the log cache too: the list and an offline restart see them.
        void data.cache.store(page.items).catch(() => {});
      } catch {
        // Offline or refused: the cache shows what it has; the next poll tries again.
      }
    };
    void readNewest();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void readNewest();
    }, THREAD_POLL_MS);
    return () => {
      live.current = false;
      clearInterval(timer);
    };
  }, [api, data.cache, session]);

  const messages = useMemo(() => {
    const merged = mergeMessages(new Map(chatsOf(cachedRows ?? []).map((m) => [m.oid, m])), [
      ...fetched.values(),
    ]);
    return [...merged.values()].filter((m) => m.chatSession.oid === session).sort(oldestFirst);
  }, [cachedRows, fetched, session]);

  const oldest = messages[0];
  const loadOlder = useCallback(async () => {
    if (reachedStart || loadingOlder || !oldest) return;
    setLoadingOlder(true);
    try {
      const page = await api.chat.messages({ session, before: oldest.oid, limit: PAGE });
      if (!live.current) return;
      setFetched((known) => mergeMessages(known, page.items));
      if (page.items.length < PAGE) setReachedStart(true);
      setNotice(undefined);
      void data.cache.store(page.items).catch(() => {});
    } catch (error) {
      const failure: PortFailure = toPortFailure(error);
      const rows = await data.cache
        .readOlder(sortKey(oldest.date, oldest.oid), PAGE, { session })
        .catch(() => []);
      if (!live.current) return;
      setFetched((known) => mergeMessages(known, chatsOf(rows)));
      setNotice(
        t(rows.length > 0 ? 'thread.savedMessages' : 'thread.olderUnavailable', {
          reason: failure.sentence,
        }),
      );
    } finally {
      if (live.current) setLoadingOlder(false);
    }
  }, [api, data.cache, session, oldest, reachedStart, loadingOlder]);

  const add = useCallback((message: ChatMessage) => {
    setFetched((known) => mergeMessages(known, [message]));
  }, []);

  return {
    messages,
    outbox: outbox ?? [],
    reachedStart,
    loadingOlder,
    ...(notice !== undefined && { notice }),
    loadOlder,
    add,
  };
}
