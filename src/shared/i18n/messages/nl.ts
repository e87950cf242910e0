import { type PartMessages } from '../catalogues';
import { liveNl } from './live/nl';
import { phoneNl } from './phone/nl';
import { myStatusNl } from './myStatus/nl';
import { desktopNl } from './desktop/nl';
import { callsNl } from './calls/nl';

/**
 * Nederlands, in de je-vorm van zakelijke software. Vaste termen: aanmelden/afmelden,
 * Gesprekken (chats), oproep (een telefoongesprek in de geschiedenis), Geschiedenis,
 * Favorieten, Personen, Webpagina's, Beheer, Instellingen, Verbonden/Offline, server,
 * tenant, cache. Typed against English: a key missing here fails the type check. The areas
 * loaded with their sections (Beheer, Personen, Favorieten, Webpagina's, Instellingen) have
 * files of their own (`../areas.ts`).
 */
export const nl: PartMessages<'core'> = {
  ...liveNl,
  ...phoneNl,
  ...myStatusNl,
  ...callsNl,
  'app.name': 'Switchboard',
  'app.windowTitle': '{section} – Switchboard',
  'app.starting': 'Switchboard wordt gestart…',
  'app.restoring': 'Je wordt aangemeld bij {server}…',
  'app.host.refused':
    'Deze Switchboard-link is niet meer geldig. Start Switchboard opnieuw en open de nieuwe link die het toont.',
  'app.host.lost':
    'De verbinding met Switchboard is verbroken. Start het opnieuw en laad deze pagina daarna opnieuw.',

  'common.cancel': 'Annuleren',
  'common.tryAgain': 'Opnieuw proberen',
  'common.password': 'Wachtwoord',
  'common.signIn': 'Aanmelden',
  'common.signingIn': 'Aanmelden…',
  'common.signOut': 'Afmelden',
  'common.clearAndResync': 'Cache wissen en opnieuw synchroniseren',
  'common.clearing': 'Wissen…',
  'common.loading': 'Laden…',

  'signIn.error.noServer': 'Vul het adres van je server in.',
  'signIn.error.noPassword': 'Vul je wachtwoord in.',
  'signIn.error.tls':
    'Switchboard kon het beveiligingscertificaat van {server} niet controleren en heeft daarom geen verbinding gemaakt. Controleer het adres of vraag het je beheerder.',
  'signIn.error.notHttps':
    'De server op {server} gebruikt op dit adres geen HTTPS. Controleer het adres en de poort (misschien is het http://…, wat Switchboard alleen voor deze computer toestaat).',
  'signIn.error.unreachable':
    'Switchboard kan {server} niet bereiken. Controleer het serveradres en je netwerkverbinding.',
  'signIn.error.timeout': '{server} heeft niet op tijd geantwoord. Probeer het opnieuw.',
  'signIn.error.notCompatible':
    '{server} lijkt geen server te zijn die met Switchboard werkt. Controleer het serveradres.',
  'signIn.address.invalid': 'Dit is geen geldig serveradres. Voorbeeld: https://pbx.example.com',
  'signIn.address.notHttps': 'Het serveradres moet beginnen met https://.',
  'signIn.address.httpOnlyLocal':
    'Gebruik https:// voor deze server. Onversleuteld http:// is alleen toegestaan voor deze computer (localhost).',
  'signIn.address.credentials': 'Laat de gebruikersnaam en het wachtwoord weg uit het serveradres.',
  'signIn.address.queryOrFragment': 'Het serveradres mag geen "?" of "#" bevatten.',
  'signIn.address.path':
    "Vul alleen het serveradres in, of een volledig API-adres dat eindigt op /api/v1/'<tenant>'.",

  'session.expired':
    'Je sessie is beëindigd. Meld je opnieuw aan om verder te gaan; niets van wat je hebt getypt gaat verloren.',
  'session.restoreRejected': 'Je opgeslagen aanmelding is niet meer geldig. Meld je opnieuw aan.',
  'session.restoreUnreachable':
    'Switchboard kon {server} niet bereiken om je aanmelding te herstellen. Controleer je verbinding en probeer het opnieuw.',
  'session.demoFailed': 'De demo kon niet worden gestart. Probeer het opnieuw.',
  'session.demoUnavailable':
    'Deze versie van Switchboard heeft geen demo. Meld je aan bij je server.',
  'session.demoServer': 'Demoserver',
  'session.notSignedIn': 'Je bent niet aangemeld. Meld je eerst aan.',
  'credentials.noKeyring':
    'Switchboard kan je aanmelding op deze computer niet onthouden: er is geen systeemsleutelbos (zoals GNOME Keyring of KWallet) beschikbaar en Switchboard slaat hem niet onbeveiligd op. Je meldt je de volgende keer opnieuw aan.',
  'credentials.noEncryption':
    'Switchboard kan je aanmelding niet onthouden: de beveiligde opslag van deze computer is niet beschikbaar. Je meldt je de volgende keer opnieuw aan.',
  'connectivity.offline':
    'Kan {server} niet bereiken. Switchboard blijft het proberen en maakt vanzelf opnieuw verbinding.',

  'reauth.title': 'Opnieuw aanmelden',
  'reauth.who': '<b>{userName}</b> op {server}',

  'nav.label': 'Hoofdmenu',
  'nav.skipToContent': 'Naar de inhoud',
  'field.date.pattern': 'dd-mm-jjjj',
  'field.date.pick': '{field}: kiezen in een kalender',
  'field.date.invalid': 'Schrijf de datum als {pattern}.',
  'field.time.invalid': 'Schrijf de tijd als bijvoorbeeld {example}.',
  'nav.conversations.unread':
    '{count, plural, one {# ongelezen bericht} other {# ongelezen berichten}}',
  'section.conversations': 'Gesprekken',
  'section.history': 'Geschiedenis',
  'section.favorites': 'Favorieten',
  'section.people': 'Personen',
  'section.webpages': 'Webpagina’s',
  'section.admin': 'Beheer',
  'section.settings': 'Instellingen',
  'section.loading': '{section} wordt geopend…',
  'section.loadFailed':
    '{section} kon niet worden geopend. Probeer het opnieuw, of start Switchboard opnieuw.',

  'header.demo': 'Demomodus',
  'header.demo.title': 'Je gebruikt de ingebouwde demoserver met voorbeeldgegevens',
  'header.connection': 'Verbinding: {status}',
  'header.search': 'Zoeken',
  'header.connection.online': 'Verbonden',
  'header.connection.offline': 'Offline',
  'header.connection.connecting': 'Verbinden',
  'header.server': 'Server: {server}',
  'header.signedInAs': 'Aangemeld als {name}',
  'header.role.user': 'Gebruiker',
  'header.role.administrator': 'Beheerder',
  'header.role.master': 'Hoofdbeheerder',
  'offline.sentence': 'Kan de server niet bereiken. Switchboard blijft het proberen.',
  'offline.checking': 'Controleren…',
  'offline.retry': 'Nu opnieuw proberen',

  'conversations.opening': 'Je gesprekken worden geopend…',
  'conversations.pane': 'Gesprekkenlijst',
  'conversations.filter': 'Gesprekken filteren op naam',
  'conversations.filter.placeholder': 'Filteren op naam',
  'conversations.newChat': 'Nieuwe chat',
  'conversations.external': 'Externe sessie',
  'conversations.placeholder': 'Kies een gesprek of begin een nieuwe chat.',
  'conversations.noMessagesYet': 'Nog geen berichten',
  'conversations.list': 'Gesprekken',
  'conversations.list.unread': '{count, plural, one {# ongelezen} other {# ongelezen}}',
  'conversations.list.own': 'Jij: {text}',
  'conversations.list.loading': 'Gesprekken laden…',
  'conversations.list.unreachable': 'Je gesprekken verschijnen zodra de server bereikbaar is.',
  'conversations.list.noMatch': 'Geen gesprek gevonden voor “{query}”.',
  'conversations.list.empty': 'Nog geen gesprekken. Begin er een met Nieuwe chat.',

  'newChat.title': 'Nieuwe chat',
  'newChat.find': 'Collega zoeken',
  'newChat.find.placeholder': 'Naam',
  'newChat.loading': 'Collega’s laden…',
  'newChat.colleagues': 'Collega’s',
  'newChat.noMatch': 'Geen collega gevonden voor “{query}”.',
  'newChat.firstMessage': 'Eerste bericht',
  'newChat.textOnly':
    'Verstuur het eerste bericht als tekst; bestanden kunnen daarna in de chat volgen.',
  'newChat.chooseFirst': 'Kies eerst een collega.',

  'external.title': 'Externe sessie',
  'external.text':
    'Opent een chat met iemand buiten het bedrijf, beantwoord vanaf de telefoonlijn die je kiest.',
  'external.phoneLine': 'Telefoonlijn',
  'external.lineWithNumber': '{name} ({number})',
  'external.create': 'Sessie maken',
  'external.invite.title': 'Voor de bezoeker',
  'external.invite.text':
    'Nog geen bericht. De chat op je website stuurt de berichten van de bezoeker naar deze sessie: geef hem de sessie-ID.',
  'external.invite.session': 'Sessie-ID',
  'external.invite.copy': 'Sessie-ID kopiëren',
  'external.invite.copied': 'Sessie-ID gekopieerd.',
  'external.invite.copyFailed':
    'Switchboard kon niet naar het klembord kopiëren. Selecteer de sessie-ID en kopieer die zelf.',

  'thread.closed': 'Deze chat is gesloten: er kunnen geen nieuwe berichten naartoe.',
  'thread.externalFiles': 'In een externe chat kunnen geen bijlagen worden verstuurd.',
  'thread.saveFailed':
    'Dit bericht kon niet worden opgeslagen om te versturen. Probeer het opnieuw.',
  'thread.messages': 'Berichten met {name}',
  'thread.loadingOlder': 'Oudere berichten laden…',
  'thread.start': 'Begin van het gesprek',
  'thread.today': 'Vandaag',
  'thread.yesterday': 'Gisteren',
  'thread.savedMessages': 'Opgeslagen berichten worden getoond: {reason}',
  'thread.olderUnavailable': 'Oudere berichten kunnen nu niet worden geladen. {reason}',
  'thread.arrivals': 'Nieuwe berichten',
  'thread.arrived': '{sender} schreef: {text}',
  'thread.unknownSender': 'Onbekend',

  'message.you': 'Jij',
  'message.label.own': 'Jij, {time}',
  'message.label.theirs': '{sender}, {time}',
  'message.inReplyTo': 'Antwoord op',
  'message.quote.unknownSender': 'Eerder bericht',
  'message.quote.notLoaded': 'Bericht niet geladen',
  'message.retry': 'Opnieuw proberen',
  'message.edit': 'Bewerken',
  'message.sendAnyway': 'Toch versturen',
  'message.delete': 'Verwijderen',
  'message.actions.own': 'Acties voor je bericht van {time}',
  'message.actions.theirs': 'Acties voor het bericht van {sender} om {time}',
  'message.reply': 'Beantwoorden',
  'message.waiting': 'Wacht op verzending',
  'message.waiting.sentence': 'Het wordt vanzelf verstuurd zodra de server bereikbaar is.',
  'message.sending': 'Versturen…',
  'message.checking': 'Controleren of het is aangekomen…',
  'message.failed': 'Niet verstuurd',

  'composer.to': 'Bericht aan {name}',
  'composer.text.tooLong':
    'Dit bericht is {length, number} tekens lang; de server neemt er hoogstens {max, number}. Maak het korter of verstuur het in delen.',
  'composer.text.unstorable':
    'De server kan {characters} niet bewaren: {count, plural, one {dat teken komt} other {die tekens komen}} aan als "?".',
  'composer.placeholder': '{label}…',
  'composer.replyTextOnly':
    'Een antwoord bevat alleen tekst. Annuleer het antwoord om een bestand te versturen.',
  'composer.empty': 'Typ een bericht of voeg een bestand toe voordat je verstuurt.',
  'composer.replying': 'Antwoord op',
  'composer.replyingTo': 'Antwoord op {sender}',
  'composer.replyingToYourself': 'Antwoord op jezelf',
  'composer.replyingToMessage': 'Antwoord op een bericht',
  'composer.cancelReply': 'Antwoord annuleren',
  'composer.removeFile': '{name} verwijderen',
  'composer.attach': 'Bestand toevoegen',
  'composer.fileInput': 'Bestand om toe te voegen',
  'composer.send': 'Versturen',
  'composer.hint': 'Enter om te versturen, Shift+Enter voor een nieuwe regel · {files}',
  'composer.fileLimit': 'Bestanden tot {limit}',
  'composer.file.tooLarge':
    '“{name}” is groter dan {limit}, het maximum dat één bericht kan bevatten.',
  'composer.file.unreadable': '“{name}” kon niet worden gelezen.',
  'composer.file.pastedImage': 'Geplakte afbeelding',
  'attachment.loading': 'Afbeelding laden…',
  'attachment.failed': 'Deze afbeelding kon niet worden geladen.',
  'attachment.failedBecause': 'Deze afbeelding kon niet worden geladen. {reason}',
  'attachment.retry': 'Opnieuw proberen',
  'attachment.retryLabel': '{name} opnieuw laden',
  'attachment.saveShort': 'Opslaan',
  'attachment.save': '{name} opslaan',

  'history.opening': 'Je geschiedenis wordt geopend…',
  'history.toolbar': 'Geschiedenis filteren',
  'history.toolbar.search': 'Geschiedenis doorzoeken',
  'history.toolbar.search.placeholder': 'Zoek op naam of onderwerp',
  'history.toolbar.kind': 'Soort',
  'history.toolbar.kind.all': 'Alle soorten',
  'history.toolbar.kind.calls': 'Oproepen',
  'history.toolbar.kind.chats': 'Chats',
  'history.toolbar.kind.emails': 'E-mails',
  'history.toolbar.kind.sms': 'Sms',
  'history.toolbar.from': 'Vanaf',
  'history.toolbar.until': 'Tot en met',
  'history.toolbar.mru': 'Recente contacten',
  'history.toolbar.missed': 'Gemiste oproepen',
  'history.details': 'Details',
  'history.details.empty': 'Selecteer een item om de details te zien.',
  'history.list': 'Communicatie',
  'history.list.readingCache': 'Cache lezen…',
  'history.list.searching': 'Zoeken…',
  'history.list.failed': '{reason} Oudere items worden geladen zodra de server bereikbaar is.',
  'history.list.loadingOlder': 'Oudere items laden…',
  'history.list.nothing': 'Niets gevonden.',
  'history.list.beginning': 'Dit is het begin van je geschiedenis.',
  'history.list.noMatches': 'Geen resultaten.',
  'history.list.shown': '{count, plural, one {# getoond} other {# getoond}}',
  'history.kind.incoming': 'Inkomende oproep',
  'history.kind.outgoing': 'Uitgaande oproep',
  'history.kind.missed': 'Gemiste oproep',
  'history.kind.chat': 'Chat',
  'history.kind.email': 'E-mail',
  'history.kind.sms': 'Sms',
  'history.kind.other': 'Communicatie',
  'history.row.duration': 'Duur {duration}',
  'history.row.recorded': 'Opgenomen',
  'history.row.rated': 'Beoordeeld met {stars} van 5 sterren',
  'history.unknown': 'Onbekend',
  'history.transcription.done': 'Uitgeschreven',
  'history.transcription.done.detail': 'Klaar',
  'history.transcription.inprogress': 'Wordt uitgeschreven',
  'history.transcription.inprogress.detail': 'Bezig',
  'history.transcription.pending': 'Transcriptie in wachtrij',
  'history.transcription.pending.detail': 'In wachtrij',
  'history.transcription.failed': 'Transcriptie mislukt',
  'history.transcription.failed.detail': 'Mislukt',
  'history.transcription.other': 'Transcriptie: {status}',
  'history.sync': 'Synchronisatie van de geschiedenis',
  'history.sync.offline': 'Offline — wat op deze computer staat wordt getoond',
  'history.sync.offline.updated':
    'Offline — wat op deze computer staat wordt getoond · Bijgewerkt om {time}',
  'history.sync.downloading': 'Je geschiedenis wordt opgehaald…',
  'history.sync.failed': 'De geschiedenis kon niet worden bijgewerkt. Er wordt opnieuw geprobeerd.',
  'history.sync.upToDate': 'Bijgewerkt · Controleert elke {seconds} s op wijzigingen',
  'history.sync.upToDate.updated':
    'Bijgewerkt · Controleert elke {seconds} s op wijzigingen · Laatst om {time}',
  'history.fill.mru':
    'Je recente contacten konden niet bij de server worden opgevraagd: {reason} Wat op deze computer staat wordt getoond.',
  'history.fill.search':
    'Meer resultaten konden niet bij de server worden opgevraagd: {reason} Wat op deze computer staat wordt getoond.',
  'history.fill.missed':
    'Gemiste oproepen konden niet bij de server worden opgevraagd: {reason} Wat op deze computer staat wordt getoond.',

  'rate.title': 'Oproep beoordelen',
  'rate.callName':
    '{kind, select, outgoing {Uitgaande oproep} missed {Gemiste oproep} other {Inkomende oproep}} met {name} · {date}',
  'rate.quality': 'Gesprekskwaliteit',
  'rate.stars': '{count, plural, one {# ster} other {# sterren}}',
  'rate.problems': 'Problemen',
  'rate.problem.badAudio': 'Slecht geluid',
  'rate.problem.onewayAudio': 'Eenzijdig geluid',
  'rate.problem.unstable': 'Instabiele verbinding',
  'rate.comment': 'Opmerking',
  'rate.comment.placeholder': 'Wat ging er mis? (optioneel)',
  'rate.chooseStars': 'Kies eerst 1 tot 5 sterren.',
  'rate.saveFailed': 'Je beoordeling kon niet worden opgeslagen. Probeer het opnieuw.',
  'rate.saving': 'Opslaan…',
  'rate.send': 'Beoordeling versturen',
  'reviewPrompt.label': 'Beoordeel je laatste oproep',
  'reviewPrompt.title': 'Hoe was het gesprek?',
  'reviewPrompt.titleWith': 'Hoe was het gesprek met {name}?',
  'reviewPrompt.talkTime': 'Gespreksduur {duration}',
  'reviewPrompt.notNow': 'Niet nu',

  'data.upgrading':
    'Je opgeslagen geschiedenis wordt bijgewerkt voor deze versie van Switchboard. Dit gebeurt eenmalig en kan bij een lange geschiedenis een minuut duren.',
  'data.syncFailed': 'Switchboard kon je geschiedenis niet bijwerken. Er wordt opnieuw geprobeerd.',
  'cache.history.quota':
    'Er is geen ruimte meer op deze computer voor de lokale kopie van je geschiedenis. Maak schijfruimte vrij, of wis de cache en haal alles opnieuw op.',
  'cache.history.version':
    'De lokale kopie van je geschiedenis is geschreven door een nieuwere versie van Switchboard. Wis de cache om alles opnieuw op te halen.',
  'cache.history.corrupt':
    'De lokale kopie van je geschiedenis is beschadigd. Wis de cache om alles opnieuw op te halen.',
  'cache.history.unavailable':
    'Switchboard kan de lokale opslag nu niet gebruiken, dus je geschiedenis is niet offline beschikbaar. Laad het venster opnieuw om het nog eens te proberen.',
  'cache.blocked':
    'Een ander Switchboard-venster gebruikt nog een oudere versie van de lokale gegevens. Sluit de andere vensters om verder te gaan.',
  'cache.outbox.quota':
    'Er is geen ruimte meer op deze computer om je niet-verstuurde berichten te bewaren. Maak schijfruimte vrij en probeer het opnieuw.',
  'cache.outbox.version':
    'Je niet-verstuurde berichten zijn opgeslagen door een nieuwere versie van Switchboard en kunnen door deze versie niet worden gelezen.',
  'cache.outbox.corrupt':
    'Een deel van je niet-verstuurde berichten kon niet van deze computer worden teruggelezen.',
  'cache.outbox.unavailable':
    'Switchboard kan de lokale opslag nu niet gebruiken, dus niet-verstuurde berichten kunnen niet worden bewaard. Laad het venster opnieuw om het nog eens te proberen.',
  'cache.directory.quota':
    'Er is op deze computer geen ruimte meer voor de lokale kopie van je collega’s en favorieten. Maak schijfruimte vrij, of wis de cache en haal alles opnieuw op.',
  'cache.directory.version':
    'De lokale kopie van je collega’s en favorieten is geschreven door een nieuwere versie van Switchboard. Wis de cache om alles opnieuw op te halen.',
  'cache.directory.corrupt':
    'De lokale kopie van je collega’s en favorieten is beschadigd. Wis de cache om alles opnieuw op te halen.',
  'cache.directory.unavailable':
    'Switchboard kan de lokale opslag nu niet gebruiken, dus je collega’s en favorieten zijn niet offline beschikbaar. Laad het venster opnieuw om het nog eens te proberen.',
  'outbox.uncertainMessage':
    'Dit bericht is misschien niet afgeleverd. Switchboard controleert het en verstuurt het alleen opnieuw als het niet is aangekomen.',
  'outbox.uncertainReview':
    'Switchboard kon niet bevestigen dat je beoordeling is aangekomen. Verstuur hem opnieuw of gooi hem weg.',

  'error.generic': 'Er ging iets mis. Probeer het opnieuw.',
  'error.internal': 'Er ging iets mis in Switchboard. Probeer het opnieuw.',
  'error.invalidRequest': 'Switchboard kon dit verzoek niet uitvoeren. Probeer het opnieuw.',
  'error.forbidden': 'Dit verzoek is geweigerd.',
  'error.disconnected':
    'De verbinding met Switchboard is verbroken. Laad het venster opnieuw om opnieuw verbinding te maken.',
  'error.illFormedText':
    'Dit is niet verstuurd: de tekst bevat een kapot teken (de helft van een tekenpaar, zoals kopiëren en plakken soms achterlaat). Verwijder het en probeer het opnieuw.',
  'error.linkRefused': 'Switchboard opent alleen https-, e-mail- en telefoonlinks.',
  'error.file.tooLarge': 'Dit bestand is groter dan {limit}, meer dan Switchboard ophaalt.',
  'error.file.unreadable':
    'De server stuurde dit bestand in een vorm die Switchboard niet kan lezen.',
  'error.file.notAnImage':
    'Dit bestand is geen afbeelding die Switchboard kan tonen. Sla het op om het te openen.',
  'error.file.gone': 'Dit bestand staat niet meer op de server.',
  'error.file.notHandedOver':
    'De server kon dit bestand niet leveren. Misschien is het te groot om op te halen.',
  'error.sessionEnded': 'Je sessie is beëindigd. Meld je opnieuw aan.',
  'error.busy': 'De server is bezet. Wacht even en probeer het opnieuw.',
  'error.serverProblem': 'Er is een probleem op de server. Probeer het later opnieuw.',
  'error.notAllowed': 'Je hebt geen toestemming om dit te doen.',
  'error.unreadableChanges':
    'De server heeft deze wijzigingen niet geaccepteerd. Controleer de waarden en probeer het opnieuw.',
  'error.kind.network': 'Switchboard kan de server niet bereiken. Controleer je verbinding.',
  'error.kind.timeout': 'De server deed er te lang over om te antwoorden. Probeer het opnieuw.',
  'error.kind.aborted': 'Het verzoek is geannuleerd.',
  'error.kind.malformed':
    'De server gaf een antwoord dat Switchboard niet begrijpt. Probeer het later opnieuw.',
  'error.code.10002': 'Vul je gebruikersnaam in.',
  'error.code.10003': 'Vul je wachtwoord in.',
  'error.code.10004': 'Onjuiste gebruikersnaam of onjuist wachtwoord.',
  'error.code.10005':
    'Dit apparaat is elders nog aangemeld. Sluit andere Switchboard-vensters of probeer het later opnieuw.',
  'error.code.10006': 'Dit account is uitgeschakeld. Neem contact op met je beheerder.',
  'error.code.10007':
    'Je wachtwoord is verlopen. Stel een nieuw wachtwoord in en meld je opnieuw aan.',
  'error.code.10011':
    'Switchboard kon je niet aanmelden door een probleem in de app. Probeer het opnieuw.',
  'error.code.10013': 'Vul de verificatiecode in die naar je e-mailadres is gestuurd.',
  'error.code.10060':
    'Deze server host niet meerdere tenants, dus er zijn geen tenants om te beheren.',
  'error.code.10063':
    'Tenants kunnen alleen worden gewijzigd als je bent aangemeld bij de hoofdtenant.',
  'error.code.10066': 'Deze chat is gesloten.',
  'error.code.10100': 'Dit item bestaat niet meer. Vernieuw en probeer het opnieuw.',
  'error.code.10104': 'In een externe chat kunnen geen bijlagen worden verstuurd.',
  'error.code.10165':
    'Deze tenant is een sjabloon voor nieuwe tenants en kan niet worden gewijzigd.',
  'error.code.10166':
    'Deze tenant draait: stop hem eerst in de beheeromgeving van het telefoonsysteem en wijzig daarna de databasenaam.',
  'error.code.10200': 'Het verzoek was onvolledig, dus de server kon het niet uitvoeren.',
  'error.code.10202':
    'De server kon het verzoek niet lezen. Controleer de waarden en probeer het opnieuw.',
  'error.code.10203': 'Typ een bericht of voeg een bestand toe voordat je verstuurt.',
  'error.code.10204': 'Typ een bericht voordat je verstuurt.',
  'error.login.noContents': 'Vul je gebruikersnaam en wachtwoord in.',
  'error.login.undecodable': 'De server kon de aanmeldgegevens niet lezen. Probeer het opnieuw.',
  'error.code.10206':
    'Deze gebruikersnaam en dit e-mailadres horen niet bij hetzelfde account. Controleer ze allebei.',
  'error.code.10207': 'De server kon de code niet versturen. Probeer het zo opnieuw.',
  'error.requestMfa.noEmail': 'Vul je e-mailadres in.',
  'error.chat.gone': 'Deze chat bestaat niet meer.',
  'error.send.invalid':
    'Dit bericht kon niet worden verstuurd: het is leeg of de bijlage kon niet worden gelezen.',
  'error.reply.originalGone': 'Het bericht waarop je antwoordt, bestaat niet meer.',
  'error.startChat.notFound': 'Deze persoon kan geen chatberichten ontvangen.',
  'error.startChat.undecodable':
    'Dit bericht kon niet door de server worden gelezen. Probeer het opnieuw.',
  'error.external.lineGone': 'Die telefoonlijn bestaat niet meer.',
  'error.review.callGone': 'Die oproep is niet meer te vinden.',
  'error.tenants.notAllowed': 'Alleen de beheerder van de hoofdtenant kan tenants beheren.',
  'error.tenant.gone': 'Die tenant bestaat niet meer.',
  'error.backups.notAllowed': 'Alleen de beheerder van de hoofdtenant kan back-ups bekijken.',
  'error.status.400':
    'De server kon dit verzoek niet accepteren. Controleer de waarden en probeer het opnieuw.',
  'error.status.404': 'Dit item is niet gevonden. Misschien is het verwijderd.',
  'error.status.405': 'Deze server ondersteunt dit niet.',
  'error.status.409': 'Dit is ergens anders gewijzigd. Vernieuw en probeer het opnieuw.',
  'error.status.413': 'Dit is te groot om te versturen.',
  'error.status.502': 'De server is tijdelijk niet beschikbaar. Probeer het zo opnieuw.',
  'error.status.504': 'De server deed er te lang over om te antwoorden. Probeer het opnieuw.',

  // Keys named after a section whose own messages are an area (`../areas.ts`), said outside
  // it, so here: the star beside a person in Conversations and History, and its refusals;
  // what main says about web pages and unsaved admin changes (its dialog's buttons too).
  'favorites.add': '{name} toevoegen aan favorieten',
  'favorites.remove': '{name} verwijderen uit favorieten',
  'favorites.refused.add': '{name} kon niet aan je favorieten worden toegevoegd. {reason}',
  'favorites.refused.remove': '{name} kon niet uit je favorieten worden verwijderd. {reason}',
  'favorites.refused.reorder':
    'Je favorieten konden niet in de nieuwe volgorde worden gezet. {reason}',
  'favorites.refused.notAvailable': 'Deze server laat Switchboard je favorieten niet wijzigen.',
  'favorites.refused.dismiss': 'Sluiten',
  'webPages.error.notListed':
    'Deze webpagina hoort niet meer bij de pagina’s van je bedrijf. Vernieuw de lijst en probeer het opnieuw.',
  'webPages.error.noView':
    'Webpagina’s kunnen hier niet in Switchboard worden getoond. Open ze in je browser.',
  'admin.leave.title': 'Weggaan zonder op te slaan?',
  'admin.leave.stay': 'Blijven',
  'admin.leave.discard': 'Wijzigingen weggooien',
  'admin.unsaved.message': 'Je hebt wijzigingen die niet zijn opgeslagen.',
  'admin.unsaved.detail': 'Als je Switchboard nu sluit, gaan ze verloren.',
  'admin.error.nothingToSave': 'Er zijn geen wijzigingen om op te slaan. Wijzig eerst een waarde.',

  // Spread from files of their own; the areas loaded with their sections are in `../areas.ts`.
  ...desktopNl,
};
