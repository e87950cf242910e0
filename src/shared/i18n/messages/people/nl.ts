import { type peopleEn } from './en';

/** Personen in het Nederlands (je-vorm, de vaste termen van `../nl.ts`). */
export const peopleNl: Record<keyof typeof peopleEn, string> = {
  'people.opening': 'Je collega’s worden geopend…',
  'people.pane': 'Collegalijst',
  'people.search': 'Collega’s zoeken',
  'people.search.placeholder': 'Naam, gebruikersnaam, nummer of volledig e-mailadres',
  'people.list': 'Collega’s',
  'people.list.loading': 'Collega’s laden…',
  'people.list.none': 'Er staan geen collega’s op deze server.',
  'people.list.noMatch': 'Geen collega gevonden voor “{query}”.',
  'people.list.wholeAddress':
    'Geen collega gevonden voor “{query}”. Typ het volledige e-mailadres om het op de server op te zoeken.',
  'people.list.askingServer': '“{query}” wordt gezocht op de server…',
  'people.list.count': '{total, plural, one {# collega} other {# collega’s}}',
  'people.list.countShown':
    '{shown, number} van {total, plural, one {# collega} other {# collega’s}}',
  'people.list.favorite': 'Favoriet',
  'people.offline': 'Offline: je collega’s zoals ze het laatst gezien zijn.',
  'people.choose': 'Kies een collega om de lijn te zien en contact op te nemen.',
  'people.detail': 'Over {name}',

  'people.presence.online': 'Aangemeld',
  'people.presence.offline': 'Afgemeld',
  'people.presence.available': 'Beschikbaar',
  'people.presence.unavailable': 'Niet beschikbaar',
  'people.presence.dontDisturb': 'Niet storen',
  'people.presence.atAppointment': 'In een afspraak',
  'people.presence.shortOutOfOffice': 'Even weg',
  'people.presence.longOutOfOffice': 'Afwezig',
  'people.presence.other': 'Aanwezigheid: {status}',

  'people.line.doNotDisturb': 'Niet storen',
  'people.line.redirectedTo': 'Oproepen gaan naar {to}',
  'people.line.redirected': 'Oproepen worden doorgeschakeld',
  'people.line.noPhone': 'Geen telefoon verbonden',
  'people.line.extension': 'Tst. {extension}',

  'people.fact.status': 'Aanwezigheid',
  'people.fact.message': 'Bericht',
  'people.fact.location': 'Locatie',
  'people.fact.line': 'Lijn',
  'people.fact.extension': 'Toestel',
  'people.fact.number': 'Nummer',
  'people.fact.email': 'E-mailadres',
  'people.fact.userName': 'Gebruikersnaam',

  'people.action.message': 'Bericht sturen',
  'people.action.message.label': 'Bericht sturen aan {name}',
  'people.action.opening': 'Chat wordt geopend…',
  'people.action.addFavorite': 'Toevoegen aan favorieten',
  'people.action.removeFavorite': 'Verwijderen uit favorieten',
  'people.action.copyNumber': 'Nummer kopiëren',
  'people.action.copyEmail': 'E-mailadres kopiëren',
  'people.action.copied': '{text} gekopieerd.',
  'people.action.copyFailed':
    'Switchboard kon niet naar het klembord kopiëren. Selecteer de tekst en kopieer die zelf.',
};
