import { type App, type Session, type WebContents, shell } from 'electron';
import { parseExternalUrl } from '../platform/external-links';
import { isAppUrl } from './app-protocol';
import { isPageSession } from './page-sessions';

/**
 * Navigation, window-open, webview and permission guards (Electron security checklist 4, 5,
 * 12, 13, 14, 15): installed on every web contents the app ever creates, and on every session.
 */
export function guardWebContents(contents: WebContents): void {
  contents.on('will-navigate', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  // Every frame's navigation too (the window's CSP allows no frames; this holds if one ever came).
  contents.on('will-frame-navigate', (event) => {
    if (!isAppUrl(event.url)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    // Links meant for the outside world open there, after validation; nothing opens in-app.
    const external = parseExternalUrl(url);
    if (external) void shell.openExternal(external.toString());
    return { action: 'deny' };
  });
}

export function denyAllPermissions(target: Session): void {
  target.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  target.setPermissionCheckHandler(() => false);
}

/**
 * Every web contents and session the app creates, except an integrated web page's: those are
 * guarded for what they are by `web-page-views.ts` (their own site, frames included; a few
 * permissions the user may allow for the page's origin).
 */
export function installGlobalGuards(app: App): void {
  app.on('web-contents-created', (_event, contents) => {
    if (!isPageSession(contents.session)) guardWebContents(contents);
  });
  app.on('session-created', (created) => {
    if (!isPageSession(created)) denyAllPermissions(created);
  });
}
