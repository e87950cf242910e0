import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { failureSentence } from '../components/failure-sentence';
import { useModal } from '../components/use-modal';
import { useReadyAccountData } from '../data';
import { callShortcutLabel } from './use-call-shortcut';

/**
 * "Call a number": the number as people type it (spaces, dashes, `+31`, `0031`, extensions;
 * main reads it with `dialableNumber`), placed through the PBX. Closes once the call is placed:
 * the call bar takes over; a refusal stays in the dialog as its sentence.
 *
 * Opened by a link (`initialNumber`: a chat's `tel:` link, one another program opened), it asks
 * first, with Call focused: a link's number is someone else's choice, and a call costs money.
 */
export function CallNumberDialog({
  initialNumber = '',
  initialError,
  onClose,
}: {
  initialNumber?: string;
  /** Why the call to `initialNumber` just failed, said at once (a notification's Call back). */
  initialError?: string | undefined;
  onClose: () => void;
}) {
  const intl = useIntl();
  const callButton = useRef<HTMLButtonElement>(null);
  const fromLink = initialNumber !== '';
  const dialog = useModal(fromLink ? callButton : undefined);
  const ids = useId();
  const [number, setNumber] = useState(initialNumber);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(initialError);
  // The account's phone, once its data is open: until then the call waits (Call is disabled).
  const phone = useReadyAccountData()?.phone;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!phone) return;
    setBusy(true);
    setError(undefined);
    try {
      await phone.call(number);
      onClose();
    } catch (failure) {
      setError(failureSentence(failure));
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={`${ids}-title`}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <form className="dialog-body" onSubmit={(e) => void submit(e)}>
        <h2 id={`${ids}-title`}>
          {intl.formatMessage({ id: fromLink ? 'call.number.confirmTitle' : 'call.number.title' })}
        </h2>
        <label className="field">
          <span className="field-label">{intl.formatMessage({ id: 'call.number.field' })}</span>
          <input
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            autoFocus={!fromLink}
            spellCheck={false}
            maxLength={100}
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            aria-describedby={`${ids}-hint`}
            aria-invalid={error ? true : undefined}
          />
        </label>
        <p id={`${ids}-hint`} className="muted">
          {fromLink
            ? intl.formatMessage({ id: 'call.number.confirmHint' })
            : intl.formatMessage({ id: 'call.number.hint' }, { shortcut: callShortcutLabel() })}
        </p>
        {error && (
          <p className="call-number-error" role="alert">
            {error}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {intl.formatMessage({ id: 'common.cancel' })}
          </button>
          <button
            type="submit"
            className="button button-primary"
            disabled={busy || !phone}
            ref={callButton}
          >
            {intl.formatMessage({ id: busy ? 'call.number.calling' : 'call.number.call' })}
          </button>
        </div>
      </form>
    </dialog>
  );
}
