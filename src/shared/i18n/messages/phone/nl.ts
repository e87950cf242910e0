import { type phoneEn } from './en';

/** De eigen telefoon (Nederlands), typed against English: see `../nl.ts`. */
export const phoneNl: Record<keyof typeof phoneEn, string> = {
  'error.code.10054':
    'Je account heeft geen telefoonlijn. Vraag je beheerder er een toe te wijzen.',
  'error.status.notSelectable':
    'Die status kun je hier niet kiezen. Kies een van de statussen uit de lijst.',
  'error.status.temporaryInvalid': 'Kies een status uit de lijst en een eindtijd in de toekomst.',
  'error.callerId.notAllowed':
    'Dat nummer kan niet worden getoond aan wie je belt. Kies een van de aangeboden nummers.',
  'error.sms.badNumber':
    'Dat nummer kan geen sms ontvangen. Controleer het nummer en probeer het opnieuw.',
  'error.audio.gone': 'Deze opname is niet meer beschikbaar.',
  'error.audio.tooLarge': 'Deze opname is groter dan {limit}, meer dan Switchboard ophaalt.',
  'error.audio.unreadable':
    'De server stuurde deze opname in een vorm die Switchboard niet kan afspelen.',
  'section.voicemail': 'Voicemail',
  'nav.history.missed':
    '{count, plural, one {# gemiste oproep niet gezien} other {# gemiste oproepen niet gezien}}',
  'nav.voicemail.new':
    '{count, plural, one {# nieuw voicemailbericht} other {# nieuwe voicemailberichten}}',
  'live.notify.voicemail':
    '{count, plural, one {Nieuw voicemailbericht} other {# nieuwe voicemailberichten}}',
  'error.communication.gone':
    'Dit item staat niet meer in je geschiedenis. Vernieuw en probeer het opnieuw.',
};
