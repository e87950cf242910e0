import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { type Api, type SessionUser } from '../../../shared/contract';
import { roleMeetsLevel } from '../../../shared/interface';
import { TOP } from '../../cache';
import { acceptHostDownloads } from '../../components/host-download';
import { icons } from '../../components/icons';
import { useChanged } from '../../components/use-changed';
import { useAccountData, type AccountData } from '../../data';
import { useAppStore } from '../../state/app-store';
import '../../styles/conversations.css';
import { ConversationList } from './ConversationList';
import { filterByName, partyName, summarize } from '../../state/conversation-list';
import { ExternalSession } from './ExternalSession';
import { emptyListLine, useListStatus } from './list-status';
import { NewChat } from './NewChat';
import { NewGroupPane } from './NewGroupPane';
import { useGroupNames } from './use-group-names';
import { groupLabel } from '../../data/chat-groups';
import { ThreadPane, type OpenConversation } from './ThreadPane';
import { useChatLog } from '../../data/use-chat-log';
import { useConversationShortcuts } from './use-conversation-shortcuts';
import { ariaKeys } from '../../state/shortcuts';

type Pane =
  | { kind: 'thread'; conversation: OpenConversation }
  | { kind: 'new' }
  | { kind: 'group' }
  | { kind: 'external' }
  | { kind: 'none' };

/** The Conversations section: the list of chats, the open thread, new chat, external session. */
export function Conversations({ api, user }: { api: Api; user: SessionUser }) {
  const state = useAccountData();
  const intl = useIntl();
  return (
    <div className="conversations">
      {state.status === 'ready' ? (
        <ReadyConversations api={api} user={user} data={state.data} />
      ) : state.status === 'failed' ? (
        <div role="alert" className="alert alert-error conversations-problem">
          {icons.alert}
          <span>{state.error.sentence}</span>
          <button type="button" className="button button-secondary" onClick={state.retry}>
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </button>
        </div>
      ) : (
        <p className="muted conversations-problem">
          {intl.formatMessage({ id: state.upgrading ? 'data.upgrading' : 'conversations.opening' })}
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
  const intl = useIntl();
  const me = user.displayName;
  const readMarks = useStore(data.readState.state);
  // A chat another section opened (People's "Message"): shown, then forgotten.
  const pendingChat = useAppStore((s) => s.pendingChat);
  const clearPendingChat = useAppStore((s) => s.clearPendingChat);
  const [pane, setPane] = useState<Pane>(() =>
    pendingChat ? { kind: 'thread', conversation: pendingChat } : { kind: 'none' },
  );
  if (useChanged([pendingChat]) && pendingChat) {
    setPane({ kind: 'thread', conversation: pendingChat });
  }
  useEffect(() => {
    if (pendingChat) clearPendingChat();
  }, [pendingChat, clearPendingChat]);
  const [query, setQuery] = useState('');
  // Sessions created here, with when (the list shows that time until their first message).
  const [created, setCreated] = useState<(OpenConversation & { at: number })[]>([]);
  const openSession = pane.kind === 'thread' ? pane.conversation.session : undefined;

  const { read, messages } = useChatLog(data);
  const listStatus = useListStatus(data, read);
  const outbox = useLiveQuery(() => data.outbox.messages(), [data.outbox]);

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
          own: false,
          sender: me,
          text: intl.formatMessage({ id: 'conversations.noMessagesYet' }),
          attachments: [],
        },
      })),
      ...list,
    ];
  }, [messages, outbox, readMarks, me, created, intl]);
  const named = useGroupNames(data, summaries, me).rows;
  const shown = useMemo(() => filterByName(named, query), [named, query]);

  // The watch beside the shell (notifications, the unread count) knows which thread is read.
  const setOpenThread = useAppStore((s) => s.setOpenThread);
  useEffect(() => {
    setOpenThread(openSession);
    return () => setOpenThread(undefined);
  }, [openSession, setOpenThread]);

  useEffect(() => acceptHostDownloads(api), [api]);

  const isAdmin = roleMeetsLevel(user.role, 'administrator');

  const open = useCallback(
    ({ session, name }: { session: string; name: string }) =>
      setPane({
        kind: 'thread',
        conversation: created.find((c) => c.session === session) ?? { session, name },
      }),
    [created],
  );
  const newChat = useCallback(() => setPane({ kind: 'new' }), []);
  const search = useRef<HTMLInputElement>(null);
  useConversationShortcuts({
    shown,
    listed: read !== undefined,
    openSession,
    onOpen: open,
    onNewChat: newChat,
    search,
  });

  return (
    <>
      <aside
        className="conversation-pane"
        data-pane
        aria-label={intl.formatMessage({ id: 'conversations.pane' })}
      >
        <div className="conversation-tools">
          <label className="search-field">
            {icons.search}
            <input
              ref={search}
              type="search"
              aria-label={intl.formatMessage({ id: 'conversations.filter' })}
              placeholder={intl.formatMessage({ id: 'conversations.filter.placeholder' })}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </label>
          <div className="conversation-buttons">
            <button
              type="button"
              className="button button-secondary button-small"
              aria-keyshortcuts={ariaKeys({ key: 'n', mod: true })}
              onClick={newChat}
            >
              {icons.plus} {intl.formatMessage({ id: 'conversations.newChat' })}
            </button>
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => setPane({ kind: 'group' })}
            >
              {icons.plus} {intl.formatMessage({ id: 'conversations.newGroup' })}
            </button>
            {isAdmin && (
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => setPane({ kind: 'external' })}
              >
                {intl.formatMessage({ id: 'conversations.external' })}
              </button>
            )}
          </div>
        </div>
        <ConversationList items={shown} current={openSession} onOpen={open} />
        {shown.length === 0 && (
          <p className="muted conversation-empty" role="status">
            {emptyListLine(intl, listStatus, query)}
          </p>
        )}
      </aside>
      <div className="conversation-main" data-pane>
        {pane.kind === 'thread' ? (
          <ThreadPane
            // A message the search found opens the thread anew, there.
            key={`${pane.conversation.session}|${pane.conversation.found?.oid ?? ''}`}
            api={api}
            data={data}
            conversation={pane.conversation}
            me={me}
          />
        ) : pane.kind === 'new' ? (
          <NewChat
            data={data}
            onStarted={(message, name) =>
              setPane({ kind: 'thread', conversation: { session: message.chatSession.oid, name } })
            }
          />
        ) : pane.kind === 'group' ? (
          <NewGroupPane
            data={data}
            onCreated={(group, notice) => {
              const conversation = {
                session: group.session,
                name: groupLabel(group, me),
                group: true,
                ...(notice !== undefined && { notice }),
              };
              setCreated((list) => [{ ...conversation, at: Date.now() }, ...list]);
              setPane({ kind: 'thread', conversation });
            }}
          />
        ) : pane.kind === 'external' ? (
          <ExternalSession
            chats={data.chats}
            onCreated={(session) => {
              const conversation = {
                session: session.oid,
                name: partyName(session.commonName, me),
                external: session.sessionType === 'external',
              };
              setCreated((list) => [{ ...conversation, at: Date.now() }, ...list]);
              setPane({ kind: 'thread', conversation });
            }}
          />
        ) : (
          <div className="conversation-placeholder">
            <p className="muted">{intl.formatMessage({ id: 'conversations.placeholder' })}</p>
          </div>
        )}
      </div>
    </>
  );
}
