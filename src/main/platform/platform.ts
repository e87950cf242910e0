import { type CredentialStore } from './credential-store';
import { type DesktopShell } from './desktop';
import { type ExternalLinks } from './external-links';
import { type Files } from './files';
import { type Notifications } from './notifications';
import { type Updates } from './updates';
import { type WebViews } from './web-views';
import { type HostKind } from '../../shared/contract';

/**
 * Everything the core needs from its host. Each host builds exactly one: Electron in
 * `src/main/electron/electron-platform.ts`, the browser host in
 * `src/main/browser-host/browser-platform.ts`. The core never asks which one it got.
 */
export interface Platform {
  readonly host: HostKind;
  readonly version: string;
  /** Directory for this profile's files (preferences, stored credentials). */
  readonly profileDir: string;
  /** The `fetch` the API client uses: Electron's `net.fetch` (system proxies, certificates) or Node's. */
  readonly fetch: typeof fetch;
  readonly credentials: CredentialStore;
  readonly links: ExternalLinks;
  readonly notifications: Notifications;
  readonly webViews: WebViews;
  readonly files: Files;
  /** The badge, tray and login item (Electron); the browser host has none. */
  readonly desktop: DesktopShell;
  /** Self-updating: electron-updater in an installed app; none in development or a deb. */
  readonly updates: Updates;
  /**
   * The operating system's language (Electron's `app.getLocale()`); absent in the browser host,
   * where the page's own `navigator.languages` stand for the system's.
   */
  systemLocale?(): string;
}
