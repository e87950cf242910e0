import { type Api } from '../../shared/contract';
import { type ChatMessage } from '../../shared/interface';
import { type GroupFacts } from '../../shared/contract/chat-group-calls';
import { inOutbox, type OutboxDatabase, type StoredGroup } from '../outbox/outbox-db';

/** A colleague to put in a new group: their user profile and person. */
export interface NewMember {
  user: string;
  person: string;
}

/**
 * The group chats the user is in, as last read from the server: their names and members, kept
 * in the account's outbox database (table `chatGroups`), where the list and the thread read
 * them. Every read of a group's facts enters here once, and the screens read the table.
 */
export interface ChatGroups {
  /** Every group known, for `useLiveQuery`. */
  all(): Promise<StoredGroup[]>;
  /** Creates the group and adds the colleagues; stored. `notAdded`: whom the server refused. */
  create(
    name: string,
    members: readonly NewMember[],
  ): Promise<{ group: StoredGroup; notAdded: { person: string; sentence: string }[] }>;
  /** Reads a group's name and members again (a thread opened), stored. */
  refresh(session: string): Promise<StoredGroup>;
  /**
   * Reads the groups not known yet among these sessions (the log's group chats), once each per
   * run of the app; a failed read is tried again at the next call.
   */
  learn(sessions: readonly string[]): void;
}

export function openChatGroups({ api, db }: { api: Api; db: OutboxDatabase }): ChatGroups {
  const asked = new Set<string>();
  const store = async (facts: GroupFacts): Promise<StoredGroup> => {
    const group: StoredGroup = { ...facts, readAt: Date.now() };
    await inOutbox(db, (d) => d.chatGroups.put(group));
    return group;
  };
  const refresh = async (session: string) => store(await api.chat.group({ session }));
  return {
    all: () => inOutbox(db, (d) => d.chatGroups.toArray()),
    async create(name, members) {
      const answer = await api.chat.createGroup({ name, members: [...members] });
      // Created is created: a store that fails only costs the name until the next read.
      const group = await store(answer.group).catch(() => ({ ...answer.group, readAt: 0 }));
      return { group, notAdded: answer.notAdded };
    },
    refresh,
    learn(sessions) {
      const wanted = sessions.filter((s) => !asked.has(s));
      if (wanted.length === 0) return;
      for (const s of wanted) asked.add(s);
      const forget = () => wanted.forEach((s) => asked.delete(s));
      void inOutbox(db, (d) => d.chatGroups.bulkGet(wanted)).then(async (known) => {
        for (const [i, session] of wanted.entries()) {
          if (known[i]) continue;
          await refresh(session).catch(() => asked.delete(session));
        }
      }, forget);
    },
  };
}

/** The group chats among these messages' sessions (`chatSessionType: group`), each once. */
export function groupSessionsOf(messages: readonly ChatMessage[]): string[] {
  const found = new Set<string>();
  for (const m of messages) if (m.chatSessionType === 'group') found.add(m.chatSession.oid);
  return [...found];
}

/** A group's name as the screens say it: its own, else its members' but the user's. */
export function groupLabel(group: Pick<StoredGroup, 'name' | 'members'>, me: string): string {
  if (group.name) return group.name;
  return group.members
    .map((m) => m.name)
    .filter((name) => name !== me)
    .join(', ');
}
