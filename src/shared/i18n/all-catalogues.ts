import { areas } from './areas';
import { holdCatalogue, type Messages, type Part, type PartMessages } from './catalogues';
import { languages, type Language } from './languages';
import { adminEn } from './messages/admin/en';
import { adminNl } from './messages/admin/nl';
import { callSettingsEn } from './messages/callSettings/en';
import { callSettingsNl } from './messages/callSettings/nl';
import { en } from './messages/en';
import { favoritesEn } from './messages/favorites/en';
import { favoritesNl } from './messages/favorites/nl';
import { nl } from './messages/nl';
import { peopleEn } from './messages/people/en';
import { peopleNl } from './messages/people/nl';
import { searchEn } from './messages/search/en';
import { searchNl } from './messages/search/nl';
import { settingsEn } from './messages/settings/en';
import { settingsNl } from './messages/settings/nl';
import { shortcutsEn } from './messages/shortcuts/en';
import { shortcutsNl } from './messages/shortcuts/nl';
import { updatesEn } from './messages/updates/en';
import { updatesNl } from './messages/updates/nl';
import { historyDetailEn } from './messages/historyDetail/en';
import { historyDetailNl } from './messages/historyDetail/nl';
import { signInEn } from './messages/signIn/en';
import { signInNl } from './messages/signIn/nl';
import { voicemailEn } from './messages/voicemail/en';
import { chatGroupsEn } from './messages/chatGroups/en';
import { chatGroupsNl } from './messages/chatGroups/nl';
import { voicemailNl } from './messages/voicemail/nl';
import { webPagesEn } from './messages/webPages/en';
import { webPagesNl } from './messages/webPages/nl';

/**
 * Every part of every language's catalogue: the core and each area (`areas.ts`). Main imports
 * it (it may speak any language at any moment); a language lacking a part, or a part lacking a
 * key, fails the type check.
 */
export const parts: { [L in Language]: { [P in Part]: PartMessages<P> } } = {
  en: {
    core: en,
    admin: adminEn,
    people: peopleEn,
    favorites: favoritesEn,
    webPages: webPagesEn,
    settings: settingsEn,
    shortcuts: shortcutsEn,
    callSettings: callSettingsEn,
    updates: updatesEn,
    voicemail: voicemailEn,
    chatGroups: chatGroupsEn,
    historyDetail: historyDetailEn,
    signIn: signInEn,
    search: searchEn,
  },
  nl: {
    core: nl,
    admin: adminNl,
    people: peopleNl,
    favorites: favoritesNl,
    webPages: webPagesNl,
    settings: settingsNl,
    shortcuts: shortcutsNl,
    callSettings: callSettingsNl,
    updates: updatesNl,
    voicemail: voicemailNl,
    chatGroups: chatGroupsNl,
    historyDetail: historyDetailNl,
    signIn: signInNl,
    search: searchNl,
  },
};

/** Every language's whole catalogue, its parts in one object. */
export const catalogues = Object.fromEntries(
  languages.map((language) => [
    language,
    Object.assign({}, parts[language].core, ...areas.map((area) => parts[language][area])),
  ]),
) as Record<Language, Messages>;

/** Holds every part of every catalogue in this process: main at start, the unit tests' setup. */
export function holdAllCatalogues(): void {
  for (const language of languages) {
    const hold = <P extends Part>(part: P) => holdCatalogue(language, part, parts[language][part]);
    hold('core');
    for (const area of areas) hold(area);
  }
}
