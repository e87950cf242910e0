import { app, Menu, Tray, type MenuItemConstructorOptions } from 'electron';
import { t } from '../../shared/i18n';
import { type DesktopActions, type DesktopView } from '../platform/desktop';

/** What the menu does beyond the core's actions: the window and the app are the host's. */
export interface TrayHooks {
  open(): void;
  quit(): void;
}

/**
 * The tray's (and macOS dock's) menu for `view`, in the process's language: open, mute for an
 * hour (checked while muted; clicking it again un-mutes), sign out (while signed in), quit. The
 * dock leaves out Quit: macOS puts its own there.
 */
export function desktopMenu(
  view: DesktopView,
  actions: DesktopActions,
  hooks: TrayHooks,
  options: { quit: boolean },
): MenuItemConstructorOptions[] {
  return [
    { id: 'open', label: t('desktop.tray.open'), click: () => hooks.open() },
    { type: 'separator' },
    {
      id: 'mute',
      label: t('desktop.tray.mute'),
      type: 'checkbox',
      checked: view.mutedUntil !== undefined,
      click: () => actions.setMuted(view.mutedUntil === undefined),
    },
    {
      id: 'signOut',
      label: t('common.signOut'),
      enabled: view.signedIn,
      click: () => {
        actions.signOut();
        hooks.open();
      },
    },
    ...(options.quit
      ? ([
          { type: 'separator' },
          { id: 'quit', label: t('desktop.tray.quit'), click: () => hooks.quit() },
        ] satisfies MenuItemConstructorOptions[])
      : []),
  ];
}

/** The tray icon's tooltip: the app, the unread count, and the mute while it lasts. */
export function trayTooltip(view: DesktopView): string {
  const count = t('desktop.tray.tooltip', { count: view.unread });
  return view.mutedUntil
    ? `${count}\n${t('desktop.tray.mutedUntil', { until: view.mutedUntil })}`
    : count;
}

export interface DesktopMenuOutlet {
  show(view: DesktopView, actions: DesktopActions): void;
}

/**
 * The tray icon (Windows, Linux), made on first use: tooltip and menu follow the view. A click
 * opens the window where the platform reports clicks (Windows); Linux shows the menu.
 */
export function createTrayOutlet(iconPath: string, hooks: TrayHooks): DesktopMenuOutlet {
  let tray: Tray | undefined;
  return {
    show(view, actions) {
      if (!tray) {
        tray = new Tray(iconPath);
        tray.on('click', () => hooks.open());
        app.once('will-quit', () => tray?.destroy());
      }
      tray.setToolTip(trayTooltip(view));
      tray.setContextMenu(
        Menu.buildFromTemplate(desktopMenu(view, actions, hooks, { quit: true })),
      );
    },
  };
}

/** macOS: the dock holds the app and the badge; its menu has the tray's items but Quit. */
export function createDockOutlet(hooks: TrayHooks): DesktopMenuOutlet {
  return {
    show(view, actions) {
      app.dock?.setMenu(Menu.buildFromTemplate(desktopMenu(view, actions, hooks, { quit: false })));
    },
  };
}
