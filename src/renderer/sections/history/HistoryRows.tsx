import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { type CachedCommunication } from '../../cache';
import { type RatedCall } from '../../outbox';
import {
  fullDate,
  isRecorded,
  listDate,
  shortDuration,
  spokenDuration,
  summary,
  transcriptionStatus,
  transcriptionWords,
} from './format';
import { entryKind, kindLabels } from '../../state/entry-kind';
import { counterpartOf } from '../../state/counterpart';
import { kindIcons } from './kind-icons';
import { rowMove } from '../../components/arrow-focus';

export const ROW_HEIGHT = 60;
const estimateSize = () => ROW_HEIGHT;

export interface RowsProps {
  count: number;
  /** Stable id of row i (its sort key), known before its data. */
  keyAt: (index: number) => string;
  rowAt: (index: number) => CachedCommunication | undefined;
  selected: string | undefined;
  onSelect: (entry: CachedCommunication) => void;
  /** The rows on screen changed (to read their data). */
  onRange?: (first: number, last: number) => void;
  /** The user is near the end: load more. */
  onNearEnd?: () => void;
  footer?: string | undefined;
  /** The user's ratings of calls the server took, by call oid. */
  ratings?: ReadonlyMap<string, RatedCall> | undefined;
}

/**
 * The virtualized list: only the rows on screen exist in the DOM, so 100 000 entries scroll as
 * smoothly as 100. A listbox: arrow keys, Home/End and PageUp/PageDown move the selection.
 */
export function HistoryRows(props: RowsProps) {
  const { count, keyAt, rowAt, selected, onSelect, onRange, onNearEnd, footer, ratings } = props;
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize,
    // Rows laid out beyond the screen on each side (360 px): each one is walked by every frame's
    // style, layout and paint; 12 measured ~1 ms a frame more than 6 (p50, 600-frame wheel pass).
    overscan: 6,
    getItemKey: keyAt,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? -1;

  useEffect(() => {
    onRange?.(first, last);
    if (last >= count - 30) onNearEnd?.();
  }, [first, last, count, onRange, onNearEnd]);

  const selectedIndex = (() => {
    if (selected === undefined) return -1;
    for (let i = first; i <= last; i++) if (rowAt(i)?.oid === selected) return i;
    return -1;
  })();
  // Where the selected row was last drawn: scrolled out of view, the keys go on from there, not
  // from the rows on screen (issue #32). Trusted while that place still holds the same entry.
  const lastSeen = useRef<{ oid: string; index: number; key: string }>(undefined);
  if (selected !== undefined && selectedIndex >= 0) {
    lastSeen.current = { oid: selected, index: selectedIndex, key: keyAt(selectedIndex) };
  }
  const seen = lastSeen.current;
  const selectedAt =
    selectedIndex >= 0
      ? selectedIndex
      : seen && seen.oid === selected && seen.index < count && keyAt(seen.index) === seen.key
        ? seen.index
        : -1;

  // A row moved to before its data is read (End, Home, a long Page Down): selected once it is.
  const [pending, setPending] = useState<number>();
  const pendingRow = pending === undefined ? undefined : rowAt(pending);
  useEffect(() => {
    if (!pendingRow) return;
    setPending(undefined);
    onSelect(pendingRow);
  }, [pendingRow, onSelect]);
  // A click chooses a row itself: no row moved to earlier takes the selection afterwards.
  const choose = useCallback(
    (entry: CachedCommunication) => {
      setPending(undefined);
      onSelect(entry);
    },
    [onSelect],
  );

  function move(to: number) {
    const index = Math.max(0, Math.min(count - 1, to));
    virtualizer.scrollToIndex(index);
    const row = rowAt(index);
    if (row) {
      setPending(undefined);
      onSelect(row);
    } else setPending(index);
  }

  function onKeyDown(event: KeyboardEvent) {
    const page = Math.max(1, Math.floor((scroller.current?.clientHeight ?? 600) / ROW_HEIGHT) - 1);
    // Nothing selected: Down takes the first row on screen (not one drawn above it).
    const at = selectedAt < 0 ? (virtualizer.range?.startIndex ?? first) - 1 : selectedAt;
    const to = rowMove(event.key, at, page, count);
    if (to === undefined) return;
    event.preventDefault();
    move(to);
  }

  const active = selected === undefined ? undefined : `history-row-${selected}`;
  return (
    <div
      ref={scroller}
      className="history-scroller"
      role="listbox"
      aria-label={intl.formatMessage({ id: 'history.list' })}
      tabIndex={0}
      aria-activedescendant={selectedIndex >= 0 ? active : undefined}
      onKeyDown={onKeyDown}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((virtual) => {
          const entry = rowAt(virtual.index);
          return (
            <div
              key={virtual.key}
              className="history-row-slot"
              style={{ transform: `translateY(${virtual.start}px)`, height: ROW_HEIGHT }}
            >
              {entry ? (
                <Row
                  entry={entry}
                  rating={ratings?.get(entry.oid)}
                  position={virtual.index + 1}
                  size={count}
                  selected={entry.oid === selected}
                  onSelect={choose}
                />
              ) : (
                <div className="history-row history-row-placeholder" aria-hidden="true" />
              )}
            </div>
          );
        })}
      </div>
      {footer && <p className="history-footer muted">{footer}</p>}
    </div>
  );
}

/**
 * One row. Memoized: while the list scrolls, rows that stay on screen keep their entry object
 * (read once per block), so only the rows that came into view render.
 */
const Row = memo(function Row({
  entry,
  rating,
  position,
  size,
  selected,
  onSelect,
}: {
  entry: CachedCommunication;
  rating: RatedCall | undefined;
  /** 1-based place in the whole list: a virtual list tells assistive technology where we are. */
  position: number;
  size: number;
  selected: boolean;
  onSelect: (entry: CachedCommunication) => void;
}) {
  const intl = useIntl();
  const kind = entryKind(entry);
  const kindLabel = intl.formatMessage({ id: kindLabels[kind] });
  const text = summary(intl, entry);
  const transcription = transcriptionStatus(entry);
  const party = counterpartOf(entry);
  const isCall = entry.kind === 'CallLog';
  return (
    <div
      id={`history-row-${entry.oid}`}
      role="option"
      aria-selected={selected}
      aria-posinset={position}
      aria-setsize={size}
      data-oid={entry.oid}
      className={`history-row${selected ? ' history-row-selected' : ''}`}
      onClick={() => onSelect(entry)}
    >
      <span className={`history-kind history-kind-${kind}`} title={kindLabel}>
        {kindIcons[kind]}
        <span className="sr-only">{kindLabel}</span>
      </span>
      <span className="history-main">
        <span className="history-name" title={party.names.join(', ')}>
          {party.label}
        </span>
        <span className="history-summary">{text}</span>
      </span>
      <span className="history-meta">
        <time dateTime={entry.item.date} title={fullDate(intl, entry.item.date)}>
          {listDate(intl, entry.item.date)}
        </time>
        <span className="history-badges">
          {isCall && entry.full && kind !== 'missed' && (
            <span
              className="history-duration"
              aria-label={intl.formatMessage(
                { id: 'history.row.duration' },
                { duration: spokenDuration(intl, entry.full.durationSec) },
              )}
            >
              {shortDuration(intl, entry.full.durationSec)}
            </span>
          )}
          {rating && (
            <span
              className="history-badge history-rated"
              aria-label={intl.formatMessage(
                { id: 'history.row.rated' },
                { stars: rating.review.userAudioQualityRating },
              )}
            >
              ★ {rating.review.userAudioQualityRating}
            </span>
          )}
          {isRecorded(entry) && (
            <span className="history-badge">
              {intl.formatMessage({ id: 'history.row.recorded' })}
            </span>
          )}
          {transcription && (
            <span className="history-badge">{transcriptionWords(intl, transcription).badge}</span>
          )}
        </span>
      </span>
    </div>
  );
});
