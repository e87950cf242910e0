import { useEffect, useEffectEvent } from 'react';
import { useAppStore, type AppState } from '../state/app-store';

/** The requests made from outside Settings (the tray, the shell's banner) that Settings runs. */
const clears = {
  signOutAsked: 'clearSignOutAsked',
  restartAsked: 'clearRestartAsked',
} as const satisfies Partial<Record<keyof AppState, keyof AppState>>;

/**
 * Runs `run` once for each request `flag` of the app store: the tray asks while Settings may not
 * be shown yet, so it is taken now or when Settings comes, and cleared as it is taken.
 */
export function useAsked(flag: keyof typeof clears, run: () => void): void {
  const take = useEffectEvent(() => {
    const store = useAppStore.getState();
    if (!store[flag]) return;
    store[clears[flag]]();
    run();
  });
  useEffect(() => {
    const now = setTimeout(() => take(), 0);
    const off = useAppStore.subscribe(() => take());
    return () => {
      clearTimeout(now);
      off();
    };
  }, []);
}
