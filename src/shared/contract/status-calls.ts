import { z } from 'zod';

/**
 * The calls of the user's own status (guide: me_status_set.html, me_temporary_status_set.html,
 * me_message_set.html, and do-not-disturb in me_phone_settings_update.html). Spread into
 * `userContract.calls` / `userContract.events` in `user-contract.ts`. Every change answers the
 * status as read back, so the header shows what the server holds, not what was asked.
 */

function call<A extends z.ZodType, R extends z.ZodType>(args: A, result: R) {
  return { args, result } as const;
}

const statusName = z.string().trim().min(1).max(64);

/** The user's status as main reads it from `/me/info` and the phone settings. */
export const myStatusSchema = z.object({
  /** What colleagues see now (the presence list's entry): the temporary status while it lasts. */
  status: z.string().max(64).optional(),
  message: z.string().max(500),
  /** A status with an end time; `until` is an ISO time. */
  temporary: z.object({ status: z.string().max(64), until: z.string().max(64) }).optional(),
  /** The line's do-not-disturb switch (the phone settings), apart from the status. */
  doNotDisturb: z.boolean(),
});
export type MyStatus = z.infer<typeof myStatusSchema>;

export const statusCalls = {
  'status.get': call(z.undefined(), myStatusSchema),
  /** The statuses the server offers to pick (the others, `online` and `offline`, it sets). */
  'status.selectable': call(z.undefined(), z.object({ statuses: z.array(z.string().max(64)) })),
  'status.set': call(z.strictObject({ status: statusName }), myStatusSchema),
  'status.setTemporary': call(
    z.strictObject({ status: statusName, until: z.iso.datetime({ offset: true }) }),
    myStatusSchema,
  ),
  /** An empty message clears it. */
  'status.setMessage': call(z.strictObject({ message: z.string().max(500) }), myStatusSchema),
  'status.setDoNotDisturb': call(z.strictObject({ on: z.boolean() }), myStatusSchema),
} as const;

export const statusEvents = {
  /**
   * The status main holds changed: a change from the tray, another window's, or a read that
   * found one made on another device. The status as read back, as `status.get` answers it.
   */
  'status.changed': myStatusSchema,
} as const;
