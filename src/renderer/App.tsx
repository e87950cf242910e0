import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { api, hostConnection } from './bridge';
import { AccountDataProvider, accountOf } from './data';
import { CallReviewPrompt } from './sections/history/CallReviewPrompt';
import { HostProblem } from './screens/HostProblem';
import { signInChunk } from './screens/sign-in-chunk';
import { Splash } from './screens/Splash';
import { ChatWatch } from './shell/ChatWatch';
import { LazySection } from './shell/lazy-section';
import { Shell } from './shell/Shell';
import { MissedCallNotifications } from './shell/use-call-watch';
import { VoicemailNotifications } from './shell/use-voicemail-watch';
import { useAppStore } from './state/app-store';

export function App() {
  const session = useAppStore((s) => s.session);
  const appInfo = useAppStore((s) => s.appInfo);
  const connection = useStore(hostConnection, (s) => s.state);
  const intl = useIntl();
  const signedOut = session?.status === 'signed-out';

  useEffect(() => {
    // Asked for as soon as nobody is signed in, beside `app.info`: the form is there at once.
    if (signedOut) signInChunk.load().catch(() => {});
  }, [signedOut]);

  if (connection === 'refused' || connection === 'lost') return <HostProblem kind={connection} />;
  if (!session) return <Splash message={intl.formatMessage({ id: 'app.starting' })} />;
  switch (session.status) {
    case 'restoring':
      return (
        <Splash
          message={intl.formatMessage({ id: 'app.restoring' }, { server: session.serverUrl })}
        />
      );
    case 'signed-out':
      // The ways in (the demo where the host has one) are the host's to say: `app.info` first.
      if (!appInfo) return <Splash message={intl.formatMessage({ id: 'app.starting' })} />;
      return (
        <LazySection
          key={session.notice ?? 'sign-in'}
          chunk={signInChunk}
          label={intl.formatMessage({ id: 'common.signIn' })}
          props={{
            api,
            initialServer: session.serverUrl,
            initialUserName: session.userName,
            notice: session.notice,
            canResume: session.canResume,
            offersDemo: appInfo.demo,
          }}
        />
      );
    case 'signed-in':
    case 'reauth-required':
      // One provider for both: re-authenticating keeps the account's data open.
      return (
        <AccountDataProvider api={api} account={accountOf(session.user)}>
          <Shell
            api={api}
            user={session.user}
            reauth={session.status === 'reauth-required' ? session.sentence : undefined}
          />
          <CallReviewPrompt />
          <MissedCallNotifications api={api} />
          <VoicemailNotifications api={api} />
          <ChatWatch api={api} me={session.user.displayName} />
        </AccountDataProvider>
      );
  }
}
