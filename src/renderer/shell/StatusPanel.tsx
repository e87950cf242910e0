import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { type MessageKey } from '../../shared/i18n';
import { statusEndWords, statusWords } from '../../shared/i18n/status-words';
import { moveFocus } from '../components/arrow-focus';
import { failureSentence } from '../components/failure-sentence';
import { statusTone } from '../components/status-tone';
import { type MyStatusService } from '../data/my-status';
import { TemporaryStatus } from './TemporaryStatus';

/**
 * The status menu's panel (a non-modal dialog: it holds fields, which a menu may not): the
 * selectable statuses, do-not-disturb for a while, a status message, the line's do-not-disturb.
 * Each change shows the server's answer.
 */
export function StatusPanel({
  service,
  heading,
  onClose,
}: {
  service: MyStatusService;
  heading: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { status, selectable } = useStore(service.state);
  const [message, setMessage] = useState(status?.message ?? '');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const list = useRef<HTMLDivElement>(null);
  const say = (id: MessageKey, values?: Record<string, string>) =>
    intl.formatMessage({ id }, values);

  useEffect(() => {
    list.current?.querySelector<HTMLElement>('button')?.focus();
  }, []);

  // Controls stay enabled while a change is on its way (a disabled button would drop focus):
  // a second one waits for the first's answer.
  const run = (change: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    setError(undefined);
    change()
      .catch((failure: unknown) => setError(failureSentence(failure)))
      .finally(() => setBusy(false));
  };
  const temporary = status?.temporary;
  return (
    <div
      className="status-panel"
      role="dialog"
      aria-label={say('myStatus.dialog')}
      aria-busy={busy}
    >
      <p className="status-panel-heading">{heading}</p>
      <div
        ref={list}
        className="status-choices"
        role="group"
        aria-label={say('myStatus.statuses')}
        onKeyDown={(event) =>
          moveFocus(event, [...(list.current?.querySelectorAll('button') ?? [])])
        }
      >
        {selectable.map((name) => (
          <button
            key={name}
            type="button"
            className="status-choice"
            aria-pressed={status?.status === name && !temporary}
            onClick={() => run(() => service.set(name))}
          >
            <span className="my-status-dot" data-tone={statusTone(name)} aria-hidden="true" />
            {statusWords(intl, name)}
          </button>
        ))}
      </div>
      {temporary && (
        <p className="status-note">
          {say('myStatus.temporaryNote', {
            status: statusWords(intl, temporary.status),
            until: statusEndWords(intl, new Date(temporary.until), new Date()),
          })}
        </p>
      )}
      <TemporaryStatus service={service} run={run} onInvalid={setError} />
      <form
        className="status-message"
        onSubmit={(event) => {
          event.preventDefault();
          run(() => service.setMessage(message.trim()));
        }}
      >
        <label>
          {say('myStatus.message')}
          <input
            value={message}
            maxLength={500}
            onChange={(event) => setMessage(event.target.value)}
            aria-describedby="status-message-hint"
          />
        </label>
        <span id="status-message-hint" className="status-hint">
          {say('myStatus.messageHint')}
        </span>
        <span className="status-row">
          <button type="submit" className="button button-secondary button-small">
            {say('myStatus.messageSave')}
          </button>
          {status?.message && (
            <button
              type="button"
              className="button button-ghost button-small"
              onClick={() => {
                setMessage('');
                run(() => service.setMessage(''));
              }}
            >
              {say('myStatus.messageClear')}
            </button>
          )}
        </span>
      </form>
      <label className="status-switch">
        <input
          type="checkbox"
          checked={status?.doNotDisturb ?? false}
          disabled={!status}
          onChange={(event) => {
            const on = event.target.checked;
            run(() => service.setDoNotDisturb(on));
          }}
        />
        {say('myStatus.doNotDisturb')}
      </label>
      {error && (
        <p className="status-error" role="alert">
          {error}
        </p>
      )}
      <button
        type="button"
        className="button button-ghost button-small status-close"
        onClick={onClose}
      >
        {say('myStatus.close')}
      </button>
    </div>
  );
}
