import {
  classifyPatchOperation,
  oidSchema,
  patchOperationSchema,
  patchSpecs,
  type FieldKind,
  type FieldValueTypes,
  type PatchOperation,
  type PatchResource,
  type RelationListSpec,
} from '../../shared/interface';
import { describeIssues } from './describe-issues';

/*
 * Every type below is derived from `patchSpecs`: adding a path there makes it available (and
 * checked) here without another list.
 */
type Specs = typeof patchSpecs;
type ReplaceMap<R extends PatchResource> = Specs[R]['replace'];
type Lists<R extends PatchResource> = Specs[R]['lists'];
type ValueOfKind<K> = K extends FieldKind ? FieldValueTypes[K] : never;

export type ReplacePath<R extends PatchResource> = keyof ReplaceMap<R> & string;
export type ReplaceValue<R extends PatchResource, P extends ReplacePath<R>> = ValueOfKind<
  ReplaceMap<R>[P]
>;
export type ListName<R extends PatchResource> = keyof Lists<R> & string;
type ListSpecOf<R extends PatchResource, L extends ListName<R>> = Lists<R>[L];
export type RemovableList<R extends PatchResource> = {
  [L in ListName<R>]: ListSpecOf<R, L> extends { removable: true } ? L : never;
}[ListName<R>];

type MemberValues<S> = S extends { members: infer M }
  ? { -readonly [K in keyof M]?: ValueOfKind<M[K]> }
  : never;
/** Lists whose entries relate another object name it with `relate` (its oid); required. */
type RelateValue<S> = S extends { relates: object } ? { relate: string } : unknown;
/** Reference members (`monitoredPhone`) take the oid of the referenced object. */
type ReferenceValues<S> = S extends { referenceMembers: readonly (infer N extends string)[] }
  ? { [K in N]?: string }
  : unknown;

/** The values of a new list entry, e.g. `{ label, type, value, keyIndex, monitoredPhone? }`. */
export type ListEntry<R extends PatchResource, L extends ListName<R>> = MemberValues<
  ListSpecOf<R, L>
> &
  RelateValue<ListSpecOf<R, L>> &
  ReferenceValues<ListSpecOf<R, L>>;

/** Member values of an entry that already exists (no `relate`: it is fixed once added). */
export type ListEntryChanges<R extends PatchResource, L extends ListName<R>> = MemberValues<
  ListSpecOf<R, L>
> &
  ReferenceValues<ListSpecOf<R, L>>;

/**
 * Checks one operation against the paths its endpoint accepts (interface 4.0 and the endpoint's
 * table), with the grammar the simulator uses too. Used for the builder's output and for
 * operation arrays handed in directly, so a bad patch fails here, naming the path and with the
 * server's sentence, instead of as a 400 from the server.
 */
export function checkPatchOperation(resource: PatchResource, candidate: unknown): PatchOperation {
  const shape = patchOperationSchema.safeParse(candidate);
  if (!shape.success) {
    throw new TypeError(`patch(${resource}): ${describeIssues(shape.error)}`);
  }
  const op = shape.data;
  const classified = classifyPatchOperation(patchSpecs[resource], op);
  if (!classified.ok) {
    throw new TypeError(`patch(${resource}): ${op.op} ${op.path}: ${classified.sentence}`);
  }
  return op;
}

/**
 * Builds the operations of one PATCH. Values are checked by field kind at compile time (from
 * the spec) and again at run time, so a value that slipped through a cast still fails here.
 *
 *     patch('phoneTemplate')
 *       .replace('voicemailNumber', '1234')
 *       .addToList('functionKeys', { label: 'Reception', type: 'speeddial', value: '200', keyIndex: 3 })
 *       .build();
 */
export class PatchBuilder<R extends PatchResource> {
  private readonly operations: PatchOperation[] = [];
  private virtualIds = 0;

  constructor(readonly resource: R) {}

  private push(op: PatchOperation): this {
    this.operations.push(checkPatchOperation(this.resource, op));
    return this;
  }

  replace<P extends ReplacePath<R>>(path: P, value: ReplaceValue<R, P>): this {
    return this.push({ op: 'replace', path: `/${path}`, value });
  }

  /** Member replaces of one entry: `replace /<list>/<id>/<member>` and reference paths. */
  private setMembers(list: string, id: string, values: Record<string, unknown>): void {
    const references: readonly string[] =
      (patchSpecs[this.resource].lists as Record<string, RelationListSpec>)[list]
        ?.referenceMembers ?? [];
    for (const [member, value] of Object.entries(values)) {
      if (value === undefined) continue;
      if (references.includes(member)) {
        if (typeof value !== 'string') {
          throw new TypeError(`patch(${this.resource}): ${list}.${member} must be an oid`);
        }
        this.push({ op: 'replace', path: `/${list}/${id}/${member}/${value}` });
      } else {
        this.push({ op: 'replace', path: `/${list}/${id}/${member}`, value });
      }
    }
  }

  /**
   * Adds an entry: `add /<list>/<virtual id>` (value = `relate` where the list relates another
   * object), then one replace per member given. Returns the builder; the virtual id ("new1",
   * "new2", … unique within this builder) groups the operations on the server.
   */
  addToList<L extends ListName<R>>(list: L, entry: ListEntry<R, L>): this {
    const id = `new${++this.virtualIds}`;
    const { relate, ...members } = entry as { relate?: unknown } & Record<string, unknown>;
    this.push({
      op: 'add',
      path: `/${list}/${id}`,
      ...(relate !== undefined && { value: relate }),
    });
    this.setMembers(list, id, members);
    return this;
  }

  /**
   * Changes members of an existing entry by its oid. Beyond the interface, which shows member
   * replaces only on virtual ids; used for reordering favorites.
   */
  updateInList<L extends ListName<R>>(
    list: L,
    entryOid: string,
    changes: ListEntryChanges<R, L>,
  ): this {
    if (!oidSchema.safeParse(entryOid).success) {
      throw new TypeError(`patch(${this.resource}): ${list}: "${entryOid}" is not an oid`);
    }
    this.setMembers(list, entryOid, changes);
    return this;
  }

  removeFromList<L extends RemovableList<R>>(list: L, entryOid: string): this {
    return this.push({ op: 'remove', path: `/${list}/${entryOid}` });
  }

  build(): PatchOperation[] {
    return this.operations.map((op) => ({ ...op }));
  }
}

export function patch<R extends PatchResource>(resource: R): PatchBuilder<R> {
  return new PatchBuilder(resource);
}

/** What an update method accepts: a builder for that resource, or ready operations. */
export type PatchInput<R extends PatchResource> = PatchBuilder<R> | readonly PatchOperation[];

/** The operations to send, each checked against the resource's spec. */
export function patchOperations<R extends PatchResource>(
  resource: R,
  input: PatchInput<R>,
): PatchOperation[] {
  if (input instanceof PatchBuilder && input.resource !== resource) {
    throw new TypeError(`patch(${input.resource}) cannot update a ${resource}`);
  }
  const ops =
    input instanceof PatchBuilder
      ? input.build()
      : input.map((op) => checkPatchOperation(resource, op));
  // An empty patch would be a silent no-op; the server refuses it too.
  if (!ops.length) throw new TypeError(`patch(${resource}): at least one operation is needed`);
  return ops;
}
