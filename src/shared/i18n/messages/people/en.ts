/**
 * People: the colleague directory, one colleague's line and what one can do with them (the line
 * state and the actions Favorites shows too).
 * An area (`../../areas.ts`): the renderer loads it with People and with Favorites; the rules of
 * `../en.ts` hold (ICU, whole sentences).
 */
export const peopleEn = {
  'people.opening': 'Opening your colleagues…',
  'people.pane': 'Colleague directory',
  'people.search': 'Search colleagues',
  'people.search.placeholder': 'Name, user name, number or whole e-mail address',
  'people.list': 'Colleagues',
  'people.list.loading': 'Loading colleagues…',
  'people.list.none': 'No colleagues are listed on this server.',
  'people.list.noMatch': 'No colleague matches “{query}”.',
  'people.list.wholeAddress':
    'No colleague matches “{query}”. Type the whole e-mail address to look it up on the server.',
  'people.list.askingServer': 'Looking for “{query}” on the server…',
  'people.list.count': '{total, plural, one {# colleague} other {# colleagues}}',
  'people.list.countShown':
    '{shown, number} of {total, plural, one {# colleague} other {# colleagues}}',
  'people.list.favorite': 'Favorite',
  'people.offline': 'Offline: showing your colleagues as they were last seen.',
  'people.choose': 'Choose a colleague to see their line and reach out.',
  'people.detail': 'About {name}',

  'people.presence.online': 'Online',
  'people.presence.offline': 'Offline',
  'people.presence.available': 'Available',
  'people.presence.unavailable': 'Unavailable',
  'people.presence.dontDisturb': 'Do not disturb',
  'people.presence.atAppointment': 'In an appointment',
  'people.presence.shortOutOfOffice': 'Away for a moment',
  'people.presence.longOutOfOffice': 'Out of office',
  'people.presence.other': 'Status: {status}',

  'people.line.doNotDisturb': 'Do not disturb',
  'people.line.redirectedTo': 'Calls go to {to}',
  'people.line.redirected': 'Calls are redirected',
  'people.line.noPhone': 'No phone connected',
  'people.line.extension': 'Ext. {extension}',

  'people.fact.status': 'Status',
  'people.fact.message': 'Message',
  'people.fact.location': 'Location',
  'people.fact.line': 'Line',
  'people.fact.extension': 'Extension',
  'people.fact.number': 'Number',
  'people.fact.email': 'E-mail address',
  'people.fact.userName': 'User name',

  'people.action.message': 'Message',
  'people.action.message.label': 'Send a message to {name}',
  'people.action.opening': 'Opening the chat…',
  'people.action.addFavorite': 'Add to favorites',
  'people.action.removeFavorite': 'Remove from favorites',
  'people.action.copyNumber': 'Copy number',
  'people.action.copyEmail': 'Copy e-mail address',
  'people.action.copied': 'Copied {text}.',
  'people.action.copyFailed':
    'Switchboard could not copy to the clipboard. Select the text and copy it instead.',
} as const;
