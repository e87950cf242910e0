import { patch } from '../../api';
import { consoleLogger, type Logger } from '../../common/logger';
import { RECENT_SESSIONS_MAX, type RecentSession } from '../../../shared/contract/read-state-calls';
import { chatMessageSchema, type RecentContact } from '../../../shared/interface';
import { type Handlers } from '../handler-registry';
import { type HandlerContext } from './context';

/** Marks sent at once: one request per message (the guide has no bulk update). */
const MARK_PARALLEL = 4;

/** The guide names no field of an inbox entry but `notificationsCount`: each reading of it. */
const lastItemOf = (contact: RecentContact): unknown =>
  contact.lastCommunication ?? contact.communication ?? contact.lastCommunicationItem;

let fieldsLogged = false;

/**
 * The recent inbox's chat sessions (communications_recent.html): each entry whose last item is
 * a chat message naming its session, with the entry's `notificationsCount` (absent: none new).
 * What a server sends in an entry is logged once (its field names, never their values), since
 * the guide shows none but `notificationsCount`.
 */
export function sessionsOfInbox(
  contacts: readonly RecentContact[],
  log: Logger = consoleLogger,
): RecentSession[] {
  const first = contacts[0];
  if (!fieldsLogged && first) {
    fieldsLogged = true;
    log.info(`recent inbox entry fields: ${Object.keys(first).sort().join(', ')}`);
  }
  const sessions = new Map<string, RecentSession>();
  for (const contact of contacts) {
    const item = chatMessageSchema.safeParse(lastItemOf(contact));
    if (!item.success) continue;
    const { chatSession, oid, date } = item.data;
    const unread = contact.notificationsCount ?? 0;
    const known = sessions.get(chatSession.oid);
    // A session listed twice (a group's members as contacts): its newest entry, all counted.
    if (known) known.unread += unread;
    else
      sessions.set(chatSession.oid, {
        session: chatSession.oid,
        unread,
        lastOid: oid,
        lastDate: date,
      });
    if (sessions.size >= RECENT_SESSIONS_MAX) break;
  }
  return [...sessions.values()];
}

/** Runs `work` for every item, at most `parallel` at a time; the first failure rejects. */
async function eachLimited<T>(
  items: readonly T[],
  parallel: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(parallel, items.length) }, lane));
}

export function readStateHandlers({
  session,
  live,
}: HandlerContext): Pick<Handlers, 'chat.recent' | 'chat.markRead' | 'live.watchReceipts'> {
  return {
    'chat.recent': () =>
      session.withClient(async (client) => {
        const inbox = await client.communications.recent({
          chatsOnly: true,
          limit: RECENT_SESSIONS_MAX,
        });
        return { sessions: sessionsOfInbox(inbox.data.map((entry) => entry.object)) };
      }),
    'chat.markRead': async ({ messages }) => {
      const read = patch('communication').replace('displayed', true).replace('retrieved', true);
      await session.withClient((client) =>
        eachLimited(messages, MARK_PARALLEL, (oid) => client.communications.update(oid, read)),
      );
      return { marked: messages.length };
    },
    'live.watchReceipts': ({ sessions }) => {
      live.watchReceipts(sessions);
      return undefined;
    },
  };
}
