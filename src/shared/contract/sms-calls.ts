import { z } from 'zod';
import { oidSchema } from '../interface';

/**
 * SMS (`sms.*`): a text sent to a phone number through the platform (guide:
 * communications_sms_send.html). The sent SMS is an item of the communication log, which the
 * renderer's local data brings in by its sync, as every item. Spread into `userContract` in
 * `user-contract.ts`.
 */

function call<A extends z.ZodType, R extends z.ZodType>(args: A, result: R) {
  return { args, result } as const;
}

/**
 * The longest text the app sends: ten parts of 160 characters. The guide names no limit; SMS
 * providers commonly stop at about this length, and one call stays small.
 */
export const SMS_TEXT_LIMIT = 1600;

export const smsSendArgsSchema = z.object({
  /** As typed: main sends it as the PBX dials it (`smsNumber`), or refuses it with a sentence. */
  number: z.string().max(100),
  text: z.string().max(SMS_TEXT_LIMIT),
  /** The person the number is theirs, when the app knows it (People, a History entry). */
  person: oidSchema.optional(),
});
export type SmsSendArgs = z.infer<typeof smsSendArgsSchema>;

export const smsCalls = {
  /**
   * Sends `text` to `number`; answers once the platform took it (its status "Scheduled": handed
   * to the SMS provider). A number that cannot receive one, or an empty text, is refused with a
   * sentence, before sending or by the server (400/10203).
   */
  'sms.send': call(smsSendArgsSchema, z.undefined()),
} as const;
