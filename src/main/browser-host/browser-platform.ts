import { type EventBus } from '../common/event-bus';
import { noDesktopShell } from '../platform/desktop';
import { type Platform } from '../platform/platform';
import { type Updates } from '../platform/updates';
import { noWebViews } from '../platform/web-views';
import { createFileCredentialStore } from './file-credential-store';

/**
 * The browser host's services. There is no OS shell or native notification on this side: the
 * page is a real browser tab, so links and notifications are sent to it as events and it opens
 * them itself (links in a new tab with noopener, notifications through the web API).
 */
export function createBrowserPlatform(options: {
  profileDir: string;
  version: string;
  events: EventBus;
  /** A feed to check and download from (`--update-feed`); without it, no updates. */
  updates?: Updates;
}): Platform {
  const { events } = options;
  const openInPage = (url: URL) => {
    events.emit('host.openUrl', { url: url.toString() });
    return Promise.resolve();
  };
  return {
    host: 'browser',
    version: options.version,
    profileDir: options.profileDir,
    fetch: (input, init) => fetch(input, init),
    credentials: createFileCredentialStore(options.profileDir),
    links: { open: openInPage },
    notifications: {
      supported: () => true,
      reportsClicks: false,
      show: ({ title, body }) => events.emit('host.notify', { title, body }),
    },
    webViews: noWebViews,
    desktop: noDesktopShell,
    updates: options.updates ?? { supported: false, reason: 'browser-host' },
    files: {
      save: ({ fileName, mimeType, bytes }) => {
        events.emit('host.download', {
          fileName,
          mimeType,
          contentsB64String: Buffer.from(bytes).toString('base64'),
        });
        return Promise.resolve(true);
      },
    },
  };
}
