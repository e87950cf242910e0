import { type BrowserWindow } from 'electron';
import {
  type CallLinkClaim,
  type DesktopActions,
  type DesktopShell,
  type DesktopView,
  type LoginItem,
} from '../platform/desktop';
import { createBadge } from './badge';
import { createDockOutlet, createTrayOutlet, type TrayHooks } from './tray';

export interface ElectronDesktopShell extends DesktopShell {
  /** Whether closing the window now keeps the app in the tray (`close-to-tray.ts` asks). */
  keepsInTray(): boolean;
  /** A window (re)appeared: it gets the badge again (a hidden window's taskbar button lost it). */
  windowShown(): void;
}

/**
 * The Electron host's desktop: the badge on every platform, the tray on Windows and Linux, the
 * dock's menu on macOS (where the dock keeps the app, so there is no "keep in tray"), and the
 * login item and call links where they can start the packaged app (a development build would
 * start bare Electron).
 */
export function createElectronDesktopShell(options: {
  platform: NodeJS.Platform;
  packaged: boolean;
  trayIconPath: string;
  overlayIconPath: string;
  loginItem: LoginItem;
  callLinks: CallLinkClaim;
  window: () => BrowserWindow | undefined;
  hooks: TrayHooks;
}): ElectronDesktopShell {
  const { platform, hooks } = options;
  const tray = platform !== 'darwin';
  const badge = createBadge(options);
  const outlet = tray ? createTrayOutlet(options.trayIconPath, hooks) : createDockOutlet(hooks);
  let actions: DesktopActions | undefined;
  let last: DesktopView | undefined;
  return {
    features: { badge: true, tray, loginItem: options.packaged, callLinks: options.packaged },
    loginItem: options.loginItem,
    callLinks: options.callLinks,
    connect(connected) {
      actions = connected;
    },
    show(view) {
      last = view;
      badge.show(view.unread);
      if (actions) outlet.show(view, actions);
    },
    keepsInTray: () => tray && (last?.keepInTray ?? false),
    windowShown() {
      if (last) badge.show(last.unread);
    },
  };
}
