import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type Api } from '../../shared/contract';

/**
 * "Copy diagnostics": main's text for a support request (versions, update state, the last log
 * lines without secrets) onto the clipboard. The outcome is said in a status line next to it,
 * read out as it appears, as People's "Copy number" does.
 */
export function CopyDiagnostics({ api }: { api: Api }) {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const [busy, setBusy] = useState(false);

  const copy = () => {
    setBusy(true);
    setOutcome(null);
    api.app
      .diagnostics()
      .then(({ text }) => navigator.clipboard.writeText(text))
      .then(
        () => setOutcome('copied'),
        () => setOutcome('failed'),
      )
      .finally(() => setBusy(false));
  };

  return (
    <div className="update-diagnostics">
      <p className="hint" id="diagnostics-hint">
        {intl.formatMessage({ id: 'updates.diagnostics.hint' })}
      </p>
      <button
        type="button"
        className="button button-secondary"
        aria-describedby="diagnostics-hint"
        disabled={busy}
        onClick={copy}
      >
        {intl.formatMessage({ id: 'updates.diagnostics' })}
      </button>
      <p
        role="status"
        className={outcome === 'failed' ? 'update-note update-note-error' : 'update-note'}
      >
        {outcome &&
          intl.formatMessage({
            id: outcome === 'copied' ? 'updates.diagnostics.copied' : 'updates.diagnostics.failed',
          })}
      </p>
    </div>
  );
}
