import { Fragment, useCallback, useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import { type Api } from '../../../shared/contract';
import { ServiceCode } from '../../../shared/interface';
import { CacheError } from '../../cache/cache-error';
import { useToday } from '../../components/use-today';
import { type AccountData } from '../../data';
import { type OutboxMessage } from '../../outbox';
import { CallPerson } from '../../components/CallPerson';
import { FavoriteStar } from '../../components/FavoriteStar';
import { useSessionFacts, type SessionFacts } from './use-session-facts';
import { VisitorInvite } from './VisitorInvite';
import { Composer, type ComposerDraft, type ComposerHandle, type ReplyTarget } from './Composer';
import { MessageList } from './MessageList';
import { Refusal } from '../../components/failure-sentence';
import { buildRows, senderOf, type ThreadMessage } from '../../state/thread-model';
import { useArrivals } from './use-arrivals';
import { useThread, type ThreadState } from './use-thread';
import { useTyping } from './use-typing';
import { useDraft } from './use-draft';
import { DraftNotice } from './DraftNotice';
import { useGroup } from './use-group';
import { GroupMembers } from './GroupMembers';
import { groupLabel } from '../../data/chat-groups';
import { ThreadReceipt } from './ThreadReceipt';
import { markThreadRead } from '../../data/read-marking';

export interface OpenConversation {
  session: string;
  name: string;
  /** Known to be external (4.7: a website visitor's chat) before any message says so. */
  external?: boolean;
  /** Known to be a group chat (made here) before any message says so. */
  group?: boolean;
  /** Said above the composer when the thread opens (a group's colleagues not added). */
  notice?: string;
  /** The message to open the thread at and highlight (one the search found). */
  found?: { key: string; oid: string };
}

/** An open conversation: its messages, and the composer that sends through the outbox. */
export function ThreadPane({
  api,
  data,
  conversation,
  me,
}: {
  api: Api;
  data: AccountData;
  conversation: OpenConversation;
  me: string;
}) {
  const intl = useIntl();
  const { session } = conversation;
  const thread = useThread(data, session, conversation.found);
  const [reply, setReply] = useState<ReplyTarget>();
  const composer = useRef<ComposerHandle>(null);
  const sentHere = useRef(new Set<string>());
  const [dragging, setDragging] = useState(false);
  // What the server's refusals taught about this session (10066, 10104) while it is open.
  const [refusedHere, setRefusedHere] = useState<ReadonlySet<number>>(new Set());
  const facts = useSessionFacts(data.chats, session);

  const arrivals = useArrivals(thread.messages);
  const today = useToday();
  const rows = useMemo(
    () => buildRows(thread.messages, thread.outbox, me, today, intl),
    [thread.messages, thread.outbox, me, today, intl],
  );

  // The pane is one conversation's (Conversations keys it by session): typing starts at once.
  useEffect(() => {
    composer.current?.focus();
  }, []);

  const takeBack = useCallback(
    (entry: OutboxMessage, sentence?: string) => {
      const code = entry.refusedCode;
      if (code !== undefined) setRefusedHere((known) => new Set(known).add(code));
      composer.current?.restore(
        { text: entry.text, ...(entry.attachment && { attachment: entry.attachment }) },
        sentence,
      );
      void data.outbox.remove(entry.clientId).catch(() => {});
    },
    [data.outbox],
  );

  // A message refused by the server goes back into the composer with the reason, so the user
  // corrects it there; if they already typed something else it stays in the thread as "Not sent".
  useEffect(() => {
    for (const entry of thread.outbox) {
      if (entry.state !== 'failed' || !sentHere.current.has(entry.clientId)) continue;
      sentHere.current.delete(entry.clientId);
      takeBack(entry, entry.sentence);
    }
  }, [thread.outbox, takeBack]);

  const { external, closed } = sessionTraits(conversation, thread, refusedHere, facts);
  const isGroup =
    conversation.group === true ||
    facts?.sessionType === 'group' ||
    thread.messages.some((m) => m.chatSessionType === 'group');
  const group = useGroup(data.chats, session, isGroup);
  const name = (group && groupLabel(group, me)) || conversation.name;
  const draft = useDraft(data.chats.drafts, session, composer);
  const typist = useTyping(api, data, session, external);

  // Read while the thread is in view and the window focused: marked on the server too.
  useEffect(() => {
    const mark = () => {
      if (
        thread.messages.length > 0 &&
        document.hasFocus() &&
        document.visibilityState === 'visible'
      )
        void markThreadRead(data, session, thread.messages);
    };
    mark();
    window.addEventListener('focus', mark);
    return () => window.removeEventListener('focus', mark);
  }, [data, session, thread.messages]);

  const send = async ({ text, attachment }: ComposerDraft) => {
    try {
      const entry = await data.outbox.send({
        session,
        text,
        ...(attachment && { attachment }),
        ...(reply && { replyTo: reply.oid }),
      });
      sentHere.current.add(entry.clientId);
      setReply(undefined);
    } catch (error) {
      // A full disk says so (CacheError); anything else is a fault of ours.
      throw new Refusal(
        error instanceof CacheError
          ? error.sentence
          : intl.formatMessage({ id: 'thread.saveFailed' }),
      );
    }
  };

  const onReply = useCallback((message: ThreadMessage) => {
    if (!message.oid) return;
    setReply({ oid: message.oid, own: message.own, sender: message.sender, text: message.text });
    composer.current?.focus();
  }, []);

  const onEdit = useCallback(
    (message: ThreadMessage) => {
      const entry = thread.outbox.find((e) => e.clientId === message.outbox?.clientId);
      if (entry) takeBack(entry);
    },
    [thread.outbox, takeBack],
  );

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void composer.current?.addFiles(event.dataTransfer.files);
  };

  return (
    <section
      className={`thread${dragging ? ' thread-dragging' : ''}`}
      aria-labelledby="thread-title"
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes('Files')) {
          event.preventDefault();
          setDragging(true);
        }
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <header className="thread-header">
        <h2 id="thread-title" dir="auto">
          {name}
        </h2>
        {group && <GroupMembers group={group} name={name} me={me} />}
        {/* One-to-one: the other person may be made a favorite, and called (never the user). */}
        {facts?.sessionType === 'user' &&
          facts.participants?.length === 2 &&
          facts.participants.map((p) =>
            p.objectType === 'Person' ? (
              <Fragment key={p.oid}>
                <FavoriteStar
                  referable={{ oid: p.oid, name: p.commonName, objectType: p.objectType }}
                />
                <CallPerson person={p.oid} name={p.commonName} />
              </Fragment>
            ) : null,
          )}
      </header>
      {external && thread.messages.length === 0 && thread.reachedStart && (
        <VisitorInvite session={session} />
      )}
      <MessageList
        api={api}
        data={data}
        rows={rows}
        reachedStart={thread.reachedStart}
        loadingOlder={thread.loadingOlder}
        onLoadOlder={() => void thread.loadOlder()}
        onReply={onReply}
        onEdit={onEdit}
        label={intl.formatMessage({ id: 'thread.messages' }, { name })}
        focusKey={conversation.found?.oid}
      />
      {thread.notice && <p className="thread-notice">{thread.notice}</p>}
      {conversation.notice && (
        <p className="thread-notice" role="status">
          {conversation.notice}
        </p>
      )}
      <ThreadReceipt readState={data.readState} session={session} messages={thread.messages} />
      {/* Said politely to screen readers; always in the page, so that its change is heard. */}
      {external && (
        <p className="thread-typing" role="status">
          {typist !== undefined && intl.formatMessage({ id: 'thread.typing' }, { name: typist })}
        </p>
      )}
      {/* Read out by screen readers as messages arrive in this thread; not drawn. */}
      <div
        className="sr-only"
        role="log"
        aria-label={intl.formatMessage({ id: 'thread.arrivals' })}
      >
        {arrivals.map((m) => (
          <p key={m.oid}>
            {intl.formatMessage(
              { id: 'thread.arrived' },
              {
                sender: senderOf(m),
                text: m.subject !== '' ? m.subject : (m.attachments?.[0]?.commonName ?? ''),
              },
            )}
          </p>
        ))}
      </div>
      <DraftNotice
        state={draft.state}
        onKeepMine={draft.keepMine}
        onTakeTheirs={draft.takeTheirs}
      />
      <Composer
        handle={composer}
        onTextChange={draft.onTextChange}
        label={intl.formatMessage({ id: 'composer.to' }, { name })}
        onSend={send}
        reply={reply}
        onCancelReply={() => setReply(undefined)}
        attachmentsRefused={
          external ? intl.formatMessage({ id: 'thread.externalFiles' }) : undefined
        }
        // Shown in place of the composer's errors once the server has said the chat is closed.
        closed={closed ? intl.formatMessage({ id: 'thread.closed' }) : undefined}
      />
    </section>
  );
}

/**
 * What the app knows of a session without asking for it: external when it was created so, a
 * message says so (`chatSessionType`) or the server refused a file as in an external chat
 * (10104); closed when the server refused a message as sent to a closed chat (10066), here or in
 * an entry still shown as not sent.
 */
function sessionTraits(
  conversation: OpenConversation,
  thread: Pick<ThreadState, 'messages' | 'outbox'>,
  refusedHere: ReadonlySet<number>,
  facts: SessionFacts | undefined,
): { external: boolean; closed: boolean } {
  const refused = (code: number) =>
    refusedHere.has(code) ||
    thread.outbox.some((entry) => entry.state === 'failed' && entry.refusedCode === code);
  return {
    external:
      conversation.external === true ||
      facts?.sessionType === 'external' ||
      thread.messages.some((m) => m.chatSessionType === 'external') ||
      refused(ServiceCode.AttachmentInExternalChat),
    closed: facts?.disabled === true || refused(ServiceCode.ChatSessionDisabled),
  };
}
