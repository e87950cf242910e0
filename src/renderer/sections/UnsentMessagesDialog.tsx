import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { type MessageKey } from '../../shared/i18n';
import { useModal } from '../components/use-modal';
import { type Outbox } from '../outbox';

/** What leaving with unsent messages needs of the outbox: them, sending them now, removing them. */
export type UnsentOutbox = Pick<Outbox, 'messages' | 'remove' | 'sendNow'>;

/** Whether messages wait in the outbox (none without the account's data: still opening). */
export async function hasUnsent(outbox: UnsentOutbox | undefined): Promise<boolean> {
  // A database that cannot be read holds nothing that could be sent either.
  const unsent = outbox ? await outbox.messages().catch(() => []) : [];
  return unsent.length > 0;
}

/** The dialog's words for what is about to happen (signing out, restarting to update). */
export interface UnsentWords {
  title: MessageKey;
  /** `{count}` messages unsent: send first, or go ahead anyway? */
  body: MessageKey;
  /** `{count}` left while they go; the action follows once none is. */
  sending: MessageKey;
  /** `{count}` refused by the server: they cannot go by themselves. */
  failed: MessageKey;
  /** The button that goes ahead without them. */
  proceed: MessageKey;
}

/**
 * Asks what becomes of the unsent messages before an action that ends this window's session
 * (Sign out, Restart to update). "Send first" has them sent now and calls `onSent` once none is
 * left (the count goes down as they are confirmed); one the server refused cannot go by itself,
 * so then it says so and offers to go ahead anyway. The proceed button calls `onProceed`, which
 * decides what becomes of them. Cancel (or Escape) stays, and the messages go on as before.
 */
export function UnsentMessagesDialog({
  outbox,
  words,
  onCancel,
  onSent,
  onProceed,
}: {
  outbox: UnsentOutbox;
  words: UnsentWords;
  onCancel: () => void;
  onSent: () => void;
  onProceed: () => Promise<void> | void;
}) {
  const intl = useIntl();
  // Closed, focus goes back to the button that opened it (read before the autofocus moves it).
  const dialog = useModal();
  const ids = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const done = useRef(false);
  const entries = useLiveQuery(() => outbox.messages(), [outbox]);
  const left = entries?.length ?? 0;
  const failed = entries?.filter((e) => e.state === 'failed').length ?? 0;

  const finish = useRef(onSent);
  useEffect(() => {
    finish.current = onSent;
  });
  // Sent, every one: the action runs once (the list may be read again meanwhile).
  useEffect(() => {
    if (!sending || entries === undefined || entries.length > 0 || done.current) return;
    done.current = true;
    finish.current();
  }, [sending, entries]);

  const sendFirst = () => {
    setSending(true);
    cancel.current?.focus();
    void outbox.sendNow().catch(() => {});
  };

  const proceed = () => {
    setBusy(true);
    done.current = true;
    void onProceed();
  };

  const text = !sending
    ? intl.formatMessage({ id: words.body }, { count: left })
    : failed > 0 && failed === left
      ? intl.formatMessage({ id: words.failed }, { count: failed })
      : intl.formatMessage({ id: words.sending }, { count: left });

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={`${ids}-title`}
      aria-describedby={`${ids}-body`}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
    >
      <div className="dialog-body">
        <h2 id={`${ids}-title`}>{intl.formatMessage({ id: words.title })}</h2>
        {/* Read out as it changes while the messages go. */}
        <p id={`${ids}-body`} role="status">
          {entries === undefined ? '' : text}
        </p>
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" ref={cancel} onClick={onCancel}>
            {intl.formatMessage({ id: 'common.cancel' })}
          </button>
          <button type="button" className="button button-danger" disabled={busy} onClick={proceed}>
            {intl.formatMessage({ id: words.proceed })}
          </button>
          {!sending && (
            <button
              type="button"
              className="button button-primary"
              autoFocus
              disabled={busy}
              onClick={sendFirst}
            >
              {intl.formatMessage({ id: 'signOut.unsent.sendFirst' })}
            </button>
          )}
        </div>
      </div>
    </dialog>
  );
}
