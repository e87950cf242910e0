import { type RuleId } from '../../../shared/admin';

/** Every sentence of the admin area's shared parts (navigation, forms, diff, prompts). */
export const adminStrings = {
  navLabel: 'Admin resources',
  resources: {
    tenants: 'Tenants',
    serverEmail: 'E-mail settings',
  },
  masterOnlyNote: 'Master tenant administrator',
  loading: 'Loading the current values…',
  loadFailed: 'The current values could not be read.',
  retry: 'Try again',
  unavailable:
    'Current values unavailable on this server. You can still set new values: fields you leave empty stay as they are.',
  leaveAsIs: 'Leave as is',
  on: 'On',
  off: 'Off',
  yes: 'Yes',
  no: 'No',
  empty: '(empty)',
  hiddenSecret: '•••••• (hidden)',
  secretSet: 'A value is set. Type a new one to replace it.',
  secretNotSet: 'No value is set.',
  secretUnknown: 'Type a value to set it.',
  review: 'Review changes',
  revert: 'Undo my changes',
  reviewTitle: 'What will change',
  reviewIntro: 'Only these changes are sent to the server.',
  save: 'Save changes',
  saving: 'Saving…',
  backToEditing: 'Back to editing',
  noChanges: 'Nothing has changed yet.',
  saved: 'Saved. The form shows what the server holds now.',
  savedUnreadable:
    'Saved. This server does not show the current values, so the form is empty again.',
  conflictTitle: 'Someone else changed this meanwhile',
  conflictIntro:
    'Nothing was sent. Since you opened this form, the server’s values changed as shown below.',
  conflictKeepMine: 'Keep my changes on top of theirs',
  conflictTakeTheirs: 'Discard my changes and show theirs',
  columnField: 'Setting',
  columnBefore: 'Before',
  columnAfter: 'After',
  columnNow: 'Now on the server',
  entryAdded: 'Added: {entry}',
  entryRemoved: 'Removed: {entry}',
  leaveTitle: 'Leave without saving?',
  leaveBody: 'You have changes that are not saved. If you leave now they are lost.',
  stay: 'Stay',
  discard: 'Discard changes',
} as const;

/** What the user reads for each field rule of `src/shared/admin/rules.ts`. */
export const ruleSentences: Readonly<Record<RuleId, string>> = {
  required: 'Fill in this field.',
  email: 'Enter an e-mail address, like name@example.com.',
  emailList: 'Enter e-mail addresses, one per line.',
  ip: 'Enter an IP address or range, like 192.168.1.10 or 10.0.0.0/8.',
  time: 'Enter a time as HH:MM, like 02:30.',
  integer: 'Enter a whole number.',
  nonNegative: 'Enter 0 or more.',
  port: 'Enter a port number from 0 to 65535.',
  oid: 'Choose an item from the list.',
  genericOnly: 'The configuration file name can only be set for the generic phone type.',
  tooLong: 'This is too long.',
};
