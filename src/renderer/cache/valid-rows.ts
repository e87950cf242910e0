import { type z } from 'zod';

/**
 * Rows read back from a local database that pass their schema; each that does not is reported
 * (`onInvalid`), never handed out: a row written by another version, or damaged on disk.
 */
export function validRows<T>(
  rows: readonly unknown[],
  schema: z.ZodType<T>,
  onInvalid: (error: z.ZodError) => void,
): T[] {
  const out: T[] = [];
  for (const row of rows) {
    const parsed = schema.safeParse(row);
    if (parsed.success) out.push(parsed.data);
    else onInvalid(parsed.error);
  }
  return out;
}
