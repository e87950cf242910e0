import { type SimState } from './context';
import { type CommunicationRecord } from './store/types';

/**
 * Read and delivered, per user, for chat messages. A chat message is one record seen by every
 * member of its session, while `displayed` and `retrieved` are each member's own
 * (communications_update.html sets them for the caller): a message sent while the simulator
 * runs is new to every member but its sender until they mark it displayed (read) or a recent
 * inbox returns it (delivered, communications_recent.html). Seeded messages count as read.
 */

/** A message that just arrived: new, and not yet delivered, to each member but its sender. */
export function markArrived(record: CommunicationRecord): void {
  const others = record.viewers.filter((viewer) => viewer !== record.from.userOid);
  record.unreadBy = new Set(others);
  record.undeliveredTo = new Set(others);
}

const isChat = (record: CommunicationRecord) => record.objectType === 'XCCUserChat';

/** `displayed` as `viewer` sees it. */
export function displayedFor(record: CommunicationRecord, viewer: string): boolean {
  return isChat(record) ? !(record.unreadBy?.has(viewer) ?? false) : record.displayed;
}

/** `retrieved` as `viewer` sees it. */
export function retrievedFor(record: CommunicationRecord, viewer: string): boolean {
  return isChat(record) ? !(record.undeliveredTo?.has(viewer) ?? false) : record.retrieved;
}

/** The session's reference of a chat message, and whom its notifications reach. */
function sessionOf(state: SimState, record: CommunicationRecord) {
  const oid = record.chatSession?.oid;
  return oid === undefined ? undefined : state.store.chatSessions.get(oid);
}

/**
 * `viewer` marked a chat message displayed or retrieved (communications_update.html). Reading
 * delivers too. Each change is announced to the session's subscribers, its reader's other
 * sockets among them: `chatHasBeenReadEvent` / `chatHasBeenDeliveredEvent` with the session's
 * name and the message's date (ChatHasBeenReadEvent.html: "all messages before this date can be
 * considered as read").
 */
export function setChatMarks(
  state: SimState,
  record: CommunicationRecord,
  viewer: string,
  marks: { displayed: boolean; retrieved: boolean },
): void {
  if (!isChat(record) || record.from.userOid === viewer) return;
  const wasRead = displayedFor(record, viewer);
  const wasDelivered = retrievedFor(record, viewer);
  const read = marks.displayed;
  const delivered = marks.retrieved || read;
  if (read) record.unreadBy?.delete(viewer);
  else (record.unreadBy ??= new Set()).add(viewer);
  if (delivered) record.undeliveredTo?.delete(viewer);
  else (record.undeliveredTo ??= new Set()).add(viewer);
  if (delivered && !wasDelivered) announce(state, record, 'chatHasBeenDeliveredEvent');
  if (read && !wasRead) announce(state, record, 'chatHasBeenReadEvent');
}

/** The recent inbox returned these to `viewer`: their sessions' delivery date moves. */
export function deliverTo(
  state: SimState,
  records: readonly CommunicationRecord[],
  viewer: string,
): void {
  for (const record of records) {
    if (!isChat(record) || !record.undeliveredTo?.has(viewer)) continue;
    record.undeliveredTo.delete(viewer);
    announce(state, record, 'chatHasBeenDeliveredEvent');
  }
}

function announce(
  state: SimState,
  record: CommunicationRecord,
  type: 'chatHasBeenReadEvent' | 'chatHasBeenDeliveredEvent',
): void {
  const session = sessionOf(state, record);
  if (!session) return;
  const members = new Set(session.memberUserOids);
  state.live.publish({
    type,
    oid: session.oid,
    // Exactly the guide's fields: the session's name and the date, in UTC.
    object: { sessionName: session.commonName, date: record.date },
    to: (user) => members.has(user),
  });
}
