/**
 * The desktop around the window: the tray's tooltip and menu, the taskbar badge's description,
 * the Settings card for the tray and the login item, and the sentences main says about them.
 * Spread into `../en.ts`; the same rules hold (ICU, whole sentences).
 */
export const desktopEn = {
  'desktop.tray.tooltip':
    '{count, plural, =0 {Switchboard} one {Switchboard – # unread message} other {Switchboard – # unread messages}}',
  'desktop.tray.mutedUntil': 'Notifications muted until {until, time, short}',
  'desktop.tray.open': 'Open Switchboard',
  'desktop.tray.mute': 'Mute notifications for an hour',
  'desktop.tray.quit': 'Quit Switchboard',
  'desktop.tray.status': 'Status: {status}',
  'desktop.tray.doNotDisturbHour': 'Do not disturb for 1 hour',
  'desktop.tray.statusMenu': 'Status message and more…',
  'desktop.tray.restartToUpdate': 'Restart to update to {version}',
  'desktop.updates.badFeed':
    "Use the https address of your company's update mirror, without a user name, password or query.",
  'desktop.status.refused': 'Your status was not changed',
  'desktop.badge.description': '{count, plural, one {# unread message} other {# unread messages}}',

  'desktop.error.unavailable': "This isn't available in this version of Switchboard.",
  'desktop.error.loginItem':
    "Switchboard couldn't change whether it starts when you sign in to your computer. Please try again.",

  'desktop.error.callLinks':
    "Your computer didn't let Switchboard open phone links. Choose Switchboard for them in your system's default apps settings.",

  'settings.desktop': 'Desktop',
  'settings.desktop.keepInTray': 'Keep running in the tray when the window is closed',
  'settings.desktop.keepInTray.hint':
    'New messages keep arriving while the window is closed. Quit Switchboard from the tray icon.',
  'settings.desktop.openAtLogin': 'Start Switchboard when I sign in to my computer',
  'settings.desktop.opensCallLinks': 'Open phone links (tel:, callto:, sip:) with Switchboard',
  'settings.desktop.opensCallLinks.hint':
    'A phone number clicked in your browser, mail or another program asks here whether to call it.',
  'settings.notifications.muted': 'Notifications are muted until {until, time, short}.',
} as const;
