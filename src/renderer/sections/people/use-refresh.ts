import { useEffect } from 'react';
import { useAppStore } from '../../state/app-store';

/**
 * Runs `refresh` when the screen is shown and then every `everyMs` while it stays shown and the
 * server is reachable: what a screen needs fresh (presence) is read only while someone looks.
 */
export function useRefreshWhileShown(refresh: () => unknown, everyMs: number): void {
  const offline = useAppStore((s) => s.connectivity.status === 'offline');
  useEffect(() => {
    if (offline) return;
    void refresh();
    const timer = setInterval(() => void refresh(), everyMs);
    return () => clearInterval(timer);
  }, [refresh, everyMs, offline]);
}
