import { pickLanguage, setProcessLanguage, type Language } from '../../shared/i18n';
import { holdAllCatalogues } from '../../shared/i18n/all-catalogues';
import { type PreferencesStore } from './preferences';

/**
 * The language main writes its sentences in (errors, sign-in, connectivity): the one the user
 * chose in Settings, kept in the profile's preferences; until then the system's (Electron's
 * locale, or the page's languages in the browser host, which the renderer sends).
 */
export interface LanguageService {
  /** The language in use now, settled from the choice or the system; main switches to it. */
  resolve(pageLocales: readonly string[]): Language;
  /** The user's choice: used at once, and kept for the next start. */
  choose(language: Language): Promise<void>;
}

export function createLanguageService(options: {
  preferences: PreferencesStore;
  systemLocale: () => string | undefined;
}): LanguageService {
  const { preferences, systemLocale } = options;
  // Main may speak any language at any moment (the user's choice changes it), so it holds all.
  holdAllCatalogues();
  const system = (pageLocales: readonly string[]) => {
    const locale = systemLocale();
    return pickLanguage(locale ? [locale] : pageLocales);
  };
  // Sentences made before a window asks (a remembered sign-in restored at start).
  setProcessLanguage(preferences.get().language ?? system([]));
  return {
    resolve(pageLocales) {
      const language = preferences.get().language ?? system(pageLocales);
      setProcessLanguage(language);
      return language;
    },
    async choose(language) {
      setProcessLanguage(language);
      await preferences.update({ language });
    },
  };
}
