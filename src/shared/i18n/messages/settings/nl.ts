import { type settingsEn } from './en';

/** Instellingen in het Nederlands (je-vorm, de vaste termen van `../nl.ts`). */
export const settingsNl: Record<keyof typeof settingsEn, string> = {
  'settings.appearance': 'Weergave',
  'settings.theme': 'Thema',
  'settings.theme.light': 'Licht',
  'settings.theme.dark': 'Donker',
  'settings.theme.system': 'Zelfde als systeem',
  'settings.language': 'Taal',
  'settings.notifications': 'Meldingen',
  'settings.notifications.desktop': 'Een bureaubladmelding tonen bij elk nieuw bericht',
  'settings.notifications.voicemail': 'Een bureaubladmelding tonen bij elk nieuw voicemailbericht',
  'settings.notifications.rate': 'Vragen om oproepen te beoordelen',
  'settings.notifications.rate.never': 'Nooit',
  'settings.notifications.rate.sometimes': 'Soms',
  'settings.notifications.rate.always': 'Na elke oproep',
  'settings.localData': 'Gegevens op deze computer',
  'settings.localData.hint':
    'Je geschiedenis en gesprekken worden op deze computer bewaard, zodat ze direct openen en ook offline werken. Wissen haalt ze opnieuw op van de server; berichten en beoordelingen die nog niet zijn verstuurd, blijven bewaard.',
  'settings.localData.clear': 'Cache wissen en opnieuw synchroniseren…',
  'settings.localData.question':
    'De geschiedenis op deze computer verwijderen en opnieuw ophalen van de server?',
  'settings.localData.confirm': 'Wissen en synchroniseren',
  'settings.localData.done': 'Gewist. Switchboard haalt je geschiedenis opnieuw op.',
  'settings.localData.failed':
    'De opgeslagen gegevens konden niet worden gewist. Probeer het opnieuw.',
  'settings.account': 'Account',
  'settings.account.signedInAs': 'Aangemeld als',
  'settings.account.phoneLine': 'Telefoonlijn',
  'settings.account.server': 'Server',
  'settings.account.demoServer': 'Ingebouwde demoserver',
  'settings.account.tenant': 'Tenant',
  'settings.account.remembered': 'Onthouden op deze computer',
  'settings.account.remembered.yes': 'Ja, je blijft aangemeld na een herstart',
  'settings.account.remembered.no': 'Nee',
  'settings.account.signingOut': 'Afmelden…',
  'signOut.unsent.title': 'Afmelden met onverzonden berichten?',
  'signOut.unsent.body':
    '{count, plural, one {# bericht is} other {# berichten zijn}} nog niet verzonden. Eerst verzenden, of weggooien en afmelden?',
  'signOut.unsent.sendFirst': 'Eerst verzenden',
  'signOut.unsent.discard': 'Weggooien en afmelden',
  'signOut.unsent.sending':
    'Bezig met verzenden… nog {count, plural, one {# bericht} other {# berichten}}. Je wordt afgemeld zodra alles is verzonden.',
  'signOut.unsent.failed':
    '{count, plural, one {# bericht kon niet worden verzonden} other {# berichten konden niet worden verzonden}}: wijzig of verwijder {count, plural, one {het} other {ze}} in Gesprekken, of gooi {count, plural, one {het} other {ze}} weg en meld je af.',
  'settings.about.version': 'Versie',
  'settings.about.runningIn': 'Draait als',
  'settings.about.browser': 'Browser (lokale host)',
  'settings.about.desktop': 'Desktop-app',
  'settings.about.serverVersion': 'Serverversie',
};
