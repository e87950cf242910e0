import {
  type Attachment,
  type CommunicationType,
  type Reference,
  type Role,
} from '../../shared/interface';

/**
 * An attachment before it gets its oid, with its file when there is one: what was sent through
 * the simulator, or a seeded image. The file is kept apart from the wire object (see `Store`).
 */
export type AttachmentDraft = Pick<
  Attachment,
  'commonName' | 'mimeType' | 'size' | 'originalLocation' | 'hasThumbnail'
> & { readonly contents?: Buffer };

/** Something tied to one tenant: objects of another tenant answer 404. */
export interface Scoped<T> {
  readonly tenantOid: string;
  readonly value: T;
}

export interface UserRecord {
  readonly oid: string;
  readonly tenantOid: string;
  readonly userName: string;
  readonly password: string;
  readonly role: Role;
  readonly disabled: boolean;
  readonly passwordExpired: boolean;
  /**
   * A second factor at sign-in (me_login.html): the code the platform sends to the e-mail
   * address, which the login must carry with that address.
   */
  readonly mfa?: { readonly email: string; readonly code: string };
  readonly person: Reference;
  readonly primaryLine: Reference;
  readonly provisioningAddresses: readonly { addressType: string; address: string }[];
  /** The full nested user record that `include` projects from (4.8). */
  readonly profile: Record<string, unknown>;
  /** A presence status set through the API or the control API: it replaces the one derived. */
  presence?: { status: string; message: string; location: string };
  /** A status with an end (me_temporary_status_set.html): shown until then, by the sim's clock. */
  temporaryStatus?: { status: string; untilMs: number };
  /** The chosen external caller ID (me_phone_caller_id_set.html); absent: the trunk's default. */
  callerId?: string;
}

/** Persons (colleagues and contacts) and unknown parties: what 4.3 and favorites address. */
export interface AddressableRecord {
  readonly oid: string;
  readonly tenantOid: string;
  readonly objectType: 'Person' | 'UnknownAddressable';
  readonly commonName: string;
  readonly chattable: boolean;
  /** The user this person is, for colleagues. */
  readonly userOid?: string;
  readonly email?: string;
  readonly phoneNumber?: string;
}

export interface PhoneLineRecord {
  readonly oid: string;
  readonly tenantOid: string;
  readonly commonName: string;
  readonly number: string;
}

/** One side of a communication. */
export interface Party {
  readonly name: string;
  readonly address: string;
  readonly addressable?: Reference;
  readonly userOid?: string;
}

/**
 * A communication (4.18): call, chat message, e-mail or SMS, kept compact; the wire objects are
 * built on demand by views/communication.ts. Sub-objects (addressees, contents) take the oids
 * right after the communication's own (`seq + 1 ...`), so oids still grow with date.
 */
export interface CommunicationRecord {
  readonly oid: string;
  readonly seq: number;
  readonly objectType: CommunicationType;
  readonly tenantOid: string;
  readonly date: string;
  lastModified: string;
  readonly subject: string;
  readonly commonName: string;
  readonly nameLower: string;
  /** Users who see it: the owner, or every user member of a chat session. */
  readonly viewers: readonly string[];
  /** The other party, for order_by=mru: a chat session oid or an addressable/address. */
  readonly counterpart: string;
  readonly from: Party;
  readonly to: readonly Party[];
  /** From the owner's point of view; chats derive it per viewer from `from.userOid`. */
  readonly incoming: boolean;
  readonly durationSec: number;
  readonly callAnswerTimeSec: number;
  readonly onHoldDuration: number;
  readonly recordingStatus?: 'recorded' | 'unknown';
  transcription?: { status: string };
  readonly callId?: string;
  readonly voicemail?: boolean;
  readonly phoneLine?: Reference;
  readonly chatSession?: Reference;
  readonly chatSessionType?: string;
  readonly text: string;
  readonly contentType: string;
  readonly attachments: readonly Attachment[];
  readonly original?: CommunicationRecord;
  /** Set by communications_update.html, as `displayed` and `retrieved` are. */
  flagged: boolean;
  displayed: boolean;
  /** Counted as new until retrieved (communication_search_parameters.html: `retrieval`). */
  retrieved: boolean;
  /** A chat message's `clientId`, as its sender set it (4.2/4.5); NewChatEvent carries it. */
  readonly clientId?: string;
  /** A chat message's members who have not displayed (read) it yet (`chat-receipts.ts`). */
  unreadBy?: Set<string>;
  /** A chat message's members it has not been delivered to yet (`chat-receipts.ts`). */
  undeliveredTo?: Set<string>;
}

export interface ChatSessionRecord {
  readonly oid: string;
  readonly tenantOid: string;
  readonly commonName: string;
  readonly sessionType: 'user' | 'external' | 'group';
  /** The guide's `disabled` (chats_get.html): nothing can be sent into it (4.2: 10066). */
  readonly disabled: boolean;
  /** User members: who may read and send. A group's grows as members are added. */
  readonly memberUserOids: string[];
  /** Person and UnknownAddressable references, as 2.5 shows them. */
  readonly participants: Reference[];
  /** A group's: its name (chats_group_create.html) and its administrators (the creator). */
  readonly group?: { readonly name: string; readonly nameOid: string; adminUserOids: string[] };
}

/** A user's concept (draft) in a session (guide: chats_concept_get.html). */
export interface ConceptRecord {
  text: string;
  attachment?: { value: Attachment; contents: Buffer };
}

export interface ReviewRecord {
  readonly callLog: string;
  readonly callId: string | undefined;
  readonly userName: string;
  readonly date: string;
  readonly review: Record<string, unknown>;
}
