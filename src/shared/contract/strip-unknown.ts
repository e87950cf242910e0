import { type z } from 'zod';

/**
 * The same schema with every object in it, at any depth, dropping the fields it does not name.
 *
 * The interface's schemas keep what a server adds (`z.looseObject`): main must not fail on a
 * newer server, and an admin edit must not lose a field it did not know. What main hands the
 * renderer is another matter: only the fields the contract names cross, so a token a server
 * echoes inside a message or a log item never reaches the page. A strict object (`.strict()`,
 * which refuses extra fields) stays strict.
 *
 * The type stays the schema's own: the output is the same minus the index signature's extras.
 */
export function stripUnknown<T extends z.ZodType>(schema: T): T {
  const def = schema._zod.def as unknown as Def;
  const changes = strippedParts(def);
  return changes ? schema.clone({ ...def, ...changes } as never) : schema;
}

interface Def {
  type: string;
  [part: string]: unknown;
}

const strip = (part: unknown) => stripUnknown(part as z.ZodType);

/** Schemas that hold no other schema: nothing to strip inside. */
const leaves = new Set([
  'string',
  'number',
  'int',
  'boolean',
  'bigint',
  'literal',
  'enum',
  'template_literal',
  'undefined',
  'null',
  'void',
  'unknown',
  'any',
  'never',
  'nan',
  'date',
  'custom',
  'transform',
]);

/**
 * The parts of a schema's definition that hold other schemas, stripped; none for a leaf. A kind
 * of schema not handled here throws when the contract is built, rather than let fields through.
 */
function strippedParts(def: Def): Partial<Def> | undefined {
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const catchall = def.catchall as z.ZodType | undefined;
      return {
        shape: Object.fromEntries(Object.entries(shape).map(([key, s]) => [key, strip(s)])),
        // No catchall strips; `never` refuses extra fields and is kept.
        catchall: catchall?._zod.def.type === 'never' ? catchall : undefined,
      };
    }
    case 'array':
      return { element: strip(def.element) };
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'catch':
      return { innerType: strip(def.innerType) };
    case 'union':
      return { options: (def.options as unknown[]).map(strip) };
    case 'pipe':
      return { in: strip(def.in), out: strip(def.out) };
    default:
      if (leaves.has(def.type)) return undefined;
      throw new TypeError(`stripUnknown cannot look inside a ${def.type} schema`);
  }
}

/**
 * The calls, each result schema made to strip unknown fields (`stripUnknown`): the interface's
 * schemas keep what a server adds, which main may need but the renderer is never handed.
 */
export function strippingResults<C extends Record<string, { args: z.ZodType; result: z.ZodType }>>(
  calls: C,
): C {
  return Object.fromEntries(
    Object.entries(calls).map(([name, { args, result }]) => [
      name,
      { args, result: stripUnknown(result) },
    ]),
  ) as C;
}
