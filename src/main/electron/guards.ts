import { type App, type Session, type WebContents, shell } from 'electron';
import { parseExternalUrl } from '../platform/external-links';
import { isAppUrl } from './app-protocol';

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

export function installGlobalGuards(app: App): void {
  app.on('web-contents-created', (_event, contents) => guardWebContents(contents));
  app.on('session-created', (created) => denyAllPermissions(created));
}
