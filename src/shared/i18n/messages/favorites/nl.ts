import { type favoritesEn } from './en';

/** Favorieten in het Nederlands (je-vorm, de vaste termen van `../nl.ts`). */
export const favoritesNl: Record<keyof typeof favoritesEn, string> = {
  'favorites.opening': 'Je favorieten worden geopend…',
  'favorites.loading': 'Je favorieten laden…',
  'favorites.count': '{count, plural, one {# favoriet} other {# favorieten}}',
  'favorites.addFromPeople': 'Toevoegen vanuit Personen',
  'favorites.empty':
    'Nog geen favorieten. Voeg de mensen met wie je het meest werkt toe vanuit Personen, een gesprek of Geschiedenis.',
  'favorites.notAvailable':
    'Deze server deelt je favorietenlijst niet, dus die kan hier niet worden getoond of gewijzigd.',
  'favorites.offline': 'Offline: je favorieten zoals ze het laatst gezien zijn.',
  'favorites.waiting':
    '{count, plural, one {Eén wijziging wacht om op de server te worden opgeslagen.} other {# wijzigingen wachten om op de server te worden opgeslagen.}}',
  'favorites.notSaved': 'Nog niet opgeslagen',
  'favorites.contact': 'Contactpersoon',
  'favorites.choose': 'Kies een favoriet om de lijn te zien en contact op te nemen.',
  'favorites.move': '{name} verplaatsen',

  'favorites.sort.role': 'verplaatsbaar',
  'favorites.sort.instructions':
    'Druk op Spatie of Enter om een favoriet te verplaatsen. Verplaats de favoriet met de pijltoetsen omhoog of omlaag en druk dan op Spatie of Enter om hem daar neer te zetten, of op Escape om te annuleren.',
  'favorites.sort.pickedUp': '{name} opgepakt. Staat op plaats {position} van {total}.',
  'favorites.sort.movedTo': '{name} staat nu op plaats {position} van {total}.',
  'favorites.sort.dropped': '{name} neergezet op plaats {position} van {total}.',
  'favorites.sort.cancelled':
    'Verplaatsen van {name} geannuleerd. {name} staat weer op de oude plaats.',
};
