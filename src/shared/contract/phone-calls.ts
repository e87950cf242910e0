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
 * Where a call stands: the user's own phone rings (to place a call: `ringingYou`; someone calls
 * them: `incoming`), then the number called rings, then the two are connected; `ended` and
 * `transferred` (the call went on without the user) stay a few seconds so the call bar can say so.
 */
export const currentCallStates = [
  'ringingYou',
  'ringingThem',
  'incoming',
  'connected',
  'transferred',
  'ended',
] as const;

const partyName = z.string().max(200);

export const currentCallSchema = z.object({
  /** The user's own channel of the call (the device's, or their line's): what `phone.hangup` takes. */
  channel: z.string().min(1).max(200),
  state: z.enum(currentCallStates),
  /** The number called, as the PBX dialled it. */
  number: z.string().max(64).optional(),
  /** The other party (who was called, or who calls), when the platform knows them. */
  name: partyName.optional(),
  /** When the two sides were connected (main's clock): the call bar's running time. */
  connectedAt: z.iso.datetime().optional(),
  /** A call of this device's (placed from Switchboard): the platform can transfer it. */
  transferable: z.boolean().optional(),
  /**
   * While the call is being transferred (`phone.transfer`), and once it was: to whom (their name
   * or number); `step` says whose phone rings for it, `channel` is the user's leg of the call to
   * them (hung up to cancel the transfer).
   */
  transfer: z
    .object({
      to: partyName,
      step: z.enum(['ringingYou', 'ringingThem']).optional(),
      channel: z.string().min(1).max(200).optional(),
    })
    .optional(),
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
  /**
   * Hands the connected call on `channel` over to `number` (as typed): the PBX rings the user's
   * phone, then the number; once they answer, the two parties are connected and the user's legs
   * hung up (me_device_calls_transfer_selected.html). Answers once the call is transferred.
   */
  'phone.transfer': call(
    z.object({ channel: currentCallSchema.shape.channel, number: z.string().max(100) }),
    z.undefined(),
  ),
  /**
   * The number of the call link another program opened (`tel:`, `callto:`, `sip:`), once: the
   * window asks the user to confirm it. Null when none waits.
   */
  'phone.takeCallLink': call(
    z.undefined(),
    z.object({ number: z.string().min(1).max(64) }).nullable(),
  ),
} as const;

export const phoneEvents = {
  /** The calls in progress changed: all of them, as `phone.calls` answers. */
  'phone.changed': currentCallsSchema,
  /** Another program opened a call link: `phone.takeCallLink` hands its number over. */
  'phone.callLinkOpened': z.object({}),
} as const;
