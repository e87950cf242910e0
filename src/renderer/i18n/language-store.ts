import { create } from 'zustand';
import { type Api } from '../../shared/contract';
import { holdsCatalogue, pickLanguage, setProcessLanguage, type Language } from '../../shared/i18n';
import { holdsLanguage, loadLanguage } from './load-catalogue';

/** The system's languages as the page sees them (the browser's, or Electron's locale). */
export function pageLocales(): string[] {
  return [...(globalThis.navigator?.languages ?? [])];
}

/**
 * The language the UI speaks: always one whose catalogue this page holds. Until main answers
 * (the user's choice, kept in its preferences, or Electron's system locale) it is the page's
 * own, what a first start shows anyway (`speakPageLanguage`, before the first render).
 */
export const useLanguage = create<{ language: Language }>(() => {
  const page = pickLanguage(pageLocales());
  return { language: holdsCatalogue(page) ? page : 'en' };
});

/** Counts the calls of `applyLanguage`: only the latest one is applied. */
let latest = 0;
/** The language of the latest `applyLanguage`, until it is spoken or fails to load. */
let coming: Language | undefined;

/**
 * The language the UI is to speak: the one of a change still loading, else the one it speaks.
 * What a section's messages are loaded in ahead of its opening (`section-chunks.ts`).
 */
export function comingLanguage(): Language {
  return coming ?? useLanguage.getState().language;
}

/**
 * Speaks `language` from now on, once its catalogue is loaded: its core, and the messages of
 * every area this page has asked for (the sections opened or loaded ahead), so no open
 * section shows a key. At once if they are held; the UI stays in the language it speaks
 * meanwhile, never showing keys or a mix. This page's modules outside React (the cache's and
 * outbox's sentences) first, then every component (through `I18nProvider`), and the document's
 * `lang`, which screen readers and hyphenation read. A later call wins over one still loading.
 */
export function applyLanguage(language: Language): Promise<void> {
  const call = ++latest;
  coming = language;
  const speak = (): Promise<void> | undefined => {
    if (call !== latest) return;
    // An area asked for while the rest was loading is loaded too: checked here, just before
    // the switch, so the switch never comes before a message it needs.
    if (!holdsLanguage(language)) return loadLanguage(language).then(speak);
    coming = undefined;
    setProcessLanguage(language);
    document.documentElement.lang = language;
    useLanguage.setState({ language });
  };
  return (
    Promise.resolve(speak())
      .then(() => {})
      // A failed load leaves the UI in the language it speaks.
      .catch((error: unknown) => {
        if (call === latest) coming = undefined;
        throw error;
      })
  );
}

let pageLanguage: Promise<void> | undefined;

/**
 * The page's own language, its catalogue loaded: `main.tsx` renders once this resolves, so a
 * Dutch page's first screen is Dutch (English is in the first script; Dutch is loaded here).
 */
export function speakPageLanguage(): Promise<void> {
  pageLanguage ??= applyLanguage(pickLanguage(pageLocales()));
  return pageLanguage;
}

/** The user's choice in Settings: at once here, and in main, which keeps it for the next start. */
export async function chooseLanguage(api: Api, language: Language): Promise<void> {
  await applyLanguage(language);
  await api.app.setLanguage({ language });
}

/** At start: the page's language at once, then the one main settles on (choice or system). */
export async function settleLanguage(api: Api): Promise<void> {
  void speakPageLanguage().catch(() => {});
  const { language } = await api.app.language({ pageLocales: pageLocales().slice(0, 32) });
  // A catalogue that cannot be loaded leaves the UI in the language it speaks, not on the splash.
  await applyLanguage(language).catch((error: unknown) => console.error('i18n:', error));
}
