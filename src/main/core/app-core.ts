import { createApiClient, type ApiClient } from '../api';
import { createEventBus, type EventBus } from '../common/event-bus';
import { type Logger } from '../common/logger';
import { processLog } from '../common/recent-log';
import { createLiveService, type LiveService } from '../live/live-service';
import { type Platform } from '../platform/platform';
import { createCallLinkInbox, type CallLinkInbox } from './call-link-inbox';
import { createConnectivityMonitor, httpProbe, type ConnectivityMonitor } from './connectivity';
import { createDemoLauncher, type StartDemoServer } from './demo';
import { createDesktopService, type DesktopService } from './desktop-service';
import { createHandlerRegistry, type HandlerRegistry } from './handler-registry';
import { createHandlers } from './handlers';
import { createLanguageService } from './language';
import { createMyStatus } from './my-status';
import { createPhoneService } from './phone-service';
import { openPreferences, userSpaceFor } from './preferences';
import { SessionService } from './session-service';
import { createUpdateService } from './updates/update-service';

export interface AppCoreOptions {
  platform: Platform;
  log: Logger;
  /** The built-in demo's server, where the host has one; without it no demo is offered. */
  startDemoServer?: StartDemoServer | undefined;
  /** How often a reachable server is probed; tests shorten it. */
  heartbeatMs?: number;
  /** The host's event bus, when its platform needs one before the core exists. */
  events?: EventBus;
  /** Prefill for the sign-in form when no server was used before (`npm run web -- --server`). */
  defaultServerUrl?: string;
}

/**
 * The main-process core, the same in Electron and in the browser host: session, connectivity,
 * demo server and the handlers of every contract call. A host adds a transport and a sender check.
 */
export interface AppCore {
  readonly events: EventBus;
  readonly session: SessionService;
  readonly connectivity: ConnectivityMonitor;
  /** The platform's WebSocket for the signed-in session. */
  readonly live: LiveService;
  /** The badge, tray and login item's state (the host's `DesktopShell` shows it). */
  readonly desktop: DesktopService;
  /** Where the host puts a call link another program opened (the window confirms it). */
  readonly callLinks: CallLinkInbox;
  /** The one dispatcher for this host's transport; `isTrustedSender` is the host's sender check. */
  createRegistry<Sender>(isTrustedSender: (sender: Sender) => boolean): HandlerRegistry<Sender>;
  /**
   * Restores a remembered sign-in (the UI can be shown before this settles) and schedules the
   * update checks (docs/updates.md).
   */
  start(): Promise<void>;
  dispose(): Promise<void>;
}

export async function createAppCore(options: AppCoreOptions): Promise<AppCore> {
  const { platform, log } = options;
  const events =
    options.events ?? createEventBus((error) => log.error('event listener failed', error));
  const preferences = await openPreferences(platform.profileDir);
  const language = createLanguageService({
    preferences,
    systemLocale: () => platform.systemLocale?.(),
  });
  const connectivity = createConnectivityMonitor({
    events,
    probe: httpProbe(platform.fetch),
    ...(options.heartbeatMs !== undefined && { heartbeatMs: options.heartbeatMs }),
    ...(options.heartbeatMs !== undefined && {
      backoffMaxMs: Math.max(options.heartbeatMs, 1_000),
    }),
  });
  const demo = createDemoLauncher(options.startDemoServer);
  const session = new SessionService({
    events,
    log,
    credentials: platform.credentials,
    preferences,
    connectivity,
    demo,
    fetch: platform.fetch,
    ...(options.defaultServerUrl !== undefined && { defaultServerUrl: options.defaultServerUrl }),
    createClient: (baseUrl, fetchFn): ApiClient =>
      createApiClient({
        baseUrl,
        fetch: fetchFn,
        userSpace: userSpaceFor(preferences.get().deviceId),
      }),
  });
  const phone = createPhoneService({
    events,
    log,
    session,
    deviceId: preferences.get().deviceId,
    preferences,
  });
  const live = createLiveService({
    events,
    log,
    session,
    onActiveChannel: (event) => phone.heard(event),
  });
  const myStatus = createMyStatus({ events, session });
  const updates = createUpdateService({
    updates: platform.updates,
    currentVersion: platform.version,
    events,
    log,
    preferences,
    // A call that ended or went on without the user is over for this copy.
    inCall: () =>
      phone.current().calls.some((call) => call.state !== 'ended' && call.state !== 'transferred'),
  });
  const desktop = createDesktopService({
    shell: platform.desktop,
    preferences,
    events,
    session,
    myStatus,
    updates,
    notifications: platform.notifications,
    onError: (what, error) => log.error(`${what} failed`, error),
  });
  const callLinks = createCallLinkInbox({ events, log });
  const handlers = createHandlers({
    platform,
    session,
    connectivity,
    live,
    language,
    events,
    desktop,
    demo,
    phone,
    myStatus,
    callLinks,
    updates,
    recentLog: processLog,
  });

  return {
    events,
    session,
    connectivity,
    live,
    desktop,
    callLinks,
    createRegistry: (isTrustedSender) => createHandlerRegistry({ handlers, isTrustedSender, log }),
    async start() {
      updates.start();
      try {
        await session.restore();
      } catch (error) {
        log.error('restoring the session failed', error);
      }
    },
    async dispose() {
      live.dispose();
      phone.dispose();
      desktop.dispose();
      myStatus.dispose();
      updates.dispose();
      await session.dispose();
      await demo.stop();
    },
  };
}
