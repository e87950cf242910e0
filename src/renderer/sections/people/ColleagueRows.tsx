import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useRef, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { type Colleague, type PresenceEntry } from '../../../shared/contract';
import { icons } from '../../components/icons';
import { Avatar } from '../../components/Avatar';
import { lineStateOf, summaryOf } from '../../components/line-state';

export const PERSON_ROW_HEIGHT = 56;
const estimateSize = () => PERSON_ROW_HEIGHT;

/**
 * The colleagues, virtualized: only the rows on screen exist in the DOM, so thousands scroll
 * as smoothly as ten. A listbox: arrow keys, Page Up/Down and Home/End move the selection.
 */
export function ColleagueRows({
  colleagues,
  presence,
  isFavorite,
  selected,
  onSelect,
}: {
  colleagues: readonly Colleague[];
  presence: ReadonlyMap<string, PresenceEntry>;
  isFavorite: (person: string) => boolean;
  selected: string | undefined;
  onSelect: (colleague: Colleague) => void;
}) {
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const count = colleagues.length;
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize,
    overscan: 6,
    getItemKey: (index) => colleagues[index]?.oid ?? index,
  });
  const selectedIndex = colleagues.findIndex((c) => c.oid === selected);

  function onKeyDown(event: KeyboardEvent) {
    const page = Math.max(
      1,
      Math.floor((scroller.current?.clientHeight ?? 560) / PERSON_ROW_HEIGHT) - 1,
    );
    const moves: Record<string, number> = {
      ArrowDown: selectedIndex + 1,
      ArrowUp: selectedIndex - 1,
      PageDown: selectedIndex + page,
      PageUp: selectedIndex - page,
      Home: 0,
      End: count - 1,
    };
    const to = moves[event.key];
    if (to === undefined || count === 0) return;
    event.preventDefault();
    const index = Math.max(0, Math.min(count - 1, to));
    virtualizer.scrollToIndex(index);
    const colleague = colleagues[index];
    if (colleague) onSelect(colleague);
  }

  return (
    <div
      ref={scroller}
      className="people-scroller"
      role="listbox"
      aria-label={intl.formatMessage({ id: 'people.list' })}
      tabIndex={0}
      aria-activedescendant={selectedIndex >= 0 ? `person-row-${selected}` : undefined}
      onKeyDown={onKeyDown}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((virtual) => {
          const colleague = colleagues[virtual.index];
          if (!colleague) return null;
          return (
            <div
              key={virtual.key}
              className="person-row-slot"
              style={{ transform: `translateY(${virtual.start}px)`, height: PERSON_ROW_HEIGHT }}
            >
              <Row
                colleague={colleague}
                presence={colleague.person ? presence.get(colleague.person) : undefined}
                favorite={colleague.person ? isFavorite(colleague.person) : false}
                position={virtual.index + 1}
                size={count}
                selected={colleague.oid === selected}
                onSelect={onSelect}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/** One colleague: name, status and line in a line, a star when they are a favorite. */
const Row = memo(function Row({
  colleague,
  presence,
  favorite,
  position,
  size,
  selected,
  onSelect,
}: {
  colleague: Colleague;
  presence: PresenceEntry | undefined;
  favorite: boolean;
  position: number;
  size: number;
  selected: boolean;
  onSelect: (colleague: Colleague) => void;
}) {
  const intl = useIntl();
  const state = lineStateOf(intl, colleague, presence);
  return (
    <div
      id={`person-row-${colleague.oid}`}
      role="option"
      aria-selected={selected}
      aria-posinset={position}
      aria-setsize={size}
      className={selected ? 'person-row person-row-selected' : 'person-row'}
      onClick={() => onSelect(colleague)}
    >
      <Avatar name={colleague.name} tone={state.tone} />
      <span className="person-main">
        <span className="person-name" dir="auto">
          {colleague.name}
        </span>
        <span className={`person-summary person-summary-${state.tone}`}>{summaryOf(state)}</span>
      </span>
      {favorite && (
        <span className="star star-on">
          {icons.favorites}
          <span className="history-sr">{intl.formatMessage({ id: 'people.list.favorite' })}</span>
        </span>
      )}
    </div>
  );
});
