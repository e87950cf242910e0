/**
 * Favorites: the list in the user's order, its sorting (with what a screen reader hears) and the
 * changes waiting. An area (`../../areas.ts`): the renderer loads it with the Favorites section;
 * the star other screens put next to a person, and its refusals, are in `../en.ts`, whose rules
 * hold (ICU, whole sentences).
 */
export const favoritesEn = {
  'favorites.opening': 'Opening your favorites…',
  'favorites.loading': 'Loading your favorites…',
  'favorites.count': '{count, plural, one {# favorite} other {# favorites}}',
  'favorites.addFromPeople': 'Add from People',
  'favorites.empty':
    'No favorites yet. Add the people you work with most from People, a conversation or History.',
  'favorites.notAvailable':
    "This server doesn't share your favorites list, so it can't be shown or changed here.",
  'favorites.offline': 'Offline: your favorites as they were last seen.',
  'favorites.waiting':
    '{count, plural, one {One change is waiting to be saved on the server.} other {# changes are waiting to be saved on the server.}}',
  'favorites.notSaved': 'Not saved yet',
  'favorites.contact': 'Contact',
  'favorites.choose': 'Choose a favorite to see their line and reach out.',
  'favorites.move': 'Move {name}',

  'favorites.sort.role': 'movable',
  'favorites.sort.instructions':
    'To move a favorite, press Space or Enter. Use the arrow keys to move it up or down, then press Space or Enter to put it there, or Escape to cancel.',
  'favorites.sort.pickedUp': 'Picked up {name}. It is at position {position} of {total}.',
  'favorites.sort.movedTo': '{name} is now at position {position} of {total}.',
  'favorites.sort.dropped': '{name} put at position {position} of {total}.',
  'favorites.sort.cancelled': 'Moving {name} was cancelled. It is back where it was.',
} as const;
