import { type shortcutsEn } from './en';

/** De lijst met sneltoetsen, in het Nederlands (`./en.ts`). */
export const shortcutsNl: Record<keyof typeof shortcutsEn, string> = {
  'shortcuts.title': 'Sneltoetsen',
  'shortcuts.intro':
    'Op een Mac neemt Command (⌘) de plaats in van Ctrl en Option (⌥) die van Alt. Sneltoetsen met Ctrl of Alt werken ook terwijl je typt; ? niet.',
  'shortcuts.keys': 'Toetsen',
  'shortcuts.action': 'Actie',
  'shortcuts.or': '{first} of {second}',
  'shortcuts.group.window': 'Overal',
  'shortcuts.group.lists': 'In een lijst',
  'shortcuts.group.composer': 'Een bericht schrijven',
  'shortcuts.search': 'Overal zoeken naar personen, gesprekken en berichten',
  'shortcuts.filter': 'De getoonde lijst filteren (Gesprekken waar die er geen heeft)',
  'shortcuts.newChat': 'Nieuwe chat',
  'shortcuts.nextConversation': 'Volgend gesprek',
  'shortcuts.previousConversation': 'Vorig gesprek',
  'shortcuts.section': 'Naar een sectie, in de volgorde van de navigatie',
  'shortcuts.nextPane': 'Volgend paneel: de navigatie, dan de panelen van de sectie',
  'shortcuts.previousPane': 'Vorig paneel',
  'shortcuts.shortcuts': 'Deze lijst met sneltoetsen',
  'shortcuts.lists.move':
    'Bewegen door de navigatie, gesprekken, berichten, Geschiedenis of Personen',
  'shortcuts.lists.ends': 'Het eerste of het laatste item',
  'shortcuts.lists.page': 'Een pagina omlaag of omhoog (berichten, Geschiedenis, Personen)',
  'shortcuts.lists.open': 'Het item openen (navigatie, gesprekken)',
  'shortcuts.lists.tab': 'Naar de knoppen van een bericht, dan uit de lijst: elke lijst is één Tab',
  'shortcuts.composer.send': 'Versturen',
  'shortcuts.composer.newLine': 'Nieuwe regel',
  'shortcuts.composer.cancelReply': 'Niet meer antwoorden',
  'shortcuts.close': 'Sluiten',
};
