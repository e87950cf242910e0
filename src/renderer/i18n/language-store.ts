import { create } from 'zustand';
import { type Api } from '../../shared/contract';
import { pickLanguage, setProcessLanguage, type Language } from '../../shared/i18n';

/** The system's languages as the page sees them (the browser's, or Electron's locale). */
export function pageLocales(): string[] {
  return [...(globalThis.navigator?.languages ?? [])];
}

/**
 * The language the UI speaks. Until main answers (the user's choice, kept in its preferences,
 * or Electron's system locale) it is the page's own: what a first start shows anyway.
 */
export const useLanguage = create<{ language: Language }>(() => ({
  language: pickLanguage(pageLocales()),
}));

/**
 * Speaks `language` from now on: this page's modules outside React (the cache's and outbox's
 * sentences) first, then every component (through `I18nProvider`), and the document's `lang`,
 * which screen readers and hyphenation read.
 */
export function applyLanguage(language: Language): void {
  setProcessLanguage(language);
  document.documentElement.lang = language;
  useLanguage.setState({ language });
}

/** The user's choice in Settings: at once here, and in main, which keeps it for the next start. */
export async function chooseLanguage(api: Api, language: Language): Promise<void> {
  applyLanguage(language);
  await api.app.setLanguage({ language });
}

/** At start: the page's language at once, then the one main settles on (choice or system). */
export async function settleLanguage(api: Api): Promise<void> {
  applyLanguage(useLanguage.getState().language);
  const { language } = await api.app.language({ pageLocales: pageLocales().slice(0, 32) });
  applyLanguage(language);
}
