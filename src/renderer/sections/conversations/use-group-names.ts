import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo } from 'react';
import { type ChatMessage } from '../../../shared/interface';
import { type AccountData } from '../../data';
import { groupLabel } from '../../data/chat-groups';
import { type StoredGroup } from '../../outbox/outbox-db';

/**
 * The list's rows with each group chat named as the group is (its own name, else its members),
 * never by the platform's generated "Chat A <-> B". The groups among the log's sessions (their
 * messages say `chatSessionType: group`) are read once into the account's data
 * (`data.chats.groups.learn`); the names come from there.
 */
export function useGroupNames<T extends { session: string; name: string }>(
  data: AccountData,
  rows: readonly T[],
  messages: readonly ChatMessage[],
  me: string,
): { rows: T[]; groups: ReadonlyMap<string, StoredGroup> } {
  const stored = useLiveQuery(() => data.chats.groups.all(), [data.chats.groups]);
  const groupSessions = useMemo(() => {
    const found = new Set<string>();
    for (const m of messages) if (m.chatSessionType === 'group') found.add(m.chatSession.oid);
    return [...found].sort();
  }, [messages]);
  const key = groupSessions.join(',');
  useEffect(() => {
    if (key !== '') data.chats.groups.learn(key.split(','));
  }, [data.chats.groups, key]);
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
