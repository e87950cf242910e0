import {
  classifyPatchOperation,
  patchPayloadSchema,
  ServiceCode,
  type PatchSpec,
  type PatchTarget,
  type Reference,
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
 * Whether an operation fits the endpoint at all is `classifyPatchOperation`'s answer, the same
 * the client checks before sending; what is left here needs the data (entries, related objects).
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
    const classified = classifyPatchOperation(binding.spec, operation);
    if (!classified.ok) throw badRequest(`${where}: ${classified.sentence}`);
    const change = classified.target;
    if (change.kind === 'field') {
      setNested(draft, change.path, change.value);
      replaced.add(change.path.join('/'));
      return;
    }
    const entries = entriesOf(draft, change.list);
    // An entry added earlier in this request (by its virtual id) or an existing one (by oid).
    const find = (key: string, hint = '') => {
      const entry = virtual.get(key) ?? entries.find((e) => e.oid === key);
      if (!entry || !entries.includes(entry)) {
        throw badRequest(`${where}: ${key} names no entry of ${change.list}${hint}`);
      }
      return entry;
    };
    switch (change.kind) {
      case 'addEntry':
        created.push({
          list: change.list,
          entry: addEntry(binding, change, entries, virtual, where, newOid),
        });
        return;
      case 'removeEntry':
        entries.splice(entries.indexOf(find(change.entryOid)), 1);
        virtual.delete(change.entryOid);
        return;
      case 'setMember':
        setMember(binding, change, find(change.entryId, ' (add it first)'), where);
        break;
      case 'setReference':
        setReference(binding, change, find(change.entryId, ' (add it first)'), where);
        break;
    }
    replaced.add(`${change.list}/${change.member}`);
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

type TargetOf<K extends PatchTarget['kind']> = Extract<PatchTarget, { kind: K }>;

function addEntry(
  binding: PatchBinding,
  change: TargetOf<'addEntry'>,
  entries: Entry[],
  virtual: Map<string, Entry>,
  where: string,
  newOid: () => string,
): Entry {
  const { list, listSpec, virtualId, relatedOid } = change;
  if (virtual.has(virtualId)) throw badRequest(`${where}: virtual id ${virtualId} is already used`);
  const listBinding = binding.lists[list];
  const entry: Entry = {
    oid: newOid(),
    objectType: listBinding?.entryType ?? list,
    ...(listBinding?.defaults?.(entries) ?? {}),
  };
  if (listSpec.relates && relatedOid !== undefined) {
    const { member, objectType } = listSpec.relates;
    const related = binding.resolve(relatedOid, binding.kinds?.[objectType] ?? [objectType]);
    if (!related) throw badRequest(`${where}: no ${objectType} with oid ${relatedOid}`);
    entry[member] = related;
  }
  entries.push(entry);
  virtual.set(virtualId, entry);
  return entry;
}

function setMember(
  binding: PatchBinding,
  change: TargetOf<'setMember'>,
  entry: Entry,
  where: string,
): void {
  const mustName = binding.memberKinds?.[`${change.list}/${change.member}`];
  if (mustName && !binding.resolve(String(change.value), [mustName])) {
    throw badRequest(`${where}: no ${mustName} with oid ${String(change.value)}`);
  }
  entry[change.member] = change.value;
}

/** `/list/<id>/monitoredPhone/<oid>`: the member becomes a reference to that object. */
function setReference(
  binding: PatchBinding,
  change: TargetOf<'setReference'>,
  entry: Entry,
  where: string,
): void {
  const kinds = binding.referenceKinds?.[change.member] ?? [];
  const target = binding.resolve(change.oid, kinds);
  if (!target) throw badRequest(`${where}: no ${kinds.join(' or ')} with oid ${change.oid}`);
  entry[change.member] = target;
}
