import { type callSettingsEn } from './en';

/** Instellingen → Bellen, in het Nederlands (je-vorm). */
export const callSettingsNl: Record<keyof typeof callSettingsEn, string> = {
  'callSettings.title': 'Bellen',
  'callSettings.loading': 'Je belinstellingen worden gelezen…',
  'callSettings.ringFirst': 'Als je belt, gaat eerst over',
  'callSettings.ringFirst.line': 'Mijn telefoonlijn',
  'callSettings.ringFirst.mobile': 'Mijn mobiel',
  'callSettings.ringFirst.mobileNumber': 'Mobiel nummer',
  'callSettings.ringFirst.hint':
    'Switchboard laat de telefooncentrale eerst deze telefoon bellen; als je opneemt, wordt de ander gebeld.',
  'callSettings.incoming': 'Oproepen naar jou',
  'callSettings.incoming.notOffered':
    'Je telefooncentrale laat Switchboard niet wijzigen waar je oproepen heen gaan. Vraag het je beheerder.',
  'callSettings.redirection': 'Mijn oproepen doorschakelen',
  'callSettings.redirection.to': 'Doorschakelen naar',
  'callSettings.redirection.after': 'Overgaan voor doorschakelen (seconden)',
  'callSettings.ringSeconds': 'Hoe lang mijn lijn overgaat (seconden)',
  'callSettings.ringSeconds.hint': 'Daarna gaat een oproep naar je terugvalnummer of je voicemail.',
  'callSettings.fallback': 'Een terugval gebruiken',
  'callSettings.fallback.to': 'Terugvalnummer',
  'callSettings.fallback.hint': 'Laat het leeg voor de terugval die je beheerder heeft ingesteld.',
  'callSettings.voicemail': 'Voicemail neemt oproepen aan die niemand opneemt',
  'callSettings.callerId': 'Nummer dat wie je belt te zien krijgt',
  'callSettings.callerId.default': 'Standaard van de telefooncentrale',
  'callSettings.action.save': 'Opslaan',
  'callSettings.action.saving': 'Opslaan…',
  'callSettings.action.undo': 'Wijzigingen ongedaan maken',
  'callSettings.saved': 'Opgeslagen. Je telefooncentrale gebruikt nu deze instellingen.',
  'callSettings.rule.numberNeeded': 'Vul een nummer in.',
  'callSettings.rule.numberInvalid':
    'De telefooncentrale kan dit nummer niet bellen. Gebruik cijfers, met + voor een landnummer.',
  'callSettings.rule.seconds': 'Vul een heel aantal seconden in, van 0 tot 600.',
};
