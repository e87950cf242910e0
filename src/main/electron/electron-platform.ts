import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { app, BrowserWindow, dialog, net, Notification, shell } from 'electron';
import { type DesktopShell } from '../platform/desktop';
import { type Platform } from '../platform/platform';
import { type Updates } from '../platform/updates';
import { createSafeStorageStore } from './safe-storage-store';
import { createWebPageViews } from './web-page-views';

/**
 * A notification's body as markup that shows it as it is. On Linux, Electron hands title and body
 * to libnotify unchanged, and the notification daemons read the body as markup (the spec's
 * `body-markup`: GNOME Shell, KDE Plasma, dunst): a message's `<a href>`, `<img src>` or `<b>`
 * would be rendered, and a stray `<` or `&` could garble the text. Named entities only: GNOME
 * Shell passes `&amp; &lt; &gt; &quot; &apos;` through and would show `&#39;` as typed. The title
 * is left as it is: the spec makes it plain text, and GNOME Shell escapes it itself, so an
 * escaped title would show `&amp;` there.
 */
function escapeMarkup(text: string): string {
  const entities: Record<string, string> = {
    '&': '&amp;',
    '<': '&lt;',
    '>': '&gt;',
    '"': '&quot;',
    "'": '&apos;',
  };
  return text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

/**
 * The Electron host's services: keychain-backed credentials, `net.fetch`, native notifications,
 * integrated web pages in isolated views, and the desktop around the window (badge, tray, login
 * item), which the entry builds because it knows the window, and the updates (`updates.ts`).
 */
export function createElectronPlatform(desktop: DesktopShell, updates: Updates): Platform {
  const profileDir = app.getPath('userData');
  const openExternal = async (url: URL) => {
    await shell.openExternal(url.toString());
  };
  return {
    host: 'electron',
    version: app.getVersion(),
    profileDir,
    // net.fetch applies the system's proxies and certificate store; TLS is never relaxed.
    fetch: (input, init) => net.fetch(input instanceof URL ? input.toString() : input, init),
    credentials: createSafeStorageStore(profileDir),
    systemLocale: () => app.getLocale(),
    links: { open: openExternal },
    notifications: {
      supported: () => Notification.isSupported(),
      reportsClicks: true,
      show: ({ title, body, actions = [], onClick, onAction }) => {
        const shown = new Notification({
          title,
          body: process.platform === 'linux' ? escapeMarkup(body) : body,
          silent: false,
          actions: actions.map((text) => ({ type: 'button', text })),
        });
        const toFront = () => {
          const window = BrowserWindow.getAllWindows()[0];
          if (window) {
            if (window.isMinimized()) window.restore();
            window.focus();
          }
        };
        shown.on('click', () => {
          toFront();
          onClick?.();
        });
        shown.on('action', (details) => {
          toFront();
          onAction?.(details.actionIndex);
        });
        shown.show();
      },
    },
    webViews: createWebPageViews(() =>
      BrowserWindow.getAllWindows().find((window) => !window.isDestroyed()),
    ),
    desktop,
    updates,
    files: {
      save: async ({ fileName, bytes }) => {
        const options = { defaultPath: join(app.getPath('downloads'), fileName) };
        const window = BrowserWindow.getFocusedWindow();
        const choice = window
          ? await dialog.showSaveDialog(window, options)
          : await dialog.showSaveDialog(options);
        if (choice.canceled || !choice.filePath) return false;
        await writeFile(choice.filePath, bytes);
        return true;
      },
    },
  };
}
