import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type Api } from '../../shared/contract';
import { ErrorMessage } from '../components/ErrorMessage';
import { icons } from '../components/icons';
import { sentenceOf } from '../components/describe-error';
import {
  hasUnsent,
  UnsentMessagesDialog,
  type UnsentOutbox,
  type UnsentWords,
} from './UnsentMessagesDialog';
import { useAsked } from './use-asked';

const unsentWords: UnsentWords = {
  title: 'signOut.unsent.title',
  body: 'signOut.unsent.body',
  sending: 'signOut.unsent.sending',
  failed: 'signOut.unsent.failed',
  proceed: 'signOut.unsent.discard',
};

/**
 * Settings' "Sign out", also run when the tray asks (`desktop.signOutAsked`). With messages the
 * server has not confirmed (waiting, on their way, in doubt or refused), it asks first: send
 * them, then sign out, or discard them and sign out. Without the account's data (still
 * opening), it signs out at once: nothing can be unsent.
 */
export function SignOut({ api, outbox }: { api: Api; outbox: UnsentOutbox | undefined }) {
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
    if (await hasUnsent(outbox)) setAsking(true);
    else signOut();
  };

  useAsked('signOutAsked', () => void ask());

  // The messages go with the signed-out account: "Discard and sign out" removes them first.
  const discardAndSignOut = async (box: UnsentOutbox) => {
    try {
      for (const entry of await box.messages()) await box.remove(entry.clientId);
    } catch {
      // What could not be removed is the database's trouble; the sign-out still goes ahead.
    }
    signOut();
  };

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
          words={unsentWords}
          onCancel={() => setAsking(false)}
          onSent={signOut}
          onProceed={() => discardAndSignOut(outbox)}
        />
      )}
    </>
  );
}
