import { holdCatalogue, holdsCatalogue, type Language, type Messages } from '../../shared/i18n';

/**
 * Where each language's catalogue comes from. English is in the first script (the keys' source
 * and the fallback main's answers may need at once); every other language is a chunk of its own,
 * loaded only when the UI is to speak it. A new language fails the type check until it is here.
 */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<Messages>> = {
  nl: () => import('../../shared/i18n/messages/nl').then((m) => m.nl),
};

const loading = new Map<Language, Promise<void>>();

/**
 * Resolves once this page holds `language`'s catalogue (at once if it does already). A failed
 * load is forgotten, so the next call tries again.
 */
export function loadCatalogue(language: Language): Promise<void> {
  if (language === 'en' || holdsCatalogue(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = loaders[language]().then(
      (messages) => holdCatalogue(language, messages),
      (error: unknown) => {
        loading.delete(language);
        throw error;
      },
    );
    loading.set(language, pending);
  }
  return pending;
}
