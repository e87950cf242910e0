// Type-only imports: an area's English names its keys without putting its messages in the
// renderer's first script (the lint refuses a static import there: eslint.config.mjs).
import { type adminEn } from './messages/admin/en';
import { type callSettingsEn } from './messages/callSettings/en';
import { type chatGroupsEn } from './messages/chatGroups/en';
import { type favoritesEn } from './messages/favorites/en';
import { type historyDetailEn } from './messages/historyDetail/en';
import { type peopleEn } from './messages/people/en';
import { type searchEn } from './messages/search/en';
import { type settingsEn } from './messages/settings/en';
import { type shortcutsEn } from './messages/shortcuts/en';
import { type signInEn } from './messages/signIn/en';
import { type updatesEn } from './messages/updates/en';
import { type voicemailEn } from './messages/voicemail/en';
import { type webPagesEn } from './messages/webPages/en';

/**
 * The areas: the messages only a section the renderer loads on demand shows, each a catalogue
 * of its own in every language (`messages/<area>/en.ts`, `nl.ts`). The renderer loads an area's
 * messages in the language it speaks with the section that shows them
 * (`src/renderer/shell/section-chunks.ts`); every other message (the shell, sign-in,
 * Conversations, History, errors, notifications, main's sentences) is in the core catalogue,
 * `messages/en.ts` and `nl.ts`. Keyed by area, each English catalogue, the source of its keys.
 */
export interface AreaEnglish {
  admin: typeof adminEn;
  people: typeof peopleEn;
  favorites: typeof favoritesEn;
  webPages: typeof webPagesEn;
  settings: typeof settingsEn;
  shortcuts: typeof shortcutsEn;
  callSettings: typeof callSettingsEn;
  updates: typeof updatesEn;
  voicemail: typeof voicemailEn;
  chatGroups: typeof chatGroupsEn;
  historyDetail: typeof historyDetailEn;
  signIn: typeof signInEn;
  search: typeof searchEn;
}

export type Area = keyof AreaEnglish;

/** Every area (an area added above and not here, or here and not above, fails the type check). */
export const areas = Object.keys({
  admin: true,
  people: true,
  favorites: true,
  webPages: true,
  settings: true,
  shortcuts: true,
  callSettings: true,
  updates: true,
  voicemail: true,
  chatGroups: true,
  historyDetail: true,
  signIn: true,
  search: true,
} satisfies Record<Area, true>) as Area[];
