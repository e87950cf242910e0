import { type DesktopFeatures } from '../../shared/contract';

/** The user's own status, as the tray's (and dock's) Status menu shows it. */
export interface StatusView {
  /** What colleagues see now (a temporary status while it lasts); absent when none is known. */
  current: string | undefined;
  /** The status with an end time, while it lasts. */
  temporary: { status: string; until: Date } | undefined;
  /** The statuses the server offers to pick; empty until read. */
  selectable: readonly string[];
  /** The line's do-not-disturb switch (calls do not ring), apart from the status. */
  doNotDisturb: boolean;
  /**
   * Why the tray's last change was refused, where the system shows no notifications to say
   * it; until the tray's next change.
   */
  refused: string | undefined;
}

/** What the desktop shows of the app: the badge, the tray's tooltip and menu, the close rule. */
export interface DesktopView {
  unread: number;
  /** Until when the tray's "Mute notifications for an hour" lasts; absent when it is off. */
  mutedUntil: Date | undefined;
  /** "Sign out" is offered only while someone is signed in. */
  signedIn: boolean;
  /** Closing the window leaves the app in the tray. */
  keepInTray: boolean;
  /** The user's status; absent while signed out and until it is first read. */
  status: StatusView | undefined;
  /** The version a restart installs, once downloaded and verified ("Restart to update"). */
  updateReady: string | undefined;
}

/**
 * What the tray's menu asks of the core. A status change shows in the menu and the window once
 * the server answers; a refusal is said in a desktop notification (else in the menu).
 */
export interface DesktopActions {
  setMuted(muted: boolean): void;
  signOut(): void;
  /** Picks one of the selectable statuses (a temporary one ends). */
  setStatus(status: string): void;
  /** A status until `until`, then the one before again (the tray's "for 1 hour"). */
  setTemporaryStatus(status: string, until: Date): void;
  /** The line's do-not-disturb switch. */
  setDoNotDisturb(on: boolean): void;
  /** The window opens its header's status menu (the message, other ends); the host shows it. */
  openStatusMenu(): void;
  /** The window restarts to update as Settings does, asking first when messages are unsent. */
  restartToUpdate(): void;
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
