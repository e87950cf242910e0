import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { type Chats } from '../../data/chats';
import { type StoredGroup } from '../../outbox/outbox-db';

/**
 * An open group chat's name and members: read from the server once when the thread opens (so a
 * member added elsewhere shows), stored in the account's data, and shown from there. Undefined
 * for a session that is not a group, and until the group is known.
 */
export function useGroup(chats: Chats, session: string, isGroup: boolean): StoredGroup | undefined {
  useEffect(() => {
    if (isGroup) void chats.groups.refresh(session).catch(() => {});
  }, [chats, session, isGroup]);
  const groups = useLiveQuery(() => (isGroup ? chats.groups.all() : []), [chats, isGroup]);
  return groups?.find((g) => g.session === session);
}
