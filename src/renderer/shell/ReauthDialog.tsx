import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { type Api, type SessionUser } from '../../shared/contract';
import { ErrorMessage } from '../components/ErrorMessage';
import { sentenceOf } from '../components/describe-error';
import { useReturnFocus } from '../components/use-return-focus';

/**
 * The session ended and could not be renewed: a modal sign-in over the shell, which stays
 * mounted underneath so nothing the user was writing is lost.
 */
export function ReauthDialog({
  api,
  user,
  sentence,
}: {
  api: Api;
  user: SessionUser;
  sentence: string;
}) {
  const intl = useIntl();
  useReturnFocus();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    inputRef.current?.focus();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return setError(intl.formatMessage({ id: 'signIn.error.noPassword' }));
    setBusy(true);
    setError(null);
    try {
      await api.session.signIn({
        serverUrl: user.serverUrl,
        userName: user.userName,
        password,
        remember: user.remembered,
      });
    } catch (e) {
      setError(sentenceOf(e));
      setPassword('');
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className="dialog"
      aria-labelledby="reauth-title"
      aria-describedby="reauth-text"
      onCancel={(e) => e.preventDefault()}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <h2 id="reauth-title">{intl.formatMessage({ id: 'reauth.title' })}</h2>
        <p id="reauth-text" className="muted">
          {sentence}
        </p>
        <p className="dialog-who">
          {intl.formatMessage(
            { id: 'reauth.who' },
            {
              b: (chunks) => <strong>{chunks}</strong>,
              userName: user.userName,
              server: user.demo
                ? intl.formatMessage({ id: 'session.demoServer' })
                : user.serverLabel,
            },
          )}
        </p>
        <label className="field">
          <span className="field-label">{intl.formatMessage({ id: 'common.password' })}</span>
          <input
            ref={inputRef}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <ErrorMessage message={error} />
        <div className="dialog-actions">
          <button
            type="button"
            className="button button-ghost"
            onClick={() => void api.session.signOut()}
          >
            {intl.formatMessage({ id: 'common.signOut' })}
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {intl.formatMessage({ id: busy ? 'common.signingIn' : 'common.signIn' })}
          </button>
        </div>
      </form>
    </dialog>
  );
}
