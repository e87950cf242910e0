import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { type Api } from '../../../shared/contract';
import { type AccountData } from '../../data';
import { MessageBubble } from './MessageBubble';
import { type ThreadMessage, type ThreadRow } from './thread-model';

/** Pixels from an edge that count as "at" it. */
const EDGE = 120;

/**
 * The thread, virtualized: only the rows in view (and a few around) are in the DOM, so a
 * conversation of thousands of messages scrolls as smoothly as a short one. Scrolling near the
 * top asks for older messages and keeps the message in view where it was; new messages scroll
 * into view when the user was already at the bottom.
 */
export function MessageList({
  api,
  data,
  rows,
  reachedStart,
  loadingOlder,
  onLoadOlder,
  onReply,
  onEdit,
  label,
}: {
  api: Api;
  data: AccountData;
  rows: ThreadRow[];
  reachedStart: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onReply: (message: ThreadMessage) => void;
  onEdit: (message: ThreadMessage) => void;
  label: string;
}) {
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const lastScrollTop = useRef(0);
  const firstKey = useRef<string | undefined>(undefined);
  const lastKey = useRef<string | undefined>(undefined);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => (rows[i]?.kind === 'day' ? 40 : 64),
    getItemKey: (i) => rows[i]?.key ?? i,
    overscan: 8,
  });

  useLayoutEffect(() => {
    // The first message, not the first row: a day heading stays first when its day grows.
    const first = rows.find((r) => r.kind === 'message')?.key;
    const last = rows.at(-1)?.key;
    const previousFirst = firstKey.current;
    if (previousFirst !== undefined && first !== previousFirst) {
      // Older messages came in above: keep the one the user was reading in place.
      const index = rows.findIndex((r) => r.key === previousFirst);
      if (index > 0) virtualizer.scrollToIndex(index, { align: 'start' });
    } else if (last !== lastKey.current && atBottom.current && rows.length > 0) {
      virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
    }
    firstKey.current = first;
    lastKey.current = last;
  }, [rows, virtualizer]);

  // Rows are measured after they are drawn: a long message grows the list below the view once
  // it is measured. A reader at the bottom stays there.
  const totalSize = virtualizer.getTotalSize();
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [totalSize]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    // Only the reader leaves the bottom, by scrolling up: the list growing below the view
    // (a row measured taller than estimated) is not a reason to stop following new messages.
    if (el.scrollHeight - el.scrollTop - el.clientHeight < EDGE) atBottom.current = true;
    else if (el.scrollTop < lastScrollTop.current) atBottom.current = false;
    lastScrollTop.current = el.scrollTop;
    if (el.scrollTop < EDGE && !reachedStart && !loadingOlder) onLoadOlder();
  };

  // A thread that doesn't fill the pane, or still shows its top after a page came in, gets no
  // scroll event to ask for more: ask now.
  useEffect(() => {
    const el = scroller.current;
    if (!el || reachedStart || loadingOlder || rows.length === 0) return;
    if (el.scrollHeight <= el.clientHeight || el.scrollTop < EDGE) onLoadOlder();
  }, [rows.length, reachedStart, loadingOlder, onLoadOlder]);

  return (
    <div ref={scroller} className="message-scroller" onScroll={onScroll}>
      <div role="status" className="thread-top">
        {loadingOlder
          ? intl.formatMessage({ id: 'thread.loadingOlder' })
          : reachedStart
            ? intl.formatMessage({ id: 'thread.start' })
            : ''}
      </div>
      <div role="list" aria-label={label} className="message-rows" style={{ height: totalSize }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <div
              key={item.key}
              role="listitem"
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="message-row"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              {row.kind === 'day' ? (
                <h3 className="day-heading">{row.label}</h3>
              ) : (
                <MessageBubble
                  api={api}
                  data={data}
                  message={row.message}
                  showHeader={row.first}
                  onReply={onReply}
                  onEdit={onEdit}
                />
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
