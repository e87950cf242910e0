import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { t } from '../../../shared/i18n';
import { type ChatMessage } from '../../../shared/interface';
import { TOP, toPortFailure, type PortFailure } from '../../cache';
import { sortKey } from '../../cache/sort-key';
import { useChanged } from '../../components/use-changed';
import { type AccountData } from '../../data';
import { type OutboxMessage } from '../../outbox';
import { chatsOf } from '../../data/chat-messages';
import { THREAD_PAGE, type ThreadAnchor } from '../../data/chats';

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
 * message (main's WebSocket, the catch-up sync, a page read, the user's own send) stores it
 * there, and the thread follows. Opening it has the chats service read the newest page once
 * (`GET /chats/<oid>/messages`) in case the first download has not reached it yet; older pages
 * are read on demand into the cache, and where the server can't answer (offline, or it lacks the
 * call) the cache shows what it has. Outbox entries come live from the outbox database, so a
 * pending message shows the moment it is queued and survives a restart.
 */
export function useThread(data: AccountData, session: string, at?: ThreadAnchor): ThreadState {
  // The oldest message shown: every cached message of the session from it on is shown, so the
  // thread grows as messages arrive and as older pages are read. Until the first page: the
  // newest THREAD_PAGE, or from the message the thread was opened at (a search's).
  const [anchor, setAnchor] = useState<ThreadAnchor | undefined>(at);
  const [reachedStart, setReachedStart] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [notice, setNotice] = useState<string>();
  const live = useRef(true);
  // Another conversation starts from nothing.
  if (useChanged([session])) {
    setAnchor(undefined);
    setReachedStart(false);
    setNotice(undefined);
  }
  const reachBack = useCallback((oldest: ThreadAnchor) => {
    if (live.current)
      setAnchor((current) => (current && current.key <= oldest.key ? current : oldest));
  }, []);

  const cachedRows = useLiveQuery(async () => {
    if (!anchor) return data.cache.readOlder(TOP, THREAD_PAGE, { session });
    const [newer, first] = await Promise.all([
      data.cache.readNewer(anchor.key, Infinity, { session }),
      anchor.oid === undefined ? undefined : data.cache.get(anchor.oid),
    ]);
    return first ? [...newer, first] : newer;
  }, [data.cache, session, anchor]);
  const outbox = useLiveQuery(() => data.outbox.messages(session), [data.outbox, session]);

  // Opened at a message the server's search found: the messages between it and the newer ones
  // the cache holds may not be cached yet, so the thread would run on from it as if they were
  // not there. They are read once, down from the cached one just newer.
  useEffect(() => {
    if (at?.oid === undefined) return;
    data.cache
      .readNewer(at.key, 1, { session })
      .then(([next]) => (next ? data.chats.readBetween(session, at, next.oid) : undefined))
      // Offline or refused: the thread shows what the cache has.
      .catch(() => {});
  }, [data.cache, data.chats, session, at]);

  useEffect(() => {
    live.current = true;
    data.chats
      .readNewest(session)
      .then(({ oldest, reachedStart }) => {
        if (reachedStart && live.current) setReachedStart(true);
        reachBack(oldest);
      })
      // Offline or refused: the cache shows what it has, and the sync brings the rest.
      .catch(() => {});
    return () => {
      live.current = false;
    };
  }, [data.chats, session, reachBack]);

  const messages = useMemo(
    () =>
      chatsOf(cachedRows ?? [])
        .filter((m) => m.chatSession.oid === session)
        .sort(oldestFirst),
    [cachedRows, session],
  );

  const oldest = messages[0];
  // The oldest message whose older page was read: asked again only once the page has come in
  // and an older message heads the thread (the list asks as soon as loading ends, which can be
  // before the cache's read of the new page has answered).
  const readBefore = useRef<string>(undefined);
  const loadOlder = useCallback(async () => {
    if (reachedStart || loadingOlder || !oldest || readBefore.current === oldest.oid) return;
    readBefore.current = oldest.oid;
    setLoadingOlder(true);
    try {
      const read = await data.chats.readOlder(session, oldest.oid);
      if (!live.current) return;
      if (read.reachedStart) setReachedStart(true);
      setNotice(undefined);
      reachBack(read.oldest);
    } catch (error) {
      // Not read: the next scroll to the top asks again.
      readBefore.current = undefined;
      const failure: PortFailure = toPortFailure(error);
      const rows = await data.cache
        .readOlder(sortKey(oldest.date, oldest.oid), THREAD_PAGE, { session })
        .catch(() => []);
      if (!live.current) return;
      const saved = rows.at(-1);
      if (saved) reachBack({ key: saved.sortKey, oid: saved.oid });
      setNotice(
        t(saved ? 'thread.savedMessages' : 'thread.olderUnavailable', {
          reason: failure.sentence,
        }),
      );
    } finally {
      if (live.current) setLoadingOlder(false);
    }
  }, [data.chats, data.cache, session, oldest, reachedStart, loadingOlder, reachBack]);

  return {
    messages,
    outbox: outbox ?? [],
    reachedStart,
    loadingOlder,
    ...(notice !== undefined && { notice }),
    loadOlder,
  };
}
