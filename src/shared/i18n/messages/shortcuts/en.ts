/**
 * The list of keyboard shortcuts: in Settings, and in the dialog `?` opens anywhere
 * (`src/renderer/components/ShortcutList.tsx`). An area (`../../areas.ts`) loaded with the
 * Settings section and with that dialog. The rules of `../en.ts` hold.
 */
export const shortcutsEn = {
  'shortcuts.title': 'Keyboard shortcuts',
  'shortcuts.intro':
    'On a Mac, Command (⌘) takes the place of Ctrl and Option (⌥) of Alt. Shortcuts with Ctrl or Alt also work while you type; ? does not.',
  'shortcuts.keys': 'Keys',
  'shortcuts.action': 'Action',
  'shortcuts.or': '{first} or {second}',
  'shortcuts.group.window': 'Anywhere',
  'shortcuts.group.lists': 'In a list',
  'shortcuts.group.composer': 'Writing a message',
  'shortcuts.search': 'Search people, conversations and messages everywhere',
  'shortcuts.filter': 'Filter the list shown (Conversations where there is none)',
  'shortcuts.newChat': 'New chat',
  'shortcuts.nextConversation': 'Next conversation',
  'shortcuts.previousConversation': 'Previous conversation',
  'shortcuts.section': "Go to a section, in the navigation's order",
  'shortcuts.nextPane': 'Next pane: the navigation, then the panes of the section',
  'shortcuts.previousPane': 'Previous pane',
  'shortcuts.shortcuts': 'This list of shortcuts',
  'shortcuts.lists.move': 'Move through the navigation, conversations, messages, History or People',
  'shortcuts.lists.ends': 'The first or the last item',
  'shortcuts.lists.page': 'A page down or up (messages, History, People)',
  'shortcuts.lists.open': 'Open the item (navigation, conversations)',
  'shortcuts.lists.tab': "Into a message's buttons, then out of the list: each list is one Tab",
  'shortcuts.composer.send': 'Send',
  'shortcuts.composer.newLine': 'New line',
  'shortcuts.composer.cancelReply': 'Stop replying',
  'shortcuts.close': 'Close',
} as const;
