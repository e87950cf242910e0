import { holdCatalogue, type Messages } from './catalogues';
import { languages, type Language } from './languages';
import { en } from './messages/en';
import { nl } from './messages/nl';

/** Every language's catalogue. Main imports it (it may speak any language at any moment). */
export const catalogues: Record<Language, Messages> = { en, nl };

/** Holds every catalogue in this process: main at start, and the unit tests (see vitest.config.ts). */
export function holdAllCatalogues(): void {
  for (const language of languages) holdCatalogue(language, catalogues[language]);
}
