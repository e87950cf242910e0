import { z } from 'zod';
import { cursorSchema, oidSchema } from '../interface';

/** The admin resources listed in short form (beyond the interface; the guide lists audio files). */
export const listedKinds = [
  'phoneTemplates',
  'phoneLineGroups',
  'reportSchedules',
  'provisioning',
  'backupSchedules',
  'audioFiles',
] as const;
export type ListedKind = (typeof listedKinds)[number];

export const objectPageArgsSchema = z.object({
  kind: z.enum(listedKinds),
  before: cursorSchema.optional(),
  after: cursorSchema.optional(),
  limit: z.number().int().min(1).max(200).optional(),
});
export type ObjectPageArgs = z.infer<typeof objectPageArgsSchema>;

/** One page of names, or `available: false` where the server does not list them (404/405). */
export const objectPageSchema = z.discriminatedUnion('available', [
  z.object({
    available: z.literal(true),
    rows: z.array(z.object({ oid: oidSchema, commonName: z.string() })),
    previousId: cursorSchema.optional(),
    nextId: cursorSchema.optional(),
  }),
  z.object({ available: z.literal(false) }),
]);
export type ObjectPage = z.infer<typeof objectPageSchema>;

/** Named objects a form picks from, or `available: false` where the server lists none. */
export const namedListSchema = z.discriminatedUnion('available', [
  z.object({
    available: z.literal(true),
    items: z.array(z.object({ oid: oidSchema, name: z.string() })),
  }),
  z.object({ available: z.literal(false) }),
]);
export type NamedList = z.infer<typeof namedListSchema>;
