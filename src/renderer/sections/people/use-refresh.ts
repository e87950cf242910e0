import { useEffect } from 'react';
import { useAppStore } from '../../state/app-store';

/**
 * Runs `refresh` when the screen is shown and then every `everyMs` (when given) while it stays
 * shown and the server is reachable, and again whenever `readAgainOn` changes: what a screen
 * needs fresh (presence) is read only while someone looks.
 */
export function useRefreshWhileShown(
  refresh: () => unknown,
  everyMs: number | undefined,
  readAgainOn?: unknown,
): void {
  const offline = useAppStore((s) => s.connectivity.status === 'offline');
  useEffect(() => {
    if (offline) return;
    void refresh();
    if (everyMs === undefined) return;
    const timer = setInterval(() => void refresh(), everyMs);
    return () => clearInterval(timer);
  }, [refresh, everyMs, offline, readAgainOn]);
}
