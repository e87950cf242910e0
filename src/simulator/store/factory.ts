import { type Attachment, type Reference } from '../../shared/interface';
import { type Store } from './store';
import {
  type AddressableRecord,
  type AttachmentDraft,
  type ChatSessionRecord,
  type CommunicationRecord,
  type Party,
  type UserRecord,
} from './types';

/**
 * Parties are immutable and shared by every communication they take part in: 100 000 records
 * need a few hundred party objects, not 200 000.
 */
function memo<K extends object>(compute: (key: K) => Party): (key: K) => Party {
  const cache = new WeakMap<K, Party>();
  return (key) => {
    let party = cache.get(key);
    if (!party) {
      party = compute(key);
      cache.set(key, party);
    }
    return party;
  };
}

export const partyOfUser = memo((user: UserRecord): Party => {
  const email = user.provisioningAddresses.find((a) => a.addressType === 'email');
  return {
    name: user.person.commonName,
    address: email?.address ?? user.userName,
    addressable: { ...user.person },
    userOid: user.oid,
  };
});

export const partyOfAddressable = memo((addressable: AddressableRecord): Party => {
  const party: Party = {
    name: addressable.commonName,
    address: addressable.phoneNumber ?? addressable.email ?? '',
    addressable: {
      commonName: addressable.commonName,
      oid: addressable.oid,
      objectType: addressable.objectType,
    },
  };
  return addressable.userOid ? { ...party, userOid: addressable.userOid } : party;
});

/** What a caller provides; oids, names and bookkeeping are derived. */
export type CommunicationDraft = Omit<
  CommunicationRecord,
  | 'oid'
  | 'seq'
  | 'commonName'
  | 'nameLower'
  | 'lastModified'
  | 'attachments'
  | 'counterpart'
  | 'retrieved'
> & {
  attachments?: readonly AttachmentDraft[];
  /** Defaults to `displayed`: what was seen was fetched. */
  retrieved?: boolean;
  /** Defaults to the other party of the owner. */
  counterpart?: string;
};

const NO_ATTACHMENTS: readonly Attachment[] = Object.freeze([]);

function generatedName(draft: CommunicationDraft): string {
  if (draft.objectType === 'XCCMessage') return draft.subject;
  const to = draft.to.map((p) => p.name).join(', ');
  return `${draft.from.name} to ${to}, ${draft.date}`;
}

function otherParty(draft: CommunicationDraft): string {
  const other = draft.incoming ? draft.from : draft.to[0];
  return other?.addressable?.oid ?? other?.address ?? '';
}

/**
 * Add a communication with a block of consecutive oids: its own, then one per addressee, the
 * contents Comment and each attachment (so oids keep growing with date).
 */
export function addCommunication(store: Store, draft: CommunicationDraft): CommunicationRecord {
  const drafts = draft.attachments ?? [];
  const seq = store.newSeq(3 + draft.to.length + drafts.length);
  const firstAttachment = seq + 3 + draft.to.length;
  const commonName = generatedName(draft);
  const attachments =
    drafts.length === 0
      ? NO_ATTACHMENTS
      : drafts.map(({ contents: _contents, ...a }, i): Attachment => ({
          ...a,
          oid: String(firstAttachment + i),
          objectType: 'Attachment',
        }));
  // Every field spelled out, in one order: 100 000 records share one hidden class (a spread of
  // the draft made them dictionaries, several times slower and larger).
  const record: CommunicationRecord = {
    oid: String(seq),
    seq,
    objectType: draft.objectType,
    tenantOid: draft.tenantOid,
    date: draft.date,
    lastModified: draft.date,
    subject: draft.subject,
    commonName,
    nameLower: commonName.toLowerCase(),
    viewers: draft.viewers,
    counterpart: draft.counterpart ?? otherParty(draft),
    from: draft.from,
    to: draft.to,
    incoming: draft.incoming,
    durationSec: draft.durationSec,
    callAnswerTimeSec: draft.callAnswerTimeSec,
    onHoldDuration: draft.onHoldDuration,
    recordingStatus: draft.recordingStatus,
    transcription: draft.transcription,
    callId: draft.callId,
    voicemail: draft.voicemail,
    phoneLine: draft.phoneLine,
    chatSession: draft.chatSession,
    chatSessionType: draft.chatSessionType,
    text: draft.text,
    contentType: draft.contentType,
    attachments,
    original: draft.original,
    flagged: draft.flagged,
    displayed: draft.displayed,
    retrieved: draft.retrieved ?? draft.displayed,
    clientId: draft.clientId,
  };
  store.communications.add(record);
  attachments.forEach((value, i) => {
    store.attachments.set(value.oid, { tenantOid: record.tenantOid, value });
    const contents = drafts[i]?.contents;
    if (contents) store.attachmentContents.set(value.oid, contents);
  });
  return record;
}

/** Per session, what all its messages share: its reference and the recipients per sender. */
const sessionShared = new WeakMap<
  ChatSessionRecord,
  { reference: Reference; recipients: Map<string, Party[]> }
>();

function sessionParts(session: ChatSessionRecord) {
  let shared = sessionShared.get(session);
  if (!shared) {
    shared = {
      reference: { commonName: session.commonName, oid: session.oid, objectType: 'XCCChatSession' },
      recipients: new Map(),
    };
    sessionShared.set(session, shared);
  }
  return shared;
}

export interface ChatDraft {
  session: ChatSessionRecord;
  sender: Party;
  text: string;
  date: string;
  attachments?: readonly AttachmentDraft[];
  original?: CommunicationRecord;
  /** As the sender set it in the chat contents. */
  clientId?: string;
}

/** A chat message in a session: seen by every user member, addressed to every other participant. */
export function addChatMessage(store: Store, draft: ChatDraft): CommunicationRecord {
  const { session, sender } = draft;
  const shared = sessionParts(session);
  const senderOid = sender.addressable?.oid ?? '';
  let to = shared.recipients.get(senderOid);
  if (!to) {
    to = session.participants
      .filter((p) => p.oid !== senderOid)
      .map((p) => ({ name: p.commonName, address: '', addressable: { ...p } }));
    shared.recipients.set(senderOid, to);
  }
  return addCommunication(store, {
    objectType: 'XCCUserChat',
    tenantOid: session.tenantOid,
    date: draft.date,
    subject: draft.text,
    viewers: session.memberUserOids,
    counterpart: session.oid,
    from: sender,
    to,
    incoming: false,
    durationSec: 0,
    callAnswerTimeSec: 0,
    onHoldDuration: 0,
    recordingStatus: 'unknown',
    chatSession: shared.reference,
    chatSessionType: session.sessionType,
    text: draft.text,
    contentType: 'text/plain',
    attachments: draft.attachments,
    original: draft.original,
    flagged: false,
    displayed: true,
    clientId: draft.clientId,
  });
}

/** Every change to a communication updates its lastModified (4.18). */
export function touch(record: CommunicationRecord, timestamp: string): void {
  record.lastModified = timestamp;
}

export interface SessionDraft {
  tenantOid: string;
  commonName: string;
  members: readonly UserRecord[];
  /** Participants beyond the members' persons (an UnknownAddressable for external sessions). */
  guests?: readonly AddressableRecord[];
  sessionType?: 'user' | 'external' | 'group';
  disabled?: boolean;
  /** A group's name: the session's first participant (an X1Object), as the guide shows it. */
  groupName?: string;
  /** A group's administrators (its creator). */
  admins?: readonly UserRecord[];
}

/**
 * A one-to-one session's name as the platform gives it: "Chat A <-> B" (guide: chats_get.html,
 * addressables_chat_get.html), the two persons' names.
 */
export function directSessionName(
  a: { person: { commonName: string } },
  b: { person: { commonName: string } },
): string {
  return `Chat ${a.person.commonName} <-> ${b.person.commonName}`;
}

export function addChatSession(store: Store, draft: SessionDraft): ChatSessionRecord {
  const group =
    draft.groupName === undefined
      ? undefined
      : {
          name: draft.groupName,
          nameOid: store.newOid(),
          adminUserOids: (draft.admins ?? []).map((u) => u.oid),
        };
  const session: ChatSessionRecord = {
    oid: store.newOid(),
    tenantOid: draft.tenantOid,
    commonName: draft.commonName,
    sessionType: draft.sessionType ?? 'user',
    disabled: draft.disabled ?? false,
    memberUserOids: draft.members.map((u) => u.oid),
    ...(group && { group }),
    participants: [
      // The guide's group: its name as an X1Object participant (chats_group_create.html).
      ...(group ? [{ commonName: group.name, oid: group.nameOid, objectType: 'X1Object' }] : []),
      ...draft.members.map((u) => ({ ...u.person })),
      ...(draft.guests ?? []).map((g) => ({
        commonName: g.commonName,
        oid: g.oid,
        objectType: g.objectType,
      })),
    ],
  };
  store.chatSessions.set(session.oid, session);
  if (session.sessionType === 'user' && draft.members.length === 2 && !draft.guests?.length) {
    store.directSessions.set(directKey(session.memberUserOids), session);
  }
  return session;
}

/** Key of the 1:1 session between two users, whichever order they come in. */
export function directKey(userOids: readonly string[]): string {
  return [...userOids].sort().join('|');
}

/**
 * A user joins a group: they read and send in it from now on (and see what was said before, as
 * the session's messages are the members'). Messages after this are addressed to them too.
 */
export function addGroupMember(session: ChatSessionRecord, user: UserRecord): void {
  if (session.memberUserOids.includes(user.oid)) return;
  session.memberUserOids.push(user.oid);
  session.participants.push({ ...user.person });
  sessionShared.get(session)?.recipients.clear();
}
