import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { type PresenceEntry } from '../../shared/contract';
import { type AccountData } from './account-data';

/**
 * Presence by person, read live from the directory, for a screen that shows it (People,
 * Favorites). While the screen is mounted the account's data keeps it fresh from the server
 * (`AccountData.presence`, presence-watch.ts); the screen itself asks the server nothing.
 */
export function usePresence(data: AccountData): ReadonlyMap<string, PresenceEntry> {
  const { directory, presence } = data;
  const rows = useLiveQuery(() => directory.presence(), [directory]);
  useEffect(() => presence.watch(), [presence]);
  return useMemo(() => new Map((rows ?? []).map((p) => [p.person, p])), [rows]);
}
