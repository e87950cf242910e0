import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { type Api, type SessionUser } from '../../../shared/contract';
import { roleMeetsLevel } from '../../../shared/interface';
import { TOP, type CachedCommunication } from '../../cache';
import { icons } from '../../components/icons';
import { UPGRADING_SENTENCE, useAccountData, type AccountData } from '../../data';
import { useThrottledLiveRead } from '../../data/use-throttled-live-read';
import '../../styles/conversations.css';
import { chatsOf } from './chat-messages';
import { ConversationList } from './ConversationList';
import { filterByName, partyName, readMarkOf, summarize } from './conversation-list';
import { acceptHostDownloads } from './host-download';
import { ExternalSession } from './ExternalSession';
import { NewChat } from './NewChat';
import { openReadMarks, type ReadMarksStore } from './read-marks';
import { ThreadPane, type OpenConversation } from './ThreadPane';
import { useChatWatch } from './use-chat-watch';

const LIST_MS = 2_000;

type Pane =
  | { kind: 'thread'; conversation: OpenConversation }
  | { kind: 'new' }
  | { kind: 'external' }
  | { kind: 'none' };

/** The Conversations section: the list of chats, the open thread, new chat, external session. */
export function Conversations({ api, user }: { api: Api; user: SessionUser }) {
  const state = useAccountData();
  return (
    <div className="conversations">
      {state.status === 'ready' ? (
        <ReadyConversations api={api} user={user} data={state.data} />
      ) : state.status === 'failed' ? (
        <div role="alert" className="alert alert-error conversations-problem">
          {icons.alert}
          <span>{state.error.sentence}</span>
          <button type="button" className="button button-secondary" onClick={state.retry}>
            Try again
          </button>
        </div>
      ) : (
        <p className="muted conversations-problem">
          {state.upgrading ? UPGRADING_SENTENCE : 'Opening your conversations…'}
        </p>
      )}
    </div>
  );
}

function ReadyConversations({
  api,
  user,
  data,
}: {
  api: Api;
  user: SessionUser;
  data: AccountData;
}) {
  const me = user.displayName;
  const marks: ReadMarksStore = useMemo(
    () => openReadMarks(data.account, data.openedAt),
    [data.account, data.openedAt],
  );
  const readMarks = useStore(marks);
  const [pane, setPane] = useState<Pane>({ kind: 'none' });
  const [query, setQuery] = useState('');
  // Sessions created here, with when (the list shows that time until their first message).
  const [created, setCreated] = useState<(OpenConversation & { at: number })[]>([]);
  const openSession = pane.kind === 'thread' ? pane.conversation.session : undefined;

  // Read again when the cache changes, at most every LIST_MS while the first download streams
  // in. Read marks only move forward, so messages read after an older mark are a superset of
  // those after the current one: `summarize` counts right without reading again when one moves.
  const watchCache = useCallback(() => data.cache.revision(), [data.cache]);
  const readList = useCallback(
    async (emit: (rows: CachedCommunication[]) => void) =>
      emit(await data.cache.sessionMessages((session) => readMarkOf(marks.getState(), session))),
    [data.cache, marks],
  );
  const rows = useThrottledLiveRead(watchCache, readList, LIST_MS);
  useEffect(() => {
    if (rows) data.firstScreen.markDrawn();
  }, [data, rows]);
  const outbox = useLiveQuery(() => data.outbox.messages(), [data.outbox]);
  const messages = useMemo(() => chatsOf(rows ?? []), [rows]);

  const summaries = useMemo(() => {
    const list = summarize(messages, outbox ?? [], readMarks, me);
    // A session just created (4.7) has no message yet: list it until it has one.
    const known = new Set(list.map((s) => s.session));
    const extra = created.filter((c) => !known.has(c.session));
    return [
      ...extra.map((c) => ({
        session: c.session,
        name: c.name,
        unread: 0,
        last: {
          key: c.session,
          sortKey: TOP,
          at: c.at,
          own: true,
          sender: me,
          text: 'New session',
          attachments: [],
        },
      })),
      ...list,
    ];
  }, [messages, outbox, readMarks, me, created]);
  const shown = useMemo(() => filterByName(summaries, query), [summaries, query]);

  const unread = useMemo(() => summaries.reduce((n, s) => n + s.unread, 0), [summaries]);
  useChatWatch({
    api,
    messages,
    openSession,
    unread,
    marks: readMarks,
    me,
    onOpen: (session, name) => setPane({ kind: 'thread', conversation: { session, name } }),
  });

  useEffect(() => acceptHostDownloads(api), [api]);

  // Delivered messages join the log cache at once (the list, and a later offline start).
  useEffect(
    () => data.outbox.onDelivered(({ message }) => void data.cache.store([message]).catch(() => 0)),
    [data],
  );

  const isAdmin = roleMeetsLevel(user.role, 'administrator');

  return (
    <>
      <aside className="conversation-pane" aria-label="Conversation list">
        <div className="conversation-tools">
          <label className="search-field">
            {icons.search}
            <input
              type="search"
              aria-label="Filter conversations by name"
              placeholder="Filter by name"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </label>
          <div className="conversation-buttons">
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => setPane({ kind: 'new' })}
            >
              {icons.plus} New chat
            </button>
            {isAdmin && (
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => setPane({ kind: 'external' })}
              >
                External session
              </button>
            )}
          </div>
        </div>
        <ConversationList
          items={shown}
          current={openSession}
          onOpen={({ session, name }) =>
            setPane({ kind: 'thread', conversation: { session, name } })
          }
        />
        {rows && shown.length === 0 && (
          <p className="muted conversation-empty">
            {query
              ? `No conversation matches “${query}”.`
              : 'No conversations yet. Start one with New chat.'}
          </p>
        )}
      </aside>
      <div className="conversation-main">
        {pane.kind === 'thread' ? (
          <ThreadPane
            key={pane.conversation.session}
            api={api}
            data={data}
            conversation={pane.conversation}
            me={me}
            marks={marks}
          />
        ) : pane.kind === 'new' ? (
          <NewChat
            api={api}
            data={data}
            onStarted={(message, name) =>
              setPane({ kind: 'thread', conversation: { session: message.chatSession.oid, name } })
            }
          />
        ) : pane.kind === 'external' ? (
          <ExternalSession
            api={api}
            onCreated={(session) => {
              const conversation = {
                session: session.oid,
                name: partyName(session.commonName, me),
              };
              setCreated((list) => [{ ...conversation, at: Date.now() }, ...list]);
              setPane({ kind: 'thread', conversation });
            }}
          />
        ) : (
          <div className="conversation-placeholder">
            <p className="muted">Choose a conversation, or start a new chat.</p>
          </div>
        )}
      </div>
    </>
  );
}
