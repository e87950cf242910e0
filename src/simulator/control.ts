import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  inlineAttachmentSchema,
  oidSchema,
  presenceStatuses,
  ServiceCode,
  timestampSchema,
  type Reference,
} from '../shared/interface';
import { formatTimestamp } from './clock';
import { type SimState } from './context';
import { notFound, parseInput, SimError } from './errors';
import { faultsSchema } from './faults';
import {
  publishCall,
  publishChat,
  publishDoNotDisturb,
  publishPresence,
  publishTrigger,
  publishTyping,
} from './live/events';
import { registerCallControl } from './phone/control-routes';
import { phoneScriptChangeSchema } from './phone/script';
import { controlCallView } from './phone/views';
import { BASE64, inlineDraft } from './routes/chats';
import { addCall, newCallId } from './seed/communications';
import { addChatMessage, partyOfAddressable, partyOfUser, touch } from './store/factory';
import { type Store } from './store/store';
import { type Party, type UserRecord } from './store/types';
import { chatMessage, communicationItem } from './views/communication';
import { setDoNotDisturb } from './views/presence';

const eventSchema = z.discriminatedUnion('type', [
  /** A message from the other party of a session arrives: text, a file (4.2's inline form), or both. */
  z
    .strictObject({
      type: z.literal('incomingChat'),
      chatSession: oidSchema,
      text: z.string().min(1).optional(),
      attachment: inlineAttachmentSchema
        .extend({
          originalLocation: z.string().optional(),
          contentsB64String: z.string().regex(BASE64, 'contentsB64String must be base64'),
        })
        .optional(),
      /**
       * An old message no client was told of: dated (and last modified) then, announced to
       * nobody, so a client that has read its log already never reads it: a search finds it
       * on the server only.
       */
      before: timestampSchema.optional(),
    })
    .refine((e) => e.text !== undefined || e.attachment !== undefined, {
      message: 'an incoming chat needs text or an attachment',
    }),
  /**
   * A finished call appears in the log of a user (default: the primary user); a missed one,
   * and its voicemail, come in new (not displayed) and are announced to that user.
   */
  z.strictObject({
    type: z.literal('call'),
    userName: z.string().optional(),
    direction: z.enum(['incoming', 'outgoing', 'missed']).optional(),
    durationSec: z.number().int().min(0).optional(),
    recorded: z.boolean().optional(),
    transcription: z.string().optional(),
    /** The other party: an addressable oid (default: the first contact). */
    counterpart: oidSchema.optional(),
    /** A missed call on which the caller left a message. */
    voicemail: z.boolean().optional(),
  }),
  /**
   * A colleague (`from`, default: the first other user of the tenant) calls a user's line
   * (default: the primary user): its phone rings, with activeChannelEvents, until the script or
   * the control API (`/calls/<id>/answer`, `/reject`, `/hangup`) or the user ends it.
   */
  z.strictObject({
    type: z.literal('ringLine'),
    userName: z.string().optional(),
    from: z.string().optional(),
  }),
  /** How the simulated phones behave from now on (`phone/script.ts`): only the fields given. */
  phoneScriptChangeSchema.extend({ type: z.literal('phoneScript') }),
  /** A call's transcription finishes: its status changes, so does its lastModified. */
  z.strictObject({ type: z.literal('transcriptionDone'), callLog: oidSchema }),
  /** A user's presence changes (default: the primary user). */
  z.strictObject({
    type: z.literal('presence'),
    userName: z.string().optional(),
    status: z.enum(presenceStatuses),
    message: z.string().max(200).optional(),
  }),
  /** A user's "do not disturb" is switched (default: the primary user). */
  z.strictObject({
    type: z.literal('doNotDisturb'),
    userName: z.string().optional(),
    on: z.boolean(),
  }),
  /** The other party of a session types (`name`: who; default their name). */
  z.strictObject({
    type: z.literal('typing'),
    chatSession: oidSchema,
    name: z.string().min(1).max(200).optional(),
  }),
  /** The server asks the primary user's client to open a document or show a notification. */
  z.strictObject({
    type: z.literal('trigger'),
    notificationType: z.enum(['openDocumentEvent', 'showNotificationEvent']),
    value: z.string().min(1).max(4000),
  }),
]);

type SimEvent = z.infer<typeof eventSchema>;

const requestsQuery = z.object({ since: z.coerce.number().int().min(0).default(0) });

function partyOf(store: Store, participant: Reference): Party {
  const addressable = store.addressables.get(participant.oid);
  const user = addressable?.userOid ? store.users.get(addressable.userOid) : undefined;
  if (user) return partyOfUser(user);
  if (addressable) return partyOfAddressable(addressable);
  return { name: participant.commonName, address: '', addressable: { ...participant } };
}

function applyEvent(state: SimState, event: SimEvent): unknown {
  const { store } = state;
  const now = formatTimestamp(state.clock.nowMs());
  const primary = store.users.get(state.primaryUserOid);
  if (!primary) throw new Error('the primary user is missing');
  switch (event.type) {
    case 'incomingChat': {
      const session = store.chatSessions.get(event.chatSession);
      if (!session) throw notFound(`chat session ${event.chatSession}`);
      if (session.disabled) {
        throw new SimError(
          404,
          ServiceCode.ChatSessionDisabled,
          `chat session ${session.oid} is disabled`,
        );
      }
      const other = session.participants.find((p) => p.oid !== primary.person.oid);
      if (!other) throw notFound(`another party in chat session ${session.oid}`);
      const { attachment } = event;
      const record = addChatMessage(store, {
        session,
        sender: partyOf(store, other),
        text: event.text ?? '',
        date: event.before ?? now,
        attachments: attachment
          ? [inlineDraft({ ...attachment, originalLocation: attachment.originalLocation ?? '' })]
          : [],
      });
      if (event.before === undefined) publishChat(state, record);
      return { object: chatMessage(record, primary.oid) };
    }
    case 'call': {
      const owner = userNamed(state, primary, event.userName);
      const counterpart = event.counterpart
        ? store.addressables.get(event.counterpart)
        : store.addressablesByTenant
            .get(owner.tenantOid)
            ?.items.find((a) => !a.userOid && a.phoneNumber);
      if (!counterpart) throw notFound(`addressable ${event.counterpart ?? ''}`);
      const direction = event.direction ?? 'incoming';
      const record = addCall(
        { store },
        {
          owner,
          other: partyOfAddressable(counterpart),
          direction,
          date: now,
          durationSec: event.durationSec,
          recorded: event.recorded,
          transcription: event.transcription,
          voicemail: event.voicemail,
          callId: newCallId(state),
          displayed: direction !== 'missed',
        },
      );
      publishCall(state, record);
      return { oid: record.oid, callId: record.callId };
    }
    case 'ringLine': {
      const callee = userNamed(state, primary, event.userName);
      const caller =
        event.from === undefined
          ? store.usersByTenant
              .get(callee.tenantOid)
              ?.items.find((u) => u !== callee && !u.disabled)
          : userNamed(state, primary, event.from);
      if (!caller) throw notFound('another user to call from');
      return controlCallView(state.phone.ringLine(state, caller, callee));
    }
    case 'phoneScript': {
      const { type: _type, ...change } = event;
      return state.phone.changeScript(change);
    }
    case 'transcriptionDone': {
      const record = store.communications.get(event.callLog);
      if (record?.objectType !== 'CallLog') throw notFound(`call log ${event.callLog}`);
      record.transcription = { status: 'done' };
      touch(record, now);
      return { object: communicationItem(record) };
    }
    case 'presence': {
      const user = userNamed(state, primary, event.userName);
      user.presence = { status: event.status, message: event.message ?? '', location: '' };
      publishPresence(state, user);
      return { userName: user.userName, status: event.status };
    }
    case 'doNotDisturb': {
      const user = userNamed(state, primary, event.userName);
      setDoNotDisturb(user, event.on);
      publishDoNotDisturb(state, user, event.on);
      return { userName: user.userName, doNotDisturb: event.on };
    }
    case 'typing': {
      const session = store.chatSessions.get(event.chatSession);
      if (!session) throw notFound(`chat session ${event.chatSession}`);
      const other = session.participants.find((p) => p.oid !== primary.person.oid);
      const name = event.name ?? other?.commonName ?? 'Someone';
      publishTyping(state, session, name);
      return { chatSession: session.oid, name };
    }
    case 'trigger':
      publishTrigger(state, primary, event.notificationType, event.value);
      return { notificationType: event.notificationType };
  }
}

/** The user of that name in the primary user's tenant, or the primary user. */
function userNamed(state: SimState, primary: UserRecord, userName: string | undefined) {
  if (userName === undefined) return primary;
  const user = state.store.userByName(primary.tenantOid, userName);
  if (!user) throw notFound(`user ${userName}`);
  return user;
}

/**
 * The standalone simulator's control API under `<baseUrl>/__simulator`: no authentication, never
 * subject to faults, never served in the app's demo mode.
 */
export function registerControlApi(app: FastifyInstance, state: SimState): void {
  const prefix = '/api/v1/:tenant/__simulator';
  app.get(`${prefix}/faults`, (_request, reply) => reply.send(state.faults.get()));
  app.post(`${prefix}/faults`, (request, reply) => {
    state.faults.set(parseInput(faultsSchema, request.body ?? {}, 'faults'));
    return reply.send(state.faults.get());
  });
  app.post(`${prefix}/events`, (request, reply) =>
    reply.send(applyEvent(state, parseInput(eventSchema, request.body, 'event'))),
  );
  registerCallControl(app, state, prefix);
  app.get(`${prefix}/reviews`, (_request, reply) => reply.send({ data: state.store.reviews }));
  app.get(`${prefix}/mail`, (_request, reply) => reply.send({ data: state.mailbox.list() }));
  app.get(`${prefix}/requests`, (request, reply) => {
    const { since } = parseInput(requestsQuery, request.query ?? {}, 'query');
    return reply.send(state.requests.since(since));
  });
}
