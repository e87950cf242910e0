import { createIntl, createIntlCache, type IntlConfig, type IntlShape } from '@formatjs/intl';
import { type Language } from './languages';
import { catalogueOf, type MessageKey } from './catalogues';

/** What a message's placeholders take (ICU: `{name}`, `{count, plural, …}`, `{at, date}`). */
export type MessageValues = Record<string, string | number | boolean | Date | null | undefined>;

const cache = createIntlCache();
const formatters = new Map<Language, IntlShape>();

/**
 * What a formatter of `language` is made from: its catalogue (ICU MessageFormat) and its locale
 * for dates, times and numbers. The renderer gives the same to react-intl's `createIntl`.
 */
export function intlConfig(
  language: Language,
): Pick<IntlConfig, 'locale' | 'defaultLocale' | 'messages' | 'onError'> {
  return {
    locale: language,
    defaultLocale: 'en',
    messages: catalogueOf(language),
    // Every key exists in every catalogue (the type and test/i18n say so); a formatting
    // failure is a bug to see in the console, not a reason to show nothing.
    onError: (error) => console.error('i18n:', error.message),
  };
}

/** The formatter of one language, made once: main's sentences, the renderer's plain modules. */
export function intlFor(language: Language): IntlShape {
  let intl = formatters.get(language);
  if (!intl) {
    intl = createIntl(intlConfig(language), cache);
    formatters.set(language, intl);
  }
  return intl;
}

/**
 * This process's language: main formats the sentences it sends in it, the renderer's modules
 * outside React (the cache, the outbox) theirs. Set from the user's choice or the system's.
 */
let current: Language = 'en';

export function setProcessLanguage(language: Language): void {
  // Fails here, not at the first sentence, when the language's catalogue is not held.
  catalogueOf(language);
  current = language;
}

export function processLanguage(): Language {
  return current;
}

/** The formatter of this process's current language. */
export function currentIntl(): IntlShape {
  return intlFor(current);
}

/** A message of the catalogue in this process's current language. */
export function t(key: MessageKey, values?: MessageValues): string {
  return currentIntl().formatMessage({ id: key }, values);
}

/**
 * What a formatting helper needs: a language's formatter, from react-intl's `useIntl()` in a
 * component or `currentIntl()` elsewhere (both fit).
 */
export type Formatter = Pick<
  IntlShape,
  'locale' | 'formatMessage' | 'formatDate' | 'formatTime' | 'formatNumber' | 'formatList'
>;
