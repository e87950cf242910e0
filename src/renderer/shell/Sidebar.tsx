import { type KeyboardEvent, useRef } from 'react';
import { useIntl } from 'react-intl';
import { moveFocus } from '../components/arrow-focus';
import { Logo, icons } from '../components/icons';
import { type MessageKey } from '../../shared/i18n';
import { type SectionId, type SectionInfo } from '../state/sections';
import { ariaKeys } from '../state/shortcuts';
import { isApple } from './use-call-shortcut';

/** What a count on a section's entry counts, for screen readers. */
const countLabels = {
  conversations: 'nav.conversations.unread',
  history: 'nav.history.missed',
  voicemail: 'nav.voicemail.new',
} as const satisfies Partial<Record<SectionId, MessageKey>>;

/**
 * The counts on sections' entries: unread messages (Conversations), missed calls not seen
 * (History), voicemails not heard.
 */
type CountedSection = keyof typeof countLabels;
export type SectionCounts = Partial<Record<CountedSection, number>>;

const isCounted = (id: SectionId): id is CountedSection => Object.hasOwn(countLabels, id);

/**
 * The main navigation. Every item is a button with its name; the list is one tab stop (the
 * current section), arrow keys move between items, Tab leaves the list, and the current section
 * is marked with aria-current. Ctrl+1 … (Command on a Mac) opens the nth (`use-shortcuts.ts`).
 */
export function Sidebar({
  items,
  current,
  onSelect,
  onCallNumber,
  counts = {},
}: {
  items: SectionInfo[];
  current: SectionId;
  onSelect: (id: SectionId) => void;
  counts?: SectionCounts;
  /** Opens "Call a number" (also Ctrl+Shift+D, `use-call-shortcut.ts`). */
  onCallNumber: () => void;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const intl = useIntl();

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    moveFocus(event, [...(listRef.current?.querySelectorAll('button') ?? [])]);
  }

  const main = items.filter((i) => i.id !== 'settings');
  const settings = items.find((i) => i.id === 'settings');
  const item = (section: SectionInfo) => {
    const number = items.indexOf(section) + 1;
    const counted = isCounted(section.id) ? section.id : undefined;
    const count = counted ? (counts[counted] ?? 0) : 0;
    const countId = `nav-${section.id}-count`;
    return (
      <li key={section.id}>
        <button
          type="button"
          className="nav-item"
          aria-current={section.id === current ? 'page' : undefined}
          tabIndex={section.id === current ? 0 : -1}
          aria-keyshortcuts={number <= 9 ? ariaKeys({ key: String(number), mod: true }) : undefined}
          // The name stays the visible one (WCAG 2.5.3); the count is its description.
          aria-describedby={count > 0 ? countId : undefined}
          onClick={() => onSelect(section.id)}
        >
          {icons[section.id]}
          <span>{intl.formatMessage({ id: section.label })}</span>
          {count > 0 && (
            <span className="unread-count nav-count" aria-hidden="true">
              {count > 99 ? '99+' : count}
            </span>
          )}
        </button>
        {counted && count > 0 && (
          <span id={countId} hidden>
            {intl.formatMessage({ id: countLabels[counted] }, { count })}
          </span>
        )}
      </li>
    );
  };

  return (
    <nav className="sidebar" aria-label={intl.formatMessage({ id: 'nav.label' })}>
      <div className="sidebar-brand">
        <Logo />
        <span className="brand-name">{intl.formatMessage({ id: 'app.name' })}</span>
      </div>
      <ul ref={listRef} className="nav-list" onKeyDown={onKeyDown}>
        {main.map(item)}
        <li className="nav-spacer" aria-hidden="true" />
        {settings && item(settings)}
      </ul>
      {/* An action, not a section: outside the list the arrow keys move through. */}
      <button
        type="button"
        className="nav-item"
        aria-keyshortcuts={isApple() ? 'Meta+Shift+D' : 'Control+Shift+D'}
        onClick={onCallNumber}
      >
        {icons.phone}
        <span>{intl.formatMessage({ id: 'call.number.open' })}</span>
      </button>
    </nav>
  );
}
