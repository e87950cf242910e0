import { type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlShape } from 'react-intl';
import { intlConfig, type Language } from '../../shared/i18n';
import { useLanguage } from './language-store';

const cache = createIntlCache();
const formatters = new Map<Language, IntlShape>();

/** react-intl's formatter of a language: the shared catalogue and locale, React rich text. */
function reactIntlFor(language: Language): IntlShape {
  let intl = formatters.get(language);
  if (!intl) {
    intl = createIntl(intlConfig(language), cache);
    formatters.set(language, intl);
  }
  return intl;
}

/**
 * react-intl for every component, in the language of `useLanguage`: a change re-renders the
 * whole tree in the new language, with no restart.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const language = useLanguage((s) => s.language);
  return <RawIntlProvider value={reactIntlFor(language)}>{children}</RawIntlProvider>;
}
