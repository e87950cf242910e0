import { type PatchResource } from '../interface';
import { type AdminChanges, type ListEntryValues } from './changes';
import { splitList } from './rules';

/**
 * How an admin form maps onto its PATCH: which form fields are plain replaces, which are
 * relation lists (4.0), and how each is compared. One spec per resource; `diffForm` uses it to
 * find exactly what the user changed, as a list the user reads and as the changes main sends.
 */
export type ScalarKind = 'text' | 'boolean' | 'integer' | 'secret' | 'stringList';

export interface ScalarField {
  /** Form path, dotted for nested members (`mailFromAddress.address`). */
  readonly name: string;
  /** Patch path without the leading slash (`mailFromAddress/address`). */
  readonly path: string;
  readonly kind: ScalarKind;
}

export interface ListField {
  /** The form's array and the patch's list (`functionKeys`, `lines`, …). */
  readonly name: string;
  /** The entry member that holds the related object's oid: the add's `value`. */
  readonly relate?: string;
  /** Members replaced after the add (`/list/<virtual id>/<member>`). */
  readonly members: readonly string[];
  /** Members set by reference (`/list/<virtual id>/<member>/<oid>`). */
  readonly references?: readonly string[];
}

export interface FormSpec {
  readonly resource: PatchResource;
  readonly scalars: readonly ScalarField[];
  readonly lists: readonly ListField[];
}

/** A relation list entry in a form: `oid` is the relation entry's oid once the server has it. */
export type FormEntry = { readonly oid?: string } & Readonly<Record<string, unknown>>;
export type FormValues = Readonly<Record<string, unknown>>;

/** One line of "what will change" (or "what changed meanwhile"). */
export type DiffRow =
  | {
      readonly kind: 'field';
      readonly field: string;
      readonly before: unknown;
      readonly after: unknown;
      readonly secret: boolean;
    }
  | { readonly kind: 'added' | 'removed'; readonly field: string; readonly entry: FormEntry };

export interface FormDiff {
  readonly changes: AdminChanges;
  readonly rows: readonly DiffRow[];
}

/** The value at a dotted form path. */
export function valueAt(values: FormValues, name: string): unknown {
  return name
    .split('.')
    .reduce<unknown>(
      (at, key) =>
        typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined,
      values,
    );
}

/** "Leave as is" in a form without current values: an empty text, an unset choice or number. */
export function isLeftAsIs(value: unknown): boolean {
  return value === '' || value === null || value === undefined || Number.isNaN(value);
}

function sameScalar(kind: ScalarKind, a: unknown, b: unknown): boolean {
  if (kind === 'stringList') {
    return (
      splitList(typeof a === 'string' ? a : '').join('\n') ===
      splitList(typeof b === 'string' ? b : '').join('\n')
    );
  }
  return a === b;
}

function wireValue(kind: ScalarKind, value: unknown): string | boolean | number | string[] {
  if (kind === 'stringList') return splitList(typeof value === 'string' ? value : '');
  return value as string | boolean | number;
}

/** What the server is sent for an entry: the related oid and every member that has a value. */
function entryValues(list: ListField, entry: FormEntry): ListEntryValues {
  const values: ListEntryValues = {};
  if (list.relate) values.relate = String(entry[list.relate]);
  for (const member of [...list.members, ...(list.references ?? [])]) {
    const value = entry[member];
    if (isLeftAsIs(value)) continue;
    values[member] = value as string | number | boolean;
  }
  return values;
}

const sameEntry = (list: ListField, a: FormEntry, b: FormEntry) =>
  JSON.stringify(entryValues(list, a)) === JSON.stringify(entryValues(list, b));

/**
 * Exactly what differs between the values the server holds (`base`, or null when this server
 * does not show them) and the form's values:
 *
 * - a scalar whose value differs is one replace; a secret only when something was typed (it is
 *   write-only); without `base`, only what the user filled in (an empty field is left as is);
 * - a list entry that is gone is a remove by its relation oid; a new one is an add (virtual id,
 *   the related oid) followed by its member replaces; an existing entry whose members changed
 *   is removed and added again, since 4.0 replaces members only of entries added in the same
 *   request.
 */
export function diffForm(spec: FormSpec, base: FormValues | null, values: FormValues): FormDiff {
  const replace: Record<string, string | boolean | number | string[]> = {};
  const add: { list: string; entry: ListEntryValues }[] = [];
  const remove: { list: string; oid: string }[] = [];
  const rows: DiffRow[] = [];

  for (const field of spec.scalars) {
    const after = valueAt(values, field.name);
    const before = base ? valueAt(base, field.name) : undefined;
    const changed =
      field.kind === 'secret' || !base
        ? !isLeftAsIs(after)
        : !sameScalar(field.kind, before, after);
    if (!changed) continue;
    replace[field.path] = wireValue(field.kind, after);
    rows.push({
      kind: 'field',
      field: field.name,
      before,
      after,
      secret: field.kind === 'secret',
    });
  }

  for (const list of spec.lists) {
    const now = (valueAt(values, list.name) as FormEntry[] | undefined) ?? [];
    const then = base ? ((valueAt(base, list.name) as FormEntry[] | undefined) ?? []) : [];
    const kept = new Map(now.filter((e) => e.oid !== undefined).map((e) => [e.oid, e]));
    for (const old of then) {
      const current = old.oid === undefined ? undefined : kept.get(old.oid);
      if (current && sameEntry(list, old, current)) continue;
      if (old.oid !== undefined) remove.push({ list: list.name, oid: old.oid });
      rows.push({ kind: 'removed', field: list.name, entry: old });
    }
    const unchanged = new Set(
      then.filter((old) => old.oid !== undefined && kept.has(old.oid)).map((old) => old.oid),
    );
    for (const entry of now) {
      const existing = entry.oid !== undefined && unchanged.has(entry.oid);
      const oldEntry = then.find((old) => old.oid === entry.oid);
      if (existing && oldEntry && sameEntry(list, oldEntry, entry)) continue;
      add.push({ list: list.name, entry: entryValues(list, entry) });
      rows.push({ kind: 'added', field: list.name, entry });
    }
  }
  return { changes: { replace, add, remove }, rows };
}

function withValueAt(values: FormValues, name: string, value: unknown): FormValues {
  const [head = '', ...rest] = name.split('.');
  if (rest.length === 0) return { ...values, [head]: value };
  const inner = (values[head] as FormValues | undefined) ?? {};
  return { ...values, [head]: withValueAt(inner, rest.join('.'), value) };
}

/**
 * The user's changes (from `base` to `values`) applied on top of `fresh`, what the server holds
 * now: after a conflict the user keeps their edits without undoing what someone else changed
 * in the fields and entries they did not touch.
 */
export function rebaseForm<F extends FormValues>(
  spec: FormSpec,
  base: FormValues | null,
  values: FormValues,
  fresh: F,
): F {
  const { rows } = diffForm(spec, base, values);
  let result: FormValues = fresh;
  for (const row of rows) {
    if (row.kind === 'field') result = withValueAt(result, row.field, row.after);
  }
  for (const list of spec.lists) {
    const mine = rows.filter((r) => r.kind !== 'field' && r.field === list.name);
    if (mine.length === 0) continue;
    const removed = new Set(mine.flatMap((r) => (r.kind === 'removed' ? [r.entry.oid] : [])));
    const added = mine.flatMap((r) => (r.kind === 'added' ? [r.entry] : []));
    const theirs = (valueAt(fresh, list.name) as FormEntry[] | undefined) ?? [];
    // An entry the user changed keeps the user's version, whatever became of it meanwhile.
    const replaced = new Set<string | undefined>(
      added.map((e) => e.oid).filter((oid) => oid !== undefined),
    );
    const kept = theirs.filter((e) => !removed.has(e.oid) && !replaced.has(e.oid));
    result = withValueAt(result, list.name, [...kept, ...added]);
  }
  // `fresh` with some of its fields and lists set from `values`, a form of the same spec.
  return result as F;
}
