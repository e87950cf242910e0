import { create } from 'zustand';
import {
  type AppInfo,
  type Api,
  type Connectivity,
  type SessionState,
} from '../../shared/contract';
import { type SectionId } from './sections';

export interface AppState {
  /** Null until main has answered the first `session.get`. */
  session: SessionState | null;
  connectivity: Connectivity;
  appInfo: AppInfo | null;
  section: SectionId;
  setSection: (section: SectionId) => void;
  setSession: (session: SessionState) => void;
  setConnectivity: (connectivity: Connectivity) => void;
}

export const useAppStore = create<AppState>((set) => ({
  session: null,
  connectivity: { status: 'unknown', since: new Date(0).toISOString() },
  appInfo: null,
  section: 'conversations',
  setSection: (section) => set({ section }),
  setSession: (session) =>
    set((state) => ({
      session,
      // A new user starts on the first section; the same user re-authenticating stays put.
      section: session.status === 'signed-out' ? 'conversations' : state.section,
    })),
  setConnectivity: (connectivity) => set({ connectivity }),
}));

/** Subscribes to main's events and loads the first state; returns the unsubscribe function. */
export function connectStore(api: Api): () => void {
  const { setSession, setConnectivity } = useAppStore.getState();
  const offSession = api.on('session.changed', setSession);
  const offConnectivity = api.on('connectivity.changed', setConnectivity);
  void Promise.all([api.session.get(), api.connectivity.get(), api.app.info()])
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
    offConnectivity();
  };
}
