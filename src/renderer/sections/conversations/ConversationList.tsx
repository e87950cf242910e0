import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Formatter } from '../../../shared/i18n';
import { moveFocus } from '../../components/arrow-focus';
import { useToday } from '../../components/use-today';
import { type ConversationSummary } from '../../state/conversation-list';
import { timeLabel } from '../../state/thread-model';

function when(intl: Formatter, at: number, now: number): string {
  const sameDay = new Date(at).toDateString() === new Date(now).toDateString();
  return sameDay ? timeLabel(intl, at) : intl.formatDate(at, { month: 'short', day: 'numeric' });
}

function preview(intl: Formatter, summary: ConversationSummary): string {
  const { last } = summary;
  const body = last.text !== '' ? last.text : (last.attachments[0]?.commonName ?? '');
  // One line is enough: long texts are cut here so the list never lays out 100 KB.
  const line = body.replace(/\s+/g, ' ').slice(0, 140);
  return last.own ? intl.formatMessage({ id: 'conversations.list.own' }, { text: line }) : line;
}

/** The conversations, most recent first: name, last message, its time, unread count. */
export function ConversationList({
  items,
  current,
  onOpen,
}: {
  items: ConversationSummary[];
  current: string | undefined;
  onOpen: (summary: ConversationSummary) => void;
}) {
  const now = useToday();
  const intl = useIntl();
  const list = useRef<HTMLUListElement>(null);
  // Tab enters the list once (at the conversation last focused while this one was open, else the
  // open one, else the first); the arrow keys, Home and End move between conversations.
  const [focused, setFocused] = useState<{ session: string; open: string | undefined }>();
  const tabStop = [focused?.open === current ? focused?.session : undefined, current].find((key) =>
    items.some((s) => s.session === key),
  );
  return (
    <ul
      ref={list}
      className="conversation-list"
      aria-label={intl.formatMessage({ id: 'conversations.list' })}
      onKeyDown={(event) => moveFocus(event, [...(list.current?.querySelectorAll('button') ?? [])])}
    >
      {items.map((summary) => {
        // Named by what it shows (party, time, last message) and the unread count, in that
        // order: the name a voice user says is the text they see (WCAG 2.5.3).
        return (
          <li key={summary.session}>
            <button
              type="button"
              className={`conversation${summary.unread > 0 ? ' conversation-unread' : ''}`}
              aria-current={summary.session === current ? 'true' : undefined}
              tabIndex={summary.session === (tabStop ?? items[0]?.session) ? 0 : -1}
              onClick={() => onOpen(summary)}
              onFocus={() => setFocused({ session: summary.session, open: current })}
            >
              <span className="conversation-avatar" aria-hidden="true">
                {summary.name.trim().charAt(0).toUpperCase() || '?'}
              </span>
              <span className="conversation-body">
                <span className="conversation-top">
                  <span className="conversation-name" dir="auto">
                    {summary.name}
                  </span>
                  <time
                    className="conversation-time"
                    dateTime={new Date(summary.last.at).toISOString()}
                  >
                    {when(intl, summary.last.at, now)}
                  </time>
                </span>
                <span className="conversation-bottom">
                  <span className="conversation-last" dir="auto">
                    {preview(intl, summary)}
                  </span>
                  {summary.unread > 0 && (
                    <>
                      <span className="unread-count" aria-hidden="true">
                        {summary.unread > 99 ? '99+' : summary.unread}
                      </span>
                      <span className="sr-only">
                        {intl.formatMessage(
                          { id: 'conversations.list.unread' },
                          { count: summary.unread },
                        )}
                      </span>
                    </>
                  )}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
