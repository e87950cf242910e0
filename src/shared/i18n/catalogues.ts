import { type Language } from './languages';
import { en } from './messages/en';
import { nl } from './messages/nl';

/** Every message's key: English names them all (`messages/en.ts`). */
export type MessageKey = keyof typeof en;
/** A catalogue: a sentence for each key, so a key missing in a language fails the type check. */
export type Messages = Record<MessageKey, string>;

export const catalogues: Record<Language, Messages> = { en, nl };
