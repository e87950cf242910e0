import { useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { ShortcutList } from '../components/ShortcutList';
import { useModal } from '../components/use-modal';

/**
 * The keyboard shortcuts, opened by `?` (or Ctrl+/) anywhere: a modal dialog, Escape or Close
 * closes it and focus goes back where it was. A chunk of its own with the `shortcuts` area's
 * words (`Shell.tsx`): the first screen carries only the key that opens it.
 */
export function ShortcutsDialog({
  sectionCount,
  onClose,
}: {
  sectionCount: number;
  onClose: () => void;
}) {
  const intl = useIntl();
  const close = useRef<HTMLButtonElement>(null);
  const dialog = useModal(close);
  const title = useId();
  return (
    <dialog
      ref={dialog}
      className="dialog shortcuts-dialog"
      aria-labelledby={title}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="dialog-body">
        <h2 id={title}>{intl.formatMessage({ id: 'shortcuts.title' })}</h2>
        {/* Scrolls on a small window; focusable, so a keyboard can scroll it too. */}
        <div className="shortcuts-scroll" role="region" aria-labelledby={title} tabIndex={0}>
          <ShortcutList sectionCount={sectionCount} />
        </div>
        <div className="dialog-actions">
          <button ref={close} type="button" className="button button-primary" onClick={onClose}>
            {intl.formatMessage({ id: 'shortcuts.close' })}
          </button>
        </div>
      </div>
    </dialog>
  );
}
