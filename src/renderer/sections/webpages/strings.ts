/**
 * Every sentence and label Web pages shows, in one place for the translation catalogues.
 * Names and values are function arguments.
 */
export const webPagesStrings = {
  navLabel: 'Your web pages',
  opening: 'Opening your web pages…',
  loading: 'Loading your web pages…',
  tryAgain: 'Try again',
  refresh: 'Refresh the list',
  refreshing: 'Refreshing…',
  none: 'Your company has no web pages for you here.',
  offline: 'Offline: the list as it was last seen. The pages themselves need a connection.',
  choose: 'Choose a web page.',
  toolbarLabel: (name: string) => `${name}: page controls`,
  back: 'Back',
  forward: 'Forward',
  reload: 'Reload',
  openInBrowser: 'Open in browser',
  openInNewTab: 'Open in a new tab',
  address: 'Address',
  checking: (name: string) => `Opening ${name}…`,
  frameTitle: (name: string) => name,
  failures: {
    refusesFraming: (name: string) =>
      `${name} can't be shown inside Switchboard: the site doesn't allow it. Open it in a new tab instead.`,
    unreachable: (name: string) =>
      `${name} couldn't be reached. Check your connection, or open it in a new tab.`,
    certificate: (name: string) =>
      `${name} has a security certificate this computer doesn't trust, so Switchboard won't show it. Open it in your browser only if you trust it.`,
    httpError: (name: string, status: number) =>
      `${name} answered with an error (HTTP ${status}). Try again later, or open it in your browser.`,
    load: (name: string) =>
      `${name} couldn't be loaded. Check your connection and reload, or open it in your browser.`,
    crashed: (name: string) => `${name} stopped working. Reload it to try again.`,
  },
  permission: {
    ask: (name: string, what: string) => `${name} asks to use ${what}.`,
    allow: 'Allow',
    deny: 'Deny',
    what: {
      media: 'your camera or microphone',
      geolocation: 'your location',
      notifications: 'notifications',
      'clipboard-read': 'your clipboard',
      fullscreen: 'the full screen',
      openExternal: 'another application',
    } as Readonly<Record<string, string>>,
    other: (permission: string) => `a feature of this computer (${permission})`,
  },
} as const;
