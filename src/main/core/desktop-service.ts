import { type DesktopState, type SessionState } from '../../shared/contract';
import { t } from '../../shared/i18n';
import { type EventBus } from '../common/event-bus';
import { type DesktopShell, type DesktopView, type StatusView } from '../platform/desktop';
import { type Notifications } from '../platform/notifications';
import { CoreError } from './core-error';
import { errorInfoOf } from './handler-registry';
import { type MyStatusHolder } from './my-status';
import { type PreferencesStore } from './preferences';
import { type UpdateService } from './updates/update-service';

/** How long the tray's "Mute notifications for an hour" lasts. */
export const MUTE_MS = 60 * 60_000;

/**
 * The desktop's state in the core, the same for both hosts: the unread count the renderer
 * sends, the tray's mute (ending by itself after an hour), "keep running in the tray" (kept in
 * the profile's preferences), the login item and the call links (the operating system keeps
 * those), and the user's status as the core's holder knows it (the tray's Status menu). Every
 * change is shown by the host's `DesktopShell` and told to the renderer (`desktop.changed`; a
 * status the holder tells itself, `status.changed`).
 */
export interface DesktopService {
  state(): Promise<DesktopState>;
  setUnread(count: number): void;
  setMuted(muted: boolean): void;
  setKeepInTray(on: boolean): Promise<DesktopState>;
  setOpenAtLogin(on: boolean): Promise<DesktopState>;
  setOpensCallLinks(on: boolean): Promise<DesktopState>;
  /** Shows the view again: its words are in the process's language, which has changed. */
  refresh(): void;
  dispose(): void;
}

const isSignedIn = (state: SessionState) =>
  state.status === 'signed-in' || state.status === 'reauth-required';

function unavailable(): CoreError {
  return new CoreError({
    kind: 'invalid-request',
    sentence: t('desktop.error.unavailable'),
    transient: false,
  });
}

export function createDesktopService(options: {
  shell: DesktopShell;
  preferences: PreferencesStore;
  events: EventBus;
  session: { current(): SessionState };
  /** The user's status: the tray's Status menu shows it and changes it there. */
  myStatus: MyStatusHolder;
  /** The updater: the tray offers "Restart to update" while a verified update is ready. */
  updates: Pick<UpdateService, 'state' | 'subscribe'>;
  /** Where a status the tray could not change is said. */
  notifications: Notifications;
  onError: (what: string, error: unknown) => void;
}): DesktopService {
  const { shell, preferences, events, session, myStatus, updates, notifications, onError } =
    options;
  const { features } = shell;
  let unread = 0;
  let mutedUntil: Date | undefined;
  let unmuteTimer: ReturnType<typeof setTimeout> | undefined;
  let signedIn = isSignedIn(session.current());
  /** Why the tray's last status change was refused, where no notification could say it. */
  let statusRefused: string | undefined;

  // Where there is no tray, closing the window never keeps the app (macOS keeps it in the dock).
  const keepInTray = () => features.tray && (preferences.get().keepInTray ?? true);
  const view = (): DesktopView => ({
    unread,
    mutedUntil,
    signedIn,
    keepInTray: keepInTray(),
    status: statusView(),
    updateReady: readyVersion(),
  });
  const show = () => shell.show(view());

  function readyVersion(): string | undefined {
    const { status } = updates.state();
    return status.phase === 'ready' ? status.version : undefined;
  }

  function statusView(): StatusView | undefined {
    const known = myStatus.known();
    if (!known) return undefined;
    const { status, selectable } = known;
    return {
      current: status.status,
      temporary: status.temporary && {
        status: status.temporary.status,
        until: new Date(status.temporary.until),
      },
      selectable,
      doNotDisturb: status.doNotDisturb,
      refused: statusRefused,
    };
  }

  /**
   * A status change from the tray: the holder shows the answer (tray and window). A refusal is
   * said in a desktop notification, whose click opens the window's status menu; where the
   * system shows none, at the head of the tray's Status menu until its next change.
   */
  function changeStatus(change: () => Promise<unknown>) {
    if (statusRefused !== undefined) {
      statusRefused = undefined;
      show();
    }
    change().catch((error: unknown) => {
      const { sentence } = errorInfoOf(error, (unexpected) => onError('status', unexpected));
      if (notifications.supported()) {
        notifications.show({
          title: t('desktop.status.refused'),
          body: sentence,
          onClick: () => events.emit('desktop.statusMenuAsked', {}),
        });
      } else {
        statusRefused = sentence;
      }
      // The menu showed the click (a radio item checks itself): it shows what holds again.
      show();
    });
  }

  async function state(): Promise<DesktopState> {
    return {
      features,
      keepInTray: keepInTray(),
      openAtLogin: features.loginItem && (await shell.loginItem.get()),
      opensCallLinks: features.callLinks && shell.callLinks.get(),
      ...(mutedUntil && { mutedUntil: mutedUntil.toISOString() }),
    };
  }

  async function changed(): Promise<DesktopState> {
    show();
    const next = await state();
    events.emit('desktop.changed', next);
    return next;
  }
  const tell = () => void changed().catch((error: unknown) => onError('desktop state', error));

  function setMuted(muted: boolean) {
    clearTimeout(unmuteTimer);
    unmuteTimer = undefined;
    mutedUntil = muted ? new Date(Date.now() + MUTE_MS) : undefined;
    if (muted) unmuteTimer = setTimeout(() => setMuted(false), MUTE_MS);
    tell();
  }

  const unsubscribe = events.subscribe((event, payload) => {
    if (event !== 'session.changed') return;
    const now = isSignedIn(payload as SessionState);
    if (now === signedIn) return;
    signedIn = now;
    // Nothing is unread for nobody: the badge and tray clear at sign-out.
    if (!now) {
      unread = 0;
      statusRefused = undefined;
    }
    show();
  });

  const offStatus = myStatus.subscribe(show);
  let shownReady = readyVersion();
  const offUpdates = updates.subscribe(() => {
    // A download's progress changes nothing in the menu; a ready update does.
    if (readyVersion() === shownReady) return;
    shownReady = readyVersion();
    show();
  });

  shell.connect({
    setMuted,
    // The window signs out as Settings does: it asks first when messages are unsent.
    signOut: () => events.emit('desktop.signOutAsked', {}),
    setStatus: (status) => changeStatus(() => myStatus.set(status)),
    setTemporaryStatus: (status, until) =>
      changeStatus(() => myStatus.setTemporary(status, until.toISOString())),
    setDoNotDisturb: (on) => changeStatus(() => myStatus.setDoNotDisturb(on)),
    openStatusMenu: () => events.emit('desktop.statusMenuAsked', {}),
    // The window restarts as Settings does: it asks first when messages are unsent.
    restartToUpdate: () => events.emit('updates.restartAsked', {}),
  });
  show();

  return {
    state,
    setUnread(count) {
      if (count === unread) return;
      unread = count;
      show();
    },
    setMuted,
    async setKeepInTray(on) {
      if (!features.tray) throw unavailable();
      await preferences.update({ keepInTray: on });
      return changed();
    },
    async setOpenAtLogin(on) {
      if (!features.loginItem) throw unavailable();
      try {
        await shell.loginItem.set(on);
      } catch (error) {
        onError('login item', error);
        throw new CoreError({
          kind: 'internal',
          sentence: t('desktop.error.loginItem'),
          transient: true,
        });
      }
      return changed();
    },
    async setOpensCallLinks(on) {
      if (!features.callLinks) throw unavailable();
      if (!shell.callLinks.set(on)) {
        throw new CoreError({
          kind: 'internal',
          sentence: t('desktop.error.callLinks'),
          transient: false,
        });
      }
      return changed();
    },
    refresh: show,
    dispose() {
      clearTimeout(unmuteTimer);
      unsubscribe();
      offStatus();
      offUpdates();
    },
  };
}
