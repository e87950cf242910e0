import { z } from 'zod';
import { listEnvelope, queryDateSchema, referenceSchema } from './primitives';

/**
 * The recent communication inbox (guide: resources/communications_recent.html, beyond the
 * interface): per contact, newest first, "the contact information (an addressable object or an
 * address field)", a linked organisation, "the last communication item" and "how many new items
 * there are", `notificationsCount`, "filled" only when there is one or more. The guide names no
 * field but `notificationsCount`: the last item is read from `lastCommunication`,
 * `communication` or `lastCommunicationItem`, whichever a server sends (logged once), and left
 * unchecked here (main reads it as a log item). Anything of another shape is read as missing.
 */
export const recentContactSchema = z.looseObject({
  addressable: referenceSchema.optional().catch(undefined),
  address: z.string().optional().catch(undefined),
  organisation: referenceSchema.optional().catch(undefined),
  notificationsCount: z.number().int().min(0).optional().catch(undefined),
  lastCommunication: z.unknown().optional(),
  communication: z.unknown().optional(),
  lastCommunicationItem: z.unknown().optional(),
});
export type RecentContact = z.infer<typeof recentContactSchema>;
export const recentInboxSchema = listEnvelope(recentContactSchema);

/** The inbox's parameters (camelCase here): the guide's `limit`, `period`, `before`, `where`. */
export const recentInboxParamsSchema = z.object({
  limit: z.number().int().min(1).max(100).optional(),
  /** Days back from `before` (the guide's default: 14). */
  period: z.number().int().min(1).max(3650).optional(),
  before: queryDateSchema.optional(),
  /** Only chat messages: `where=obj_type=XCCUserChat`. */
  chatsOnly: z.boolean().optional(),
});
export type RecentInboxParams = z.infer<typeof recentInboxParamsSchema>;
