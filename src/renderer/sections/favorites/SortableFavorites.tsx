import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { type ShownFavorite } from '../../directory/favorite-changes-model';
import { Avatar } from '../../components/Avatar';
import { summaryOf, type LineState } from '../../components/line-state';

export interface FavoriteRow {
  favorite: ShownFavorite;
  /** The line state, for colleagues (contacts have none). */
  state?: LineState;
}

/**
 * The favorites in their order, sortable by drag and drop and by keyboard (dnd-kit: each row's
 * handle is a button; Space or Enter picks it up, the arrow keys move it, Space or Enter puts it
 * down, Escape cancels), with what happens said to screen readers in words.
 */
export function SortableFavorites({
  rows,
  selected,
  onSelect,
  onReorder,
}: {
  rows: readonly FavoriteRow[];
  selected: string | undefined;
  onSelect: (oid: string) => void;
  /** The whole list in its new order (referable oids). */
  onReorder: (order: string[]) => void;
}) {
  const intl = useIntl();
  const ids = useMemo(() => rows.map((r) => r.favorite.referable.oid), [rows]);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // Until the item first leaves its place, "picked up" is what is said (dnd-kit reports the
  // item over itself right away).
  const moved = useRef(false);
  const announcements = useMemo((): Announcements => {
    const nameOf = (id: unknown) =>
      rows.find((r) => r.favorite.referable.oid === id)?.favorite.referable.name ?? '';
    const place = (id: unknown) => ids.indexOf(String(id)) + 1;
    const at = (active: unknown, over: unknown) => ({
      name: nameOf(active),
      position: place(over),
      total: ids.length,
    });
    return {
      onDragStart: ({ active }) => {
        moved.current = false;
        return intl.formatMessage({ id: 'favorites.sort.pickedUp' }, at(active.id, active.id));
      },
      onDragOver: ({ active, over }) => {
        if (!over || (!moved.current && over.id === active.id)) return undefined;
        moved.current = true;
        return intl.formatMessage({ id: 'favorites.sort.movedTo' }, at(active.id, over.id));
      },
      onDragEnd: ({ active, over }) =>
        intl.formatMessage({ id: 'favorites.sort.dropped' }, at(active.id, over?.id ?? active.id)),
      onDragCancel: ({ active }) =>
        intl.formatMessage({ id: 'favorites.sort.cancelled' }, { name: nameOf(active.id) }),
    };
  }, [rows, ids, intl]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    const order = [...ids];
    order.splice(to, 0, ...order.splice(from, 1));
    onReorder(order);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      // The list can move while an item is held (a change saved removes the "waiting" line
      // above it; the server's list is read again when the section opens): measured again on
      // every move, the arrow keys and the pointer go where the rows are now.
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: intl.formatMessage({ id: 'favorites.sort.instructions' }),
        },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="favorites-list" aria-label={intl.formatMessage({ id: 'section.favorites' })}>
          {rows.map((row) => (
            <SortableRow
              key={row.favorite.referable.oid}
              row={row}
              selected={row.favorite.referable.oid === selected}
              onSelect={onSelect}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  row,
  selected,
  onSelect,
}: {
  row: FavoriteRow;
  selected: boolean;
  onSelect: (oid: string) => void;
}) {
  const intl = useIntl();
  const { referable, pending } = row.favorite;
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({
    id: referable.oid,
    // What the handle is, said in the user's language (dnd-kit's own word is English).
    attributes: { roleDescription: intl.formatMessage({ id: 'favorites.sort.role' }) },
  });
  const summary = row.state
    ? summaryOf(row.state)
    : intl.formatMessage({ id: 'favorites.contact' });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? 'favorite-row favorite-row-dragging' : 'favorite-row'}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="favorite-handle"
        aria-label={intl.formatMessage({ id: 'favorites.move' }, { name: referable.name })}
        {...attributes}
        {...listeners}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <circle cx="9" cy="6" r="1.6" />
          <circle cx="15" cy="6" r="1.6" />
          <circle cx="9" cy="12" r="1.6" />
          <circle cx="15" cy="12" r="1.6" />
          <circle cx="9" cy="18" r="1.6" />
          <circle cx="15" cy="18" r="1.6" />
        </svg>
      </button>
      <button
        type="button"
        className={selected ? 'pane-item pane-item-current' : 'pane-item'}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(referable.oid)}
      >
        <Avatar name={referable.name} {...(row.state && { tone: row.state.tone })} />
        <span className="person-main">
          <span className="person-name" dir="auto">
            {referable.name}
          </span>
          <span className={`person-summary person-summary-${row.state?.tone ?? 'unknown'}`}>
            {summary}
          </span>
        </span>
        {pending && (
          <span className="favorite-pending">
            {intl.formatMessage({ id: 'favorites.notSaved' })}
          </span>
        )}
      </button>
    </li>
  );
}
