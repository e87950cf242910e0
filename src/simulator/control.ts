import { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { oidSchema, ServiceCode, type Reference } from '../shared/interface';
import { formatTimestamp } from './clock';
import { type SimState } from './context';
import { notFound, parseInput, SimError } from './errors';
import { faultsSchema } from './faults';
import { addCall, newCallId } from './seed/communications';
import { addChatMessage, partyOfAddressable, partyOfUser, touch } from './store/factory';
import { type Store } from './store/store';
import { type Party } from './store/types';
import { chatMessage, communicationItem } from './views/communication';

const eventSchema = z.discriminatedUnion('type', [
  /** A message from the other party of a session arrives. */
  z.strictObject({
    type: z.literal('incomingChat'),
    chatSession: oidSchema,
    text: z.string().min(1),
  }),
  /** A finished call appears in the log of the primary user. */
  z.strictObject({
    type: z.literal('call'),
    direction: z.enum(['incoming', 'outgoing', 'missed']).optional(),
    durationSec: z.number().int().min(0).optional(),
    recorded: z.boolean().optional(),
    transcription: z.string().optional(),
    /** The other party: an addressable oid (default: the first contact). */
    counterpart: oidSchema.optional(),
  }),
  /** A call's transcription finishes: its status changes, so does its lastModified. */
  z.strictObject({ type: z.literal('transcriptionDone'), callLog: oidSchema }),
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
      const record = addChatMessage(store, {
        session,
        sender: partyOf(store, other),
        text: event.text,
        date: now,
      });
      return { object: chatMessage(record, primary.oid) };
    }
    case 'call': {
      const counterpart = event.counterpart
        ? store.addressables.get(event.counterpart)
        : store.addressablesByTenant
            .get(primary.tenantOid)
            ?.items.find((a) => !a.userOid && a.phoneNumber);
      if (!counterpart) throw notFound(`addressable ${event.counterpart ?? ''}`);
      const record = addCall(
        { store },
        {
          owner: primary,
          other: partyOfAddressable(counterpart),
          direction: event.direction ?? 'incoming',
          date: now,
          durationSec: event.durationSec,
          recorded: event.recorded,
          transcription: event.transcription,
          callId: newCallId(state),
        },
      );
      return { oid: record.oid, callId: record.callId };
    }
    case 'transcriptionDone': {
      const record = store.communications.get(event.callLog);
      if (record?.objectType !== 'CallLog') throw notFound(`call log ${event.callLog}`);
      record.transcription = { status: 'done' };
      touch(record, now);
      return { object: communicationItem(record) };
    }
  }
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
  app.get(`${prefix}/reviews`, (_request, reply) => reply.send({ data: state.store.reviews }));
  app.get(`${prefix}/requests`, (request, reply) => {
    const { since } = parseInput(requestsQuery, request.query ?? {}, 'query');
    return reply.send(state.requests.since(since));
  });
}
