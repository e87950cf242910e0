import { app, Menu, Tray, type MenuItemConstructorOptions } from 'electron';
import { currentIntl, t } from '../../shared/i18n';
import { statusEndWords, statusWords } from '../../shared/i18n/status-words';
import { type DesktopActions, type DesktopView, type StatusView } from '../platform/desktop';

/** What the menu does beyond the core's actions: the window and the app are the host's. */
export interface TrayHooks {
  open(): void;
  quit(): void;
}

/** The tray's "Do not disturb for 1 hour": the header's preset (`TemporaryStatus.tsx`). */
const DO_NOT_DISTURB = 'dont_disturb';
const HOUR_MS = 60 * 60_000;

/**
 * The Status submenu, in the header's words for the statuses: why the last change was refused
 * (where no notification could say it), the selectable statuses as radio items (the current
 * one checked), do not disturb for an hour, the line's do-not-disturb, and the window's status
 * menu for the rest (the message, other ends).
 */
function statusMenu(
  status: StatusView,
  actions: DesktopActions,
  hooks: TrayHooks,
): MenuItemConstructorOptions {
  const intl = currentIntl();
  const { current, temporary, selectable } = status;
  const currentWords = current ? statusWords(intl, current) : t('myStatus.unknown');
  const shown = temporary
    ? t('myStatus.withEnd', {
        status: statusWords(intl, temporary.status),
        until: statusEndWords(intl, temporary.until, new Date()),
      })
    : currentWords;
  // Electron checks a radio group's first item when none is: a status none of them is (one the
  // server set, or none known) is the group's own item, checked and not to be picked.
  const unlisted: MenuItemConstructorOptions[] =
    current !== undefined && selectable.includes(current)
      ? []
      : [
          {
            id: 'status:current',
            label: currentWords,
            type: 'radio',
            checked: true,
            enabled: false,
          },
        ];
  return {
    id: 'status',
    label: t('desktop.tray.status', { status: shown }),
    submenu: [
      ...(status.refused
        ? ([
            { id: 'status:refused', label: status.refused, enabled: false },
            { type: 'separator' },
          ] satisfies MenuItemConstructorOptions[])
        : []),
      ...unlisted,
      ...selectable.map((name): MenuItemConstructorOptions => ({
        id: `status:${name}`,
        label: statusWords(intl, name),
        type: 'radio',
        checked: name === current,
        click: () => actions.setStatus(name),
      })),
      { type: 'separator' },
      {
        id: 'doNotDisturbHour',
        label: t('desktop.tray.doNotDisturbHour'),
        click: () => actions.setTemporaryStatus(DO_NOT_DISTURB, new Date(Date.now() + HOUR_MS)),
      },
      {
        id: 'doNotDisturb',
        label: t('myStatus.doNotDisturb'),
        type: 'checkbox',
        checked: status.doNotDisturb,
        click: () => actions.setDoNotDisturb(!status.doNotDisturb),
      },
      { type: 'separator' },
      {
        id: 'statusMenu',
        label: t('desktop.tray.statusMenu'),
        click: () => {
          actions.openStatusMenu();
          hooks.open();
        },
      },
    ],
  };
}

/**
 * The tray's (and macOS dock's) menu for `view`, in the process's language: open, restart to
 * update (while a verified update is ready), the user's status (once known), mute for an hour
 * (checked while muted; clicking it again un-mutes), sign out (while signed in), quit. The dock
 * leaves out Quit: macOS puts its own there.
 */
export function desktopMenu(
  view: DesktopView,
  actions: DesktopActions,
  hooks: TrayHooks,
  options: { quit: boolean },
): MenuItemConstructorOptions[] {
  return [
    { id: 'open', label: t('desktop.tray.open'), click: () => hooks.open() },
    ...(view.updateReady !== undefined
      ? [
          {
            id: 'restartToUpdate',
            label: t('desktop.tray.restartToUpdate', { version: view.updateReady }),
            // The window asks about unsent messages, so it comes to the front.
            click: () => {
              actions.restartToUpdate();
              hooks.open();
            },
          },
        ]
      : []),
    { type: 'separator' },
    ...(view.status ? [statusMenu(view.status, actions, hooks)] : []),
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
