import { z } from 'zod';
import { dialableNumber } from '../interface';

/**
 * Settings → Calls (`callSettings.*`): where the user's calls go. Which phone rings first when
 * they place a call is kept by main per account (the profile's preferences: `pbx_call` or
 * `twin_call`); the rest is the line's phone settings (me_phone_settings_update.html) and the
 * caller ID (me_phone_caller_id_get.html / _set.html). Spread into `userContract.calls` in
 * `user-contract.ts`. Saving answers the settings read back, so the form shows what the server
 * holds, not what was asked.
 */

function call<A extends z.ZodType, R extends z.ZodType>(args: A, result: R) {
  return { args, result } as const;
}

/** The rules a value can break; the renderer says each in words (issues carry no sentences). */
export const callSettingsRules = ['numberNeeded', 'numberInvalid', 'seconds'] as const;
export type CallSettingsRule = (typeof callSettingsRules)[number];

/** A number as people type it; empty while none is set. */
const typedNumber = z.string().trim().max(100);
/** Whole seconds a phone rings; its bounds are a rule of the values, not of what is read. */
const seconds = z.number({ error: 'seconds' });
/** The guide gives no bounds; ten minutes is longer than anyone lets a phone ring. */
const MAX_SECONDS = 600;

export const ringFirstPhones = ['line', 'mobile'] as const;

/** Which phone the PBX rings first when the user places a call: their line, or their mobile. */
export const ringFirstSchema = z.object({
  phone: z.enum(ringFirstPhones),
  /** The mobile number for twin calls; kept while the line is chosen, for switching back. */
  mobile: typedNumber,
});
export type RingFirst = z.infer<typeof ringFirstSchema>;

/** A number a switch sends calls to. */
const divertSchema = z.object({ on: z.boolean(), to: typedNumber });

/** The settings as main reads them: whatever the server holds. */
const callSettingsShape = z.object({
  ringFirst: ringFirstSchema,
  /** The line's redirection, after the line rang `afterSeconds` (`redirectionTimeout`). */
  redirection: divertSchema.extend({ afterSeconds: seconds }),
  /** How long the line rings before the fallback or voicemail takes the call (`timeout`). */
  ringSeconds: seconds,
  fallback: divertSchema,
  voicemail: z.boolean(),
  /** One of the numbers the server allows; '' for the trunk's default. */
  callerId: z.string().max(100),
});

/** The rule a typed number breaks: it is used and missing, or the PBX cannot dial it. */
function numberRule(typed: string, used: boolean): CallSettingsRule | undefined {
  if (typed === '') return used ? 'numberNeeded' : undefined;
  return dialableNumber(typed) === undefined ? 'numberInvalid' : undefined;
}

/**
 * What the user can change: a redirection or mobile that is used must be there, any number typed must be one
 * the PBX can dial (`dialableNumber`, as "Call a number" reads it), ring times whole seconds.
 */
export const callSettingsValuesSchema = callSettingsShape.superRefine((values, ctx) => {
  const numbers = [
    [values.ringFirst.mobile, values.ringFirst.phone === 'mobile', ['ringFirst', 'mobile']],
    [values.redirection.to, values.redirection.on, ['redirection', 'to']],
    // A fallback on without a number of the user's is the line's own (its `defaultFallback`).
    [values.fallback.to, false, ['fallback', 'to']],
  ] as const;
  for (const [typed, used, path] of numbers) {
    const rule = numberRule(typed, used);
    if (rule) ctx.addIssue({ code: 'custom', message: rule, path: [...path] });
  }
  const times = [
    [values.redirection.afterSeconds, ['redirection', 'afterSeconds']],
    [values.ringSeconds, ['ringSeconds']],
  ] as const;
  for (const [value, path] of times) {
    if (!Number.isInteger(value) || value < 0 || value > MAX_SECONDS) {
      ctx.addIssue({ code: 'custom', message: 'seconds', path: [...path] });
    }
  }
});
export type CallSettingsValues = z.infer<typeof callSettingsValuesSchema>;

export const callSettingsSchema = z.object({
  values: callSettingsShape,
  /** The numbers the server allows as caller ID (none: it does not say). */
  callerIds: z.array(z.string().max(100)),
  /** The server has the line's phone settings (false: it answered that it has none). */
  line: z.boolean(),
});
export type CallSettings = z.infer<typeof callSettingsSchema>;

export const callSettingsCalls = {
  'callSettings.get': call(z.undefined(), callSettingsSchema),
  'callSettings.save': call(callSettingsValuesSchema, callSettingsSchema),
} as const;
