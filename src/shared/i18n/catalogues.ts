import { type Area, type AreaEnglish } from './areas';
import { type Language } from './languages';
import { en } from './messages/en';

/** The core catalogue's keys: English names them (`messages/en.ts`). */
export type CoreKey = keyof typeof en;
/** The keys of an area (of any area, by default): its English names them (`areas.ts`). */
export type AreaKey<A extends Area = Area> = A extends Area ? keyof AreaEnglish[A] : never;
/** Every message's key: the core's and every area's. */
export type MessageKey = CoreKey | AreaKey;

/** A part of a language's catalogue: the core, or one area. */
export type Part = 'core' | Area;
/** A part in one language: a sentence for each of its keys (one missing fails the type check). */
export type PartMessages<P extends Part> = Record<P extends Area ? AreaKey<P> : CoreKey, string>;
/** A whole catalogue, every part of it: what main holds. */
export type Messages = Record<MessageKey, string>;

/**
 * The parts of each language's catalogue this process holds, merged into one object per
 * language, which the language's formatter reads at each message (`translate.ts`), so a part
 * held later is found by the formatter made before. English's core always: it is every screen's
 * fallback, and the renderer's first screen needs it at once. Main holds every part of every
 * language (`all-catalogues.ts`); the renderer only the language it speaks, its core first and
 * an area with the section that shows it (`src/renderer/i18n/load-catalogue.ts`).
 */
const held = new Map<Language, { messages: Partial<Messages>; parts: Set<Part> }>([
  ['en', { messages: { ...en }, parts: new Set(['core']) }],
]);

export function holdCatalogue<P extends Part>(
  language: Language,
  part: P,
  messages: PartMessages<P>,
): void {
  let entry = held.get(language);
  if (!entry) held.set(language, (entry = { messages: {}, parts: new Set() }));
  Object.assign(entry.messages, messages);
  entry.parts.add(part);
}

/** Whether this process holds `part` (the core by default) of `language`'s catalogue. */
export function holdsCatalogue(language: Language, part: Part = 'core'): boolean {
  return held.get(language)?.parts.has(part) ?? false;
}

/**
 * `language`'s catalogue: its core and the areas held. Asking for a language whose core is not
 * held is a bug (nothing would be translated); an area's messages are there once it is held,
 * which the renderer waits for before it shows the area's section.
 */
export function catalogueOf(language: Language): Messages {
  const entry = held.get(language);
  if (!entry?.parts.has('core')) throw new Error(`i18n: the ${language} catalogue is not loaded`);
  return entry.messages as Messages;
}
