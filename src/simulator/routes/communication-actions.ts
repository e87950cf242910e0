import {
  patchSpecs,
  phoneNumberSchema,
  ServiceCode,
  smsRequestSchema,
} from '../../shared/interface';
import { toneWav } from '../audio';
import { formatTimestamp } from '../clock';
import { fileResult, noContent, ok, type AuthedContext, type Handler } from '../context';
import { single } from '../envelope';
import { badRequest, notFound, parseInput } from '../errors';
import { applyPatch } from '../patch';
import { callParty } from '../seed/communications';
import { addCommunication, touch } from '../store/factory';
import { type CommunicationRecord, type Party } from '../store/types';
import { communicationFull } from '../views/communication';
import { displayedFor, retrievedFor, setChatMarks } from '../chat-receipts';

/**
 * What a user does to the log beyond reading it: hear a call's audio
 * (communications_audio_get.html), mark an item (communications_update.html), send an SMS
 * (communications_sms_send.html).
 */

/** The user's own communication, or 404/10100 (another user's answers the same). */
function ownCommunication(ctx: AuthedContext): CommunicationRecord {
  const oid = ctx.params.oid ?? '';
  const record = ctx.state.store.communications.get(oid);
  if (!record?.viewers.includes(ctx.user.oid)) throw notFound(`communication ${oid}`);
  return record;
}

/** A voicemail plays a few seconds; a recorded call its length, at most ten seconds of tone. */
const VOICEMAIL_SECONDS = 3;
const MAX_RECORDING_SECONDS = 10;

/**
 * "Only if the call is answered or a voicemail is left": a voicemail, or a call recorded;
 * anything else 404/10100 as the guide says.
 */
const audio: Handler = (ctx) => {
  const record = ownCommunication(ctx);
  const recorded = record.recordingStatus === 'recorded';
  if (record.objectType !== 'CallLog' || !(record.voicemail || recorded)) {
    throw notFound(`audio of communication ${record.oid}`);
  }
  const seconds = record.voicemail
    ? VOICEMAIL_SECONDS
    : Math.max(1, Math.min(record.durationSec, MAX_RECORDING_SECONDS));
  return fileResult({
    bytes: toneWav(seconds),
    mimeType: 'audio/wav',
    fileName: `${record.voicemail ? 'voicemail' : 'call'}-${record.oid}.wav`,
  });
};

/** The marks of communications_update.html the app sets; the item's lastModified moves. */
const update: Handler = (ctx) => {
  const record = ownCommunication(ctx);
  const marks: Record<string, unknown> = {
    flagged: record.flagged,
    displayed: displayedFor(record, ctx.user.oid),
    retrieved: retrievedFor(record, ctx.user.oid),
  };
  applyPatch(
    marks,
    ctx.body,
    { spec: patchSpecs.communication, lists: {}, resolve: () => undefined },
    () => ctx.state.store.newOid(),
  );
  record.flagged = marks.flagged === true;
  touch(record, formatTimestamp(ctx.state.clock.nowMs()));
  if (record.objectType === 'XCCUserChat') {
    // Each member's own marks, announced to the session (chat-receipts.ts).
    const own = { displayed: marks.displayed === true, retrieved: marks.retrieved === true };
    setChatMarks(ctx.state, record, ctx.user.oid, own);
    return noContent;
  }
  record.displayed = marks.displayed === true;
  record.retrieved = marks.retrieved === true;
  return noContent;
};

const notDeliverable = (address: string) =>
  badRequest(
    `the destination phone number ${address} is not found or invalid`,
    ServiceCode.ChatContentsInvalid,
  );

/** ITU-T E.164: a phone number has at most 15 digits, its country code included. */
const E164_MAX_DIGITS = 15;

/** A number written as a phone number, of a length a phone number can have. */
const receivesSms = (address: string) =>
  phoneNumberSchema.safeParse(address).success &&
  address.replace(/\D/g, '').length <= E164_MAX_DIGITS;

/**
 * An SMS to every `rtTo` number: recorded in the sender's log as an outgoing SMSMessage, and
 * answered as the guide's example is, "Scheduled" (handed to the provider). A receiver that is
 * no phone number (not written as one, or longer than E.164's 15 digits), or names a person the
 * tenant does not have: 400/10203.
 */
const sendSms: Handler = (ctx) => {
  const { state, user, body } = ctx;
  if (body === undefined) throw badRequest('no SMS message', ServiceCode.NoContents);
  const sms = parseInput(smsRequestSchema, body, 'sms');
  const receivers = sms.participants.filter((p) => p.role === 'rtTo');
  if (receivers.length === 0) throw notDeliverable('(none)');
  const to = receivers.map((p): Party => {
    if (!receivesSms(p.address)) throw notDeliverable(p.address);
    if (!p.addressable) return { name: p.address, address: p.address };
    const known = state.store.addressables.get(p.addressable.oid);
    if (known?.tenantOid !== user.tenantOid) throw notDeliverable(p.address);
    const addressable = {
      commonName: known.commonName,
      oid: known.oid,
      objectType: known.objectType,
    };
    return { name: known.commonName, address: p.address, addressable };
  });
  const from = callParty({ store: state.store }, user);
  const record = addCommunication(state.store, {
    objectType: 'SMSMessage',
    tenantOid: user.tenantOid,
    date: formatTimestamp(state.clock.nowMs()),
    subject: sms.subject,
    viewers: [user.oid],
    from: user.callerId ? { ...from, address: user.callerId } : from,
    to,
    incoming: false,
    durationSec: 0,
    callAnswerTimeSec: 0,
    onHoldDuration: 0,
    text: sms.contents.content,
    contentType: 'text/plain',
    flagged: false,
    displayed: true,
  });
  const sent = { ...communicationFull(record, user.oid), status: 'Scheduled' };
  return ok(single(sent, `${ctx.url.base}/communications/${record.oid}`));
};

export const communicationActionHandlers = {
  'communications.audio': audio,
  'communications.update': update,
  'communications.sendSms': sendSms,
};
