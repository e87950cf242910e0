import { type z } from 'zod';
import { type LiveNotification } from '../../shared/contract';
import {
  callEventSchema,
  chatTypingEventSchema,
  doNotDisturbEventSchema,
  newChatEventSchema,
  newVoicemailEventSchema,
  presenceListEventSchema,
  type NotificationEnvelope,
  type NotificationType,
} from '../../shared/interface';
import { describeIssues } from '../api/describe-issues';
import { presenceOf } from '../core/colleagues';
import { type Logger } from '../core/logger';

interface Reading<S extends z.ZodType> {
  schema: S;
  /**
   * What the renderer's local data has to do about it (`oid`: the envelope's, the object of an
   * object-specific type); undefined when nothing.
   */
  notify: (object: z.output<S>, oid: string | undefined) => LiveNotification | undefined;
}

const reading = <S extends z.ZodType>(r: Reading<S>) => r as Reading<z.ZodType>;

/**
 * The notifications the app uses, and what each asks of the local data. The socket subscribes
 * to these types (the object-specific `chatTypingEvent` per session, while one is watched); any
 * other that arrives is ignored.
 */
const readings: Partial<Record<NotificationType, Reading<z.ZodType>>> = {
  newChatEvent: reading({
    schema: newChatEventSchema,
    notify: (event) => ({
      kind: 'chat',
      session: event.sessionOid,
      ...(event.chatOid !== undefined && { message: event.chatOid }),
      ...(event.incoming === true &&
        event.creator?.commonName !== undefined && { from: event.creator.commonName }),
    }),
  }),
  missedCallEvent: reading({
    schema: callEventSchema,
    notify: () => ({ kind: 'log', reason: 'missedCall' }),
  }),
  newVoicemailEvent: reading({
    schema: newVoicemailEventSchema,
    notify: () => ({ kind: 'log', reason: 'voicemail' }),
  }),
  presenceListEvent: reading({
    schema: presenceListEventSchema,
    notify: (event) => ({
      kind: 'presence',
      version: event.version,
      removed: event.updateType === 'remove',
      entry: presenceOf(event.presence),
    }),
  }),
  doNotDisturbEvent: reading({
    schema: doNotDisturbEventSchema,
    notify: (event) => ({ kind: 'doNotDisturb', person: event.person.oid, on: event.doNotDisturb }),
  }),
  chatTypingEvent: reading({
    schema: chatTypingEventSchema,
    notify: (event, session) =>
      session === undefined ? undefined : { kind: 'typing', session, name: event.name },
  }),
};

/** What every connection subscribes to at once: the types that need no object. */
export const subscribedTypes = (Object.keys(readings) as NotificationType[]).filter(
  (type) => type !== 'chatTypingEvent',
);

/**
 * A notification as the renderer gets it, or undefined: a type the app does not use is
 * ignored, one whose object is not what the guide describes is logged and dropped.
 */
export function toLiveNotification(
  envelope: NotificationEnvelope,
  log: Logger,
): LiveNotification | undefined {
  const read = Object.hasOwn(readings, envelope.notificationType)
    ? readings[envelope.notificationType as NotificationType]
    : undefined;
  if (!read) return undefined;
  const parsed = read.schema.safeParse(envelope.object);
  if (!parsed.success) {
    log.warn(`dropped a ${envelope.notificationType}: ${describeIssues(parsed.error)}`);
    return undefined;
  }
  return read.notify(parsed.data, envelope.oid);
}
