import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { type Api, isBridgeError, type RememberSupport } from '../../shared/contract';
import { ServiceCode } from '../../shared/interface';
import { ErrorMessage } from '../components/ErrorMessage';
import { Logo, icons } from '../components/icons';
import { sentenceOf } from '../components/describe-error';

interface SignInProps {
  api: Api;
  initialServer?: string | undefined;
  initialUserName?: string | undefined;
  notice?: string | undefined;
  canResume?: boolean;
}

type Busy = null | 'sign-in' | 'demo' | 'resume';
type Field = 'server' | 'user' | 'password';

/**
 * Where focus goes after a failed attempt (the button pressed is disabled meanwhile, which would
 * leave focus on the page body): the field to correct, or else the sentence itself.
 */
function fieldToCorrect(error: unknown): Field | undefined {
  if (!isBridgeError(error)) return undefined;
  if (error.code === ServiceCode.WrongCredentials) return 'password';
  // Unreachable, too slow, not a Switchboard server, not an address: the address is the suspect.
  if (['network', 'timeout', 'malformed', 'invalid-request'].includes(error.kind)) return 'server';
  return undefined;
}

/**
 * Sign in to a server, or try the built-in demo. An error never clears what the user typed,
 * except the password after "wrong user name or password" (10004).
 */
export function SignIn({ api, initialServer, initialUserName, notice, canResume }: SignInProps) {
  const [server, setServer] = useState(initialServer ?? '');
  const [userName, setUserName] = useState(initialUserName ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [support, setSupport] = useState<RememberSupport>({ available: true });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const fields = {
    server: useRef<HTMLInputElement>(null),
    user: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
  };
  const ids = { remember: useId(), rememberHint: useId(), error: useId() };

  useEffect(() => {
    api.session
      .rememberSupport()
      .then((s) => {
        setSupport(s);
        if (!s.available) setRemember(false);
      })
      .catch(() => {});
  }, [api]);

  const focusFirst: Field = !initialServer ? 'server' : !initialUserName ? 'user' : 'password';
  // Only on mount: the first field left to fill.
  useEffect(() => fields[focusFirst].current?.focus(), []);

  // Where the last failure sends focus; a new object per failure, so each one moves it. Focused
  // after rendering: the sentence's region is hidden until it has something to say.
  const [focusTo, setFocusTo] = useState<{ field: Field | undefined }>();
  useEffect(() => {
    if (!focusTo) return;
    if (focusTo.field) fields[focusTo.field].current?.focus();
    else document.getElementById(ids.error)?.focus();
  }, [focusTo]);

  /** Shows a failure and puts focus where the user acts on it. */
  function fail(sentence: string, field: Field | undefined) {
    setError(sentence);
    setFocusTo({ field });
  }

  async function run(kind: Exclude<Busy, null>, action: () => Promise<unknown>) {
    setBusy(kind);
    setError(null);
    try {
      await action();
    } catch (e) {
      const field = fieldToCorrect(e);
      if (field === 'password') setPassword('');
      fail(sentenceOf(e), field);
    } finally {
      setBusy(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!server.trim()) return fail('Enter the address of your server.', 'server');
    if (!userName.trim()) return fail('Enter your user name.', 'user');
    if (!password) return fail('Enter your password.', 'password');
    void run('sign-in', () =>
      api.session.signIn({
        serverUrl: server,
        userName,
        password,
        remember: remember && support.available,
      }),
    );
  }

  return (
    <main className="sign-in">
      <section className="sign-in-card" aria-labelledby="sign-in-title">
        <header className="sign-in-header">
          <Logo size={44} />
          <h1 id="sign-in-title">Sign in to Switchboard</h1>
          <p className="muted">Your calls, chats and contacts in one place.</p>
        </header>

        {notice && (
          <div className="alert alert-info" role="status">
            {icons.alert}
            <span>{notice}</span>
            {canResume && (
              <button
                type="button"
                className="button button-ghost button-small"
                disabled={busy !== null}
                onClick={() => void run('resume', () => api.session.resume())}
              >
                {busy === 'resume' ? 'Trying…' : 'Try again'}
              </button>
            )}
          </div>
        )}

        <form onSubmit={submit} noValidate aria-describedby={ids.error}>
          <label className="field">
            <span className="field-label">Server address</span>
            <input
              ref={fields.server}
              name="server"
              type="url"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              placeholder="https://pbx.example.com"
              value={server}
              onChange={(e) => setServer(e.target.value)}
            />
          </label>
          <label className="field">
            <span className="field-label">User name</span>
            <input
              ref={fields.user}
              name="username"
              autoComplete="username"
              spellCheck={false}
              value={userName}
              onChange={(e) => setUserName(e.target.value)}
            />
          </label>
          <label className="field">
            <span className="field-label">Password</span>
            <input
              ref={fields.password}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>

          <div className="checkbox-row">
            <input
              id={ids.remember}
              type="checkbox"
              checked={remember && support.available}
              disabled={!support.available}
              aria-describedby={support.available ? undefined : ids.rememberHint}
              onChange={(e) => setRemember(e.target.checked)}
            />
            <label htmlFor={ids.remember}>Remember me on this computer</label>
          </div>
          {!support.available && (
            <p id={ids.rememberHint} className="hint">
              {support.sentence}
            </p>
          )}

          <ErrorMessage message={error} id={ids.error} />

          <button
            type="submit"
            className="button button-primary button-block"
            disabled={busy !== null}
          >
            {busy === 'sign-in' ? 'Signing in…' : 'Sign in'}
          </button>
        </form>

        <div className="divider" role="separator">
          <span>or</span>
        </div>

        <button
          type="button"
          className="button button-secondary button-block"
          disabled={busy !== null}
          onClick={() => void run('demo', () => api.session.startDemo())}
        >
          {icons.sparkle}
          {busy === 'demo' ? 'Starting the demo…' : 'Try the demo'}
        </button>
        <p className="hint center">
          The demo runs a sample phone system inside Switchboard, with made-up colleagues and calls.
        </p>
      </section>
    </main>
  );
}
