import { type searchEn } from './en';

/** Het zoeken overal, in het Nederlands (`./en.ts`). */
export const searchNl: Record<keyof typeof searchEn, string> = {
  'search.title': 'Zoeken',
  'search.input': 'Zoek personen, gesprekken en berichten',
  'search.results': 'Resultaten',
  'search.group.people': 'Personen',
  'search.group.conversations': 'Gesprekken',
  'search.group.messages': 'Berichten',
  'search.group.history': 'Geschiedenis',
  'search.hint': 'Typ een naam of een woord uit een bericht. Enter opent het resultaat, Esc sluit.',
  'search.none': 'Niets hier komt overeen met “{query}”.',
  'search.server.searching': 'De server wordt doorzocht…',
  'search.server.added': '{count, plural, one {# resultaat} other {# resultaten}} van de server.',
  'search.server.failed': 'De server kon niet worden doorzocht. {reason}',
  'search.fromServer': 'Van de server',
  'search.server.noLine':
    'De server zoekt alleen in berichttekst op een telefoonlijn, en je account heeft er geen.',
  'search.noChat': '{name} heeft geen chat.',
};
