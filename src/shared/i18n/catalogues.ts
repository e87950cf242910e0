import { type Language } from './languages';
import { en } from './messages/en';

/** Every message's key: English names them all (`messages/en.ts`). */
export type MessageKey = keyof typeof en;
/** A catalogue: a sentence for each key, so a key missing in a language fails the type check. */
export type Messages = Record<MessageKey, string>;

/**
 * The catalogues this process holds. English always: it names the keys, and the renderer's
 * first screen needs it at once. Another language once `holdCatalogue` gives it: main holds
 * every language (`all-catalogues.ts`), the renderer only the one it speaks, loaded when it
 * is chosen (`src/renderer/i18n/load-catalogue.ts`), so Dutch is not in its first script.
 */
const held: Partial<Record<Language, Messages>> = { en };

export function holdCatalogue(language: Language, messages: Messages): void {
  held[language] = messages;
}

export function holdsCatalogue(language: Language): boolean {
  return held[language] !== undefined;
}

/** The catalogue of `language`; asking for one not held is a bug (nothing would be translated). */
export function catalogueOf(language: Language): Messages {
  const messages = held[language];
  if (!messages) throw new Error(`i18n: the ${language} catalogue is not loaded`);
  return messages;
}
