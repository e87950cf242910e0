import { z } from 'zod';

/**
 * The desktop's own services (`desktop.*`): the unread count on the taskbar or dock icon and in
 * the tray, the tray's "mute notifications for an hour", keeping the app in the tray when its
 * window closes, starting at sign-in to the computer, and opening other programs' call links. Spread into `userContract.calls` /
 * `userContract.events` in `user-contract.ts`. The browser host has none of them: it reports every
 * feature unavailable and Settings offers nothing for them there.
 */

function call<A extends z.ZodType, R extends z.ZodType>(args: A, result: R) {
  return { args, result } as const;
}

/** What this host can do; Settings offers a switch only for what is there. */
export const desktopFeaturesSchema = z.object({
  /** The unread count on the taskbar or dock icon. */
  badge: z.boolean(),
  /** A tray icon with the count and a menu; closing the window may leave the app there. */
  tray: z.boolean(),
  /** Starting Switchboard when the user signs in to the computer. */
  loginItem: z.boolean(),
  /** Being the system's app for `tel:`, `callto:` and `sip:` links. */
  callLinks: z.boolean(),
});
export type DesktopFeatures = z.infer<typeof desktopFeaturesSchema>;

export const desktopStateSchema = z.object({
  features: desktopFeaturesSchema,
  /** Closing the window leaves the app running in the tray (only where `features.tray`). */
  keepInTray: z.boolean(),
  /** Switchboard starts when the user signs in to the computer (only where `features.loginItem`). */
  openAtLogin: z.boolean(),
  /** Other programs' call links open in Switchboard (only where `features.callLinks`). */
  opensCallLinks: z.boolean(),
  /** ISO time until which desktop notifications are muted; absent when they are not. */
  mutedUntil: z.iso.datetime().optional(),
});
export type DesktopState = z.infer<typeof desktopStateSchema>;

/**
 * The unread total the window shows in its title, as the renderer hands it to main for the
 * badge and the tray. Checked on both sides: before sending, and by main's registry.
 */
export const unreadCountSchema = z.object({ count: z.number().int().min(0).max(1_000_000) });

const switchArgs = z.object({ on: z.boolean() });

/** The buttons a notification may carry (Windows and macOS show them; Linux shows none). */
export const NOTIFICATION_ACTIONS_MAX = 2;

export const desktopCalls = {
  'desktop.get': call(z.undefined(), desktopStateSchema),
  'desktop.setUnread': call(unreadCountSchema, z.undefined()),
  'desktop.setKeepInTray': call(switchArgs, desktopStateSchema),
  'desktop.setOpenAtLogin': call(switchArgs, desktopStateSchema),
  'desktop.setOpensCallLinks': call(switchArgs, desktopStateSchema),
  /**
   * A desktop notification (a new message, a missed call), shown by main where the window may
   * not show one itself (Electron denies the web Notification permission). Plain text, bounded.
   * Answers once the user clicked it (`clicked`; `action`: the index of the button they chose),
   * or not (`clicked: false`) once it can no longer be clicked usefully.
   */
  'desktop.notify': call(
    z.object({
      title: z.string().max(200),
      body: z.string().max(500),
      actions: z.array(z.string().min(1).max(40)).max(NOTIFICATION_ACTIONS_MAX).optional(),
    }),
    z.object({
      clicked: z.boolean(),
      action: z
        .number()
        .int()
        .min(0)
        .max(NOTIFICATION_ACTIONS_MAX - 1)
        .optional(),
    }),
  ),
} as const;

export const desktopEvents = {
  /** A setting changed, or the tray's mute began or ended. */
  'desktop.changed': desktopStateSchema,
  /**
   * The tray's "Sign out": the window signs out as Settings does, asking first when messages
   * are unsent (only the renderer knows its outbox).
   */
  'desktop.signOutAsked': z.object({}),
  /**
   * The tray's "Status message and more…", or a click on the notification of a status the tray
   * could not change: the window opens its header's status menu.
   */
  'desktop.statusMenuAsked': z.object({}),
} as const;
