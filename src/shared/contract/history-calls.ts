import { z } from 'zod';
import { callReviewSchema, communicationSearchSchema, cursorSchema, oidSchema } from '../interface';
import { logRowSchema } from './log-rows';

/**
 * History's calls: the communication log (4.18), marking items seen (communications_update.html)
 * and call reviews (4.20). With the chat calls
 * (`chat-calls.ts`) they are what the renderer's data layer reaches the server through (its
 * `ServerPort`, built in `src/renderer/data/server-port-adapter.ts`).
 */

/** A page of the log as the port reads it: its rows, the 4.18 cursors and the server's clock. */
export const communicationPageSchema = z.object({
  rows: z.array(logRowSchema),
  previousId: cursorSchema.optional(),
  nextId: cursorSchema.optional(),
  /** Epoch ms from the answer's HTTP `Date` header: sync windows end by the server's time. */
  serverDate: z.number().optional(),
});
export type CommunicationPage = z.infer<typeof communicationPageSchema>;

/** The most chains of one walk main reads ahead for at once. */
export const MAX_CHAINS = 7;

/**
 * A search of the log (4.18). `chain`: the caller walks older page by page (the download of the
 * whole log reads a few such chains at once, numbered from 0), so main asks for the chain's next
 * page (`before=previousId`) while this one is handed over and stored.
 */
const historySearchSchema = communicationSearchSchema.extend({
  chain: z.number().int().min(0).max(MAX_CHAINS).optional(),
});
export type HistorySearch = z.infer<typeof historySearchSchema>;

/**
 * 4.20's ID: a CallLog's oid or a call id, which goes into the request's path: one segment,
 * never a step (`.`, `..`) that would make it another path.
 */
const reviewIdSchema = z
  .string()
  .min(1)
  .max(64)
  .refine((id) => id !== '.' && id !== '..', 'an id is not a path step');

/** The most items `history.markSeen` takes in one call. */
export const MARK_SEEN_AT_ONCE = 50;

export const historyCalls = {
  'history.search': { args: historySearchSchema, result: communicationPageSchema },
  'history.review': {
    args: z.object({ id: reviewIdSchema, review: callReviewSchema }),
    result: z.undefined(),
  },
  /**
   * Marks items seen on the server (guide: communications_update.html, `displayed` replaced with
   * true), as many at once as a user can have missed between two looks at History; one request
   * per item, as the guide has no bulk update. The log's next read carries the marks.
   */
  'history.markSeen': {
    args: z.object({ oids: z.array(oidSchema).min(1).max(MARK_SEEN_AT_ONCE) }),
    result: z.undefined(),
  },
} as const;
