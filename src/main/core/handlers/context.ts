import { type EventBus } from '../../common/event-bus';
import { type RecentLog } from '../../common/recent-log';
import { type LiveService } from '../../live/live-service';
import { type Platform } from '../../platform/platform';
import { type CallLinkInbox } from '../call-link-inbox';
import { type ConnectivityMonitor } from '../connectivity';
import { type DemoLauncher } from '../demo';
import { type DesktopService } from '../desktop-service';
import { type LanguageService } from '../language';
import { type MyStatusHolder } from '../my-status';
import { type PhoneService } from '../phone-service';
import { type SessionService } from '../session-service';
import { type UpdateService } from '../updates/update-service';

/** What every domain's handlers may use: the core's services, never the host's internals. */
export interface HandlerContext {
  platform: Platform;
  session: SessionService;
  connectivity: ConnectivityMonitor;
  live: LiveService;
  events: EventBus;
  language: LanguageService;
  desktop: DesktopService;
  demo: DemoLauncher;
  phone: PhoneService;
  /** The user's own status, kept for the tray (`status.*`). */
  myStatus: MyStatusHolder;
  callLinks: CallLinkInbox;
  /** Self-updating (`updates.*`), and its state in `app.diagnostics`. */
  updates: UpdateService;
  /** The latest log lines, for `app.diagnostics`. */
  recentLog: RecentLog;
}
