/**
 * Settings: appearance and language, notifications, the data on this computer, the account
 * (with signing out and its unsent messages) and About. An area (`../../areas.ts`): the renderer
 * loads it with the Settings section; the rules of `../en.ts` hold.
 */
export const settingsEn = {
  'settings.appearance': 'Appearance',
  'settings.theme': 'Theme',
  'settings.theme.light': 'Light',
  'settings.theme.dark': 'Dark',
  'settings.theme.system': 'Same as system',
  'settings.language': 'Language',
  'settings.notifications': 'Notifications',
  'settings.notifications.desktop': 'Show a desktop notification for each new message',
  'settings.notifications.voicemail': 'Show a desktop notification for each new voicemail',
  'settings.notifications.rate': 'Ask to rate calls',
  'settings.notifications.rate.never': 'Never',
  'settings.notifications.rate.sometimes': 'Sometimes',
  'settings.notifications.rate.always': 'After every call',
  'settings.localData': 'Data on this computer',
  'settings.localData.hint':
    'Your history and conversations are saved on this computer, so they open at once and work offline. Clearing them downloads them again from the server; messages and ratings not yet sent are kept.',
  'settings.localData.clear': 'Clear cache and resync…',
  'settings.localData.question':
    'Delete the history saved on this computer and download it again from the server?',
  'settings.localData.confirm': 'Clear and resync',
  'settings.localData.done': 'Cleared. Switchboard is downloading your history again.',
  'settings.localData.failed': 'The saved data could not be cleared. Please try again.',
  'settings.account': 'Account',
  'settings.account.signedInAs': 'Signed in as',
  'settings.account.phoneLine': 'Phone line',
  'settings.account.server': 'Server',
  'settings.account.demoServer': 'Built-in demo server',
  'settings.account.tenant': 'Tenant',
  'settings.account.remembered': 'Remembered on this computer',
  'settings.account.remembered.yes': 'Yes, you stay signed in after a restart',
  'settings.account.remembered.no': 'No',
  'settings.account.signingOut': 'Signing out…',
  'signOut.unsent.title': 'Sign out with unsent messages?',
  'signOut.unsent.body':
    '{count, plural, one {# message has} other {# messages have}} not been sent yet. Send first, or discard and sign out?',
  'signOut.unsent.sendFirst': 'Send first',
  'signOut.unsent.discard': 'Discard and sign out',
  'signOut.unsent.sending':
    'Sending… {count, plural, one {# message} other {# messages}} to go. You are signed out once they are sent.',
  'signOut.unsent.failed':
    '{count, plural, one {# message could not be sent} other {# messages could not be sent}}: change or delete {count, plural, one {it} other {them}} in Conversations, or discard and sign out.',
  'settings.about.version': 'Version',
  'settings.about.runningIn': 'Running in',
  'settings.about.browser': 'Browser (local host)',
  'settings.about.desktop': 'Desktop app',
  'settings.about.serverVersion': 'Server version',
} as const;
