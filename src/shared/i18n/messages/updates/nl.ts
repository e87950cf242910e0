import { type updatesEn } from './en';

/** Instellingen → Over en updates, in het Nederlands (`./en.ts`). */
export const updatesNl: Record<keyof typeof updatesEn, string> = {
  'updates.title': 'Over en updates',
  'updates.banner': 'Switchboard {version} staat klaar.',
  'updates.banner.dismiss': 'Verbergen tot de volgende start',
  'updates.restartToUpdate': 'Opnieuw starten om bij te werken',
  'updates.about.electron': 'Electron',
  'updates.about.chrome': 'Chromium',
  'updates.about.node': 'Node.js',
  'updates.about.platform': 'Besturingssysteem',
  'updates.status.idle': 'Switchboard heeft nog niet op updates gecontroleerd.',
  'updates.status.checking': 'Controleren op updates…',
  'updates.status.current': 'Switchboard is up-to-date.',
  'updates.status.currentChecked':
    'Switchboard is up-to-date. Laatst gecontroleerd: {day}, {time}.',
  'updates.status.downloading': 'Versie {version} downloaden: {percent}.',
  'updates.status.ready':
    'Versie {version} staat klaar. Start Switchboard opnieuw om bij te werken.',
  'updates.failure.unreachable':
    'De updateserver is niet bereikbaar. Switchboard probeert het later opnieuw; controleer je verbinding of het adres van de spiegelserver.',
  'updates.failure.malformed':
    'Het antwoord van de updateserver is geen beschrijving van een versie. Heb je een spiegelserver ingesteld, controleer dan het adres.',
  'updates.failure.checksum':
    'De gedownloade update klopte niet met de beschrijving en is verwijderd. Switchboard downloadt hem opnieuw bij de volgende controle.',
  'updates.failure.signature':
    'De gedownloade update is niet ondertekend door de uitgever van Switchboard en is verwijderd.',
  'updates.failure.failed': 'De update kon niet worden geïnstalleerd. Probeer het later opnieuw.',
  'updates.unsupported.browserHost':
    'Dit exemplaar werkt zichzelf niet bij: het draait in je browser vanaf een lokale host. Werk de Switchboard-installatie bij waar het vandaan komt.',
  'updates.unsupported.development': 'Dit is een ontwikkelversie: die werkt zichzelf niet bij.',
  'updates.unsupported.packageManager':
    'Updates komen van het pakketbeheer van je systeem: installeer ze zoals je je andere programma’s bijwerkt.',
  'updates.checkNow': 'Controleren op updates',
  'updates.checking': 'Controleren…',
  'updates.channel': 'Te installeren updates',
  'updates.channel.stable': 'Stabiel',
  'updates.channel.beta': 'Bèta',
  'updates.channel.hint': 'Bètaversies komen eerder en kunnen nog problemen hebben.',
  'updates.feed': 'Adres van de spiegelserver van je bedrijf (optioneel)',
  'updates.feed.hint':
    'Laat leeg om updates van de eigen releaseserver van Switchboard te krijgen. Het adres moet met https:// beginnen.',
  'updates.feed.invalid': 'Vul een adres in dat met https:// begint, of laat het veld leeg.',
  'updates.feed.save': 'Adres opslaan',
  'updates.feed.saved': 'Opgeslagen.',
  'updates.restarting': 'Opnieuw starten…',
  'updates.restart.inCall':
    'Beëindig eerst je gesprek: Switchboard start alleen opnieuw om bij te werken als er geen gesprek is.',
  'updates.restart.nothingReady':
    'Er is nog geen gedownloade update om te installeren. Controleer eerst op updates.',
  'updates.restart.unsupported': 'Dit exemplaar van Switchboard kan zelf geen updates installeren.',
  'updates.unsent.title': 'Opnieuw starten met onverzonden berichten?',
  'updates.unsent.body':
    '{count, plural, one {# bericht is} other {# berichten zijn}} nog niet verzonden. Eerst verzenden, of toch opnieuw starten? Onverzonden berichten blijven op deze computer en gaan zodra je weer bent aangemeld.',
  'updates.unsent.sending':
    'Verzenden… nog {count, plural, one {# bericht} other {# berichten}}. Switchboard start opnieuw zodra ze verzonden zijn.',
  'updates.unsent.failed':
    '{count, plural, one {# bericht kon niet worden verzonden} other {# berichten konden niet worden verzonden}}: wijzig of verwijder {count, plural, one {het} other {ze}} in Gesprekken, of start toch opnieuw.',
  'updates.unsent.proceed': 'Toch opnieuw starten',
  'updates.diagnostics': 'Diagnose kopiëren',
  'updates.diagnostics.hint':
    'Versies, updatestatus en de laatste logregels, zonder wachtwoorden of tokens: plak ze in een supportverzoek.',
  'updates.diagnostics.copied': 'Diagnose gekopieerd. Plak hem in je supportverzoek.',
  'updates.diagnostics.failed': 'De diagnose kon niet worden gekopieerd. Probeer het opnieuw.',
};
