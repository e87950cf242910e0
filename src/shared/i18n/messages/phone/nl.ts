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
  'error.sms.noNumber': 'Vul het nummer in waar je de sms naartoe wilt sturen.',
  'error.sms.notANumber':
    'Een sms gaat naar een telefoonnummer: cijfers, eventueel met + en de landcode. Controleer het nummer en probeer het opnieuw.',
  'error.sms.noText': 'Typ het bericht dat je wilt versturen.',
  'sms.action.send': 'Sms sturen',
  'sms.action.send.label': 'Sms sturen naar {name}',
  'sms.dialog.title': 'Sms sturen naar {name}',
  'sms.dialog.number': 'Nummer',
  'sms.dialog.numberHint': 'Typ het zoals je het zou bellen: spaties, streepjes en +31 mogen.',
  'sms.dialog.text': 'Bericht',
  'sms.dialog.length':
    '{characters, plural, one {# teken} other {# tekens}} · {parts, plural, one {# sms} other {# sms-berichten}}',
  'sms.dialog.lengthHint':
    'Eén sms bevat 160 tekens, of 70 met emoji of letters zoals ë; een langer bericht gaat in delen. {shortcut} verstuurt.',
  'sms.dialog.send': 'Versturen',
  'sms.dialog.sending': 'Versturen…',
  'sms.sent': 'Sms naar {name} verstuurd. Je vindt hem in Geschiedenis.',
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
