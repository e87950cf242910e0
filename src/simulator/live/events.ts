import { roleMeetsLevel, type NotificationType } from '../../shared/interface';
import { type SimState } from '../context';
import { type ChatSessionRecord, type CommunicationRecord, type UserRecord } from '../store/types';
import { isMissedCall } from '../log-filters';
import { presenceView } from '../views/presence';
import { markArrived } from '../chat-receipts';

/**
 * What happened, as the platform's notifications (guide: websockets/model/*.html) for the
 * subscribed sockets of whoever it concerns. Called where the change is made: a chat sent
 * through the API, and the control API's events.
 */

/** A NewChatEvent's `contents` is cut short for long messages (the guide gives no length). */
export const CONTENTS_PREVIEW_LENGTH = 200;

const preview = (text: string) =>
  text.length > CONTENTS_PREVIEW_LENGTH ? `${text.slice(0, CONTENTS_PREVIEW_LENGTH)}…` : text;

/** A chat message, to every user member of its session (incoming or not, as each sees it). */
export function publishChat(state: SimState, record: CommunicationRecord): void {
  const session = record.chatSession && state.store.chatSessions.get(record.chatSession.oid);
  if (!session) return;
  markArrived(record);
  for (const viewer of session.memberUserOids) {
    const incoming = record.from.userOid !== viewer;
    const other = incoming ? record.from : record.to[0];
    state.live.publish({
      type: 'newChatEvent',
      to: (user) => user === viewer,
      object: {
        sessionName: session.commonName,
        sessionOid: session.oid,
        chatOid: record.oid,
        date: record.date,
        // The sender's clientId, as it set it in the chat contents (NewChatEvent.html).
        clientId: record.clientId ?? null,
        creator: record.from.addressable,
        addressable: other?.addressable,
        contents: preview(record.text),
        chatSessionType: session.sessionType,
        communicationOid: record.oid,
        forwarded: false,
        silent: false,
        incoming,
      },
    });
  }
}

/**
 * A call that ended: `callHungUpEvent` to the tenant's administrators (the guide: only they may
 * subscribe), `missedCallEvent` and, with a message left, `newVoicemailEvent` to its owner.
 */
export function publishCall(state: SimState, record: CommunicationRecord): void {
  const owner = record.viewers[0];
  const other = record.incoming ? record.from : record.to[0];
  const party = { remoteName: other?.name, remoteNumber: other?.address };
  const call = {
    date: record.date,
    initiation: record.incoming ? 'incoming' : 'outgoing',
    callId: record.callId,
    ...party,
    communicationOid: record.oid,
  };
  const toOwner = (user: string) => user === owner;
  state.live.publish({
    type: 'callHungUpEvent',
    object: call,
    to: (user) => {
      const admin = state.store.users.get(user);
      return admin?.tenantOid === record.tenantOid && roleMeetsLevel(admin.role, 'administrator');
    },
  });
  if (!isMissedCall(record)) return;
  state.live.publish({ type: 'missedCallEvent', object: call, to: toOwner });
  if (record.voicemail) {
    state.live.publish({
      type: 'newVoicemailEvent',
      object: { communicationOid: record.oid, date: record.date, ...party },
      to: toOwner,
    });
  }
}

const inTenantOf = (state: SimState, user: UserRecord) => (other: string) =>
  state.store.users.get(other)?.tenantOid === user.tenantOid;

/**
 * A user's presence list entry changed: to every user of the tenant, the entry as
 * `GET /presence` lists it now (guide: PresenceListEvent, addressables_presence.html).
 */
export function publishPresence(state: SimState, user: UserRecord): void {
  state.live.publish({
    type: 'presenceListEvent',
    to: inTenantOf(state, user),
    object: {
      updateType: 'update',
      version: state.live.nextPresenceVersion(),
      presence: presenceView(user, state.clock.nowMs()),
    },
  });
}

/**
 * A user's line's "do not disturb" was switched: to every user of the tenant (colleagues show
 * it), then their presence entry, which says `dont_disturb` while it is on.
 */
export function publishDoNotDisturb(state: SimState, user: UserRecord, on: boolean): void {
  state.live.publish({
    type: 'doNotDisturbEvent',
    to: inTenantOf(state, user),
    object: { person: { ...user.person }, doNotDisturb: on },
  });
  publishPresence(state, user);
}

/** Someone types in a session: to the subscribers of that session (guide: ChatTypingEvent). */
export function publishTyping(state: SimState, session: ChatSessionRecord, name: string): void {
  state.live.publish({
    type: 'chatTypingEvent',
    oid: session.oid,
    object: { name },
    to: () => true,
  });
}

/** The server asks a user's client to open a document or show a notification (TriggerEvent). */
export function publishTrigger(
  state: SimState,
  user: UserRecord,
  type: Extract<NotificationType, 'openDocumentEvent' | 'showNotificationEvent'>,
  value: string,
): void {
  state.live.publish({
    type,
    to: (other) => other === user.oid,
    object: { name: 'simulator trigger', value },
  });
}
