import { z } from 'zod';
import { attachmentSchema, inlineAttachmentSchema } from './chat';
import { listEnvelope, oidSchema, referenceSchema } from './primitives';

/**
 * Group chats and chat concepts (drafts): beyond the interface, from the platform's guide
 * (docs/decisions.md, "Group chats and drafts").
 */

/** Guide: resources/chats_group_create.html. "Currently only contains the name of the group chat." */
export const groupCreateRequestSchema = z.object({ name: z.string() });
export type GroupCreateRequest = z.infer<typeof groupCreateRequestSchema>;

/** Guide: resources/chats_group_get_participants.html: a user profile, its person, admin or not. */
export const groupParticipantSchema = z.looseObject({
  userProfile: referenceSchema.optional(),
  person: referenceSchema.extend({ iconId: z.string().optional() }).optional(),
  admin: z.boolean().optional(),
});
export type GroupParticipant = z.infer<typeof groupParticipantSchema>;
export const groupParticipantListSchema = listEnvelope(groupParticipantSchema);

/**
 * Adding a member: the guide publishes no page for it. The app sends the participant as the
 * participants read shows one (its user profile and person, each by oid) to
 * `POST /chats/group/<oid>/participants`; the simulator takes either.
 */
export const groupParticipantAddSchema = z
  .object({
    userProfile: z.object({ oid: oidSchema }).optional(),
    person: z.object({ oid: oidSchema }).optional(),
  })
  .refine((p) => p.userProfile !== undefined || p.person !== undefined, {
    message: 'a participant needs its user profile or its person',
  });
export type GroupParticipantAdd = z.infer<typeof groupParticipantAddSchema>;

/** A concept's attachment (guide: chats_concept_get.html shows `thumbnailB64String` too). */
export const conceptAttachmentInfoSchema = attachmentSchema.extend({
  thumbnailB64String: z.string().optional(),
});

/**
 * Guide: resources/chats_concept_get.html: `{object: {text, attachment}}`. A session without a
 * concept is not shown: an empty object, a null object or no object are each read as "none".
 */
export const conceptSchema = z.looseObject({
  text: z.string().nullable().optional(),
  attachment: conceptAttachmentInfoSchema.nullable().optional(),
});
export type Concept = z.infer<typeof conceptSchema>;
export const conceptResponseSchema = z.looseObject({
  object: conceptSchema.nullable().optional(),
});

/** Guide: resources/chats_concept_set.html: plain text, or an attachment as base64. */
export const conceptSetRequestSchema = z.object({
  text: z.string().optional(),
  attachment: inlineAttachmentSchema.optional(),
});
export type ConceptSetRequest = z.infer<typeof conceptSetRequestSchema>;
