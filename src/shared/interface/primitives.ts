import { z } from 'zod';

/** Object identifiers are strings of digits (interface, conventions). */
export const oidSchema = z.string().regex(/^\d+$/, 'an oid is a string of digits');
export type Oid = z.infer<typeof oidSchema>;

/** `YYYY-MM-DD HH:MM:SS`, always UTC (design section 4). */
export const timestampSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'a timestamp is YYYY-MM-DD HH:MM:SS');
export type Timestamp = z.infer<typeof timestampSchema>;

/** The interface's timestamp form, `YYYY-MM-DD HH:MM:SS` in UTC, for an epoch time (seconds truncated). */
export function formatTimestamp(ms: number): Timestamp {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** Epoch milliseconds of an interface timestamp (UTC). */
export function parseTimestamp(timestamp: Timestamp): number {
  return Date.parse(`${timestamp.replace(' ', 'T')}Z`);
}

/** Query dates (`from`, `until`, `last_modified_*`): a day or a full timestamp. */
export const queryDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/, 'a date is YYYY-MM-DD or YYYY-MM-DD HH:MM:SS');

/** `HH:MM`, used by schedules and reprovisioning. */
export const clockTimeSchema = z.string().regex(/^\d{2}:\d{2}$/, 'a time is HH:MM');

export const linkSchema = z.object({
  rel: z.string(),
  href: z.string().optional(),
  method: z.string(),
});
export type Link = z.infer<typeof linkSchema>;

/** Short form of another object (2.1). */
export const referenceSchema = z.looseObject({
  commonName: z.string(),
  oid: oidSchema,
  objectType: z.string(),
  permissions: z.string().optional(),
});
export type Reference = z.infer<typeof referenceSchema>;

/** Fields every object carries (conventions, item 4). */
export const objectBase = {
  oid: oidSchema,
  objectType: z.string(),
  commonName: z.string().optional(),
  permissions: z.string().optional(),
};

/** `{ content, contentType?, oid, objectType: Comment }` text blobs. */
export const commentSchema = z.looseObject({
  content: z.string(),
  contentType: z.string().optional(),
  oid: oidSchema.optional(),
  objectType: z.literal('Comment').optional(),
});
export type Comment = z.infer<typeof commentSchema>;

/**
 * A paging cursor: opaque. The platform's communication cursors carry a date part
 * (`2018-10-12 09:13:25_1651011`, guide: communications_list.html), and an item's oid is accepted
 * too (interface 4.18). Never parsed by the client; only sent back.
 */
export const cursorSchema = z
  .string()
  .min(1)
  .max(256)
  .regex(/^[^\p{Cc}]*$/u, 'a cursor holds no control characters');
export type Cursor = z.infer<typeof cursorSchema>;

/**
 * `meta.paging`. An empty page carries `""` cursors on the platform (and none in the
 * interface's examples): both mean "no cursor", so `""` reads as absent.
 */
const pagingCursor = z
  .string()
  .optional()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(cursorSchema.optional());

export const pagingSchema = z.object({
  previousId: pagingCursor,
  nextId: pagingCursor,
});
export type Paging = z.infer<typeof pagingSchema>;

/** `{ object, links }` envelope for a single object (conventions, item 1). */
export function singleEnvelope<T extends z.ZodType>(object: T) {
  return z.object({ object, links: z.array(linkSchema).optional() });
}

/** `{ data: [{object, links}], meta: {links, paging?} }` envelope for lists (conventions, item 2). */
export function listEnvelope<T extends z.ZodType>(object: T) {
  return z.object({
    data: z.array(z.object({ object, links: z.array(linkSchema).optional() })),
    meta: z.object({ links: z.array(linkSchema), paging: pagingSchema.optional() }),
  });
}

/** A list of short forms (the admin resources' lists, beyond the interface). */
export const referenceListSchema = listEnvelope(referenceSchema);

export type SingleEnvelope<T> = { object: T; links?: Link[] };
export type ListEnvelope<T> = {
  data: { object: T; links?: Link[] }[];
  meta: { links: Link[]; paging?: Paging };
};

export const orderSchema = z.enum(['ascending', 'descending']);
export type Order = z.infer<typeof orderSchema>;

/**
 * The interface spells the parameter value "decending" in its tables and "descending" in
 * examples; servers accept both, clients send the documented spelling.
 */
export const orderParamSchema = z
  .enum(['ascending', 'descending', 'decending'])
  .transform((v): Order => (v === 'ascending' ? 'ascending' : 'descending'));

/** Cursor paging parameters shared by every paged list. */
export const cursorParamsSchema = z.object({
  limit: z.number().int().positive().optional(),
  order: orderSchema.optional(),
  before: cursorSchema.optional(),
  after: cursorSchema.optional(),
});
export type CursorParams = z.infer<typeof cursorParamsSchema>;
