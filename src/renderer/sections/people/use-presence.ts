import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo } from 'react';
import { useStore } from 'zustand';
import { type PresenceEntry } from '../../../shared/contract';
import { type AccountData } from '../../data';
import { useRefreshWhileShown } from './use-refresh';

/** Without main's WebSocket, presence is read again this often while People or Favorites is shown. */
export const PRESENCE_EVERY_MS = 60_000;

/**
 * Presence by person, read live from the directory (People and Favorites). It is read from the
 * server when the screen opens and, while it is shown, on each new connection of main's
 * WebSocket (what changed while there was none); while the socket is live its notifications
 * keep the directory current, otherwise it is read every minute.
 */
export function usePresence(data: AccountData): ReadonlyMap<string, PresenceEntry> {
  const { directory } = data;
  const rows = useLiveQuery(() => directory.presence(), [directory]);
  const live = useStore(data.live.status, (s) => s.state === 'live');
  const connection = useStore(data.live.status, (s) => s.connection);
  useRefreshWhileShown(
    useCallback(() => directory.refreshPresence(), [directory]),
    live ? undefined : PRESENCE_EVERY_MS,
    connection,
  );
  return useMemo(() => new Map((rows ?? []).map((p) => [p.person, p])), [rows]);
}
