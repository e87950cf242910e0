/**
 * Every sentence and label Favorites shows (and the star other screens put next to a person), in
 * one place for the translation catalogues. Counts and values are functions.
 */
export const favoritesStrings = {
  listLabel: 'Favorites',
  opening: 'Opening your favorites…',
  loading: 'Loading your favorites…',
  tryAgain: 'Try again',
  empty:
    'No favorites yet. Add the people you work with most from People, a conversation or History.',
  addFromPeople: 'Add from People',
  count: (n: number) => (n === 1 ? '1 favorite' : `${n} favorites`),
  notAvailable:
    "This server doesn't share your favorites list, so it can't be shown or changed here.",
  offline: 'Offline: your favorites as they were last seen.',
  waiting: (n: number) =>
    n === 1
      ? 'One change is waiting to be saved on the server.'
      : `${n} changes are waiting to be saved on the server.`,
  notSaved: 'Not saved yet',
  contact: 'Contact',
  chooseFavorite: 'Choose a favorite to see their line and reach out.',
  dismiss: 'Dismiss',
  refused: {
    add: (name: string, why: string) => `${name} couldn't be added to your favorites. ${why}`,
    remove: (name: string, why: string) =>
      `${name} couldn't be removed from your favorites. ${why}`,
    reorder: (why: string) => `Your favorites couldn't be put in the new order. ${why}`,
  },
  notAvailableWhy: "This server doesn't let Switchboard change your favorites.",
  moveLabel: (name: string) => `Move ${name}`,
  detailsLabel: (name: string) => `About ${name}`,
} as const;

/** What a screen reader hears while a favorite is moved, with the keyboard or the mouse. */
export const sortStrings = {
  instructions:
    'To move a favorite, press Space or Enter. Use the arrow keys to move it up or down, then press Space or Enter to put it there, or Escape to cancel.',
  pickedUp: (name: string, position: number, total: number) =>
    `Picked up ${name}. It is at position ${position} of ${total}.`,
  movedTo: (name: string, position: number, total: number) =>
    `${name} is now at position ${position} of ${total}.`,
  dropped: (name: string, position: number, total: number) =>
    `${name} put at position ${position} of ${total}.`,
  cancelled: (name: string) => `Moving ${name} was cancelled. It is back where it was.`,
} as const;

/** The star next to a person in a conversation or a History entry. */
export const starStrings = {
  add: (name: string) => `Add ${name} to favorites`,
  remove: (name: string) => `Remove ${name} from favorites`,
} as const;
