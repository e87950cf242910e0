/**
 * The global search (Ctrl+K, the header's Search: `src/renderer/shell/SearchDialog.tsx`). An
 * area (`../../areas.ts`) loaded with the dialog. The rules of `../en.ts` hold.
 */
export const searchEn = {
  'search.title': 'Search',
  'search.input': 'Search people, conversations and messages',
  'search.results': 'Results',
  'search.group.people': 'People',
  'search.group.conversations': 'Conversations',
  'search.group.messages': 'Messages',
  'search.group.history': 'History',
  'search.hint': 'Type a name, or a word of a message. Enter opens the result, Esc closes.',
  'search.none': 'Nothing here matches “{query}”.',
  'search.server.searching': 'Searching the server…',
  'search.server.added': '{count, plural, one {# result} other {# results}} from the server.',
  'search.server.failed': 'The server could not be searched. {reason}',
  'search.fromServer': 'From the server',
  'search.server.noLine':
    'The server searches message text only on a phone line, and your account has none.',
  'search.noChat': '{name} has no chat.',
} as const;
