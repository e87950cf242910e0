import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { type Api, type AppInfo, type SessionUser } from '../../shared/contract';
import { type About } from '../../shared/contract/update-calls';
import { ErrorMessage } from '../components/ErrorMessage';
import { sentenceOf } from '../components/describe-error';
import { useToday } from '../components/use-today';
import { checkForUpdates } from '../state/update-actions';
import { updatesState } from '../state/updates';
import '../styles/updates.css';
import { CopyDiagnostics } from './CopyDiagnostics';
import { RestartToUpdate } from './RestartToUpdate';
import { type UnsentOutbox } from './UnsentMessagesDialog';
import { UpdateSource } from './UpdateSource';
import { unsupportedSentence, updateSentence } from './update-sentences';

/** The platform as a support request names it: "linux x64 (6.8.0)". */
function platformOf(about: About): string {
  return `${about.platform} ${about.arch} (${about.osRelease})`;
}

/**
 * Settings → About & updates: what runs here (Switchboard's, Electron's, Chromium's and Node's
 * versions, the platform, the server's version), the updater's state in a sentence kept current
 * by main's events (`state/updates.ts`), "Check for updates", "Restart to update" once a version
 * is ready, where updates come from, and "Copy diagnostics" for a support request. A copy that
 * does not update itself says why instead of offering the controls.
 */
export function AboutUpdates({
  api,
  user,
  appInfo,
  outbox,
}: {
  api: Api;
  user: SessionUser;
  appInfo: AppInfo | null;
  outbox: UnsentOutbox | undefined;
}) {
  const intl = useIntl();
  const today = useToday();
  const state = useStore(updatesState, (s) => s.state);
  const [about, setAbout] = useState<About | null>(null);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api.app
      .about()
      .then((answer) => live && setAbout(answer))
      .catch(() => {
        // The versions main did not give stay out; the rest of the card does not need them.
      });
    return () => {
      live = false;
    };
  }, [api]);

  const check = () => {
    setChecking(true);
    setError(null);
    checkForUpdates(api)
      .catch((e: unknown) => setError(sentenceOf(e)))
      .finally(() => setChecking(false));
  };

  const phase = state?.status.phase;

  return (
    <section className="card" aria-labelledby="about-title">
      <h2 id="about-title">{intl.formatMessage({ id: 'updates.title' })}</h2>
      <dl className="facts">
        <dt>{intl.formatMessage({ id: 'settings.about.version' })}</dt>
        <dd>{about?.version ?? appInfo?.version ?? '–'}</dd>
        <dt>{intl.formatMessage({ id: 'settings.about.runningIn' })}</dt>
        <dd>
          {intl.formatMessage({
            id: appInfo?.host === 'browser' ? 'settings.about.browser' : 'settings.about.desktop',
          })}
        </dd>
        {about?.electron && (
          <>
            <dt>{intl.formatMessage({ id: 'updates.about.electron' })}</dt>
            <dd>{about.electron}</dd>
          </>
        )}
        {about?.chrome && (
          <>
            <dt>{intl.formatMessage({ id: 'updates.about.chrome' })}</dt>
            <dd>{about.chrome}</dd>
          </>
        )}
        {about && (
          <>
            <dt>{intl.formatMessage({ id: 'updates.about.node' })}</dt>
            <dd>{about.node}</dd>
            <dt>{intl.formatMessage({ id: 'updates.about.platform' })}</dt>
            <dd>{platformOf(about)}</dd>
          </>
        )}
        {user.serverVersion && (
          <>
            <dt>{intl.formatMessage({ id: 'settings.about.serverVersion' })}</dt>
            <dd>{user.serverVersion}</dd>
          </>
        )}
      </dl>
      {state && !state.supported && <p className="hint">{unsupportedSentence(intl, state)}</p>}
      {state?.supported && (
        // Read out as the updater moves: checking, downloading, ready, failed.
        <p role="status" className="update-status">
          {updateSentence(intl, state, today)}
        </p>
      )}
      <div className="update-actions">
        <RestartToUpdate api={api} outbox={outbox} ready={phase === 'ready'} />
        {state?.supported && (
          <button
            type="button"
            className="button button-secondary"
            disabled={checking || phase === 'checking' || phase === 'downloading'}
            onClick={check}
          >
            {intl.formatMessage({ id: checking ? 'updates.checking' : 'updates.checkNow' })}
          </button>
        )}
        <ErrorMessage message={error} />
      </div>
      {state?.supported && <UpdateSource api={api} state={state} />}
      <CopyDiagnostics api={api} />
    </section>
  );
}
