import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { statusWords } from '../../shared/i18n/status-words';
import { type MyStatusService } from '../data/my-status';
import { DateField } from '../components/DateField';
import { TimeField } from '../components/TimeField';
import { localDayAndClock, presetEnd } from './status-times';

const presets = [
  { preset: 30, label: 'myStatus.for30' },
  { preset: 60, label: 'myStatus.for60' },
  { preset: 120, label: 'myStatus.for120' },
  { preset: 'tomorrow', label: 'myStatus.tomorrow' },
] as const;

/** Do-not-disturb for a while (the presets), or any selectable status until a chosen time. */
export function TemporaryStatus({
  service,
  run,
  onInvalid,
}: {
  service: MyStatusService;
  run: (change: () => Promise<void>) => void;
  onInvalid: (sentence: string) => void;
}) {
  const intl = useIntl();
  const presetsId = useId();
  const { selectable } = useStore(service.state);
  const [custom, setCustom] = useState(() =>
    selectable.includes('dont_disturb') ? 'dont_disturb' : (selectable[0] ?? ''),
  );
  // The end, in the app's language (not a `datetime-local`, which the browser's language draws).
  const [until, setUntil] = useState(() => localDayAndClock(presetEnd(60, new Date())));
  return (
    <>
      <div className="status-fieldset" role="group" aria-labelledby={presetsId}>
        <span className="status-legend" id={presetsId}>
          {intl.formatMessage({ id: 'myStatus.temporary' })}
        </span>
        <span className="status-row">
          {presets.map(({ preset, label }) => (
            <button
              key={preset}
              type="button"
              className="button button-secondary button-small"
              onClick={() =>
                run(() => service.setTemporary('dont_disturb', presetEnd(preset, new Date())))
              }
            >
              {intl.formatMessage({ id: label })}
            </button>
          ))}
        </span>
      </div>
      <form
        className="status-fieldset"
        aria-label={intl.formatMessage({ id: 'myStatus.custom' })}
        onSubmit={(event) => {
          event.preventDefault();
          const end = new Date(`${until.day}T${until.clock}`);
          if (Number.isNaN(end.getTime()) || end.getTime() <= Date.now()) {
            onInvalid(intl.formatMessage({ id: 'myStatus.customPast' }));
          } else run(() => service.setTemporary(custom, end));
        }}
      >
        <span className="status-legend">{intl.formatMessage({ id: 'myStatus.custom' })}</span>
        <span className="status-row">
          <label>
            {intl.formatMessage({ id: 'myStatus.customStatus' })}
            <select value={custom} onChange={(event) => setCustom(event.target.value)}>
              {selectable.map((name) => (
                <option key={name} value={name}>
                  {statusWords(intl, name)}
                </option>
              ))}
            </select>
          </label>
          <span className="status-until">
            {intl.formatMessage({ id: 'myStatus.customUntil' })}
            <DateField
              label={intl.formatMessage({ id: 'myStatus.customUntilDay' })}
              value={until.day}
              onChange={(day) => setUntil((now) => ({ ...now, day }))}
            />
            <TimeField
              label={intl.formatMessage({ id: 'myStatus.customUntilTime' })}
              value={until.clock}
              onChange={(clock) => setUntil((now) => ({ ...now, clock }))}
            />
          </span>
          <button type="submit" className="button button-secondary button-small">
            {intl.formatMessage({ id: 'myStatus.customSet' })}
          </button>
        </span>
      </form>
    </>
  );
}
