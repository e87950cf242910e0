import { z } from 'zod';

/**
 * The rules of a form whose current values this server does not show: every field may also be
 * left as is (empty text, no choice, no number), and is then not sent; what is filled in follows
 * the field's own rule. Lists keep their rules (every entry there is a new one).
 */
export function leaveAsIsSchema<S extends z.ZodObject>(schema: S): z.ZodObject {
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
