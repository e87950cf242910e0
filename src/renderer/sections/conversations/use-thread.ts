import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type Api } from '../../../shared/contract';
import { type ChatMessage } from '../../../shared/interface';
import { TOP, toPortFailure, type PortFailure } from '../../cache';
import { sortKey } from '../../cache/sort-key';
import { useChanged } from '../../components/use-changed';
import { type AccountData } from '../../data';
import { type OutboxMessage } from '../../outbox';
import { chatsOf } from './chat-messages';

/** Messages asked per page, in both directions. */
export const PAGE = 50;

export interface ThreadState {
  messages: ChatMessage[];
  outbox: OutboxMessage[];
  /** The oldest message is known (the server's page ran short). */
  reachedStart: boolean;
  loadingOlder: boolean;
  /** Why older messages could not be read from the server (the cache answered instead). */
  notice?: string;
  loadOlder(): Promise<void>;
}

const oldestFirst = (a: ChatMessage, b: ChatMessage) =>
  sortKey(a.date, a.oid) < sortKey(b.date, b.oid) ? -1 : 1;

/**
 * One conversation's messages, read from the account's log cache only: whatever brings a
 * message (main's WebSocket, the catch-up sync, a page read here, the user's own send) stores
 * it there, and the thread follows. Opening it reads the newest page once (`GET
 * /chats/<oid>/messages`) in case the first download has not reached it yet; older pages are
 * read on demand into the cache, and where the server can't answer (offline, or it lacks the
 * call) the cache shows what it has. Outbox entries come live from the outbox database, so a
 * pending message shows the moment it is queued and survives a restart.
 */
export function useThread(api: Api, data: AccountData, session: string): ThreadState {
  // How many of the session's newest messages the thread shows; older pages make it grow.
  const [shown, setShown] = useState(PAGE);
  const [reachedStart, setReachedStart] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [notice, setNotice] = useState<string>();
  const live = useRef(true);
  // Another conversation starts from nothing.
  if (useChanged([session])) {
    setShown(PAGE);
    setReachedStart(false);
    setNotice(undefined);
  }

  const cachedRows = useLiveQuery(
    () => data.cache.readOlder(TOP, shown, { session }),
    [data.cache, session, shown],
  );
  const outbox = useLiveQuery(() => data.outbox.messages(session), [data.outbox, session]);

  useEffect(() => {
    live.current = true;
    api.chat
      .messages({ session, limit: PAGE })
      .then(async (page) => {
        if (page.items.length < PAGE && live.current) setReachedStart(true);
        await data.cache.store(page.items);
      })
      // Offline or refused: the cache shows what it has, and the sync brings the rest.
      .catch(() => {});
    return () => {
      live.current = false;
    };
  }, [api, data.cache, session]);

  const messages = useMemo(
    () =>
      chatsOf(cachedRows ?? [])
        .filter((m) => m.chatSession.oid === session)
        .sort(oldestFirst),
    [cachedRows, session],
  );

  const oldest = messages[0];
  const loadOlder = useCallback(async () => {
    if (reachedStart || loadingOlder || !oldest) return;
    setLoadingOlder(true);
    try {
      const page = await api.chat.messages({ session, before: oldest.oid, limit: PAGE });
      await data.cache.store(page.items);
      if (!live.current) return;
      if (page.items.length < PAGE) setReachedStart(true);
      setNotice(undefined);
    } catch (error) {
      const failure: PortFailure = toPortFailure(error);
      const rows = await data.cache
        .readOlder(sortKey(oldest.date, oldest.oid), 1, { session })
        .catch(() => []);
      if (!live.current) return;
      setNotice(
        rows.length > 0
          ? `Showing saved messages: ${failure.sentence}`
          : `Older messages can't be loaded now. ${failure.sentence}`,
      );
    } finally {
      if (live.current) {
        setShown((n) => n + PAGE);
        setLoadingOlder(false);
      }
    }
  }, [api, data.cache, session, oldest, reachedStart, loadingOlder]);

  return {
    messages,
    outbox: outbox ?? [],
    reachedStart,
    loadingOlder,
    ...(notice !== undefined && { notice }),
    loadOlder,
  };
}
