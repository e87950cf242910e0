import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type Api } from '../../../shared/contract';
import { icons } from '../../components/icons';
import { type AccountData } from '../../data';
import { useAppStore } from '../../state/app-store';
import { AttachmentView } from './AttachmentView';
import { deliveryStatus } from './delivery-status';
import { MessageText } from './MessageText';
import { timeLabel, type ThreadMessage } from './thread-model';

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
  const time = timeLabel(intl, message.at);
  const entry = message.outbox;
  const offline = useAppStore((state) => state.connectivity.status === 'offline');
  const status = entry && deliveryStatus(intl, entry, offline);
  const act = (work: Promise<void>) => void work.catch(() => {});

  return (
    <article
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
          <AttachmentView key={file.oid ?? i} api={api} file={file} />
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
          >
            {icons.more}
          </button>
          {menuOpen && (
            <div
              role="menu"
              className="message-menu"
              onKeyDown={(event) => event.key === 'Escape' && setMenuOpen(false)}
            >
              <button
                type="button"
                role="menuitem"
                autoFocus
                onClick={() => {
                  setMenuOpen(false);
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
