/**
 * Every sentence and label People shows (and the colleague pieces Favorites shares: line state,
 * actions), in one place for the translation catalogues. Counts and values are functions.
 */
export const peopleStrings = {
  searchLabel: 'Search colleagues',
  searchPlaceholder: 'Name, user name, number or e-mail',
  paneLabel: 'Colleague directory',
  listLabel: 'Colleagues',
  loading: 'Loading colleagues…',
  opening: 'Opening your colleagues…',
  tryAgain: 'Try again',
  noColleagues: 'No colleagues are listed on this server.',
  noMatch: (query: string) => `No colleague matches “${query}”.`,
  askingServer: (query: string) => `Looking for “${query}” on the server…`,
  count: (shown: number, total: number) =>
    shown === total
      ? `${total} ${total === 1 ? 'colleague' : 'colleagues'}`
      : `${shown} of ${total} colleagues`,
  offline: 'Offline: showing your colleagues as they were last seen.',
  chooseColleague: 'Choose a colleague to see their line and reach out.',
  detailsLabel: (name: string) => `About ${name}`,
  favoriteMark: 'Favorite',
} as const;

/** The presence statuses of the platform (guide: Presence.PresenceStatus.html), as words. */
export const presenceLabels: Readonly<Record<string, string>> = {
  online: 'Online',
  offline: 'Offline',
  available: 'Available',
  unavailable: 'Unavailable',
  dont_disturb: 'Do not disturb',
  at_appointment: 'In an appointment',
  short_out_of_office: 'Away for a moment',
  long_out_of_office: 'Out of office',
};

export const lineStrings = {
  doNotDisturb: 'Do not disturb',
  redirectedTo: (to: string) => `Calls go to ${to}`,
  redirected: 'Calls are redirected',
  phoneConnected: 'Phone connected',
  noPhone: 'No phone connected',
  extension: (extension: string) => `Ext. ${extension}`,
  unknownStatus: (status: string) => `Status: ${status}`,
  factsLabel: 'Line',
  terms: {
    status: 'Status',
    message: 'Message',
    location: 'Location',
    line: 'Line',
    extension: 'Extension',
    number: 'Number',
    email: 'E-mail',
    userName: 'User name',
  },
} as const;

export const actionStrings = {
  message: 'Message',
  messageLabel: (name: string) => `Send a message to ${name}`,
  opening: 'Opening the chat…',
  addFavorite: 'Add to favorites',
  removeFavorite: 'Remove from favorites',
  addFavoriteLabel: (name: string) => `Add ${name} to favorites`,
  removeFavoriteLabel: (name: string) => `Remove ${name} from favorites`,
  copyNumber: 'Copy number',
  copyEmail: 'Copy e-mail address',
  copied: (what: string) => `Copied ${what}.`,
  copyFailed: 'Switchboard could not copy to the clipboard. Select the text and copy it instead.',
  closedChat: "This chat is closed: new messages can't be sent to it.",
} as const;
