import { z } from 'zod';
import {
  callReviewSchema,
  communicationFullSchema,
  communicationItemSchema,
  communicationSearchSchema,
  oidSchema,
} from '../interface';

/**
 * History's calls: the communication log (4.18) and call reviews (4.20). With the chat calls
 * (`chat-calls.ts`) they are what the renderer's data layer reaches the server through (its
 * `ServerPort`, built in `src/renderer/data/server-port-adapter.ts`).
 */

const pageBase = z.object({
  previousId: oidSchema.optional(),
  nextId: oidSchema.optional(),
  /** Epoch ms from the answer's HTTP `Date` header: sync windows end by the server's time. */
  serverDate: z.number().optional(),
});

/**
 * A page of the log as the port reads it: the 4.18 cursors, and the server's clock at the answer.
 * `full` says which representation every item was checked against (include=all or not), so
 * the renderer checks each item once and knows what it holds without looking again.
 */
export const communicationPageSchema = z.discriminatedUnion('full', [
  pageBase.extend({ full: z.literal(true), items: z.array(communicationFullSchema) }),
  pageBase.extend({ full: z.literal(false), items: z.array(communicationItemSchema) }),
]);
export type CommunicationPage = z.infer<typeof communicationPageSchema>;

export const historyCalls = {
  'history.search': { args: communicationSearchSchema, result: communicationPageSchema },
  'history.review': {
    args: z.object({ id: z.string().min(1).max(64), review: callReviewSchema }),
    result: z.undefined(),
  },
} as const;
