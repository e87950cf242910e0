import { useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { CacheError } from '../cache/cache-error';
import { ErrorMessage } from '../components/ErrorMessage';
import { focusOnMount } from '../components/focus-on-mount';
import { useReadyAccountData } from '../data';

type Step = 'idle' | 'confirm' | 'clearing' | 'done';

/**
 * Settings: the account's data saved on this computer, and "Clear cache and resync" (asked to
 * confirm first). Only the cache is deleted, never the outbox: unsent messages and ratings stay.
 */
export function LocalDataSettings() {
  const data = useReadyAccountData();
  const [step, setStep] = useState<Step>('idle');
  const [error, setError] = useState<string | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const question = useId();
  const intl = useIntl();

  const clear = () => {
    if (!data) return;
    setStep('clearing');
    setError(null);
    data.clearAndResync().then(
      () => setStep('done'),
      (e: unknown) => {
        setStep('idle');
        setError(
          e instanceof CacheError
            ? e.sentence
            : intl.formatMessage({ id: 'settings.localData.failed' }),
        );
      },
    );
  };

  return (
    <section className="card" aria-labelledby="local-data-title">
      <h2 id="local-data-title">{intl.formatMessage({ id: 'settings.localData' })}</h2>
      <p className="hint">{intl.formatMessage({ id: 'settings.localData.hint' })}</p>
      <button
        ref={trigger}
        type="button"
        className="button button-secondary"
        disabled={!data || step === 'clearing'}
        onClick={() => setStep('confirm')}
      >
        {intl.formatMessage({
          id: step === 'clearing' ? 'common.clearing' : 'settings.localData.clear',
        })}
      </button>
      {step === 'confirm' && (
        <div className="confirm" role="group" aria-labelledby={question}>
          <p id={question}>{intl.formatMessage({ id: 'settings.localData.question' })}</p>
          <div className="dialog-actions">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setStep('idle');
                trigger.current?.focus();
              }}
            >
              {intl.formatMessage({ id: 'common.cancel' })}
            </button>
            <button
              type="button"
              className="button button-danger"
              ref={focusOnMount}
              onClick={clear}
            >
              {intl.formatMessage({ id: 'settings.localData.confirm' })}
            </button>
          </div>
        </div>
      )}
      {step === 'done' && (
        <p role="status">{intl.formatMessage({ id: 'settings.localData.done' })}</p>
      )}
      <ErrorMessage message={error} />
    </section>
  );
}
