import { z } from 'zod';

/**
 * What an admin read answers: the values the server holds, or `available: false` when the
 * server does not offer that read (a GET beyond the interface answered 404/405): the form then
 * edits without showing current values.
 */
export function currentSchema<V extends z.ZodType>(view: V) {
  return z.discriminatedUnion('available', [
    z.object({ available: z.literal(true), value: view }),
    z.object({ available: z.literal(false) }),
  ]);
}
export type Current<V> = { available: true; value: V } | { available: false };

/**
 * What a save answers: `saved` with what the server holds now (read back after the PATCH), or
 * `conflict` when a fresh read before sending differed from what the form was loaded with:
 * someone else changed it meanwhile, and nothing was sent.
 */
export function saveResultSchema<V extends z.ZodType>(view: V) {
  return z.discriminatedUnion('outcome', [
    z.object({ outcome: z.literal('saved'), current: currentSchema(view) }),
    z.object({ outcome: z.literal('conflict'), current: view }),
  ]);
}
export type SaveResult<V> =
  { outcome: 'saved'; current: Current<V> } | { outcome: 'conflict'; current: V };

/** A save's argument: the values the form was loaded with (null: none shown) and the changes. */
export function saveArgsSchema<V extends z.ZodType, C extends z.ZodType>(view: V, changes: C) {
  return z.object({ base: view.nullable(), changes });
}
