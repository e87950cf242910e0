import { create } from 'zustand';
import {
  type AppInfo,
  type Api,
  type Connectivity,
  type SessionState,
} from '../../shared/contract';
import { forgetAccount } from '../data/early-cache';
import { settleLanguage } from '../i18n/language-store';
import { sectionIds, type SectionId } from './sections';
import { type ConversationRequest } from './shortcuts';

const SECTION_KEY = 'switchboard.section';

/**
 * The app opens where the user left it (the last section, kept in this profile). Not a secret,
 * and validated on read: an unknown value opens Conversations.
 */
function lastSection(): SectionId {
  const stored = globalThis.localStorage?.getItem(SECTION_KEY);
  return sectionIds.find((id) => id === stored) ?? 'conversations';
}

export type LeaveGuard = (leave: () => void) => void;

/** The state change that shows a section, which is remembered for the next start. */
function moveTo(section: SectionId): { section: SectionId } {
  globalThis.localStorage?.setItem(SECTION_KEY, section);
  return { section };
}

/** A chat to open, and the message to show there (`key`: its `${date}|${oid}`). */
export interface PendingChat {
  session: string;
  name: string;
  found?: { key: string; oid: string };
}

export interface AppState {
  /** Null until main has answered the first `session.get`. */
  session: SessionState | null;
  connectivity: Connectivity;
  appInfo: AppInfo | null;
  section: SectionId;
  /** Goes to another section, after the leave guard (if any) lets it. */
  setSection: (section: SectionId) => void;
  /**
   * Set by a screen with unsaved changes (an admin form): called with what leaving would do, it
   * either does it at once or asks the user first and does it only if they agree.
   */
  leaveGuard: LeaveGuard | null;
  setLeaveGuard: (guard: LeaveGuard | null) => void;
  /** Runs `leave` once the leave guard agrees (at once when there is none). */
  requestLeave: (leave: () => void) => void;
  /** A communication History is asked to show (a notification's click), until it does. */
  historyFocus: string | undefined;
  /** Opens History on one communication, after the leave guard (if any) lets it. */
  showInHistory: (oid: string) => void;
  /** History has shown it. */
  clearHistoryFocus: () => void;
  /** A voicemail the Voicemail section is asked to open (a notification's click), until it has. */
  voicemailFocus: string | undefined;
  /** Opens Voicemail on one voicemail, after the leave guard (if any) lets it. */
  showVoicemail: (oid: string) => void;
  clearVoicemailFocus: () => void;
  /** The thread open in Conversations, while it is shown: its messages are being read. */
  openThread: string | undefined;
  setOpenThread: (session: string | undefined) => void;
  /** A chat another section asked Conversations to open (People's "Message"), until it has. */
  pendingChat: PendingChat | null;
  /** Moves to Conversations with that chat open (at one message: the search's). */
  openChat: (chat: PendingChat) => void;
  clearPendingChat: () => void;
  /**
   * What a shortcut asked of Conversations, until it has done it: asked from another section,
   * it is done once Conversations is shown.
   */
  conversationRequest: ConversationRequest | undefined;
  setConversationRequest: (request: ConversationRequest | undefined) => void;
  /**
   * "Call a number" while it is open, with the number it opened with: none from the sidebar or
   * the shortcut; a link's (a chat's `tel:` link, one another program opened) to confirm.
   */
  dialer: { number: string; error?: string } | null;
  /** With `error`: why a call to `number` just failed (a notification's Call back). */
  openDialer: (number?: string, error?: string) => void;
  closeDialer: () => void;
  /** The tray asked to sign out: Settings' Sign out runs (asking first), until it has. */
  signOutAsked: boolean;
  /** Moves to Settings and has its Sign out run. */
  askSignOut: () => void;
  clearSignOutAsked: () => void;
  /**
   * "Restart to update" was asked from outside Settings (the tray, the shell's banner): Settings
   * → About & updates runs it (asking first about unsent messages), until it has.
   */
  restartAsked: boolean;
  /** Moves to Settings and has its "Restart to update" run. */
  askRestart: () => void;
  clearRestartAsked: () => void;
  setSession: (session: SessionState) => void;
  setConnectivity: (connectivity: Connectivity) => void;
}

export const useAppStore = create<AppState>((set, get) => ({
  session: null,
  connectivity: { status: 'unknown', since: new Date(0).toISOString() },
  appInfo: null,
  section: lastSection(),
  setSection: (section) => {
    if (section === get().section) return;
    get().requestLeave(() => set(moveTo(section)));
  },
  leaveGuard: null,
  setLeaveGuard: (leaveGuard) => set({ leaveGuard }),
  requestLeave: (leave) => {
    const guard = get().leaveGuard;
    if (guard) guard(leave);
    else leave();
  },
  historyFocus: undefined,
  showInHistory: (oid) =>
    get().requestLeave(() => set({ ...moveTo('history'), historyFocus: oid })),
  clearHistoryFocus: () => set({ historyFocus: undefined }),
  voicemailFocus: undefined,
  showVoicemail: (oid) =>
    get().requestLeave(() => set({ ...moveTo('voicemail'), voicemailFocus: oid })),
  clearVoicemailFocus: () => set({ voicemailFocus: undefined }),
  openThread: undefined,
  setOpenThread: (openThread) => set({ openThread }),
  pendingChat: null,
  openChat: (chat) =>
    get().requestLeave(() => set({ ...moveTo('conversations'), pendingChat: chat })),
  clearPendingChat: () => set({ pendingChat: null }),
  conversationRequest: undefined,
  setConversationRequest: (conversationRequest) => set({ conversationRequest }),
  dialer: null,
  openDialer: (number = '', error) => set({ dialer: { number, ...(error && { error }) } }),
  closeDialer: () => set({ dialer: null }),
  signOutAsked: false,
  askSignOut: () => get().requestLeave(() => set({ ...moveTo('settings'), signOutAsked: true })),
  clearSignOutAsked: () => set({ signOutAsked: false }),
  restartAsked: false,
  askRestart: () => get().requestLeave(() => set({ ...moveTo('settings'), restartAsked: true })),
  clearRestartAsked: () => set({ restartAsked: false }),
  setSession: (session) =>
    set(() => {
      // A new user starts on the first section; the same user re-authenticating stays put.
      if (session.status !== 'signed-out') return { session };
      globalThis.localStorage?.removeItem(SECTION_KEY);
      forgetAccount();
      return { session, section: 'conversations' };
    }),
  setConnectivity: (connectivity) => set({ connectivity }),
}));

/** Subscribes to main's events and loads the first state; returns the unsubscribe function. */
export function connectStore(api: Api): () => void {
  const { setSession, setConnectivity, askSignOut, askRestart } = useAppStore.getState();
  const offSession = api.on('session.changed', setSession);
  const offSignOut = api.on('desktop.signOutAsked', () => askSignOut());
  const offRestart = api.on('updates.restartAsked', () => askRestart());
  const offConnectivity = api.on('connectivity.changed', setConnectivity);
  // The language is settled before the first screen is chosen: it opens in the user's language.
  void Promise.all([api.session.get(), api.connectivity.get(), api.app.info(), settleLanguage(api)])
    .then(([session, connectivity, appInfo]) => {
      // An event may have arrived while these were on their way; it is newer.
      if (!useAppStore.getState().session) setSession(session);
      setConnectivity(connectivity);
      useAppStore.setState({ appInfo });
    })
    .catch(() => {
      // The host connection failed; bridge.ts's connection state tells the user.
    });
  return () => {
    offSession();
    offSignOut();
    offRestart();
    offConnectivity();
  };
}
