import { z } from 'zod';
import {
  fieldKindSchemas,
  oidSchema,
  patchSpecs,
  type PatchResource,
  type PatchSpec,
} from '../interface';

/**
 * What an admin form asks main to change, in the terms of 4.0 but before virtual ids exist:
 * fields to replace (by patch path, `mailFromAddress/address`), entries to add to a relation
 * list (the related object's oid as `relate`, then member values), and entries to remove by
 * their relation oid. Main turns it into the minimal patch operations with `patch-builder.ts`.
 */
export interface AdminChanges {
  replace: Record<string, ReplacedValue>;
  add: { list: string; entry: ListEntryValues }[];
  remove: { list: string; oid: string }[];
}
export type ReplacedValue = string | boolean | number | string[];
export type ListEntryValues = Record<string, string | number | boolean>;

export const noChanges: AdminChanges = { replace: {}, add: [], remove: [] };

export function countChanges(changes: AdminChanges): number {
  return Object.keys(changes.replace).length + changes.add.length + changes.remove.length;
}

/** An admin change touches a handful of entries; this bounds what one call may carry. */
const MAX_ENTRIES = 500;

/**
 * The changes one resource accepts, from its `patchSpecs` entry: only its replace paths with
 * values of their kind, only its lists, removals only where the list allows them. A request that
 * does not fit is refused at the contract, before any patch is built.
 */
export function adminChangesSchema(resource: PatchResource) {
  const spec: PatchSpec = patchSpecs[resource];
  const replace = z.strictObject(
    Object.fromEntries(
      Object.entries(spec.replace).map(([path, kind]) => [path, fieldKindSchemas[kind].optional()]),
    ),
  );
  const lists = Object.keys(spec.lists);
  const removable = lists.filter((list) => spec.lists[list]?.removable);
  const entryValue = z.union([z.string().max(4000), z.number(), z.boolean()]);
  const add = z.array(
    z.object({
      list: lists.length > 0 ? z.enum(lists as [string, ...string[]]) : z.never(),
      entry: z.record(z.string().max(64), entryValue),
    }),
  );
  const remove = z.array(
    z.object({
      list: removable.length > 0 ? z.enum(removable as [string, ...string[]]) : z.never(),
      oid: oidSchema,
    }),
  );
  return z.object({
    replace: replace as unknown as z.ZodType<AdminChanges['replace'], AdminChanges['replace']>,
    add: add.max(MAX_ENTRIES),
    remove: remove.max(MAX_ENTRIES),
  });
}
