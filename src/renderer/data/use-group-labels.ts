import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { groupLabel } from './chat-groups';
import { type AccountData } from './account-data';

/**
 * The group chats' names as the screens say them (`groupLabel`), by session, from the groups
 * the account's data keeps: for the chat watch's notifications and the global search.
 */
export function useGroupLabels(data: AccountData, me: string): ReadonlyMap<string, string> {
  const groups = useLiveQuery(() => data.chats.groups.all(), [data.chats.groups]);
  return useMemo(
    () => new Map((groups ?? []).map((g) => [g.session, groupLabel(g, me)])),
    [groups, me],
  );
}
