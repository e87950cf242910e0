import { z } from 'zod';

/** The languages Switchboard speaks; English is the source every other catalogue follows. */
export const languages = ['en', 'nl'] as const;
export const languageSchema = z.enum(languages);
export type Language = z.infer<typeof languageSchema>;

/** Each language in its own words, as a language menu lists them (never translated). */
export const languageNames: Record<Language, string> = {
  en: 'English',
  nl: 'Nederlands',
};

/**
 * The first of `locales` (BCP 47 tags, most preferred first: `navigator.languages`, Electron's
 * `app.getLocale()`) that Switchboard speaks: `nl-NL` and `nl-BE` are Dutch; anything else, or
 * nothing, is English.
 */
export function pickLanguage(locales: readonly string[]): Language {
  for (const tag of locales) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    const known = languages.find((l) => l === base);
    if (known) return known;
  }
  return 'en';
}
