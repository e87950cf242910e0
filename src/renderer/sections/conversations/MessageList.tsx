import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { type Api } from '../../../shared/contract';
import { type AccountData } from '../../data';
import { useRovingRows } from '../../components/use-roving-rows';
import { MessageBubble } from './MessageBubble';
import { type ThreadMessage, type ThreadRow } from '../../state/thread-model';

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
  focusKey,
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
  /** The message the thread was opened at (a search's): scrolled to and highlighted. */
  focusKey?: string | undefined;
}) {
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  // The message that is the list's one tab stop stays drawn while it is scrolled out of view, so
  // focus on it survives scrolling away and back (issue #32).
  const activeIndex = useRef(-1);
  const rangeExtractor = useCallback((range: Range) => {
    const shown = defaultRangeExtractor(range);
    const kept = activeIndex.current;
    return kept < 0 || shown.includes(kept) ? shown : [...shown, kept].sort((a, b) => a - b);
  }, []);
  const virtualizer = useVirtualizer({
    rangeExtractor,
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => (rows[i]?.kind === 'day' ? 40 : 64),
    getItemKey: (i) => rows[i]?.key ?? i,
    overscan: 8,
    // A chat reads from the end: older pages coming in above keep the message being read in
    // place, and a reader at the end stays there when a message arrives or a long one is
    // measured taller than estimated. Only the reader's own scroll leaves the end.
    anchorTo: 'end',
    followOnAppend: true,
    scrollEndThreshold: EDGE,
  });
  const messageKeys = useMemo(
    () => rows.filter((row) => row.kind === 'message').map((row) => row.key),
    [rows],
  );
  // One tab stop for the thread (the newest message, or the one last focused): Down, Up, Page
  // Down, Page Up, Home and End move between messages; Tab goes into the message's actions.
  const roving = useRovingRows({
    root: list,
    keys: messageKeys,
    scrollTo: (key) => virtualizer.scrollToIndex(rows.findIndex((row) => row.key === key)),
  });
  activeIndex.current = rows.findIndex((row) => row.key === roving.active);

  // The virtualizer follows a new last row. A row can also come in just above the last one (a
  // reply in the same second as the user's own message, still sending): a reader who was at the
  // end is kept there too. The user's own message just sent (a new outbox entry at the end) is
  // brought into view wherever they had scrolled: they want to see it go.
  const atEnd = useRef(focusKey === undefined);
  const rowCount = useRef(rows.length);
  const lastKey = useRef(rows.at(-1)?.key);
  useLayoutEffect(() => {
    const grew = rows.length > rowCount.current;
    rowCount.current = rows.length;
    const last = rows.at(-1);
    const sent =
      last?.kind === 'message' && last.message.outbox !== undefined && last.key !== lastKey.current;
    lastKey.current = last?.key;
    if (sent) atEnd.current = true;
    if (grew && atEnd.current && !virtualizer.isAtEnd(EDGE)) virtualizer.scrollToEnd();
  }, [rows, virtualizer]);

  // The message the thread was opened at: in the middle of the pane once its row is there, and
  // again a frame later, when the rows around it are measured. Its row's class highlights it
  // for a moment (an animation: search.css).
  const jumped = useRef(false);
  useEffect(() => {
    if (focusKey === undefined || jumped.current) return;
    const index = rows.findIndex((row) => row.key === focusKey);
    if (index < 0) return;
    jumped.current = true;
    virtualizer.scrollToIndex(index, { align: 'center' });
    requestAnimationFrame(() => virtualizer.scrollToIndex(index, { align: 'center' }));
  }, [rows, focusKey, virtualizer]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE;
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
      <div
        ref={list}
        role="list"
        aria-label={label}
        onKeyDown={roving.onKeyDown}
        onFocus={roving.onFocus}
        className="message-rows"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <div
              key={item.key}
              role="listitem"
              data-index={item.index}
              data-row={row.kind === 'message' ? row.key : undefined}
              ref={virtualizer.measureElement}
              className={row.key === focusKey ? 'message-row message-found' : 'message-row'}
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
