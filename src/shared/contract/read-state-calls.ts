import { z } from 'zod';
import { oidSchema, timestampSchema } from '../interface';

/**
 * What the server says is read, and marking it read there (issue #30, item 3). Spread into
 * `userContract.calls` in `user-contract.ts`; the notifications that change it are
 * `live.notification`'s `chatRead` and `chatDelivered` (`live-calls.ts`).
 */

/** The most chat sessions one recent inbox answers for, and one watch names. */
export const RECENT_SESSIONS_MAX = 100;
/** The most messages one `chat.markRead` marks. */
export const MARK_READ_MAX = 200;

/**
 * A chat session as the recent inbox (communications_recent.html) answers for it: its newest
 * message and how many are new (`notificationsCount`) up to it.
 */
export const recentSessionSchema = z.object({
  session: oidSchema,
  unread: z.number().int().min(0).max(100_000),
  lastOid: oidSchema,
  lastDate: timestampSchema,
});
export type RecentSession = z.infer<typeof recentSessionSchema>;

export const readStateCalls = {
  /** The recent inbox's chat sessions, newest first; it marks new messages delivered. */
  'chat.recent': {
    args: z.undefined(),
    result: z.object({ sessions: z.array(recentSessionSchema).max(RECENT_SESSIONS_MAX) }),
  },
  /**
   * Marks messages read (displayed) and delivered (retrieved) on the server
   * (communications_update.html), one request each; the result counts those marked.
   */
  'chat.markRead': {
    args: z.object({ messages: z.array(oidSchema).min(1).max(MARK_READ_MAX) }),
    result: z.object({ marked: z.number().int().min(0) }),
  },
  /**
   * The chat sessions whose read and delivered dates the renderer shows (the list's, the open
   * thread's), with their names (a receipt event names its session by name): main subscribes
   * the socket to their `chatHasBeenReadEvent` and `chatHasBeenDeliveredEvent`, and again on
   * every connection. Each call replaces the set.
   */
  'live.watchReceipts': {
    args: z.object({
      sessions: z
        .array(z.object({ session: oidSchema, name: z.string().max(500) }))
        .max(RECENT_SESSIONS_MAX),
    }),
    result: z.undefined(),
  },
} as const;
