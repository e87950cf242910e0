import { z } from 'zod';

/**
 * The field rules of the admin forms, one zod schema each: the renderer validates the form
 * with them (react-hook-form's zod resolver) before anything is sent, and their messages are
 * rule ids, not sentences: the UI turns each id into its message in the user's language
 * (`ruleMessages` in the admin area's `form/rule-messages.ts`), so the rules stay
 * process-neutral and translatable.
 */
export const ruleIds = [
  'required',
  'email',
  'emailList',
  'ip',
  'time',
  'integer',
  'nonNegative',
  'port',
  'oid',
  'genericOnly',
  'duplicateIndex',
  'tooLong',
] as const;
export type RuleId = (typeof ruleIds)[number];

export function isRuleId(message: string | undefined): message is RuleId {
  return (ruleIds as readonly string[]).includes(message ?? '');
}

/** The platform keeps strings up to 4000 characters (guide: model.html). */
const MAX_TEXT = 4000;

export const textRule = z.string().max(MAX_TEXT, 'tooLong');
export const requiredTextRule = textRule.trim().min(1, 'required');

/** One e-mail address; a field the server may hold empty stays allowed empty. */
export const emailRule = z.union([z.literal(''), z.email('email').max(320, 'tooLong')], {
  error: 'email',
});

/** An IPv4 or IPv6 address or range, as 4.14's firewall entries hold them. */
export const ipRule = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], { error: 'ip' });

/** `HH:MM` on a 24-hour clock. */
export const clockTimeRule = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time');

export const integerRule = z.number('integer').int('integer').min(0, 'nonNegative');

/** A TCP/UDP port. */
export const portRule = z.number('integer').int('integer').min(0, 'port').max(65535, 'port');

/** An object picked from a list (or typed by its id): an oid. */
export const oidRule = z.string().regex(/^\d+$/, 'oid');

/** A list of e-mail addresses typed one per line (or separated by commas). */
export function splitList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

export const emailListRule = textRule.refine(
  (text) => splitList(text).every((address) => z.email().safeParse(address).success),
  'emailList',
);

/** Secrets are write-only: empty leaves the server's value as it is. */
export const secretRule = z.string().max(1024, 'tooLong');
