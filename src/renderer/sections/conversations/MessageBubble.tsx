import { useState } from 'react';
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
  const [menuOpen, setMenuOpen] = useState(false);
  const time = timeLabel(message.at);
  const entry = message.outbox;
  const offline = useAppStore((state) => state.connectivity.status === 'offline');
  const status = entry && deliveryStatus(entry, offline);
  const act = (work: Promise<void>) => void work.catch(() => {});

  return (
    <article
      className={`message ${message.own ? 'message-own' : 'message-theirs'}${status ? ` message-${status.tone}` : ''}`}
      aria-label={`${message.own ? 'You' : message.sender}, ${time}`}
    >
      {showHeader && (
        <header className="message-header">
          <span className="message-sender" dir="auto">
            {message.own ? 'You' : message.sender}
          </span>
          <time dateTime={new Date(message.at).toISOString()}>{time}</time>
        </header>
      )}
      <div className="message-bubble">
        {message.replyTo && (
          <blockquote className="message-quote" aria-label="In reply to">
            <span className="message-quote-sender" dir="auto">
              {message.replyTo.sender || 'Earlier message'}
            </span>
            <span className="message-quote-text" dir="auto">
              {message.replyTo.text ?? 'Message not loaded'}
            </span>
          </blockquote>
        )}
        {message.text !== '' && <MessageText api={api} text={message.text} />}
        {message.attachments.map((file, i) => (
          <AttachmentView key={file.address?.oid ?? i} api={api} file={file} />
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
                Retry
              </button>
              <button type="button" className="link-button" onClick={() => onEdit(message)}>
                Edit
              </button>
            </>
          )}
          {status.sendAnyway && (
            <button
              type="button"
              className="link-button"
              onClick={() => act(data.outbox.sendAnyway(entry.clientId))}
            >
              Send anyway
            </button>
          )}
          <button
            type="button"
            className="link-button"
            onClick={() => act(data.outbox.remove(entry.clientId))}
          >
            Delete
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
            aria-label={`Actions for the message from ${message.own ? 'you' : message.sender} at ${time}`}
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
                {icons.reply} Reply
              </button>
            </div>
          )}
        </div>
      )}
    </article>
  );
}
