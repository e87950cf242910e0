import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { type MessageKey } from '../../shared/i18n';
import {
  notificationSettings,
  promptFrequency,
  setNotificationsEnabled,
  setPromptFrequency,
} from '../data';
import { promptFrequencies, type PromptFrequency } from '../review-prompt';
import { desktopState } from '../state/desktop';

const frequencyLabels: Record<PromptFrequency, MessageKey> = {
  never: 'settings.notifications.rate.never',
  sometimes: 'settings.notifications.rate.sometimes',
  always: 'settings.notifications.rate.always',
};

/**
 * Settings: what may interrupt the user (message notifications, the call review prompt), and
 * until when the tray muted notifications.
 */
export function NotificationSettings() {
  const enabled = useStore(notificationSettings, (s) => s.enabled);
  const frequency = useStore(promptFrequency, (s) => s.frequency);
  const mutedUntil = useStore(desktopState, (s) => s.state?.mutedUntil);
  const checkbox = useId();
  const intl = useIntl();
  return (
    <section className="card" aria-labelledby="notifications-title">
      <h2 id="notifications-title">{intl.formatMessage({ id: 'settings.notifications' })}</h2>
      <div className="checkbox-row">
        <input
          id={checkbox}
          type="checkbox"
          checked={enabled}
          onChange={(e) => setNotificationsEnabled(e.target.checked)}
        />
        <label htmlFor={checkbox}>
          {intl.formatMessage({ id: 'settings.notifications.desktop' })}
        </label>
      </div>
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
          onChange={(e) => setPromptFrequency(e.target.value as PromptFrequency)}
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
