import { type z } from 'zod';

/** `['data', 3, 'object', 'date']` → `data[3].object.date`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else out += out ? `.${String(seg)}` : String(seg);
  }
  return out || '(the whole value)';
}

/**
 * One line naming the first failing field and why, e.g.
 * `data[3].object.date: a timestamp is YYYY-MM-DD HH:MM:SS (and 2 more problems)`.
 * Zod's messages name what was expected, never the value received, so no secret can leak.
 */
export function describeIssues(error: z.ZodError): string {
  const [first, ...rest] = error.issues;
  if (!first) return 'invalid value';
  const more = rest.length ? ` (and ${rest.length} more problem${rest.length > 1 ? 's' : ''})` : '';
  return `${formatPath(first.path)}: ${first.message}${more}`;
}
