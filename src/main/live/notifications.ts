import { type z } from 'zod';
import { type LiveNotification } from '../../shared/contract';
import {
  callEventSchema,
  newChatEventSchema,
  newVoicemailEventSchema,
  type NotificationEnvelope,
  type NotificationType,
} from '../../shared/interface';
import { describeIssues } from '../api/describe-issues';
import { type Logger } from '../core/logger';

interface Reading<S extends z.ZodType> {
  schema: S;
  /** What the renderer's local data has to do about it. */
  notify: (object: z.output<S>) => LiveNotification;
}

const reading = <S extends z.ZodType>(r: Reading<S>) => r as Reading<z.ZodType>;

/**
 * The notifications the app uses, and what each asks of the local data. The socket subscribes
 * to exactly these types; any other that arrives is ignored.
 */
const readings: Partial<Record<NotificationType, Reading<z.ZodType>>> = {
  newChatEvent: reading({
    schema: newChatEventSchema,
    notify: (event) => ({
      kind: 'chat',
      session: event.sessionOid,
      ...(event.chatOid !== undefined && { message: event.chatOid }),
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
};

export const subscribedTypes = Object.keys(readings) as NotificationType[];

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
  return read.notify(parsed.data);
}
