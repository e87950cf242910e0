import { z } from 'zod';
import { presenceSchema } from './presence';
import { oidSchema, singleEnvelope, timestampSchema } from './primitives';

/**
 * The platform's WebSocket (guide: websockets/index.html and its model pages; the public clients
 * in docs/decisions.md). The client asks for an address (`POST me/websocket`, as the public PHP
 * client does; the guide names "the call WebSocket" without its page), opens it, and subscribes
 * to notification types with a multi-notification request; the server then sends notifications
 * in the envelope the public web chat client reads: `notificationType`, and the payload under
 * `notification`. What neither shows (DoNotDisturbEvent and NewVoicemailEvent fields, error
 * messages) is decided in docs/decisions.md and read tolerantly; the simulator serves exactly
 * this dialect.
 */

/** `POST me/websocket` → `{object: "wss://…/websocket/…/<ticket>"}` (as chats_external_websocket.html). */
export const websocketAddressResponseSchema = singleEnvelope(z.string().min(1));

interface TypeRule {
  /** "only admin" in the guide's table. */
  readonly admin?: true;
  /** "Object id required": the subscription names the object (a wallboard, a chat session). */
  readonly object?: true;
}

/** The notification types of websockets/model/NotificationType.html (and the chat events named). */
export const notificationTypeRules = {
  activeChannelEvent: {},
  tenantStatusEvent: { admin: true },
  tenantStartedEvent: { admin: true },
  tenantStoppedEvent: { admin: true },
  newCallEvent: { admin: true },
  callConnectedEvent: { admin: true },
  channelHungUpEvent: { admin: true },
  callHungUpEvent: { admin: true },
  missedCallEvent: {},
  callTransferredEvent: {},
  twinTransferredEvent: {},
  wallboardEvent: { object: true },
  presenceListEvent: {},
  doNotDisturbEvent: {},
  softphoneDoNotDisturbEvent: {},
  newVoicemailEvent: {},
  newAlarmEvent: {},
  alarmProcessedEvent: {},
  openDocumentEvent: {},
  executeCommandEvent: {},
  showNotificationEvent: {},
  generalEvent: {},
  newVideoConferenceEvent: {},
  videoConferenceEndedEvent: {},
  todoListReminderEvent: {},
  chatTypingEvent: { object: true },
  newChatEvent: {},
  newExternalChatEvent: {},
  chatHasBeenActivatedEvent: {},
  chatActiveUserHasBeenChangedEvent: {},
  /** ChatHasBeenReadEvent.html: "give the chat session object oid when subscribing". */
  chatHasBeenReadEvent: { object: true },
  /** ChatHasBeenDeliveredEvent.html: subscribed as the read event. */
  chatHasBeenDeliveredEvent: { object: true },
  chatIsIdleEvent: {},
  chatHeartbeatEvent: {},
  chatHasBeenEndedEvent: {},
  chatNoAgentsAvailableEvent: {},
} as const satisfies Record<string, TypeRule>;
export type NotificationType = keyof typeof notificationTypeRules;

export function notificationTypeRule(name: string): TypeRule | undefined {
  return Object.hasOwn(notificationTypeRules, name)
    ? (notificationTypeRules as Record<string, TypeRule>)[name]
    : undefined;
}

/** `toggle` is a Boolean in the model, the string "true" in the guide's own example: both. */
const toggleSchema = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((value) => value === 'true'),
]);

/** One subscription (websockets/model/NotificationRequest.html). */
export const notificationToggleSchema = z.object({
  notificationType: z.string().min(1),
  oid: oidSchema.nullable().optional(),
  toggle: toggleSchema,
});
export type NotificationToggle = z.infer<typeof notificationToggleSchema>;

export const notificationRequestSchema = notificationToggleSchema.extend({
  messageType: z.literal('notificationRequest'),
});

/** Several at once (websockets/model/MultiNotificationRequest.html); its items carry no type. */
export const multiNotificationRequestSchema = z.object({
  messageType: z.literal('multiNotificationRequest'),
  notifications: z.array(notificationToggleSchema).min(1).max(1000),
});

/** The test message (websockets/index.html: "a Message with the messageType test"). */
export const testMessageSchema = z.looseObject({ messageType: z.literal('test') });

/** What a client may send. */
export const clientMessageSchema = z.discriminatedUnion('messageType', [
  notificationRequestSchema,
  multiNotificationRequestSchema,
  testMessageSchema,
]);
export type ClientMessage = z.input<typeof clientMessageSchema>;

/**
 * A notification, as the public web chat client reads it: `notificationType`, and the type's
 * notification object (its model page) under `notification`. Neither a `messageType` nor a
 * top-level `oid` is required (the guide shows neither); where a server sends an `oid`, it is
 * the object of an object-specific subscription.
 */
export const notificationEnvelopeSchema = z.looseObject({
  messageType: z.string().optional(),
  notificationType: z.string().min(1),
  oid: z.union([oidSchema, z.null()]).optional(),
  notification: z.unknown().optional(),
});
export type NotificationEnvelope = z.infer<typeof notificationEnvelopeSchema>;

/** A request the server could not take (decided): a sentence for the log, never for the user. */
export const serverErrorMessageSchema = z.looseObject({
  messageType: z.literal('error'),
  message: z.string(),
});

/**
 * What a server may send, in the order it is recognised: the echo of a test message (any
 * message whose type is `test`, however it was serialised again), a notification (anything
 * with a `notificationType`), or an error. Anything else is no message of the protocol.
 */
export type ServerMessage =
  | { kind: 'test' }
  | { kind: 'notification'; envelope: NotificationEnvelope }
  | { kind: 'error'; message: string }
  | { kind: 'unknown'; what: string };

export function readServerMessage(value: unknown): ServerMessage {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { kind: 'unknown', what: 'not a JSON object' };
  }
  if (testMessageSchema.safeParse(value).success) return { kind: 'test' };
  if ('notificationType' in value) {
    const envelope = notificationEnvelopeSchema.safeParse(value);
    return envelope.success
      ? { kind: 'notification', envelope: envelope.data }
      : { kind: 'unknown', what: 'a notification without a type' };
  }
  const error = serverErrorMessageSchema.safeParse(value);
  if (error.success) return { kind: 'error', message: error.data.message };
  const type = 'messageType' in value ? value.messageType : undefined;
  return { kind: 'unknown', what: typeof type === 'string' ? `a ${type} message` : 'a message' };
}

/** An addressable as notifications carry it. */
const partySchema = z.looseObject({
  oid: oidSchema.optional(),
  commonName: z.string().optional(),
  objectType: z.string().optional(),
});

/** websockets/model/NewChatEvent.html. `contents` is cut short for long messages. */
export const newChatEventSchema = z.looseObject({
  sessionName: z.string().optional(),
  sessionOid: oidSchema,
  /** The message's oid (the guide's text says "the oid of the chat session", a slip). */
  chatOid: oidSchema.optional(),
  date: z.string().optional(),
  clientId: z.string().nullable().optional(),
  creator: partySchema.optional(),
  addressable: partySchema.optional(),
  contents: z.string().optional(),
  chatSessionType: z.string().optional(),
  communicationOid: oidSchema.optional(),
  forwarded: z.boolean().optional(),
  silent: z.boolean().optional(),
  incoming: z.boolean().optional(),
});
export type NewChatEvent = z.infer<typeof newChatEventSchema>;

/**
 * websockets/model/PresenceListEvent.html: a changed entry of the presence list, as
 * `GET /presence` lists it (addressables_presence.html). `updateType` is "remove or update
 * entry"; `version` rises with every change, and one that does not means the list must be read
 * again.
 */
export const presenceListEventSchema = z.looseObject({
  updateType: z.string(),
  version: z.number(),
  presence: presenceSchema,
});
export type PresenceListEvent = z.infer<typeof presenceListEventSchema>;

/**
 * websockets/model/ChatTypingEvent.html: only who is typing. The session is the one subscribed
 * with its oid; a `sessionOid`, should a server add one, names it too.
 */
export const chatTypingEventSchema = z.looseObject({
  name: z.string().min(1),
  sessionOid: oidSchema.optional().catch(undefined),
});

/**
 * websockets/model/ChatHasBeenReadEvent.html and ChatHasBeenDeliveredEvent.html: the session's
 * name and its new read (delivery) date in UTC; the session is the one subscribed with its oid.
 * A `sessionOid`, should a server add one, names it too. A date that is no timestamp is read as
 * missing (the event still says the session changed).
 */
export const chatReceiptEventSchema = z.looseObject({
  sessionName: z.string().optional().catch(undefined),
  date: timestampSchema.optional().catch(undefined),
  sessionOid: oidSchema.optional().catch(undefined),
});
export type ChatReceiptEvent = z.infer<typeof chatReceiptEventSchema>;

/**
 * websockets/model/CallEvent.html shows `initiation` and `date` of a call and is cut off there;
 * the rest is decided: the call's id, the other party, and the log item it became.
 */
export const callEventSchema = z.looseObject({
  date: z.string().optional(),
  initiation: z.string().optional(),
  callId: z.string().optional(),
  remoteName: z.string().optional(),
  remoteNumber: z.string().optional(),
  communicationOid: oidSchema.optional(),
});
export type CallEvent = z.infer<typeof callEventSchema>;

/** websockets/model/TriggerEvent.html: a document to open or a notification to show. */
export const triggerEventSchema = z.looseObject({
  name: z.string().optional(),
  value: z.string(),
});

/**
 * Not shown by the guide, which names it "do not disturb of user status is changed" (decided,
 * read tolerantly): whose line's "do not disturb" changed (`person`, or `addressable`), and to
 * what. A field of another shape is read as missing, never as a reason to drop the rest.
 */
export const doNotDisturbEventSchema = z.looseObject({
  person: partySchema.optional().catch(undefined),
  addressable: partySchema.optional().catch(undefined),
  doNotDisturb: z.boolean().optional().catch(undefined),
});

/** Not shown by the guide (decided): the voicemail's log item and who left it. */
export const newVoicemailEventSchema = z.looseObject({
  communicationOid: oidSchema.optional(),
  date: z.string().optional(),
  remoteName: z.string().optional(),
  remoteNumber: z.string().optional(),
});
