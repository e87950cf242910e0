import {
  holdCatalogue,
  holdsCatalogue,
  type Area,
  type Language,
  type Part,
  type PartMessages,
} from '../../shared/i18n';

/**
 * Where each part of each language's catalogue comes from (`src/shared/i18n/areas.ts`). English's
 * core is in the first script (the keys' source, and the fallback main's answers may need at
 * once); every other part is a chunk of its own, loaded only when the UI is to speak it: another
 * language's core when the UI is to speak that language, an area's messages with the section that
 * shows them. A new language or area fails the type check until it is here.
 */
const loaders: {
  [L in Language]: {
    [P in Part]: L extends 'en' ? (P extends 'core' ? null : Loader<P>) : Loader<P>;
  };
} = {
  en: {
    core: null,
    admin: () => import('../../shared/i18n/messages/admin/en').then((m) => m.adminEn),
    people: () => import('../../shared/i18n/messages/people/en').then((m) => m.peopleEn),
    favorites: () => import('../../shared/i18n/messages/favorites/en').then((m) => m.favoritesEn),
    webPages: () => import('../../shared/i18n/messages/webPages/en').then((m) => m.webPagesEn),
    settings: () => import('../../shared/i18n/messages/settings/en').then((m) => m.settingsEn),
    shortcuts: () => import('../../shared/i18n/messages/shortcuts/en').then((m) => m.shortcutsEn),
    callSettings: () =>
      import('../../shared/i18n/messages/callSettings/en').then((m) => m.callSettingsEn),
    updates: () => import('../../shared/i18n/messages/updates/en').then((m) => m.updatesEn),
    voicemail: () => import('../../shared/i18n/messages/voicemail/en').then((m) => m.voicemailEn),
    chatGroups: () =>
      import('../../shared/i18n/messages/chatGroups/en').then((m) => m.chatGroupsEn),
    historyDetail: () =>
      import('../../shared/i18n/messages/historyDetail/en').then((m) => m.historyDetailEn),
    signIn: () => import('../../shared/i18n/messages/signIn/en').then((m) => m.signInEn),
    search: () => import('../../shared/i18n/messages/search/en').then((m) => m.searchEn),
  },
  nl: {
    core: () => import('../../shared/i18n/messages/nl').then((m) => m.nl),
    admin: () => import('../../shared/i18n/messages/admin/nl').then((m) => m.adminNl),
    people: () => import('../../shared/i18n/messages/people/nl').then((m) => m.peopleNl),
    favorites: () => import('../../shared/i18n/messages/favorites/nl').then((m) => m.favoritesNl),
    webPages: () => import('../../shared/i18n/messages/webPages/nl').then((m) => m.webPagesNl),
    settings: () => import('../../shared/i18n/messages/settings/nl').then((m) => m.settingsNl),
    shortcuts: () => import('../../shared/i18n/messages/shortcuts/nl').then((m) => m.shortcutsNl),
    callSettings: () =>
      import('../../shared/i18n/messages/callSettings/nl').then((m) => m.callSettingsNl),
    updates: () => import('../../shared/i18n/messages/updates/nl').then((m) => m.updatesNl),
    voicemail: () => import('../../shared/i18n/messages/voicemail/nl').then((m) => m.voicemailNl),
    chatGroups: () =>
      import('../../shared/i18n/messages/chatGroups/nl').then((m) => m.chatGroupsNl),
    historyDetail: () =>
      import('../../shared/i18n/messages/historyDetail/nl').then((m) => m.historyDetailNl),
    signIn: () => import('../../shared/i18n/messages/signIn/nl').then((m) => m.signInNl),
    search: () => import('../../shared/i18n/messages/search/nl').then((m) => m.searchNl),
  },
};

type Loader<P extends Part> = () => Promise<PartMessages<P>>;

const loading = new Map<string, Promise<void>>();

/**
 * The areas this page has asked for, in whatever language: a language's switch waits for all
 * of them in the new language (`loadLanguage`), so an open section never shows a key.
 */
const wanted = new Set<Area>();

/**
 * Resolves once this page holds `part` of `language`'s catalogue (at once if it does already).
 * A failed load is forgotten, so the next call tries again.
 */
function loadPart<P extends Part>(language: Language, part: P): Promise<void> {
  if (holdsCatalogue(language, part)) return Promise.resolve();
  const name = `${language}/${part}`;
  let pending = loading.get(name);
  if (!pending) {
    const load = loaders[language][part] as Loader<P> | null;
    if (!load) return Promise.reject(new Error(`i18n: no way to load ${name}`));
    pending = load().then(
      (messages) => {
        loading.delete(name);
        holdCatalogue(language, part, messages);
      },
      (error: unknown) => {
        loading.delete(name);
        throw error;
      },
    );
    loading.set(name, pending);
  }
  return pending;
}

/** Whether this page holds `areas`' messages in `language`. */
export function holdsAreas(language: Language, areas: readonly Area[]): boolean {
  return areas.every((area) => holdsCatalogue(language, area));
}

/**
 * Resolves once this page holds `areas`' messages in `language`: a section's, before it renders.
 * From then on, a change of language loads them in the new language before it switches.
 */
export function loadAreas(language: Language, areas: readonly Area[]): Promise<void> {
  for (const area of areas) wanted.add(area);
  return Promise.all(areas.map((area) => loadPart(language, area))).then(() => {});
}

/** Whether this page holds all the UI needs to speak `language`: its core, the areas asked for. */
export function holdsLanguage(language: Language): boolean {
  return holdsCatalogue(language) && holdsAreas(language, [...wanted]);
}

/**
 * Resolves once this page holds `language`'s core and every area asked for so far (at once if
 * it does already); an area asked for meanwhile is loaded too before it resolves.
 */
export function loadLanguage(language: Language): Promise<void> {
  if (holdsLanguage(language)) return Promise.resolve();
  const parts: Part[] = ['core', ...wanted];
  return Promise.all(parts.map((part) => loadPart(language, part))).then(() =>
    loadLanguage(language),
  );
}
