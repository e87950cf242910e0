import { z } from 'zod';
import { oidSchema, orderParamSchema, type Order } from '../shared/interface';
import { badRequest } from './errors';
import { type PageRequest } from './paging';

export const MAX_LIMIT = 1000;
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
  before: oidSchema.optional(),
  after: oidSchema.optional(),
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
    limit: query.limit ?? DEFAULT_LIMIT,
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
