import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { type Api, type AppInfo, type Me, type SessionUser } from '../../shared/contract';
import { type MessageKey } from '../../shared/i18n';
import { ShortcutList } from '../components/ShortcutList';
import { useReadyAccountData } from '../data';
import { visibleSections } from '../state/sections';
import { preferences, setTheme, themes, type ThemePreference } from '../state/preferences';
import { AboutUpdates } from './AboutUpdates';
import { CallSettings } from './CallSettings';
import { DesktopSettings } from './DesktopSettings';
import { LanguageSettings } from './LanguageSettings';
import { LocalDataSettings } from './LocalDataSettings';
import { NotificationSettings } from './NotificationSettings';
import { SignOut } from './SignOut';

const themeLabels: Record<ThemePreference, MessageKey> = {
  light: 'settings.theme.light',
  dark: 'settings.theme.dark',
  system: 'settings.theme.system',
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
  const intl = useIntl();
  const theme = useStore(preferences, (s) => s.theme);
  // Its outbox: signing out and restarting to update ask first when messages are still unsent.
  const data = useReadyAccountData();
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
        <h2 id="appearance-title">{intl.formatMessage({ id: 'settings.appearance' })}</h2>
        <fieldset className="segmented">
          <legend>{intl.formatMessage({ id: 'settings.theme' })}</legend>
          {themes.map((t) => (
            <label key={t} className="segment">
              <input
                type="radio"
                name="theme"
                value={t}
                checked={theme === t}
                onChange={() => setTheme(t)}
              />
              <span>{intl.formatMessage({ id: themeLabels[t] })}</span>
            </label>
          ))}
        </fieldset>
        <LanguageSettings api={api} />
      </section>

      <CallSettings api={api} />

      <NotificationSettings />

      <DesktopSettings api={api} />

      <LocalDataSettings />

      <section className="card" aria-labelledby="shortcuts-title">
        <h2 id="shortcuts-title">{intl.formatMessage({ id: 'shortcuts.title' })}</h2>
        <ShortcutList sectionCount={visibleSections(user.role).length} />
      </section>

      <section className="card" aria-labelledby="account-title">
        <h2 id="account-title">{intl.formatMessage({ id: 'settings.account' })}</h2>
        <dl className="facts">
          <dt>{intl.formatMessage({ id: 'settings.account.signedInAs' })}</dt>
          <dd>
            {/* Names, as the server has them: in their own direction, never UI text. */}
            <span dir="auto">{user.displayName}</span>{' '}
            <span className="muted">
              (<span dir="auto">{user.userName}</span>)
            </span>
          </dd>
          {me?.phoneLine && (
            <>
              <dt>{intl.formatMessage({ id: 'settings.account.phoneLine' })}</dt>
              <dd>{me.phoneLine.commonName}</dd>
            </>
          )}
          <dt>{intl.formatMessage({ id: 'settings.account.server' })}</dt>
          <dd>
            {user.demo ? intl.formatMessage({ id: 'settings.account.demoServer' }) : user.serverUrl}
          </dd>
          {user.tenant && (
            <>
              <dt>{intl.formatMessage({ id: 'settings.account.tenant' })}</dt>
              <dd>{user.tenant}</dd>
            </>
          )}
          <dt>{intl.formatMessage({ id: 'settings.account.remembered' })}</dt>
          <dd>
            {intl.formatMessage({
              id: user.remembered
                ? 'settings.account.remembered.yes'
                : 'settings.account.remembered.no',
            })}
          </dd>
        </dl>
        {user.rememberNotice && <p className="hint">{user.rememberNotice}</p>}
        <SignOut api={api} outbox={data?.outbox} />
      </section>

      <AboutUpdates api={api} user={user} appInfo={appInfo} outbox={data?.outbox} />
    </div>
  );
}
