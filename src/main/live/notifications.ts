import { z } from 'zod';
import { type LiveNotification } from '../../shared/contract';
import {
  activeChannelEventSchema,
  chatTypingEventSchema,
  chatReceiptEventSchema,
  notificationTypeRule,
  type ChatReceiptEvent,
  type ActiveChannelEvent,
  doNotDisturbEventSchema,
  newChatEventSchema,
  presenceListEventSchema,
  type NotificationEnvelope,
  type NotificationType,
} from '../../shared/interface';
import { describeIssues } from '../api/describe-issues';
import { presenceOf } from '../common/colleagues';

/** What the reading of one notification knows besides its payload. */
export interface ReadingContext {
  /** The object of an object-specific subscription, when the envelope names it. */
  oid: string | undefined;
  /** The chat sessions whose typing is subscribed now (`live.watchTyping`). */
  typingWatched: ReadonlySet<string>;
  /** The chat sessions whose receipts are subscribed now, with their names (`live.watchReceipts`). */
  receiptsWatched?: ReadonlyMap<string, string>;
}

/**
 * A notification read: what the renderer must do, a channel for main's phone service (which
 * hands the renderer the calls themselves), or why it cannot be used.
 */
export type Reading =
  | { notification: LiveNotification }
  | { channel: ActiveChannelEvent }
  | { dropped: string; instead?: LiveNotification };

interface Reader<S extends z.ZodType> {
  schema: S;
  /** What to do instead when the payload cannot be read (else it is only counted and logged). */
  unreadable?: LiveNotification;
  read: (payload: z.output<S>, context: ReadingContext) => Reading;
}

const reader = <S extends z.ZodType>(r: Reader<S>) => r as Reader<z.ZodType>;

/** The contract bounds names at 200 characters: a longer one is cut, not the event dropped. */
const NAME_MAX = 200;
const fitName = (name: string) =>
  name.length > NAME_MAX ? `${name.slice(0, NAME_MAX - 1)}…` : name;

const use = (notification: LiveNotification): Reading => ({ notification });

/**
 * The notifications the app uses, and what each asks of the local data. Every connection
 * subscribes to these types (the object-specific `chatTypingEvent` per watched session); any
 * other that arrives is ignored. Payloads the guide does not show in full are read tolerantly:
 * unknown fields are ignored, and a missed call or voicemail needs no field at all (the log's
 * sync reads what happened).
 */
const readers: Partial<Record<NotificationType, Reader<z.ZodType>>> = {
  newChatEvent: reader({
    schema: newChatEventSchema,
    // Unread, a message would still arrive with the next catch-up: ask for one at once.
    unreadable: { kind: 'catchUp' },
    read: (event) =>
      use({
        kind: 'chat',
        session: event.sessionOid,
        ...(event.chatOid !== undefined && { message: event.chatOid }),
        ...(event.incoming === true &&
          event.creator?.commonName !== undefined && { from: fitName(event.creator.commonName) }),
        // The sender's clientId: the outbox's id of a message it sent (Outbox.heard).
        ...(typeof event.clientId === 'string' &&
          event.clientId !== '' &&
          event.clientId.length <= 100 && { clientId: event.clientId }),
      }),
  }),
  missedCallEvent: reader({
    schema: z.unknown(),
    read: () => use({ kind: 'log', reason: 'missedCall' }),
  }),
  newVoicemailEvent: reader({
    schema: z.unknown(),
    read: () => use({ kind: 'log', reason: 'voicemail' }),
  }),
  activeChannelEvent: reader({
    schema: activeChannelEventSchema,
    read: (event) => ({ channel: event }),
  }),
  presenceListEvent: reader({
    schema: presenceListEventSchema,
    read: (event) =>
      use({
        kind: 'presence',
        version: event.version,
        removed: event.updateType === 'remove',
        entry: presenceOf(event.presence),
      }),
  }),
  doNotDisturbEvent: reader({
    schema: doNotDisturbEventSchema,
    read: (event) => {
      const person = event.person?.oid ?? event.addressable?.oid;
      if (person === undefined) return { dropped: 'it names no person' };
      if (event.doNotDisturb === undefined) return { dropped: 'it has no doNotDisturb' };
      return use({ kind: 'doNotDisturb', person, on: event.doNotDisturb });
    },
  }),
  chatHasBeenReadEvent: reader({
    schema: chatReceiptEventSchema,
    read: (event, context) => receipt('chatRead', event, context),
  }),
  chatHasBeenDeliveredEvent: reader({
    schema: chatReceiptEventSchema,
    read: (event, context) => receipt('chatDelivered', event, context),
  }),
  chatTypingEvent: reader({
    schema: chatTypingEventSchema,
    read: (event, { oid, typingWatched }) => {
      // The guide's event carries only a name: the session is the one it was subscribed for.
      const only = typingWatched.size === 1 ? [...typingWatched][0] : undefined;
      const session = oid ?? event.sessionOid ?? only;
      if (session === undefined || !typingWatched.has(session)) {
        return { dropped: 'its chat session is not known' };
      }
      return use({ kind: 'typing', session, name: fitName(event.name) });
    },
  }),
};

/** What every connection subscribes to at once: the types that need no object. */
export const subscribedTypes = (Object.keys(readers) as NotificationType[]).filter(
  (type) => notificationTypeRule(type)?.object !== true,
);

/**
 * A read or delivery date of a watched session. The guide's event names the session by its
 * name only: the session is the envelope's `oid` where a server sends one, else a `sessionOid`
 * in the payload, else the one watched session of that name.
 */
function receipt(
  kind: 'chatRead' | 'chatDelivered',
  event: ChatReceiptEvent,
  { oid, receiptsWatched }: ReadingContext,
): Reading {
  const watched = receiptsWatched ?? new Map<string, string>();
  const named = [...watched].filter(([, name]) => name === event.sessionName);
  const session = oid ?? event.sessionOid ?? (named.length === 1 ? named[0]?.[0] : undefined);
  if (session === undefined || !watched.has(session)) {
    return { dropped: 'its chat session is not known' };
  }
  return use({ kind, session, ...(event.date !== undefined && { date: event.date }) });
}

/**
 * A notification as the renderer gets it; `undefined` for a type the app does not use; a
 * `dropped` reason for one it uses but cannot read (the caller counts and logs it).
 */
export function readNotification(
  envelope: NotificationEnvelope,
  context: Omit<ReadingContext, 'oid'>,
): Reading | undefined {
  const type = envelope.notificationType;
  const read = Object.hasOwn(readers, type) ? readers[type as NotificationType] : undefined;
  if (!read) return undefined;
  const parsed = read.schema.safeParse(envelope.notification);
  if (!parsed.success) {
    return {
      dropped: describeIssues(parsed.error),
      ...(read.unreadable && { instead: read.unreadable }),
    };
  }
  return read.read(parsed.data, { ...context, oid: envelope.oid ?? undefined });
}
