import {
  fieldKindSchemas,
  patchPayloadSchema,
  ServiceCode,
  type FieldKind,
  type PatchOperation,
  type PatchSpec,
  type Reference,
  type RelationListSpec,
} from '../shared/interface';
import { badRequest, parseInput } from './errors';
import { isJsonObject as isJson, type JsonObject as Json } from './json';

type Entry = Json & { oid: string };

/** How one resource's relation lists behave in the simulator beyond what patchSpecs says. */
export interface ListBinding {
  /** objectType of the list's entries (PhoneFunctionKey, X1ListItem, …). */
  entryType: string;
  /** Members of a new entry before the request's replaces (defaults that keep the schema valid). */
  defaults?: (entries: readonly Entry[]) => Json;
  /** Members every entry must have once the request is applied. */
  required?: readonly string[];
}

export interface PatchBinding {
  spec: PatchSpec;
  lists: Readonly<Record<string, ListBinding>>;
  /** A reference to an existing object of one of these kinds, or undefined. */
  resolve: (oid: string, objectTypes: readonly string[]) => Reference | undefined;
  /** objectTypes a relation's `relates.objectType` stands for (Referable is several kinds). */
  kinds?: Readonly<Record<string, readonly string[]>>;
  /** `list/member` of kind oid that must name an object of a kind: licenseCounts/license. */
  memberKinds?: Readonly<Record<string, string>>;
  /** What a reference member (`/list/<id>/monitoredPhone/<oid>`) may point at. */
  referenceKinds?: Readonly<Record<string, readonly string[]>>;
  /** Checks on the whole result; `replaced` holds every path a replace touched. */
  check?: (draft: Json, replaced: ReadonlySet<string>) => void;
}

function entriesOf(draft: Json, list: string): Entry[] {
  const value = draft[list];
  if (Array.isArray(value)) return value as Entry[];
  const fresh: Entry[] = [];
  draft[list] = fresh;
  return fresh;
}

function checkKind(kind: FieldKind, value: unknown, where: string): void {
  const result = fieldKindSchemas[kind].safeParse(value);
  if (!result.success) {
    const expected = kind === 'stringList' ? 'a string or a list of strings' : `a ${kind}`;
    throw badRequest(`${where}: value must be ${expected}`);
  }
}

function setNested(target: Json, path: readonly string[], value: unknown): void {
  let node = target;
  for (const key of path.slice(0, -1)) {
    const next = node[key];
    node = isJson(next) ? next : (node[key] = {});
  }
  node[path[path.length - 1] as string] = value;
}

/**
 * Apply a 4.0 patch-operations payload to `target`, all or nothing: the operations run in order
 * on a copy (an add creates an entry with a new oid under its virtual id; later replaces address
 * it by that id, existing entries by their oid), then whole-result checks run, and only then is
 * the copy written back. Any refused operation answers 400/10202 naming it and changes nothing.
 */
export function applyPatch(
  target: Json,
  payload: unknown,
  binding: PatchBinding,
  newOid: () => string,
): void {
  if (payload === undefined)
    throw badRequest('no patch operations: the body is empty', ServiceCode.NoContents);
  const { operations } = parseInput(patchPayloadSchema, payload, 'payload');
  const draft = structuredClone(target);
  const virtual = new Map<string, Entry>();
  const created: { list: string; entry: Entry }[] = [];
  const replaced = new Set<string>();

  operations.forEach((operation, index) => {
    const where = `operations[${index}] (${operation.op} ${operation.path})`;
    const segments = operation.path.slice(1).split('/');
    if (segments.some((s) => s === '')) throw badRequest(`${where}: the path has an empty segment`);
    const [head = '', id, member, refOid] = segments;
    if (segments.length > 4) throw badRequest(`${where}: the path is not patchable here`);
    const listSpec: RelationListSpec | undefined = binding.spec.lists[head];
    if (!listSpec || id === undefined) {
      applyFieldReplace(binding, draft, operation, segments, where);
      replaced.add(segments.join('/'));
      return;
    }
    const entries = entriesOf(draft, head);
    const find = (key: string) => virtual.get(key) ?? entries.find((e) => e.oid === key);
    if (member === undefined) {
      if (operation.op === 'add') {
        const entry = addEntry(
          binding,
          head,
          listSpec,
          id,
          operation,
          entries,
          virtual,
          where,
          newOid,
        );
        created.push({ list: head, entry });
      } else if (operation.op === 'remove') {
        if (!listSpec.removable) throw badRequest(`${where}: entries of ${head} cannot be removed`);
        const entry = find(id);
        if (!entry) throw badRequest(`${where}: ${id} names no entry of ${head}`);
        entries.splice(entries.indexOf(entry), 1);
        virtual.delete(id);
      } else {
        throw badRequest(`${where}: an entry of ${head} is added or removed, not replaced`);
      }
      return;
    }
    if (operation.op !== 'replace') throw badRequest(`${where}: members are set with replace`);
    const entry = find(id);
    if (!entry || !entries.includes(entry)) {
      throw badRequest(`${where}: ${id} names no entry of ${head} (add it first)`);
    }
    if (refOid !== undefined || listSpec.referenceMembers?.includes(member)) {
      setReferenceMember(binding, listSpec, entry, member, refOid, where);
    } else {
      setMember(binding, head, listSpec, entry, member, operation.value, where);
    }
    replaced.add(`${head}/${member}`);
  });

  for (const { list, entry } of created) {
    const still = (draft[list] as Entry[]).includes(entry);
    const missing = (binding.lists[list]?.required ?? []).filter((m) => entry[m] === undefined);
    if (still && missing.length > 0) {
      throw badRequest(`${list}: the new entry ${entry.oid} needs ${missing.join(' and ')}`);
    }
  }
  binding.check?.(draft, replaced);
  for (const key of Object.keys(draft)) target[key] = draft[key];
}

function applyFieldReplace(
  binding: PatchBinding,
  draft: Json,
  operation: PatchOperation,
  segments: readonly string[],
  where: string,
): void {
  const kind = binding.spec.replace[segments.join('/')];
  if (kind === undefined) throw badRequest(`${where}: the path is not patchable here`);
  if (operation.op !== 'replace') throw badRequest(`${where}: this field is only replaced`);
  checkKind(kind, operation.value, where);
  setNested(draft, segments, operation.value);
}

function addEntry(
  binding: PatchBinding,
  list: string,
  spec: RelationListSpec,
  virtualId: string,
  operation: PatchOperation,
  entries: Entry[],
  virtual: Map<string, Entry>,
  where: string,
  newOid: () => string,
): Entry {
  if (virtual.has(virtualId)) throw badRequest(`${where}: virtual id ${virtualId} is already used`);
  const listBinding = binding.lists[list];
  const entry: Entry = {
    oid: newOid(),
    objectType: listBinding?.entryType ?? list,
    ...(listBinding?.defaults?.(entries) ?? {}),
  };
  if (spec.relates) {
    const kinds = binding.kinds?.[spec.relates.objectType] ?? [spec.relates.objectType];
    if (typeof operation.value !== 'string') {
      throw badRequest(`${where}: value must be the oid of a ${spec.relates.objectType}`);
    }
    const related = binding.resolve(operation.value, kinds);
    if (!related)
      throw badRequest(`${where}: no ${spec.relates.objectType} with oid ${operation.value}`);
    entry[spec.relates.member] = related;
  } else if (operation.value !== undefined) {
    throw badRequest(`${where}: an entry of ${list} is added without a value`);
  }
  entries.push(entry);
  virtual.set(virtualId, entry);
  return entry;
}

function setMember(
  binding: PatchBinding,
  list: string,
  spec: RelationListSpec,
  entry: Entry,
  member: string,
  value: unknown,
  where: string,
): void {
  const kind = spec.members[member];
  if (kind === undefined) throw badRequest(`${where}: ${member} is not a member of ${list}`);
  checkKind(kind, value, where);
  const mustName = binding.memberKinds?.[`${list}/${member}`];
  if (mustName && !binding.resolve(value as string, [mustName])) {
    throw badRequest(`${where}: no ${mustName} with oid ${String(value)}`);
  }
  entry[member] = value;
}

/** `/list/<id>/monitoredPhone/<oid>`: the member becomes a reference to that object. */
function setReferenceMember(
  binding: PatchBinding,
  spec: RelationListSpec,
  entry: Entry,
  member: string,
  oid: string | undefined,
  where: string,
): void {
  if (!spec.referenceMembers?.includes(member)) {
    throw badRequest(`${where}: ${member} is not set by reference`);
  }
  if (oid === undefined) throw badRequest(`${where}: the path must end in the oid to refer to`);
  const kinds = binding.referenceKinds?.[member] ?? [];
  const target = binding.resolve(oid, kinds);
  if (!target) throw badRequest(`${where}: no ${kinds.join(' or ')} with oid ${oid}`);
  entry[member] = target;
}
