import { z } from 'zod';

/**
 * How the simulated phones behave (the far side of a call is scripted, not random): the user's
 * own phone answers after `deviceAnswerMs` (null: only when the control API answers it); the
 * party called then answers, rejects, does not answer, or waits for the control API
 * (`manual`), `answerMs` after it starts ringing. Whoever rings `ringTimeoutMs` unanswered has
 * not answered. `callInitiation` is the tenant's PBX-Call-Initiation capability.
 */
export interface PhoneScript {
  deviceAnswerMs: number | null;
  outcome: 'answer' | 'reject' | 'noAnswer' | 'manual';
  answerMs: number;
  ringTimeoutMs: number;
  callInitiation: boolean;
}

export const defaultPhoneScript: PhoneScript = {
  deviceAnswerMs: 1_000,
  outcome: 'answer',
  answerMs: 3_000,
  ringTimeoutMs: 30_000,
  callInitiation: true,
};

const delay = z.number().int().min(0).max(600_000);

/** A change of the script (the simulator's options, the control API's `phoneScript` event). */
export const phoneScriptChangeSchema = z.strictObject({
  deviceAnswerMs: delay.nullable().optional(),
  outcome: z.enum(['answer', 'reject', 'noAnswer', 'manual']).optional(),
  answerMs: delay.optional(),
  ringTimeoutMs: delay.min(1).optional(),
  callInitiation: z.boolean().optional(),
});
export type PhoneScriptChange = z.infer<typeof phoneScriptChangeSchema>;

export function changeScript(script: PhoneScript, change: PhoneScriptChange): PhoneScript {
  const given = Object.entries(change).filter(([, value]) => value !== undefined);
  return { ...script, ...Object.fromEntries(given) };
}
