import { z } from 'zod';
import { cursorSchema, orderParamSchema, type Order } from '../shared/interface';
import { badRequest } from './errors';
import { type PageRequest } from './paging';

/** The largest `limit` a request may name (larger values are refused as malformed). */
export const MAX_LIMIT = 100_000;
/**
 * The most items one page holds, whatever `limit` asked for. The platform caps its pages at a
 * maximum it does not publish and says nothing when it does; clients must not take a short page
 * for the end of a list (guide: communications_list.html), and this cap proves they don't.
 */
export const PAGE_CAP = 100;
export const DEFAULT_LIMIT = 15;

/** Query values arrive as strings; a repeated parameter arrives as an array and is refused. */
export const limitParam = z
  .string()
  .regex(/^\d+$/, 'limit must be a whole number')
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_LIMIT, `limit is at most ${MAX_LIMIT}`));

export const booleanParam = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Cursor paging parameters shared by every paged list. */
export const pagingParams = {
  limit: limitParam.optional(),
  order: orderParamSchema.optional(),
  before: cursorSchema.optional(),
  after: cursorSchema.optional(),
};

export function pageRequest(
  query: { limit?: number; order?: Order; before?: string; after?: string },
  defaultOrder: Order,
): PageRequest {
  if (query.before !== undefined && query.after !== undefined) {
    throw badRequest('query: before and after cannot be combined');
  }
  return {
    order: query.order ?? defaultOrder,
    limit: Math.min(query.limit ?? DEFAULT_LIMIT, PAGE_CAP),
    before: query.before,
    after: query.after,
  };
}

/** `a,b,c` include lists, validated value by value against the allowed set. */
export function includeParam<const V extends readonly [string, ...string[]]>(values: V) {
  return z
    .string()
    .transform((s) => s.split(',').map((v) => v.trim()))
    .pipe(z.array(z.enum(values)));
}
