import { z } from 'zod';
import { presenceSchema } from './presence';
import { oidSchema, singleEnvelope } from './primitives';

/**
 * The platform's WebSocket (guide: websockets/index.html and its model pages). The client asks
 * for an address (`me.websocket`, a call the guide names without showing it), opens it, and
 * subscribes to notification types; the server then sends notifications. Messages are JSON
 * objects with a `messageType`. What the guide does not show (the address call, the envelope of
 * a notification, the DoNotDisturbEvent and NewVoicemailEvent fields, error messages) is decided
 * in docs/decisions.md, and the simulator serves exactly that.
 */

/** `GET /me/websocket` → `{object: "wss://…/websocket/…/<ticket>"}` (as chats_external_websocket.html). */
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
  chatHasBeenReadEvent: {},
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

/** The test message: whatever else it holds, the server sends it back exactly. */
export const testMessageSchema = z.looseObject({ messageType: z.literal('test') });

/** What a client may send. */
export const clientMessageSchema = z.discriminatedUnion('messageType', [
  notificationRequestSchema,
  multiNotificationRequestSchema,
  testMessageSchema,
]);
export type ClientMessage = z.input<typeof clientMessageSchema>;

/**
 * A notification (decided, the guide shows none): the type it was subscribed as, the object id
 * of an object-specific subscription, and the notification object of the type's model page.
 */
export const notificationEnvelopeSchema = z.object({
  messageType: z.literal('notification'),
  notificationType: z.string(),
  oid: oidSchema.optional(),
  object: z.unknown(),
});
export type NotificationEnvelope = z.infer<typeof notificationEnvelopeSchema>;

/** A request the server could not take (decided): a sentence for the log, never for the user. */
export const serverErrorMessageSchema = z.object({
  messageType: z.literal('error'),
  message: z.string(),
});

/** What a server may send: a notification, an error, or the echo of a test message. */
export const serverMessageSchema = z.discriminatedUnion('messageType', [
  notificationEnvelopeSchema,
  serverErrorMessageSchema,
  testMessageSchema,
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

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

/** websockets/model/ChatTypingEvent.html: who is typing (the session is the envelope's `oid`). */
export const chatTypingEventSchema = z.looseObject({ name: z.string().min(1) });

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
 * Not shown by the guide, which names it "do not disturb of user status is changed" (decided):
 * whose line's "do not disturb" changed, and to what.
 */
export const doNotDisturbEventSchema = z.looseObject({
  person: partySchema.extend({ oid: oidSchema }),
  doNotDisturb: z.boolean(),
});

/** Not shown by the guide (decided): the voicemail's log item and who left it. */
export const newVoicemailEventSchema = z.looseObject({
  communicationOid: oidSchema.optional(),
  date: z.string().optional(),
  remoteName: z.string().optional(),
  remoteNumber: z.string().optional(),
});
