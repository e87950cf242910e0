import { z } from 'zod';
import { chatMessageSchema, oidSchema, timestampSchema } from '../interface';
import { presenceEntrySchema } from './people-calls';

/**
 * The platform's WebSocket as the renderer sees it: never the socket, its address or its ticket
 * (main holds them), only its state and what its notifications ask the local data to do.
 * Spread into `userContract.calls` / `userContract.events` in `user-contract.ts`.
 */

/**
 * - `off`: nobody is signed in.
 * - `connecting`: asking for the address, opening, or waiting to try again after a drop.
 * - `live`: open and subscribed: changes arrive as notifications.
 * - `polling`: the server has no WebSocket (404/405 on its address), or one cannot be kept:
 *   the local data asks the server for changes on a timer.
 */
export const liveStatusSchema = z.object({
  state: z.enum(['off', 'connecting', 'live', 'polling']),
  /**
   * Counts the connections opened in this sign-in: each new one asks the local data for one
   * catch-up (what changed while there was none).
   */
  connection: z.number().int().min(0),
});
export type LiveStatus = z.infer<typeof liveStatusSchema>;

/** The most messages one `chatMessages` hands on (main's read after a chat notification). */
export const CHAT_MESSAGES_MAX = 20;

/**
 * What the WebSocket brought, as the local data stores it: the data main read for it, or what
 * changed. Never the text a notification carries (the platform cuts long messages short): a
 * chat notification's messages come from main's own read of the session.
 */
export const liveNotificationSchema = z.discriminatedUnion('kind', [
  /**
   * A message in a chat session, sent or received (from this device or another): its typing
   * indicator ends, and the outbox settles a send in doubt. Its messages follow as
   * `chatMessages`.
   */
  z.object({
    kind: z.literal('chat'),
    session: oidSchema,
    /** The message's oid, when the server names it. */
    message: oidSchema.optional(),
    /** Who wrote it, when it came from someone else: their typing indicator ends. */
    from: z.string().max(200).optional(),
    /**
     * The `clientId` the event carries (NewChatEvent.html): the outbox's own id of a message it
     * sent settles that message at once (`Outbox.heard`).
     */
    clientId: z.string().min(1).max(100).optional(),
  }),
  /**
   * A session's newest messages (newest first), whole, read by main after its notification: the
   * local data stores them. A read that failed, or missed the message named, is a `catchUp`.
   */
  z.object({
    kind: z.literal('chatMessages'),
    session: oidSchema,
    messages: z.array(chatMessageSchema).max(CHAT_MESSAGES_MAX),
  }),
  /** A change in the log that is not a message: a missed call, a new voicemail. */
  z.object({ kind: z.literal('log'), reason: z.enum(['missedCall', 'voicemail']) }),
  /**
   * An entry of the presence list changed (or left it: `removed`). `version` rises with each;
   * one that does not means the list must be read again.
   */
  z.object({
    kind: z.literal('presence'),
    version: z.number(),
    removed: z.boolean(),
    entry: presenceEntrySchema,
  }),
  /** A colleague's line's "do not disturb" was switched. */
  z.object({ kind: z.literal('doNotDisturb'), person: oidSchema, on: z.boolean() }),
  /**
   * Something changed that main could not hand on (a notification it could not read, or more
   * than it passes on at once): the local data catches up with one sync.
   */
  z.object({ kind: z.literal('catchUp') }),
  /**
   * A watched session's read date moved (ChatHasBeenReadEvent: "all messages before this date
   * can be considered as read"): read by the other party, or by this user elsewhere. Its newest
   * messages, as the server marks them for this user, follow as `chatMessages`.
   */
  z.object({
    kind: z.literal('chatRead'),
    session: oidSchema,
    date: timestampSchema.optional(),
  }),
  /** A watched session's delivery date moved (ChatHasBeenDeliveredEvent). */
  z.object({
    kind: z.literal('chatDelivered'),
    session: oidSchema,
    date: timestampSchema.optional(),
  }),
  /** Someone types in a chat session the renderer watches (`live.watchTyping`). */
  z.object({ kind: z.literal('typing'), session: oidSchema, name: z.string().min(1).max(200) }),
]);
export type LiveNotification = z.infer<typeof liveNotificationSchema>;

export const liveCalls = {
  'live.get': { args: z.undefined(), result: liveStatusSchema },
  /**
   * Who types in this chat session (an external one that is open), until called with `on`
   * false: main subscribes its socket to the session's `chatTypingEvent`, and again after every
   * reconnection.
   */
  'live.watchTyping': {
    args: z.object({ session: oidSchema, on: z.boolean() }),
    result: z.undefined(),
  },
} as const;

export const liveEvents = {
  'live.status': liveStatusSchema,
  'live.notification': liveNotificationSchema,
} as const;
