import { z } from 'zod';
import { commentSchema, oidSchema, singleEnvelope, timestampSchema } from './primitives';

/**
 * What the app does to the log beyond reading it: hear a call's audio
 * (resources/communications_audio_get.html), and send an SMS (communications_sms_send.html).
 * Marking an item displayed or retrieved is a patch (`patchSpecs.communication`).
 */

/**
 * A file answered as itself (the audio): its bytes, and the type and name from the answer's
 * `Content-Type` and `Content-Disposition` headers.
 */
export const fileAnswerSchema = z.object({
  bytes: z.instanceof(Uint8Array),
  mimeType: z.string(),
  fileName: z.string(),
});
export type FileAnswer = z.infer<typeof fileAnswerSchema>;

/** A phone number as people type it: digits with `+`, spaces, dashes, dots or brackets. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .regex(/^\+?[\d\s().-]*\d[\d\s().-]*$/, 'a phone number holds digits');

/** An SMS as the app writes it: the text and who gets it (their number, and person if known). */
export const smsDraftSchema = z.object({
  text: z.string().min(1, 'an SMS needs text'),
  to: z
    .array(z.object({ number: phoneNumberSchema, person: oidSchema.optional() }))
    .min(1, 'an SMS needs a receiver'),
  /** The number answers go to; the platform's default caller ID without it. */
  replyTo: phoneNumberSchema.optional(),
});
export type SmsDraft = z.infer<typeof smsDraftSchema>;

const smsAddresseeSchema = z.object({
  role: z.enum(['rtTo', 'rtReplyTo']),
  address: z.string(),
  addressable: z.object({ oid: oidSchema, objectType: z.string() }).optional(),
  objectType: z.literal('Addressee'),
});

/** `POST /communications/sms`: the guide's SMSMessage with its receivers as addressees. */
export const smsRequestSchema = z.object({
  subject: z.string(),
  contents: z.object({ objectType: z.literal('Comment'), content: z.string().min(1) }),
  participants: z.array(smsAddresseeSchema).min(1),
  objectType: z.literal('SMSMessage'),
});
export type SmsRequest = z.infer<typeof smsRequestSchema>;

/** The sent message with the ids the system gave it (`status` e.g. "Scheduled"). */
export const smsSentSchema = z.looseObject({
  oid: oidSchema,
  objectType: z.string().optional(),
  subject: z.string().optional(),
  date: timestampSchema.optional(),
  status: z.string().optional(),
  contents: commentSchema.optional(),
});
export type SmsSent = z.infer<typeof smsSentSchema>;
export const smsSentResponseSchema = singleEnvelope(smsSentSchema);

/** The draft as the wire's SMSMessage; the subject is the text's start, as a phone shows it. */
export function smsRequest(draft: SmsDraft): SmsRequest {
  const addressee = (role: 'rtTo' | 'rtReplyTo', address: string, person?: string) => ({
    role,
    address,
    ...(person !== undefined && { addressable: { oid: person, objectType: 'Person' } }),
    objectType: 'Addressee' as const,
  });
  return {
    subject: draft.text.slice(0, 40),
    contents: { objectType: 'Comment', content: draft.text },
    participants: [
      ...draft.to.map((r) => addressee('rtTo', r.number, r.person)),
      ...(draft.replyTo === undefined ? [] : [addressee('rtReplyTo', draft.replyTo)]),
    ],
    objectType: 'SMSMessage',
  };
}
