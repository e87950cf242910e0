import { type z } from 'zod';
import {
  cursorParamsSchema,
  referenceListSchema,
  type CursorParams,
  type ListEnvelope,
  type OperationId,
  type Order,
  type PatchResource,
  type SingleEnvelope,
} from '../../../shared/interface';
import { describeIssues } from '../describe-issues';
import { type CallOptions, type CallSpec } from '../http';
import { patchOperations, type PatchInput } from '../patch-builder';
import { toPage, walkPages, type Page, type WalkOptions } from '../paging';
import { type Caller } from '../session';
import { type PathParams, type Query } from '../url';

/** Shared steps of the resource modules, so each method is one line of what is specific. */

// Specs are built inside these async functions, so a parameter that fails its check rejects
// the returned promise instead of throwing before there is one.

export async function fetchObject<O extends OperationId, T>(
  call: Caller,
  build: () => CallSpec<O, SingleEnvelope<T>>,
): Promise<T> {
  return (await call(build())).value.object;
}

/** For answers that are the value itself: a file, a list read into names. */
export async function fetchValue<O extends OperationId, T>(
  call: Caller,
  build: () => CallSpec<O, T>,
): Promise<T> {
  return (await call(build())).value;
}

export async function fetchPage<O extends OperationId, T>(
  call: Caller,
  build: () => CallSpec<O, ListEnvelope<T>>,
): Promise<Page<T>> {
  const sent = await call(build());
  return toPage(sent.value, sent.serverDate);
}

/** For operations answered with 204 (no body). */
export async function fetchNothing<O extends OperationId>(
  call: Caller,
  build: () => CallSpec<O, undefined>,
): Promise<void> {
  await call(build());
}

/** PATCH with the operations of a builder or an array, checked against the resource's spec. */
export async function sendPatch<O extends OperationId, R extends PatchResource>(
  call: Caller,
  target: { operation: O; resource: R; params?: PathParams<O> },
  input: PatchInput<R>,
  options?: CallOptions,
): Promise<void> {
  const spec = {
    operation: target.operation,
    params: target.params,
    body: { operations: patchOperations(target.resource, input) },
    response: null,
    ...options,
  } as CallSpec<O, undefined>;
  await call(spec);
}

/**
 * Parameters are checked before anything is sent: a bad date or cursor fails here naming the
 * parameter, not as a 400 from the server.
 */
export function checkParams<T>(operation: OperationId, schema: z.ZodType<T>, params: unknown): T {
  const parsed = schema.safeParse(params ?? {});
  if (!parsed.success) throw new TypeError(`${operation}: ${describeIssues(parsed.error)}`);
  return parsed.data;
}

/**
 * A list of an admin resource's objects in short form (beyond the interface): `GET <path>` with
 * the cursor parameters.
 */
export type ReferenceListOperation =
  | 'phoneTemplates.list'
  | 'phoneLineGroups.list'
  | 'reportSchedules.list'
  | 'provisioning.list'
  | 'backupSchedules.list'
  | 'audioFiles.list';

export function referenceLister(call: Caller, operation: ReferenceListOperation) {
  return (params?: CursorParams, options?: CallOptions) =>
    fetchPage(call, () => ({
      operation,
      query: cursorQuery(checkParams(operation, cursorParamsSchema, params)),
      response: referenceListSchema,
      ...options,
    }));
}

/** `limit`, `order`, `before`, `after`: the same names on the wire as in the app. */
export function cursorQuery(p: CursorParams): Query {
  return { limit: p.limit, order: p.order, before: p.before, after: p.after };
}

/** `{ userName: 'x' }` → `userName=x`: one condition, sent as the value of `where`. */
export function whereQuery(where: Readonly<Record<string, string | boolean>> | undefined) {
  const [entry] = Object.entries(where ?? {});
  return entry ? `${entry[0]}=${String(entry[1])}` : undefined;
}

/** `include` is one comma-separated parameter. */
export function includeQuery(values: readonly string[] | undefined): string | undefined {
  return values?.length ? values.join(',') : undefined;
}

/** A `walk` for a list method: every page from `params` on (see `walkPages`). */
export function walker<P extends CursorParams, T>(
  list: (params?: P, options?: CallOptions) => Promise<Page<T>>,
  defaultOrder: Order,
) {
  return (params: P = {} as P, options: WalkOptions = {}) =>
    walkPages((p) => list(p, { signal: options.signal }), params, { ...options, defaultOrder });
}
