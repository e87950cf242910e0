/**
 * Web pages: the list of the user's integrated pages, a page's toolbar, what it asks and why it
 * is not shown. An area (`../../areas.ts`): the renderer loads it with the Web pages section;
 * the sentences main says about them are in `../en.ts`, whose rules hold (ICU, whole sentences).
 */
export const webPagesEn = {
  'webPages.opening': 'Opening your web pages…',
  'webPages.nav': 'Your web pages',
  'webPages.loading': 'Loading your web pages…',
  'webPages.refresh': 'Refresh the list',
  'webPages.refreshing': 'Refreshing…',
  'webPages.none': 'Your company has no web pages for you here.',
  'webPages.offline':
    'Offline: the list as it was last seen. The pages themselves need a connection.',
  'webPages.choose': 'Choose a web page.',
  'webPages.checking': 'Opening {name}…',

  'webPages.toolbar': '{name}: page controls',
  'webPages.back': 'Back',
  'webPages.forward': 'Forward',
  'webPages.reload': 'Reload',
  'webPages.address': 'Address',
  'webPages.openInBrowser': 'Open in browser',
  'webPages.openInNewTab': 'Open in a new tab',

  'webPages.failure.refusesFraming':
    "{name} can't be shown inside Switchboard: the site doesn't allow it. Open it in a new tab instead.",
  'webPages.failure.unreachable':
    "{name} couldn't be reached. Check your connection, or open it in a new tab.",
  'webPages.failure.certificate':
    "{name} has a security certificate this computer doesn't trust, so Switchboard won't show it. Open it in your browser only if you trust it.",
  'webPages.failure.httpError':
    '{name} answered with an error (HTTP {status}). Try again later, or open it in your browser.',
  'webPages.failure.load':
    "{name} couldn't be loaded. Check your connection and reload, or open it in your browser.",
  'webPages.failure.crashed': '{name} stopped working. Reload it to try again.',

  'webPages.permission.media': '{name} asks to use your camera or microphone.',
  'webPages.permission.notifications': '{name} asks to show notifications.',
  'webPages.permission.clipboardWrite': '{name} asks to copy to your clipboard.',
  'webPages.permission.pointerLock': '{name} asks to take over the mouse pointer.',
  'webPages.permission.fullscreen': '{name} asks to use the full screen.',
  'webPages.permission.other': '{name} asks to use a feature of this computer ({permission}).',
  'webPages.permission.allow': 'Allow',
  'webPages.permission.deny': 'Deny',
} as const;
