import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { type SessionUser } from '../../shared/contract';
import { statusEndWords, statusWords } from '../../shared/i18n/status-words';
import { initialsOf } from '../components/Avatar';
import { statusTone } from '../components/status-tone';
import { type MyStatusService } from '../data/my-status';
import '../styles/status-menu.css';

// The panel is a chunk of its own, loaded when first opened: the first screen carries only the
// button (the first screen's budget, issue #33).
const StatusPanel = lazy(() => import('./StatusPanel').then((m) => ({ default: m.StatusPanel })));

/**
 * The user's name in the header, as a button that opens their status: the dot's colour and
 * the status in words (with a temporary status's end). The tray's "Status message and more…"
 * opens it too (`asked`, from `desktop.statusMenuAsked`).
 */
export function StatusMenu({
  user,
  role,
  service,
}: {
  user: SessionUser;
  /** The user's role in words, at the head of the panel. */
  role: string;
  service: MyStatusService;
}) {
  const intl = useIntl();
  const { status, asked } = useStore(service.state);
  const [open, setOpen] = useState(false);
  const [seen, setSeen] = useState(asked);
  if (asked !== seen) {
    setSeen(asked);
    setOpen(true);
  }
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  // A click elsewhere closes the panel, as a menu does; so does Escape, wherever focus is (a
  // change may re-render the control that had it).
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  const shown = status?.status;
  const words = shown ? statusWords(intl, shown) : intl.formatMessage({ id: 'myStatus.unknown' });
  const until =
    status?.temporary && statusEndWords(intl, new Date(status.temporary.until), new Date());
  return (
    <div className="status-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="status-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
      >
        <span className="avatar" aria-hidden="true">
          {initialsOf(user.displayName)}
          {shown && <span className="my-status-dot" data-tone={statusTone(shown)} />}
        </span>
        {/* Named by what it shows (a screen reader and a speech user say the same words). */}
        <span className="user-text">
          <span className="user-name">{user.displayName}</span>
          <span className="user-role" data-testid="my-status">
            {until
              ? intl.formatMessage({ id: 'myStatus.withEnd' }, { status: words, until })
              : words}
          </span>
        </span>
        <span className="sr-only">{intl.formatMessage({ id: 'myStatus.change' })}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <StatusPanel
            service={service}
            heading={`${user.displayName} · ${role}`}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
