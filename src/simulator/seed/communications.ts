import { type Tenant } from '../../shared/interface';
import {
  addChatMessage,
  addCommunication,
  partyOfAddressable,
  partyOfUser,
} from '../store/factory';
import {
  type AttachmentDraft,
  type ChatSessionRecord,
  type CommunicationRecord,
  type Party,
  type UserRecord,
} from '../store/types';
import { type ChatSessions } from './chats';
import { chatLines, emailSubjects, smsLines } from './names';
import { type People, type SeedContext } from './people';
import { seededPictures } from './pictures';

const TWO_YEARS_MS = 2 * 365 * 86_400_000;

export interface SeededCommunications {
  /** A message in the main chat session. */
  chatMessage: CommunicationRecord;
  /** A message with a PNG attachment, in the disabled session. */
  pictureMessage: CommunicationRecord;
  /** A recorded call of the primary user. */
  callLog: CommunicationRecord;
  /** A recorded call of the primary user whose transcription is in progress. */
  transcribingCallLog: CommunicationRecord;
}

export interface CallDraft {
  owner: UserRecord;
  other: Party;
  direction: 'incoming' | 'outgoing' | 'missed';
  date: string;
  durationSec?: number;
  recorded?: boolean;
  /** Missed calls only: the caller left a voicemail. */
  voicemail?: boolean;
  transcription?: string;
  callId: string;
  /** Seconds from dialling to the answer (default 4 for an answered call). */
  answerTimeSec?: number;
  /** Seen already (default); a call that just came in through the control API is not. */
  displayed?: boolean;
}

const callParties = new WeakMap<UserRecord, Party>();

/** A user as a call party: addressed by their line number (shared, like every party). */
export function callParty(ctx: Pick<SeedContext, 'store'>, user: UserRecord): Party {
  let party = callParties.get(user);
  if (!party) {
    const number = ctx.store.phoneLines.get(user.primaryLine.oid)?.number ?? '';
    party = { ...partyOfUser(user), address: number };
    callParties.set(user, party);
  }
  return party;
}

export function newCallId(ctx: Pick<SeedContext, 'prng'>): string {
  const h = ctx.prng.hex(32);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A finished call in the log of its owner (also used by the control API's call event). */
export function addCall(ctx: Pick<SeedContext, 'store'>, call: CallDraft): CommunicationRecord {
  const me = callParty(ctx, call.owner);
  const incoming = call.direction !== 'outgoing';
  const answered = call.direction !== 'missed';
  const duration = answered ? (call.durationSec ?? 60) : 0;
  const subject = { incoming: 'Incoming call', outgoing: 'Outgoing call', missed: 'Missed call' };
  return addCommunication(ctx.store, {
    objectType: 'CallLog',
    tenantOid: call.owner.tenantOid,
    date: call.date,
    subject: subject[call.direction],
    viewers: [call.owner.oid],
    from: incoming ? call.other : me,
    to: [incoming ? me : call.other],
    incoming,
    durationSec: duration,
    callAnswerTimeSec: answered ? (call.answerTimeSec ?? 4) : 0,
    onHoldDuration: 0,
    recordingStatus: call.recorded && answered ? 'recorded' : 'unknown',
    transcription: call.transcription ? { status: call.transcription } : undefined,
    callId: call.callId,
    voicemail: call.direction === 'missed' && (call.voicemail ?? false),
    phoneLine: call.owner.primaryLine,
    text: '',
    contentType: 'text/plain',
    flagged: false,
    displayed: call.displayed ?? true,
  });
}

function pickWeighted(ctx: SeedContext, sessions: ChatSessions['weighted']): ChatSessionRecord {
  const total = sessions.reduce((sum, s) => sum + s.weight, 0);
  let r = ctx.prng.next() * total;
  for (const { session, weight } of sessions) {
    r -= weight;
    if (r < 0) return session;
  }
  return (sessions[0] as ChatSessions['weighted'][number]).session;
}

/**
 * `size` communications spread over the two years before the seed instant (~50% calls, ~30%
 * chats, ~12% e-mails, ~8% SMS), mostly of the primary user. Dates are drawn first and sorted, so
 * oids grow with date; the newest few are fixed kinds the fixtures point at.
 */
export function seedCommunications(
  ctx: SeedContext,
  tenant: Tenant,
  people: People,
  sessions: ChatSessions,
  size: number,
): SeededCommunications {
  const { prng, store } = ctx;
  const offsets = Array.from({ length: size }, () => Math.floor(prng.next() * TWO_YEARS_MS));
  offsets.sort((a, b) => b - a);
  const dates = offsets.map((ms) => ctx.ago(ms));
  const active = [people.user, people.admin, people.master, ...people.colleagues];
  const owner = (): UserRecord => {
    const r = prng.next();
    if (r < 0.85) return people.user;
    if (r < 0.9) return people.admin;
    if (r < 0.95) return people.master;
    return prng.pick(people.colleagues);
  };
  const otherParty = (me: UserRecord, colleagueShare: number): Party => {
    if (prng.chance(colleagueShare)) {
      const others = active.filter((u) => u !== me);
      return callParty(ctx, prng.pick(others));
    }
    return partyOfAddressable(prng.pick(people.contacts));
  };
  // Every fourth message of a session, its first among them, carries a picture; not in the main
  // session (its thread stays text for the tests that read it) nor in external ones (4.2 10104).
  // Counted, not drawn: the random sequence, and so the rest of the data set, stays as it was.
  const messagesIn = new Map<ChatSessionRecord, number>();
  const pictureFor = (session: ChatSessionRecord) => {
    if (session === sessions.main || session.sessionType === 'external') return undefined;
    const n = messagesIn.get(session) ?? 0;
    messagesIn.set(session, n + 1);
    return n % 4 === 0 ? seededPictures[(n / 4) % seededPictures.length] : undefined;
  };
  const chat = (
    session: ChatSessionRecord,
    date: string,
    sender?: Party,
    picture = pictureFor(session),
  ) => {
    const from =
      sender ??
      (() => {
        // A group's name is a participant of its own (an X1Object): never a sender.
        const p = prng.pick(session.participants.filter((q) => q.objectType !== 'X1Object'));
        const user = active.find((u) => u.person.oid === p.oid);
        const visitor = people.unknownVisitor;
        return user ? partyOfUser(user) : partyOfAddressable(visitor);
      })();
    return addChatMessage(store, {
      session,
      sender: from,
      text: prng.pick(chatLines),
      date,
      attachments: picture ? [picture] : [],
    });
  };
  const call = (date: string, me: UserRecord, extra: Partial<CallDraft> = {}) => {
    const r = prng.next();
    const direction = r < 0.4 ? 'incoming' : r < 0.75 ? 'outgoing' : 'missed';
    const recorded = direction !== 'missed' && prng.chance(0.2);
    const t = prng.next();
    return addCall(ctx, {
      owner: me,
      other: otherParty(me, 0.5),
      direction,
      date,
      durationSec: prng.int(5, 1800),
      voicemail: prng.chance(0.3),
      recorded,
      transcription: recorded ? (t < 0.3 ? 'inProgress' : t < 0.7 ? 'done' : undefined) : undefined,
      callId: newCallId(ctx),
      ...extra,
    });
  };
  const message = (date: string, kind: 'XCCMessage' | 'SMSMessage') => {
    const me = owner();
    const incoming = prng.chance(kind === 'XCCMessage' ? 0.7 : 0.6);
    const isEmail = kind === 'XCCMessage';
    const other = isEmail ? otherParty(me, 0.3) : partyOfAddressable(prng.pick(people.contacts));
    const mine = isEmail ? partyOfUser(me) : callParty(ctx, me);
    const subject = isEmail ? prng.pick(emailSubjects) : prng.pick(smsLines);
    const attachments: AttachmentDraft[] =
      isEmail && prng.chance(0.15)
        ? [
            {
              commonName: 'document.pdf',
              originalLocation: '',
              mimeType: 'application/pdf',
              hasThumbnail: false,
              size: prng.int(10_000, 2_000_000),
            },
          ]
        : [];
    addCommunication(store, {
      objectType: kind,
      tenantOid: tenant.oid,
      date,
      subject,
      viewers: [me.oid],
      from: incoming ? other : mine,
      to: [incoming ? mine : other],
      incoming,
      durationSec: 0,
      callAnswerTimeSec: 0,
      onHoldDuration: 0,
      text: isEmail ? `Hello,\n\n${subject}: see below.\n\nKind regards` : subject,
      contentType: 'text/plain',
      attachments,
      flagged: prng.chance(0.05),
      displayed: prng.chance(0.9),
    });
  };

  const anchors = 5;
  for (const date of dates.slice(0, size - anchors)) {
    const r = prng.next();
    if (r < 0.5) call(date, owner());
    else if (r < 0.8) chat(pickWeighted(ctx, sessions.weighted), date);
    else if (r < 0.92) message(date, 'XCCMessage');
    else message(date, 'SMSMessage');
  }
  const [d1, d2, d3, d4, d5] = dates.slice(size - anchors) as [
    string,
    string,
    string,
    string,
    string,
  ];
  const colleague = people.colleagues[0] as UserRecord;
  const pictureMessage = chat(sessions.disabled, d1, undefined, seededPictures[0]);
  chat(sessions.external, d2, partyOfAddressable(people.unknownVisitor));
  const transcribingCallLog = call(d3, people.user, {
    direction: 'incoming',
    durationSec: 240,
    recorded: true,
    transcription: 'inProgress',
  });
  const callLog = call(d4, people.user, {
    direction: 'incoming',
    durationSec: 95,
    recorded: true,
    transcription: undefined,
  });
  const chatMessage = chat(sessions.main, d5, partyOfUser(colleague));
  return { chatMessage, pictureMessage, callLog, transcribingCallLog };
}
