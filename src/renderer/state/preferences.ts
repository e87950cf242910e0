import { z } from 'zod';
import { createStore } from 'zustand/vanilla';
import { defaultPromptSettings, promptFrequencies, type PromptFrequency } from '../review-prompt';

export const themes = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof themes)[number];

/** The kinds of desktop notification the user can switch off, one by one (Settings). */
export const notifyKinds = ['messages', 'missedCalls', 'voicemail'] as const;
export type NotifyKind = (typeof notifyKinds)[number];
export type NotificationSettings = Record<NotifyKind, boolean>;

/**
 * What the user chose in Settings for this install, whoever signs in: the theme, which desktop
 * notifications may interrupt, and how often a call review is asked for. (The language is kept
 * by main, which needs it before a page exists: `i18n/language-store.ts`.)
 */
export interface Preferences {
  theme: ThemePreference;
  notify: NotificationSettings;
  reviewFrequency: PromptFrequency;
}

// One localStorage key each, as earlier versions kept them, so an update keeps every choice.
const THEME_KEY = 'switchboard.theme';
const NOTIFY_KEY = 'switchboard.notifications';
const FREQUENCY_KEY = 'switchboard.reviewPrompt.frequency';

const storedNotifySchema = z
  .object({ messages: z.boolean(), missedCalls: z.boolean(), voicemail: z.boolean() })
  .partial();

const storage = (): Storage | undefined => globalThis.localStorage;

function readTheme(): ThemePreference {
  const value = storage()?.getItem(THEME_KEY);
  return themes.find((t) => t === value) ?? 'system';
}

/**
 * Every kind on unless switched off. The one switch for new messages that came before the
 * per-kind ones was kept as `on`/`off`; a damaged value means "all on".
 */
function readNotify(): NotificationSettings {
  const all = { messages: true, missedCalls: true, voicemail: true };
  const raw = storage()?.getItem(NOTIFY_KEY) ?? '{}';
  if (raw === 'off' || raw === 'on') return { ...all, messages: raw === 'on' };
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    stored = {};
  }
  const parsed = storedNotifySchema.safeParse(stored);
  return { ...all, ...(parsed.success ? parsed.data : {}) };
}

function readFrequency(): PromptFrequency {
  const stored = storage()?.getItem(FREQUENCY_KEY);
  return promptFrequencies.find((f) => f === stored) ?? defaultPromptSettings.frequency;
}

/**
 * This install's preferences, read back validated at start. Read where they act (the theme on
 * the document, a notification when one arrives, the prompter when a call ends), so a change in
 * Settings applies at once.
 */
export const preferences = createStore<Preferences>(() => ({
  theme: readTheme(),
  notify: readNotify(),
  reviewFrequency: readFrequency(),
}));

export function setTheme(theme: ThemePreference): void {
  storage()?.setItem(THEME_KEY, theme);
  preferences.setState({ theme });
}

export function setNotify(kind: NotifyKind, on: boolean): void {
  const notify = { ...preferences.getState().notify, [kind]: on };
  storage()?.setItem(NOTIFY_KEY, JSON.stringify(notify));
  preferences.setState({ notify });
}

export function setReviewFrequency(reviewFrequency: PromptFrequency): void {
  storage()?.setItem(FREQUENCY_KEY, reviewFrequency);
  preferences.setState({ reviewFrequency });
}
