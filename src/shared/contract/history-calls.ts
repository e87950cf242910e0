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

/**
 * A page of the log as the port reads it: the 4.18 cursors, and the server's clock at the answer.
 * The full representation first: a union keeps the first schema that accepts the object.
 */
export const communicationPageSchema = z.object({
  items: z.array(z.union([communicationFullSchema, communicationItemSchema])),
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
