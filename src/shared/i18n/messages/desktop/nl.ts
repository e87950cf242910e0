import { type desktopEn } from './en';

/** Het bureaublad rond het venster in het Nederlands (je-vorm, de vaste termen van `../nl.ts`). */
export const desktopNl: Record<keyof typeof desktopEn, string> = {
  'desktop.tray.tooltip':
    '{count, plural, =0 {Switchboard} one {Switchboard – # ongelezen bericht} other {Switchboard – # ongelezen berichten}}',
  'desktop.tray.mutedUntil': 'Meldingen gedempt tot {until, time, short}',
  'desktop.tray.open': 'Switchboard openen',
  'desktop.tray.mute': 'Meldingen een uur dempen',
  'desktop.tray.quit': 'Switchboard afsluiten',
  'desktop.tray.status': 'Status: {status}',
  'desktop.tray.doNotDisturbHour': '1 uur niet storen',
  'desktop.tray.statusMenu': 'Statusbericht en meer…',
  'desktop.tray.restartToUpdate': 'Opnieuw starten om bij te werken naar {version}',
  'desktop.updates.badFeed':
    'Gebruik het https-adres van de updatespiegel van je bedrijf, zonder gebruikersnaam, wachtwoord of query.',
  'desktop.status.refused': 'Je status is niet gewijzigd',
  'desktop.badge.description':
    '{count, plural, one {# ongelezen bericht} other {# ongelezen berichten}}',

  'desktop.error.unavailable': 'Dit is niet beschikbaar in deze versie van Switchboard.',
  'desktop.error.loginItem':
    'Switchboard kon niet wijzigen of het start wanneer je je aanmeldt op je computer. Probeer het opnieuw.',

  'desktop.error.callLinks':
    'Je computer liet Switchboard geen telefoonlinks openen. Kies Switchboard ervoor in de instellingen voor standaard-apps van je systeem.',

  'settings.desktop': 'Bureaublad',
  'settings.desktop.keepInTray': 'Blijven draaien in het systeemvak als het venster wordt gesloten',
  'settings.desktop.keepInTray.hint':
    'Nieuwe berichten blijven binnenkomen terwijl het venster gesloten is. Sluit Switchboard af via het pictogram in het systeemvak.',
  'settings.desktop.openAtLogin': 'Switchboard starten wanneer ik me aanmeld op mijn computer',
  'settings.desktop.opensCallLinks': 'Telefoonlinks (tel:, callto:, sip:) openen met Switchboard',
  'settings.desktop.opensCallLinks.hint':
    'Een telefoonnummer waarop je klikt in je browser, e-mail of een ander programma vraagt hier of je het wilt bellen.',
  'settings.notifications.muted': 'Meldingen zijn gedempt tot {until, time, short}.',
};
