import { useId } from 'react';
import { useStore } from 'zustand';
import {
  notificationSettings,
  promptFrequency,
  setNotificationsEnabled,
  setPromptFrequency,
} from '../data';
import { promptFrequencies, type PromptFrequency } from '../review-prompt';

const frequencyLabels: Record<PromptFrequency, string> = {
  never: 'Never',
  sometimes: 'Sometimes',
  always: 'After every call',
};

/** Settings: what may interrupt the user (message notifications, the call review prompt). */
export function NotificationSettings() {
  const enabled = useStore(notificationSettings, (s) => s.enabled);
  const frequency = useStore(promptFrequency, (s) => s.frequency);
  const checkbox = useId();
  return (
    <section className="card" aria-labelledby="notifications-title">
      <h2 id="notifications-title">Notifications</h2>
      <div className="checkbox-row">
        <input
          id={checkbox}
          type="checkbox"
          checked={enabled}
          onChange={(e) => setNotificationsEnabled(e.target.checked)}
        />
        <label htmlFor={checkbox}>Show a desktop notification for each new message</label>
      </div>
      <label className="field">
        <span className="field-label">Ask to rate calls</span>
        <select
          value={frequency}
          onChange={(e) => setPromptFrequency(e.target.value as PromptFrequency)}
        >
          {promptFrequencies.map((f) => (
            <option key={f} value={f}>
              {frequencyLabels[f]}
            </option>
          ))}
        </select>
      </label>
    </section>
  );
}
