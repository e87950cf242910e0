import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { type Api, isBridgeError, type RememberSupport } from '../../shared/contract';
import { type MessageKey } from '../../shared/i18n';
import { isMfaRequired, ServiceCode } from '../../shared/interface';
import { ErrorMessage } from '../components/ErrorMessage';
import { Logo, icons } from '../components/icons';
import { sentenceOf } from '../components/describe-error';

interface SignInProps {
  api: Api;
  initialServer?: string | undefined;
  initialUserName?: string | undefined;
  notice?: string | undefined;
  canResume?: boolean;
  /** This host has the built-in demo (`app.info`); the installed desktop app has none. */
  offersDemo?: boolean;
}

type Busy = null | 'sign-in' | 'demo' | 'resume' | 'code';
type Field = 'server' | 'user' | 'password' | 'mfaEmail' | 'mfaCode';

/** The second factor's fields, shown once the server asked for one. */
interface SecondFactor {
  email: string;
  code: string;
}

/** What the last request of a code achieved: sent to that address, or the server sends its own. */
type CodeStatus = null | { sent: 'requested'; email: string } | { sent: 'automatic' };

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
 * After a refused request of a code: the e-mail address when the server knows no such user and
 * address together (10206) or missed it (10003), the user name when it missed that (10002);
 * otherwise as after a sign-in (a code that could not be sent, 10207: the sentence itself).
 */
function fieldToCorrectForCode(error: unknown): Field | undefined {
  if (!isBridgeError(error)) return undefined;
  if (error.code === ServiceCode.UnknownUserOrEmail || error.code === ServiceCode.NoPassword) {
    return 'mfaEmail';
  }
  if (error.code === ServiceCode.NoUserName) return 'user';
  return fieldToCorrect(error);
}

/**
 * Sign in to a server, or try the built-in demo where the host has one. An error never clears
 * what the user typed, except the password after "wrong user name or password" (10004). An
 * account with a second factor (10013, me_login.html) gets two more fields: the e-mail address
 * and the code, with a button that asks the server to e-mail a code there
 * (`session.requestMfaCode`); the next sign-in carries both. A code refused (10013 again) says
 * so and offers a new one.
 */
export function SignIn({
  api,
  initialServer,
  initialUserName,
  notice,
  canResume,
  offersDemo = false,
}: SignInProps) {
  const intl = useIntl();
  const say = (id: MessageKey) => intl.formatMessage({ id });
  const [server, setServer] = useState(initialServer ?? '');
  const [userName, setUserName] = useState(initialUserName ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [support, setSupport] = useState<RememberSupport>({ available: true });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [secondFactor, setSecondFactor] = useState<SecondFactor | null>(null);
  const [codeStatus, setCodeStatus] = useState<CodeStatus>(null);
  /** A code was sent or refused already: the button offers a new one. */
  const [offerNewCode, setOfferNewCode] = useState(false);
  const serverRef = useRef<HTMLInputElement>(null);
  const userRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const mfaEmailRef = useRef<HTMLInputElement>(null);
  const mfaCodeRef = useRef<HTMLInputElement>(null);
  const fields = useMemo(
    () => ({
      server: serverRef,
      user: userRef,
      password: passwordRef,
      mfaEmail: mfaEmailRef,
      mfaCode: mfaCodeRef,
    }),
    [],
  );
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

  // Only on mount: the first field left to fill (kept in state, so later props don't move it).
  const [focusFirst] = useState<Field>(
    !initialServer ? 'server' : !initialUserName ? 'user' : 'password',
  );
  useEffect(() => fields[focusFirst].current?.focus(), [fields, focusFirst]);

  // Where the last failure sends focus; a new object per failure, so each one moves it. Focused
  // after rendering: the sentence's region is hidden until it has something to say.
  const [focusTo, setFocusTo] = useState<{ field: Field | undefined }>();
  useEffect(() => {
    if (!focusTo) return;
    if (focusTo.field) fields[focusTo.field].current?.focus();
    else document.getElementById(ids.error)?.focus();
  }, [focusTo, fields, ids.error]);

  /** Shows a failure and puts focus where the user acts on it. */
  function fail(sentence: string, field: Field | undefined) {
    setError(sentence);
    setFocusTo({ field });
  }

  async function run(
    kind: Exclude<Busy, null>,
    action: () => Promise<unknown>,
    fieldFor: (error: unknown) => Field | undefined = fieldToCorrect,
  ) {
    setBusy(kind);
    setError(null);
    try {
      await action();
    } catch (e) {
      if (isBridgeError(e) && isMfaRequired(e.info.status ?? 0, e.code)) {
        if (kind === 'sign-in' && secondFactor?.code.trim()) {
          // The code was given and refused: wrong, used, replaced by a newer one, or the address
          // is not the one it went to. Everything typed stays; a new code is offered.
          setCodeStatus(null);
          setOfferNewCode(true);
          return fail(say('signIn.mfa.mismatch'), 'mfaCode');
        }
        // The fields appear with this failure; focus goes to the first one left to fill.
        setSecondFactor((known) => known ?? { email: '', code: '' });
        return fail(say('signIn.mfa.needed'), secondFactor?.email.trim() ? 'mfaCode' : 'mfaEmail');
      }
      const field = fieldFor(e);
      if (field === 'password') setPassword('');
      fail(sentenceOf(e), field);
    } finally {
      setBusy(null);
    }
  }

  /** Asks the server to e-mail a code to the address typed (it needs the server and user too). */
  function requestCode() {
    if (!server.trim()) return fail(say('signIn.error.noServer'), 'server');
    if (!userName.trim()) return fail(say('signIn.error.noUserName'), 'user');
    const email = secondFactor?.email.trim() ?? '';
    if (!email) return fail(say('signIn.error.noMfaEmailToSend'), 'mfaEmail');
    setCodeStatus(null);
    void run(
      'code',
      async () => {
        const { outcome } = await api.session.requestMfaCode({
          serverUrl: server,
          userName,
          email,
        });
        setCodeStatus(outcome === 'sent' ? { sent: 'requested', email } : { sent: 'automatic' });
        setOfferNewCode(true);
        // The status says where the code went; the code is what the user types next.
        setFocusTo({ field: 'mfaCode' });
      },
      fieldToCorrectForCode,
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!server.trim()) return fail(say('signIn.error.noServer'), 'server');
    if (!userName.trim()) return fail(say('signIn.error.noUserName'), 'user');
    if (!password) return fail(say('signIn.error.noPassword'), 'password');
    if (secondFactor && !secondFactor.email.trim()) {
      return fail(say('signIn.error.noMfaEmail'), 'mfaEmail');
    }
    if (secondFactor && !secondFactor.code.trim()) {
      return fail(say('signIn.error.noMfaCode'), 'mfaCode');
    }
    void run('sign-in', () =>
      api.session.signIn({
        serverUrl: server,
        userName,
        password,
        remember: remember && support.available,
        ...(secondFactor && { mfa: secondFactor }),
      }),
    );
  }

  return (
    <main className="sign-in">
      <section className="sign-in-card" aria-labelledby="sign-in-title">
        <header className="sign-in-header">
          <Logo size={44} />
          <h1 id="sign-in-title">{say('signIn.title')}</h1>
          <p className="muted">{say('signIn.tagline')}</p>
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
                {say(busy === 'resume' ? 'signIn.trying' : 'common.tryAgain')}
              </button>
            )}
          </div>
        )}

        <form onSubmit={submit} noValidate aria-describedby={ids.error}>
          <label className="field">
            <span className="field-label">{say('signIn.server')}</span>
            <input
              ref={serverRef}
              name="server"
              type="url"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              placeholder={say('signIn.server.placeholder')}
              value={server}
              onChange={(e) => setServer(e.target.value)}
            />
          </label>
          <label className="field">
            <span className="field-label">{say('signIn.userName')}</span>
            <input
              ref={userRef}
              name="username"
              autoComplete="username"
              spellCheck={false}
              value={userName}
              onChange={(e) => setUserName(e.target.value)}
            />
          </label>
          <label className="field">
            <span className="field-label">{say('common.password')}</span>
            <input
              ref={passwordRef}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </label>

          {secondFactor && (
            <fieldset className="second-factor">
              <legend>{say('signIn.mfa.legend')}</legend>
              <p className="hint">{say('signIn.mfa.hint')}</p>
              <label className="field">
                <span className="field-label">{say('signIn.mfa.email')}</span>
                <input
                  ref={mfaEmailRef}
                  name="mfa-email"
                  type="email"
                  autoComplete="email"
                  spellCheck={false}
                  value={secondFactor.email}
                  onChange={(e) => setSecondFactor({ ...secondFactor, email: e.target.value })}
                />
              </label>
              <button
                type="button"
                className="button button-secondary button-small second-factor-send"
                disabled={busy !== null}
                onClick={requestCode}
              >
                {say(
                  busy === 'code'
                    ? 'signIn.mfa.sending'
                    : offerNewCode
                      ? 'signIn.mfa.sendAgain'
                      : 'signIn.mfa.send',
                )}
              </button>
              <p className="hint" role="status">
                {codeStatus?.sent === 'requested' &&
                  intl.formatMessage({ id: 'signIn.mfa.sent' }, { email: codeStatus.email })}
                {codeStatus?.sent === 'automatic' && say('signIn.mfa.sentByServer')}
              </p>
              <label className="field">
                <span className="field-label">{say('signIn.mfa.code')}</span>
                <input
                  ref={mfaCodeRef}
                  name="mfa-code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  spellCheck={false}
                  value={secondFactor.code}
                  onChange={(e) => setSecondFactor({ ...secondFactor, code: e.target.value })}
                />
              </label>
            </fieldset>
          )}

          <div className="checkbox-row">
            <input
              id={ids.remember}
              type="checkbox"
              checked={remember && support.available}
              disabled={!support.available}
              aria-describedby={support.available ? undefined : ids.rememberHint}
              onChange={(e) => setRemember(e.target.checked)}
            />
            <label htmlFor={ids.remember}>{say('signIn.remember')}</label>
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
            {say(busy === 'sign-in' ? 'common.signingIn' : 'common.signIn')}
          </button>
        </form>

        {offersDemo && (
          <>
            <div className="divider" role="separator">
              <span>{say('signIn.or')}</span>
            </div>

            <button
              type="button"
              className="button button-secondary button-block"
              disabled={busy !== null}
              onClick={() => void run('demo', () => api.session.startDemo())}
            >
              {icons.sparkle}
              {say(busy === 'demo' ? 'signIn.demo.starting' : 'signIn.demo')}
            </button>
            <p className="hint center">{say('signIn.demo.hint')}</p>
          </>
        )}
      </section>
    </main>
  );
}
