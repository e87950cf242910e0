import { type ChatMessage } from '../../shared/interface';
import { sortKey } from '../cache/sort-key';
import { type AccountData } from './account-data';
import { readMarkOf } from './read-state';
import { storeMarks } from './stored-marks';

/**
 * A thread is read (shown in a focused window): its incoming messages the server has not marked
 * displayed are marked so there (`chat.markRead`, communications_update.html) and on the cached
 * messages, and the session counts nothing new up to its newest message, here at once. A mark
 * the server did not take stays pending and is sent again before the next inbox read. Only the
 * Conversations screens call it, so it loads with them, not with the first screen.
 */
export function markThreadRead(
  data: Pick<AccountData, 'readState' | 'cache'>,
  session: string,
  messages: readonly ChatMessage[],
): Promise<void> {
  const { readState, cache } = data;
  const current = readState.state.getState();
  const pending = new Set(current.pending);
  const unread = messages.filter((m) => m.incoming && m.displayed !== true && !pending.has(m.oid));
  const newest = messages.reduce(
    (top, m) => {
      const key = sortKey(m.date, m.oid);
      return key > top ? key : top;
    },
    readMarkOf(current, session),
  );
  const known = current.sessions[session];
  if (unread.length === 0 && known?.count === 0 && known.asOf === newest) return Promise.resolve();
  const oids = unread.map((m) => m.oid);
  readState.state.setState({
    sessions: { ...current.sessions, [session]: { asOf: newest, count: 0 } },
    pending: [...pending, ...oids],
  });
  return readState.run(async () => {
    await storeMarks(cache, await cache.getMany(oids), { displayed: true });
    await readState.sendPending();
  });
}
