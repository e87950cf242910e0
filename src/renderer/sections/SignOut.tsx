import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Api } from '../../shared/contract';
import { ErrorMessage } from '../components/ErrorMessage';
import { icons } from '../components/icons';
import { sentenceOf } from '../components/describe-error';
import { useModal } from '../components/use-modal';
import { useReturnFocus } from '../components/use-return-focus';
import { type Outbox } from '../outbox';
import { useAppStore } from '../state/app-store';

/** What signing out needs of the outbox: its unsent messages, sending them now, discarding them. */
export type SignOutOutbox = Pick<Outbox, 'messages' | 'remove' | 'sendNow'>;

/**
 * Settings' "Sign out", also run when the tray asks (`desktop.signOutAsked`). With messages the
 * server has not confirmed (waiting, on their way, in doubt or refused), it asks first: send
 * them, then sign out, or discard them and sign out. Without the account's data (still
 * opening), it signs out at once: nothing can be unsent.
 */
export function SignOut({ api, outbox }: { api: Api; outbox: SignOutOutbox | undefined }) {
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const [asking, setAsking] = useState(false);

  const signOut = () => {
    setAsking(false);
    setSigningOut(true);
    setError(null);
    api.session
      .signOut()
      .catch((e: unknown) => setError(sentenceOf(e)))
      .finally(() => setSigningOut(false));
  };

  const ask = async () => {
    setError(null);
    // A database that cannot be read holds nothing that could be sent either.
    const unsent = outbox ? await outbox.messages().catch(() => []) : [];
    if (unsent.length === 0) signOut();
    else setAsking(true);
  };

  // The tray asks while Settings may not be shown yet: taken once, now or when it comes.
  const askFromTray = useEffectEvent(() => {
    const store = useAppStore.getState();
    if (!store.signOutAsked) return;
    store.clearSignOutAsked();
    void ask();
  });
  useEffect(() => {
    const now = setTimeout(() => askFromTray(), 0);
    const off = useAppStore.subscribe(() => askFromTray());
    return () => {
      clearTimeout(now);
      off();
    };
  }, []);

  return (
    <>
      <ErrorMessage message={error} />
      <button
        type="button"
        className="button button-danger"
        disabled={signingOut}
        onClick={() => void ask()}
      >
        {icons.signOut}
        {intl.formatMessage({
          id: signingOut ? 'settings.account.signingOut' : 'common.signOut',
        })}
      </button>
      {asking && outbox && (
        <UnsentMessagesDialog
          outbox={outbox}
          onCancel={() => setAsking(false)}
          onSignOut={signOut}
        />
      )}
    </>
  );
}

/**
 * Asks what becomes of the unsent messages. "Send first" has them sent now and signs out once
 * none is left (the count goes down as they are confirmed); one the server refused cannot go by
 * itself, so then it says so and offers to discard. "Discard and sign out" removes them. Cancel
 * (or Escape) stays signed in, and the messages go on as before.
 */
export function UnsentMessagesDialog({
  outbox,
  onCancel,
  onSignOut,
}: {
  outbox: SignOutOutbox;
  onCancel: () => void;
  onSignOut: () => void;
}) {
  const intl = useIntl();
  // Closed, focus goes back to "Sign out" (read before the dialog's autofocus moves it).
  useReturnFocus();
  const dialog = useModal();
  const ids = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const [sending, setSending] = useState(false);
  const [busy, setBusy] = useState(false);
  const done = useRef(false);
  const entries = useLiveQuery(() => outbox.messages(), [outbox]);
  const left = entries?.length ?? 0;
  const failed = entries?.filter((e) => e.state === 'failed').length ?? 0;

  const finish = useRef(onSignOut);
  useEffect(() => {
    finish.current = onSignOut;
  });
  // Sent, every one: signed out once (the list may be read again meanwhile).
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

  const discard = async () => {
    setBusy(true);
    done.current = true;
    try {
      for (const entry of await outbox.messages()) await outbox.remove(entry.clientId);
    } catch {
      // What could not be removed is the database's trouble; the sign-out still goes ahead.
    }
    onSignOut();
  };

  const text = !sending
    ? intl.formatMessage({ id: 'signOut.unsent.body' }, { count: left })
    : failed > 0 && failed === left
      ? intl.formatMessage({ id: 'signOut.unsent.failed' }, { count: failed })
      : intl.formatMessage({ id: 'signOut.unsent.sending' }, { count: left });

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
        <h2 id={`${ids}-title`}>{intl.formatMessage({ id: 'signOut.unsent.title' })}</h2>
        {/* Read out as it changes while the messages go. */}
        <p id={`${ids}-body`} role="status">
          {entries === undefined ? '' : text}
        </p>
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" ref={cancel} onClick={onCancel}>
            {intl.formatMessage({ id: 'common.cancel' })}
          </button>
          <button
            type="button"
            className="button button-danger"
            disabled={busy}
            onClick={() => void discard()}
          >
            {intl.formatMessage({ id: 'signOut.unsent.discard' })}
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
