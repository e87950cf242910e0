/**
 * When an uncertain send may be sent again. Pure: times are arguments, so tests drive it with a
 * fake clock. The rule (docs/outbox.md, "Settling an uncertain send"):
 *
 * An attempt is open — the server may still apply it — until `settleMs` after the app last knew
 * it to be on its way: from when it began, or, when its failure was seen, from then. Only a look
 * at the session's messages begun after every attempt closed, finding nothing, shows that the
 * message did not arrive; a look before that finding nothing proves nothing, and the entry is
 * looked for again. The platform gives no way to ask by the client's id (the guide does not say
 * the server de-duplicates on `clientId`, nor shows it returned on the chat message), so only
 * arrival can be proven early (reconcile.ts), never absence.
 */

/**
 * How long the server may still apply a send: main writes it within `WRITE_WAIT_MS` (10 s: a
 * renewal, a request slot; past it main gives it up unsent, a certain failure) and waits
 * `REQUEST_TIMEOUT_MS` (15 s) for the answer, and the server may still be working after the
 * client gave up (the guide states no bound; the simulator's latency fault goes up to 60 s):
 * 10 + 15 + 60 = 85 s, inside the 90 (`test/renderer-data/outbox-settle.test.ts` checks it).
 */
export const DEFAULT_SETTLE_MS = 90_000;

/** While an attempt is open, how often the session's messages are looked at for it. */
export const LOOK_EVERY_MS = 4_000;

/** What a look that found nothing means: send again, or look again at `lookAt`. */
export type AfterAbsentLook = { resend: true } | { resend: false; lookAt: number };

/**
 * A look begun at `lookedAt` found nothing. `open` is when the last attempt closes (undefined:
 * no attempt was ever made, so nothing can arrive); while it is open, looks are `everyMs` apart.
 */
export function afterAbsentLook(
  open: number | undefined,
  lookedAt: number,
  now: number,
  everyMs = LOOK_EVERY_MS,
): AfterAbsentLook {
  if (open === undefined || lookedAt >= open) return { resend: true };
  return { resend: false, lookAt: Math.min(now + everyMs, open) };
}
