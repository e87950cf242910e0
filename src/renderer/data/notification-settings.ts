import { z } from 'zod';
import { createStore } from 'zustand/vanilla';
import { notificationsMuted } from '../state/desktop';

/** The kinds of desktop notification the user can switch off, one by one (Settings). */
export const notifyKinds = ['messages', 'missedCalls', 'voicemail'] as const;
export type NotifyKind = (typeof notifyKinds)[number];
export type NotificationSettings = Record<NotifyKind, boolean>;

const NOTIFICATIONS_KEY = 'switchboard.notifications';
const storedSchema = z
  .object({ messages: z.boolean(), missedCalls: z.boolean(), voicemail: z.boolean() })
  .partial();

/**
 * Kept in this profile, read back validated: every kind on unless switched off. The one switch
 * for new messages that came before the per-kind ones was kept as `on`/`off`; a damaged value
 * means "all on".
 */
function read(): NotificationSettings {
  const all = { messages: true, missedCalls: true, voicemail: true };
  const raw = globalThis.localStorage?.getItem(NOTIFICATIONS_KEY) ?? '{}';
  if (raw === 'off' || raw === 'on') return { ...all, messages: raw === 'on' };
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    stored = {};
  }
  const parsed = storedSchema.safeParse(stored);
  return { ...all, ...(parsed.success ? parsed.data : {}) };
}

/**
 * Which desktop notifications the user wants: a per-install choice, kept across restarts like the
 * theme and the review prompt's frequency. Read when a message, missed call or voicemail arrives
 * (`use-chat-watch.ts`, `use-call-watch.ts`, `use-voicemail-watch.ts`), so a change applies at once.
 */
export const notificationSettings = createStore<NotificationSettings>(() => read());

export function setNotify(kind: NotifyKind, on: boolean): void {
  notificationSettings.setState({ [kind]: on });
  globalThis.localStorage?.setItem(
    NOTIFICATIONS_KEY,
    JSON.stringify(notificationSettings.getState()),
  );
}

/** Whether a notification of this kind may be shown now: on in Settings, and not muted from the tray. */
export function notificationsAllowed(kind: NotifyKind): boolean {
  return notificationSettings.getState()[kind] && !notificationsMuted();
}
