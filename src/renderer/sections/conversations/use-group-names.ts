import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { type AccountData } from '../../data';
import { groupLabel } from '../../data/chat-groups';
import { type StoredGroup } from '../../outbox/outbox-db';

/**
 * The list's rows with each group chat named as the group is (its own name, else its members),
 * never by the platform's generated "Chat A <-> B". The data layer reads the groups among the
 * log's sessions into the account's data (`openAccountData`); the names come from there.
 */
export function useGroupNames<T extends { session: string; name: string }>(
  data: AccountData,
  rows: readonly T[],
  me: string,
): { rows: T[]; groups: ReadonlyMap<string, StoredGroup> } {
  const stored = useLiveQuery(() => data.chats.groups.all(), [data.chats.groups]);
  return useMemo(() => {
    const groups = new Map((stored ?? []).map((g) => [g.session, g]));
    return {
      groups,
      rows: rows.map((row) => {
        const group = groups.get(row.session);
        const name = group ? groupLabel(group, me) : '';
        return name !== '' ? { ...row, name } : row;
      }),
    };
  }, [stored, rows, me]);
}
