import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { type MessageKey } from '../../shared/i18n';
import { promptFrequencies, type PromptFrequency } from '../review-prompt';
import { desktopState } from '../state/desktop';
import {
  notifyKinds,
  preferences,
  setNotify,
  setReviewFrequency,
  type NotifyKind,
} from '../state/preferences';

const frequencyLabels: Record<PromptFrequency, MessageKey> = {
  never: 'settings.notifications.rate.never',
  sometimes: 'settings.notifications.rate.sometimes',
  always: 'settings.notifications.rate.always',
};

const kindLabels: Record<NotifyKind, MessageKey> = {
  messages: 'settings.notifications.desktop',
  missedCalls: 'settings.notifications.missedCalls',
  voicemail: 'settings.notifications.voicemail',
};

/**
 * Settings: what may interrupt the user (a desktop notification per kind, the call review
 * prompt), and until when the tray muted notifications.
 */
export function NotificationSettings() {
  const notify = useStore(preferences, (s) => s.notify);
  const frequency = useStore(preferences, (s) => s.reviewFrequency);
  const mutedUntil = useStore(desktopState, (s) => s.state?.mutedUntil);
  const intl = useIntl();
  return (
    <section className="card" aria-labelledby="notifications-title">
      <h2 id="notifications-title">{intl.formatMessage({ id: 'settings.notifications' })}</h2>
      {notifyKinds.map((kind) => (
        <label key={kind} className="checkbox-row">
          <input
            type="checkbox"
            checked={notify[kind]}
            onChange={(e) => setNotify(kind, e.target.checked)}
          />
          <span>{intl.formatMessage({ id: kindLabels[kind] })}</span>
        </label>
      ))}
      {mutedUntil && (
        <p className="hint">
          {intl.formatMessage(
            { id: 'settings.notifications.muted' },
            { until: new Date(mutedUntil) },
          )}
        </p>
      )}
      <label className="field">
        <span className="field-label">
          {intl.formatMessage({ id: 'settings.notifications.rate' })}
        </span>
        <select
          value={frequency}
          onChange={(e) => setReviewFrequency(e.target.value as PromptFrequency)}
        >
          {promptFrequencies.map((f) => (
            <option key={f} value={f}>
              {intl.formatMessage({ id: frequencyLabels[f] })}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
