import { type chatGroupsEn } from './en';

/** Groepschats en concepten in het Nederlands (je-vorm, de vaste termen van `../nl.ts`). */
export const chatGroupsNl: Record<keyof typeof chatGroupsEn, string> = {
  'conversations.newGroup': 'Nieuwe groep',
  'newGroup.title': 'Nieuwe groepschat',
  'newGroup.name': 'Groepsnaam',
  'newGroup.name.placeholder': 'Bijvoorbeeld: Project Atlas',
  'newGroup.find': 'Collega’s toevoegen',
  'newGroup.chosen': 'In de groep',
  'newGroup.chosen.none': 'Nog niemand gekozen. Kies collega’s uit de lijst.',
  'newGroup.remove': '{name} weghalen',
  'newGroup.create': 'Groep maken',
  'newGroup.creating': 'De groep wordt gemaakt…',
  'newGroup.needName': 'Geef de groep een naam.',
  'newGroup.needMembers': 'Kies ten minste één collega.',
  'newGroup.tooLong': 'Een groepsnaam is hoogstens {limit, number} tekens lang.',
  'newGroup.tooMany': 'Een nieuwe groep begint met hoogstens {limit, number} collega’s.',
  'newGroup.notAdded':
    '{count, plural, one {# collega kon} other {# collega’s konden}} niet worden toegevoegd ({names}): {sentence}',
  'group.members': '{count, plural, one {# lid} other {# leden}}',
  'group.members.list': 'Leden van {name}',
  'group.admin': 'beheerder',
  'group.you': '{name} (jij)',
  'group.opening': 'Het groepsformulier wordt geopend…',
  'draft.conflict': 'Dit concept is op een ander apparaat gewijzigd: “{theirs}”. Welke houd je?',
  'draft.conflict.cleared': 'Dit concept is op een ander apparaat gewist. Jouw versie houden?',
  'draft.takeTheirs': 'Dat concept gebruiken',
  'draft.takeCleared': 'Het mijne wissen',
  'draft.keepMine': 'Het mijne houden',
  'draft.notSaved': 'Je concept staat alleen op deze computer: {sentence}',
  'draft.file': 'Het concept bevat ook het bestand {name}, toegevoegd in een andere app.',
};
