import { type DesktopState, type SessionState } from '../../shared/contract';
import { t } from '../../shared/i18n';
import { type EventBus } from '../common/event-bus';
import { type DesktopShell, type DesktopView } from '../platform/desktop';
import { CoreError } from './core-error';
import { type PreferencesStore } from './preferences';

/** How long the tray's "Mute notifications for an hour" lasts. */
export const MUTE_MS = 60 * 60_000;

/**
 * The desktop's state in the core, the same for both hosts: the unread count the renderer
 * sends, the tray's mute (ending by itself after an hour), "keep running in the tray" (kept in
 * the profile's preferences), the login item and the call links (the operating system keeps
 * those). Every
 * change is shown by the host's `DesktopShell` and told to the renderer (`desktop.changed`).
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
  onError: (what: string, error: unknown) => void;
}): DesktopService {
  const { shell, preferences, events, session, onError } = options;
  const { features } = shell;
  let unread = 0;
  let mutedUntil: Date | undefined;
  let unmuteTimer: ReturnType<typeof setTimeout> | undefined;
  let signedIn = isSignedIn(session.current());

  // Where there is no tray, closing the window never keeps the app (macOS keeps it in the dock).
  const keepInTray = () => features.tray && (preferences.get().keepInTray ?? true);
  const view = (): DesktopView => ({ unread, mutedUntil, signedIn, keepInTray: keepInTray() });
  const show = () => shell.show(view());

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
    if (!now) unread = 0;
    show();
  });

  shell.connect({
    setMuted,
    // The window signs out as Settings does: it asks first when messages are unsent.
    signOut: () => events.emit('desktop.signOutAsked', {}),
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
    },
  };
}
