import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Api } from '../../shared/contract';
import { type UpdateRestartResult } from '../../shared/contract/update-calls';
import { ErrorMessage } from '../components/ErrorMessage';
import { sentenceOf } from '../components/describe-error';
import { restartToUpdate } from '../state/update-actions';
import {
  hasUnsent,
  UnsentMessagesDialog,
  type UnsentOutbox,
  type UnsentWords,
} from './UnsentMessagesDialog';
import { restartRefusal } from './update-sentences';
import { useAsked } from './use-asked';

const unsentWords: UnsentWords = {
  title: 'updates.unsent.title',
  body: 'updates.unsent.body',
  sending: 'updates.unsent.sending',
  failed: 'updates.unsent.failed',
  proceed: 'updates.unsent.proceed',
};

type Refusal = Exclude<UpdateRestartResult['outcome'], 'restarting'>;

/**
 * "Restart to update", shown once a verified update is `ready`, and also run when the tray or the
 * shell's banner asks (`restartAsked` in the app store): with unsent messages it asks first, as
 * signing out does (send first, or restart anyway: the outbox stays on this computer and sends
 * them after the restart). Main may still refuse (a call going on, nothing ready): said here.
 */
export function RestartToUpdate({
  api,
  outbox,
  ready,
}: {
  api: Api;
  outbox: UnsentOutbox | undefined;
  ready: boolean;
}) {
  const intl = useIntl();
  const here = useRef<HTMLDivElement>(null);
  const [asking, setAsking] = useState(false);
  const [restarting, setRestarting] = useState(false);
  // Kept as main's answer, worded at each render: a change of language words it again.
  const [refused, setRefused] = useState<Refusal | null>(null);
  const [error, setError] = useState<string | null>(null);

  const restart = () => {
    setAsking(false);
    setRestarting(true);
    restartToUpdate(api)
      .then(({ outcome }) => {
        // Restarting: the window goes; the button stays busy until it does.
        if (outcome === 'restarting') return;
        setRefused(outcome);
        setRestarting(false);
      })
      .catch((e: unknown) => {
        setError(sentenceOf(e));
        setRestarting(false);
      });
  };

  const ask = async () => {
    setRefused(null);
    setError(null);
    if (await hasUnsent(outbox)) setAsking(true);
    else restart();
  };

  useAsked('restartAsked', () => {
    here.current?.scrollIntoView?.({ block: 'nearest' });
    void ask();
  });

  return (
    <div className="update-restart" ref={here}>
      {(ready || restarting) && (
        <button
          type="button"
          className="button button-primary"
          disabled={restarting}
          onClick={() => void ask()}
        >
          {intl.formatMessage({
            id: restarting ? 'updates.restarting' : 'updates.restartToUpdate',
          })}
        </button>
      )}
      <ErrorMessage message={refused ? restartRefusal(intl, refused) : error} />
      {asking && outbox && (
        <UnsentMessagesDialog
          outbox={outbox}
          words={unsentWords}
          onCancel={() => setAsking(false)}
          onSent={restart}
          onProceed={restart}
        />
      )}
    </div>
  );
}
