import { z } from 'zod';
import { inlineAttachmentSchema, oidSchema } from '../../shared/interface';

/** What the user hands the outbox: checked before it is stored (the server's rules, 4.2/4.5). */
export const draftSchema = z
  .object({
    session: oidSchema,
    text: z.string(),
    attachment: inlineAttachmentSchema.optional(),
    replyTo: oidSchema.optional(),
  })
  .refine((d) => d.text.trim() !== '' || d.attachment !== undefined, {
    message: 'a message needs text or an attachment',
  })
  .refine((d) => d.replyTo === undefined || d.attachment === undefined, {
    message: 'a reply carries text only (4.5)',
  });
export type MessageDraft = z.input<typeof draftSchema>;
