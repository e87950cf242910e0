import { type DesktopFeatures } from '../../shared/contract';

/** What the desktop shows of the app: the badge, the tray's tooltip and menu, the close rule. */
export interface DesktopView {
  unread: number;
  /** Until when the tray's "Mute notifications for an hour" lasts; absent when it is off. */
  mutedUntil: Date | undefined;
  /** "Sign out" is offered only while someone is signed in. */
  signedIn: boolean;
  /** Closing the window leaves the app in the tray. */
  keepInTray: boolean;
}

/** What the tray's menu asks of the core. */
export interface DesktopActions {
  setMuted(muted: boolean): void;
  signOut(): void;
}

/** Starting the app when the user signs in to the computer. */
export interface LoginItem {
  get(): Promise<boolean>;
  set(openAtLogin: boolean): Promise<void>;
}

/** Being the operating system's app for call links (`tel:`, `callto:`, `sip:`). */
export interface CallLinkClaim {
  get(): boolean;
  /** Claims the schemes, or lets go of them; false when the system refused. */
  set(on: boolean): boolean;
}

/**
 * The desktop around the window: the unread badge, the tray, the login item, call links. Electron's is in
 * `electron/desktop-shell.ts`; the browser host has none (`noDesktopShell`): a tab has no tray,
 * badge, login item or call links, and Settings hides their switches there.
 */
export interface DesktopShell {
  readonly features: DesktopFeatures;
  readonly loginItem: LoginItem;
  readonly callLinks: CallLinkClaim;
  /** Where the tray's menu items go; called once by the core. */
  connect(actions: DesktopActions): void;
  /** Shows the view now (badge, tray tooltip and menu in the process's language). */
  show(view: DesktopView): void;
}

export const noDesktopShell: DesktopShell = {
  features: { badge: false, tray: false, loginItem: false, callLinks: false },
  loginItem: { get: () => Promise.resolve(false), set: () => Promise.resolve() },
  callLinks: { get: () => false, set: () => false },
  connect: () => undefined,
  show: () => undefined,
};
