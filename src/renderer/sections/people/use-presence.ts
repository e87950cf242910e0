import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo } from 'react';
import { type PresenceEntry } from '../../../shared/contract';
import { type AccountData } from '../../data';
import { useRefreshWhileShown } from './use-refresh';

/** Presence is read again this often while People or Favorites is shown. */
export const PRESENCE_EVERY_MS = 60_000;

/**
 * Presence by person, read live from the directory (People and Favorites), and read from the
 * server when the screen opens and every minute while it is shown.
 */
export function usePresence(data: AccountData): ReadonlyMap<string, PresenceEntry> {
  const { directory } = data;
  const rows = useLiveQuery(() => directory.presence(), [directory]);
  useRefreshWhileShown(
    useCallback(() => directory.refreshPresence(), [directory]),
    PRESENCE_EVERY_MS,
  );
  return useMemo(() => new Map((rows ?? []).map((p) => [p.person, p])), [rows]);
}
