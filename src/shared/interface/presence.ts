import { z } from 'zod';
import { cursorParamsSchema, listEnvelope, referenceSchema } from './primitives';

/**
 * Presence statuses (guide: model/Presence.PresenceStatus.html): `online` and `offline` are set
 * by the system (a phone of the user is registered, or none is); the others the user picks.
 */
export const presenceStatuses = [
  'online',
  'offline',
  'available',
  'unavailable',
  'dont_disturb',
  'at_appointment',
  'short_out_of_office',
  'long_out_of_office',
] as const;
export type PresenceStatus = (typeof presenceStatuses)[number];

/**
 * One presence entry (guide: resources/addressables_presence.html, beyond the interface): the
 * status of a person's line, the user's message and location. `status` stays a string: a newer
 * server may name a status this list does not have.
 */
export const presenceSchema = z.looseObject({
  id: z.string(),
  status: z.string(),
  statusIcon: z.string().optional(),
  message: z.string().optional(),
  location: z.string().optional(),
  addressable: referenceSchema,
});
export type Presence = z.infer<typeof presenceSchema>;
export const presenceListSchema = listEnvelope(presenceSchema);

/** The guide lists `limit`, `before` and `after`; the list runs by entry id, oldest first. */
export const presenceSearchSchema = cursorParamsSchema.pick({
  limit: true,
  before: true,
  after: true,
});
export type PresenceSearch = z.infer<typeof presenceSearchSchema>;
