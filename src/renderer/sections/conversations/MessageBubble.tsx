import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Api } from '../../../shared/contract';
import { moveFocus } from '../../components/arrow-focus';
import { focusOnMount } from '../../components/focus-on-mount';
import { icons } from '../../components/icons';
import { type AccountData } from '../../data';
import { useAppStore } from '../../state/app-store';
import { AttachmentView } from './AttachmentView';
import { deliveryStatus } from './delivery-status';
import { MessageText } from './MessageText';
import { timeLabel, type ThreadMessage } from '../../state/thread-model';

/** One message: sender and time, text, files, the message it answers, and its actions. */
export function MessageBubble({
  api,
  data,
  message,
  showHeader,
  onReply,
  onEdit,
}: {
  api: Api;
  data: AccountData;
  message: ThreadMessage;
  showHeader: boolean;
  onReply: (message: ThreadMessage) => void;
  onEdit: (message: ThreadMessage) => void;
}) {
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  /** Closes the menu; Escape puts focus back on the button that opened it. */
  const closeMenu = (refocus: boolean) => {
    setMenuOpen(false);
    if (refocus) trigger.current?.focus();
  };
  const time = timeLabel(intl, message.at);
  const entry = message.outbox;
  const offline = useAppStore((state) => state.connectivity.status === 'offline');
  const status = entry && deliveryStatus(intl, entry, offline);
  const act = (work: Promise<void>) => void work.catch(() => {});

  return (
    <article
      // The thread's one tab stop is a message (`MessageList`, `useRovingRows`).
      data-row-target
      className={`message ${message.own ? 'message-own' : 'message-theirs'}${status ? ` message-${status.tone}` : ''}`}
      aria-label={
        message.own
          ? intl.formatMessage({ id: 'message.label.own' }, { time })
          : intl.formatMessage({ id: 'message.label.theirs' }, { sender: message.sender, time })
      }
    >
      {showHeader && (
        <header className="message-header">
          <span className="message-sender" dir="auto">
            {message.own ? intl.formatMessage({ id: 'message.you' }) : message.sender}
          </span>
          <time dateTime={new Date(message.at).toISOString()}>{time}</time>
        </header>
      )}
      <div className="message-bubble">
        {message.replyTo && (
          <blockquote
            className="message-quote"
            aria-label={intl.formatMessage({ id: 'message.inReplyTo' })}
          >
            <span className="message-quote-sender" dir="auto">
              {message.replyTo.sender || intl.formatMessage({ id: 'message.quote.unknownSender' })}
            </span>
            <span className="message-quote-text" dir="auto">
              {message.replyTo.text ?? intl.formatMessage({ id: 'message.quote.notLoaded' })}
            </span>
          </blockquote>
        )}
        {message.text !== '' && <MessageText api={api} text={message.text} />}
        {message.attachments.map((file, i) => (
          <AttachmentView key={file.address?.oid ?? i} chats={data.chats} file={file} />
        ))}
      </div>
      {entry && status ? (
        <div className="message-status">
          <span className="message-state">{status.label}</span>
          {status.sentence && <span className="message-sentence">{status.sentence}</span>}
          {entry.state === 'failed' && (
            <>
              <button
                type="button"
                className="link-button"
                onClick={() => act(data.outbox.retry(entry.clientId))}
              >
                {intl.formatMessage({ id: 'message.retry' })}
              </button>
              <button type="button" className="link-button" onClick={() => onEdit(message)}>
                {intl.formatMessage({ id: 'message.edit' })}
              </button>
            </>
          )}
          {status.sendAnyway && (
            <button
              type="button"
              className="link-button"
              onClick={() => act(data.outbox.sendAnyway(entry.clientId))}
            >
              {intl.formatMessage({ id: 'message.sendAnyway' })}
            </button>
          )}
          <button
            type="button"
            className="link-button"
            onClick={() => act(data.outbox.remove(entry.clientId))}
          >
            {intl.formatMessage({ id: 'message.delete' })}
          </button>
        </div>
      ) : (
        <div
          className="message-actions"
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setMenuOpen(false);
          }}
        >
          <button
            ref={trigger}
            type="button"
            className="icon-button"
            aria-haspopup="menu"
            aria-expanded={menuOpen}
            aria-label={
              message.own
                ? intl.formatMessage({ id: 'message.actions.own' }, { time })
                : intl.formatMessage(
                    { id: 'message.actions.theirs' },
                    { sender: message.sender, time },
                  )
            }
            onClick={() => setMenuOpen((open) => !open)}
            // The menu button pattern: Down (or Up) opens the menu on its first item.
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                event.preventDefault();
                setMenuOpen(true);
              }
            }}
          >
            {icons.more}
          </button>
          {menuOpen && (
            <div
              ref={menu}
              role="menu"
              className="message-menu"
              // A menu's keys: Down, Up, Home and End move among its items, Escape closes it
              // and returns to its button, Tab closes it and moves on.
              onKeyDown={(event) => {
                if (event.key === 'Escape') {
                  event.preventDefault();
                  closeMenu(true);
                } else if (event.key === 'Tab') closeMenu(false);
                else
                  moveFocus(event, [
                    ...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []),
                  ]);
              }}
            >
              <button
                type="button"
                role="menuitem"
                ref={focusOnMount}
                tabIndex={-1}
                onClick={() => {
                  closeMenu(false);
                  onReply(message);
                }}
              >
                {icons.reply} {intl.formatMessage({ id: 'message.reply' })}
              </button>
            </div>
          )}
        </div>
      )}
    </article>
  );
}
