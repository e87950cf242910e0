import { z } from 'zod';

/**
 * Calls through the phone system (`phone.*`): placing one with the PBX (it rings the user's own
 * phone first, then the number), hanging it up, and the calls in progress as main follows them
 * (the device's calls and the PBX's active channels, kept current by `activeChannelEvent`).
 * Spread into `userContract` in `user-contract.ts`.
 */

function call<A extends z.ZodType, R extends z.ZodType>(args: A, result: R) {
  return { args, result } as const;
}

/**
 * Where a call stands: the user's own phone rings, then the number called rings, then the two
 * are connected; `ended` stays a few seconds so the call bar can say so.
 */
export const currentCallStates = ['ringingYou', 'ringingThem', 'connected', 'ended'] as const;

export const currentCallSchema = z.object({
  /** The device's own channel of the call: what `phone.hangup` takes. */
  channel: z.string().min(1).max(200),
  state: z.enum(currentCallStates),
  /** The number called, as the PBX dialled it. */
  number: z.string().max(64).optional(),
  /** Who was called, when the platform knows them. */
  name: z.string().max(200).optional(),
  /** When the two sides were connected (main's clock): the call bar's running time. */
  connectedAt: z.iso.datetime().optional(),
});
export type CurrentCall = z.infer<typeof currentCallSchema>;

/** The user's calls in progress through this device, oldest first. */
export const currentCallsSchema = z.object({ calls: z.array(currentCallSchema).max(20) });
export type CurrentCalls = z.infer<typeof currentCallsSchema>;

export const phoneCalls = {
  /** The PBX rings the user's own phone, then dials `number` (as typed) and bridges the two. */
  'phone.call': call(z.object({ number: z.string().max(100) }), z.undefined()),
  'phone.hangup': call(z.object({ channel: currentCallSchema.shape.channel }), z.undefined()),
  'phone.calls': call(z.undefined(), currentCallsSchema),
} as const;

export const phoneEvents = {
  /** The calls in progress changed: all of them, as `phone.calls` answers. */
  'phone.changed': currentCallsSchema,
} as const;
