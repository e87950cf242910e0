import { useId, useRef, useState } from 'react';
import { CacheError } from '../cache/cache-error';
import { ErrorMessage } from '../components/ErrorMessage';
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

  const clear = () => {
    if (!data) return;
    setStep('clearing');
    setError(null);
    // The directory (colleagues, favorites, web pages) is a copy of server data too.
    Promise.all([data.cache.clearAndResync(), data.directory.resync()]).then(
      () => setStep('done'),
      (e: unknown) => {
        setStep('idle');
        setError(
          e instanceof CacheError
            ? e.sentence
            : 'The saved data could not be cleared. Please try again.',
        );
      },
    );
  };

  return (
    <section className="card" aria-labelledby="local-data-title">
      <h2 id="local-data-title">Data on this computer</h2>
      <p className="hint">
        Your history and conversations are saved on this computer, so they open at once and work
        offline. Clearing them downloads them again from the server; messages and ratings not yet
        sent are kept.
      </p>
      <button
        ref={trigger}
        type="button"
        className="button button-secondary"
        disabled={!data || step === 'clearing'}
        onClick={() => setStep('confirm')}
      >
        {step === 'clearing' ? 'Clearing…' : 'Clear cache and resync…'}
      </button>
      {step === 'confirm' && (
        <div className="confirm" role="group" aria-labelledby={question}>
          <p id={question}>
            Delete the history saved on this computer and download it again from the server?
          </p>
          <div className="dialog-actions">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setStep('idle');
                trigger.current?.focus();
              }}
            >
              Cancel
            </button>
            <button type="button" className="button button-danger" autoFocus onClick={clear}>
              Clear and resync
            </button>
          </div>
        </div>
      )}
      {step === 'done' && (
        <p role="status">Cleared. Switchboard is downloading your history again.</p>
      )}
      <ErrorMessage message={error} />
    </section>
  );
}
