import { createStore } from 'zustand/vanilla';
import { notificationsMuted } from '../state/desktop';

const NOTIFICATIONS_KEY = 'switchboard.notifications';

/**
 * Whether new chat messages raise a desktop notification: a per-install choice, kept across
 * restarts like the theme and the review prompt's frequency. On unless the user turned it off.
 * Read when a message arrives (`use-chat-watch.ts`), so a change applies at once.
 */
export const notificationSettings = createStore<{ enabled: boolean }>(() => ({
  enabled: globalThis.localStorage?.getItem(NOTIFICATIONS_KEY) !== 'off',
}));

export function setNotificationsEnabled(enabled: boolean): void {
  globalThis.localStorage?.setItem(NOTIFICATIONS_KEY, enabled ? 'on' : 'off');
  notificationSettings.setState({ enabled });
}

/** Whether a new message may raise a notification now: on in Settings, and not muted from the tray. */
export function notificationsAllowed(): boolean {
  return notificationSettings.getState().enabled && !notificationsMuted();
}
