import { createStore } from 'zustand/vanilla';
import { type Api, type DesktopState } from '../../shared/contract';
import { preferences, type NotifyKind } from './preferences';

/**
 * The desktop around the window as main last said (`desktop.get`, then `desktop.changed`): what
 * this host offers (Settings shows a switch only for that), the settings, and the tray's mute.
 * Null until main has answered.
 */
export const desktopState = createStore<{ state: DesktopState | null }>(() => ({ state: null }));

export function setDesktopState(state: DesktopState): void {
  desktopState.setState({ state });
}

/** Loads the state and follows its changes; returns the unsubscribe function. */
export function connectDesktop(api: Api): () => void {
  const off = api.on('desktop.changed', setDesktopState);
  api.desktop
    .get()
    .then(setDesktopState)
    .catch(() => {
      // Without an answer nothing is offered and nothing is muted; the host problem screen or
      // the next `desktop.changed` says more.
    });
  return off;
}

/** The tray's "Mute notifications for an hour" is on now (main also ends it after the hour). */
export function notificationsMuted(now = Date.now()): boolean {
  const until = desktopState.getState().state?.mutedUntil;
  return until !== undefined && Date.parse(until) > now;
}

/** Whether a notification of this kind may be shown now: on in Settings, and not muted from the tray. */
export function notificationsAllowed(kind: NotifyKind): boolean {
  return preferences.getState().notify[kind] && !notificationsMuted();
}
