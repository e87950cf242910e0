import { z } from 'zod';

/** A field's rule where it may also be left as is: what `leaveAsIs` builds, as a type. */
type LeftAsIs<T extends z.core.$ZodType> =
  T extends z.ZodObject<infer Shape>
    ? z.ZodObject<{ -readonly [K in keyof Shape]: LeftAsIs<Shape[K]> }>
    : T extends z.ZodArray
      ? T
      : z.ZodUnion<[z.ZodLiteral<''>, z.ZodNull, z.ZodNaN, T]>;

/** The rules of a form (its zod object) where every field may also be left as is. */
export type LeaveAsIsSchema<S extends z.ZodObject> = LeftAsIs<S>;

/**
 * What an admin form holds, derived from its rules: what they take where any field may be left
 * as is (an on/off choice or a number not set is `null`). The values the server shows
 * (`toForm`) are of this type too.
 */
export type AdminFormValues<S extends z.ZodObject> = z.input<LeaveAsIsSchema<S>>;

/**
 * The rules of a form whose current values this server does not show: every field may also be
 * left as is (empty text, no choice, no number), and is then not sent; what is filled in follows
 * the field's own rule. Lists keep their rules (every entry there is a new one).
 */
export function leaveAsIsSchema<S extends z.ZodObject>(schema: S): LeaveAsIsSchema<S>;
export function leaveAsIsSchema(schema: z.ZodObject): z.ZodObject {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([name, field]) => [name, leaveAsIs(field as z.ZodType)]),
  );
  return z.object(shape);
}

function leaveAsIs(field: z.ZodType): z.ZodType {
  if (field instanceof z.ZodObject) return leaveAsIsSchema(field);
  if (field instanceof z.ZodArray) return field;
  return z.union([z.literal(''), z.null(), z.nan(), field]);
}

/**
 * A form's two rule sets: `strict` (its schema, where the current values are shown) and
 * `relaxed` (where they are not, `leaveAsIsSchema`). Both take `AdminFormValues` of the schema.
 */
export function adminFormRules<S extends z.ZodObject>(schema: S) {
  return { strict: schema, relaxed: leaveAsIsSchema(schema) };
}
