import { z } from 'zod';
import { oidSchema } from '../interface';

/**
 * Group chats and drafts (issue #30, items 1 and 2): the calls the Conversations data layer makes
 * (`src/renderer/data/chats.ts`, `chat-drafts.ts`), handled in `src/main/core/handlers/chat-groups.ts`.
 * Spread into `userContract.calls` in `user-contract.ts`.
 */

function call<A extends z.ZodType, R extends z.ZodType>(args: A, result: R) {
  return { args, result } as const;
}

/** The longest group name the app sends (the guide states none). */
export const GROUP_NAME_LIMIT = 100;
/** The most colleagues a new group starts with. */
export const GROUP_MEMBERS_LIMIT = 50;
/** A draft's text, as the platform keeps a message's: at most 4 000 characters. */
export const DRAFT_TEXT_LIMIT = 4000;

/** A member of a group as the screens show one. */
export const groupMemberSchema = z.object({
  person: oidSchema,
  name: z.string().max(400),
  admin: z.boolean(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

/**
 * A group as the app knows it: its name (undefined when the server gave none the app could
 * read; the screens then name it by its members) and its members.
 */
export const groupFactsSchema = z.object({
  session: oidSchema,
  name: z.string().max(400).optional(),
  members: z.array(groupMemberSchema).max(1000),
});
export type GroupFacts = z.infer<typeof groupFactsSchema>;

/** A colleague to add: their user profile and person, as the directory knows them. */
export const newMemberSchema = z.strictObject({ user: oidSchema, person: oidSchema });

/** The user's draft in a session, as the server keeps it (its file only named). */
export const draftSchema = z.object({
  text: z.string().max(200_000),
  attachment: z
    .object({
      commonName: z.string().max(400),
      mimeType: z.string().max(255),
      size: z.number().int().nonnegative(),
    })
    .optional(),
});
export type ServerDraft = z.infer<typeof draftSchema>;

export const chatGroupCalls = {
  /**
   * A new group with the user in it, then each colleague added. `notAdded`: the colleagues the
   * server refused (their persons), with its sentence; the group exists regardless.
   */
  'chat.createGroup': call(
    z.strictObject({
      name: z.string().trim().min(1).max(GROUP_NAME_LIMIT),
      members: z.array(newMemberSchema).min(1).max(GROUP_MEMBERS_LIMIT),
    }),
    z.object({
      group: groupFactsSchema,
      notAdded: z
        .array(z.object({ person: oidSchema, sentence: z.string().max(1000) }))
        .max(GROUP_MEMBERS_LIMIT),
    }),
  ),
  /** A group's name and members, read from the server. */
  'chat.group': call(z.strictObject({ session: oidSchema }), groupFactsSchema),
  /** The user's draft in a session (`GET /chats/<oid>/concept`); empty text for none. */
  'chat.draft': call(z.strictObject({ session: oidSchema }), draftSchema),
  /**
   * Sets the draft's text (`PUT /chats/<oid>/concept`); empty text clears it. A file in the
   * draft (set by another app) is kept: main puts it back with the text.
   */
  'chat.setDraft': call(
    z.strictObject({ session: oidSchema, text: z.string().max(DRAFT_TEXT_LIMIT) }),
    z.undefined(),
  ),
} as const;
