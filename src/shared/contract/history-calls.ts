import { z } from 'zod';
import { callReviewSchema, communicationSearchSchema, oidSchema } from '../interface';
import { logRowSchema } from './log-rows';

/**
 * History's calls: the communication log (4.18) and call reviews (4.20). With the chat calls
 * (`chat-calls.ts`) they are what the renderer's data layer reaches the server through (its
 * `ServerPort`, built in `src/renderer/data/server-port-adapter.ts`).
 */

/** A page of the log as the port reads it: its rows, the 4.18 cursors and the server's clock. */
export const communicationPageSchema = z.object({
  rows: z.array(logRowSchema),
  previousId: oidSchema.optional(),
  nextId: oidSchema.optional(),
  /** Epoch ms from the answer's HTTP `Date` header: sync windows end by the server's time. */
  serverDate: z.number().optional(),
});
export type CommunicationPage = z.infer<typeof communicationPageSchema>;

export const historyCalls = {
  'history.search': { args: communicationSearchSchema, result: communicationPageSchema },
  'history.review': {
    args: z.object({ id: z.string().min(1).max(64), review: callReviewSchema }),
    result: z.undefined(),
  },
} as const;
