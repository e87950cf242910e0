/**
 * Group chats and drafts (English): the messages only Conversations shows of them (issue #30,
 * items 1 and 2), loaded with the section.
 */
export const chatGroupsEn = {
  'conversations.newGroup': 'New group',
  'newGroup.title': 'New group chat',
  'newGroup.name': 'Group name',
  'newGroup.name.placeholder': 'For example: Project Atlas',
  'newGroup.find': 'Add colleagues',
  'newGroup.chosen': 'In the group',
  'newGroup.chosen.none': 'No one chosen yet. Pick colleagues from the list.',
  'newGroup.remove': 'Remove {name}',
  'newGroup.create': 'Create group',
  'newGroup.creating': 'Creating the group…',
  'newGroup.needName': 'Give the group a name.',
  'newGroup.needMembers': 'Choose at least one colleague.',
  'newGroup.tooLong': 'A group name can be at most {limit, number} characters.',
  'newGroup.tooMany': 'A new group can start with at most {limit, number} colleagues.',
  'newGroup.notAdded':
    '{count, plural, one {# colleague} other {# colleagues}} could not be added ({names}): {sentence}',
  'group.members': '{count, plural, one {# member} other {# members}}',
  'group.members.list': 'Members of {name}',
  'group.admin': 'admin',
  'group.you': '{name} (you)',
  'group.opening': 'Opening the group form…',
  'draft.conflict': 'This draft was changed on another device: “{theirs}”. Which one do you keep?',
  'draft.conflict.cleared': 'This draft was cleared on another device. Keep yours?',
  'draft.takeTheirs': 'Use that draft',
  'draft.takeCleared': 'Clear mine',
  'draft.keepMine': 'Keep mine',
  'draft.notSaved': 'Your draft is kept on this computer only: {sentence}',
  'draft.file': 'The draft also holds the file {name}, added in another app.',
} as const;
