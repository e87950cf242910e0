import { useEffect, useState } from 'react';
import { type Api, type AppInfo, type Me, type SessionUser } from '../../shared/contract';
import { ErrorMessage } from '../components/ErrorMessage';
import { icons } from '../components/icons';
import { sentenceOf } from '../components/describe-error';
import { useStore } from 'zustand';
import { notifyKinds, notifyPrefs, setNotify, type NotifyKind } from '../state/notify-prefs';
import { themes, useTheme, type ThemePreference } from '../state/theme';

const themeLabels: Record<ThemePreference, string> = {
  light: 'Light',
  dark: 'Dark',
  system: 'Same as system',
};

const notifyLabels: Record<NotifyKind, string> = {
  messages: 'New messages',
  missedCalls: 'Missed calls',
};

export function Settings({
  api,
  user,
  appInfo,
}: {
  api: Api;
  user: SessionUser;
  appInfo: AppInfo | null;
}) {
  const theme = useTheme();
  const notify = useStore(notifyPrefs);
  const [error, setError] = useState<string | null>(null);
  const [signingOut, setSigningOut] = useState(false);
  const [me, setMe] = useState<Me | null>(null);

  // Reloaded for each session: a read that failed while the session had ended is repeated once
  // the user has signed in again.
  useEffect(() => {
    let live = true;
    api.me
      .info()
      .then((info) => live && setMe(info))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [api, user]);

  return (
    <div className="settings">
      <section className="card" aria-labelledby="appearance-title">
        <h2 id="appearance-title">Appearance</h2>
        <fieldset className="segmented">
          <legend>Theme</legend>
          {themes.map((t) => (
            <label key={t} className="segment">
              <input
                type="radio"
                name="theme"
                value={t}
                checked={theme.preference === t}
                onChange={() => theme.set(t)}
              />
              <span>{themeLabels[t]}</span>
            </label>
          ))}
        </fieldset>
      </section>

      <section className="card" aria-labelledby="notifications-title">
        <h2 id="notifications-title">Notifications</h2>
        <fieldset className="settings-checks">
          <legend>Show a desktop notification for</legend>
          {notifyKinds.map((kind) => (
            <label key={kind} className="checkbox-row">
              <input
                type="checkbox"
                checked={notify[kind]}
                onChange={(e) => setNotify(kind, e.target.checked)}
              />
              <span>{notifyLabels[kind]}</span>
            </label>
          ))}
        </fieldset>
      </section>

      <section className="card" aria-labelledby="account-title">
        <h2 id="account-title">Account</h2>
        <dl className="facts">
          <dt>Signed in as</dt>
          <dd>
            {user.displayName} <span className="muted">({user.userName})</span>
          </dd>
          {me?.phoneLine && (
            <>
              <dt>Phone line</dt>
              <dd>{me.phoneLine.commonName}</dd>
            </>
          )}
          <dt>Server</dt>
          <dd>{user.demo ? 'Built-in demo server' : user.serverUrl}</dd>
          {user.tenant && (
            <>
              <dt>Tenant</dt>
              <dd>{user.tenant}</dd>
            </>
          )}
          <dt>Remembered on this computer</dt>
          <dd>{user.remembered ? 'Yes, you stay signed in after a restart' : 'No'}</dd>
        </dl>
        {user.rememberNotice && <p className="hint">{user.rememberNotice}</p>}
        <ErrorMessage message={error} />
        <button
          type="button"
          className="button button-danger"
          disabled={signingOut}
          onClick={() => {
            setSigningOut(true);
            setError(null);
            api.session
              .signOut()
              .catch((e: unknown) => setError(sentenceOf(e)))
              .finally(() => setSigningOut(false));
          }}
        >
          {icons.signOut}
          {signingOut ? 'Signing out…' : 'Sign out'}
        </button>
      </section>

      <section className="card" aria-labelledby="about-title">
        <h2 id="about-title">About</h2>
        <dl className="facts">
          <dt>Version</dt>
          <dd>{appInfo?.version ?? '–'}</dd>
          <dt>Running in</dt>
          <dd>{appInfo?.host === 'browser' ? 'Browser (local host)' : 'Desktop app'}</dd>
          {user.serverVersion && (
            <>
              <dt>Server version</dt>
              <dd>{user.serverVersion}</dd>
            </>
          )}
        </dl>
      </section>
    </div>
  );
}
