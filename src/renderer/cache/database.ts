import { Dexie, type Table, type Transaction } from 'dexie';
import { z } from 'zod';
import { searchTextOf, logRowSchema, type LogRow } from '../../shared/contract';
import { timestampSchema } from '../../shared/interface';
import { CacheError } from './cache-error';
import { type Interval } from './ranges';
import {
  encodeSegment,
  placedEntrySchema,
  splitSegments,
  type SegmentRows,
  type StoredKeys,
  type SegmentTexts,
} from './segments';
import { BOTTOM } from './sort-key';

/**
 * The cache database of one account. Its layout history, oldest first: each version lists its
 * stores (Dexie keeps the last definition of every store) and how rows move up from the one
 * before. Never edit a published version; add one.
 *
 * v1: communications by oid with indexes sortKey, objectType and nameLower; ranges; meta.
 * v2: `objectType` becomes `kind` and is indexed with the date order ([kind+sortKey]); chat
 *     messages get their session ([session+sortKey]) for conversation views; rows carry
 *     `searchText` (lower-cased name and subject) for local search. (sortKey is unique by
 *     construction — it ends with the oid — so the index does not pay for a uniqueness check.)
 * v3: the nameLower index goes (nothing reads by it; local search has its own index: every
 *     index is paid on each write, and the initial download writes 100 000 rows); the server's
 *     object is kept as JSON text (`json` instead of `item`: see rows.ts for why); searchText
 *     also holds the participants' names and addresses. Every row is rewritten once.
 * v4: rows move into segments (segments.ts): three stores of records that each hold up to a
 *     hundred rows' columns, and no per-item index; the in-memory index (segment-index.ts)
 *     answers every list. Rows are carried over in date order.
 * v5: the communications store goes (a later version than v4's, which reads it while upgrading).
 */
const SEGMENT_STORES = {
  segmentKeys: '++id',
  segmentRows: 'id',
  segmentTexts: 'id',
  ranges: 'older',
  meta: 'key',
};

export const cacheVersions = [
  {
    version: 1,
    stores: { communications: 'oid, sortKey, objectType, nameLower', ranges: 'older', meta: 'key' },
  },
  {
    version: 2,
    stores: {
      communications: 'oid, sortKey, [kind+sortKey], [session+sortKey], nameLower',
      ranges: 'older',
      meta: 'key',
    },
    upgrade: upgradeToV2,
  },
  {
    version: 3,
    stores: {
      communications: 'oid, sortKey, [kind+sortKey], [session+sortKey]',
      ranges: 'older',
      meta: 'key',
    },
    upgrade: upgradeToV3,
  },
  {
    version: 4,
    stores: SEGMENT_STORES,
    upgrade: upgradeToV4,
  },
  {
    version: 5,
    stores: { communications: null },
  },
] as const;

export const CACHE_SCHEMA_VERSION = cacheVersions.at(-1)?.version ?? 0;

/** What a v1 row must hold to be carried over; anything else makes the upgrade fail (corrupt). */
const v1RowSchema = z.looseObject({
  oid: z.string(),
  sortKey: z.string(),
  objectType: z.string(),
  nameLower: z.string(),
  version: timestampSchema,
  full: z.boolean(),
  item: z.looseObject({ commonName: z.string(), subject: z.string() }),
});

/** Rewrites every row of the communications store; a row `schema` refuses makes it corrupt. */
async function rewriteRows<T>(
  tx: Transaction,
  toVersion: number,
  schema: z.ZodType<T>,
  rewrite: (raw: Record<string, unknown>, row: T) => void,
): Promise<void> {
  await tx
    .table('communications')
    .toCollection()
    .modify((raw: Record<string, unknown>) => {
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        throw new CacheError('corrupt', 'cache', {
          detail: `communications/${String(raw.oid)} (upgrade to v${toVersion})`,
          cause: parsed.error,
        });
      }
      rewrite(raw, parsed.data);
    });
}

function upgradeToV2(tx: Transaction): Promise<void> {
  return rewriteRows(tx, 2, v1RowSchema, (raw, row) => {
    const chat = z
      .object({ chatSession: z.object({ oid: z.string() }) })
      .safeParse(row.full ? row.item : undefined);
    raw.kind = row.objectType;
    delete raw.objectType;
    if (chat.success) raw.session = chat.data.chatSession.oid;
    raw.searchText = searchTextOf(row.item);
  });
}

/** What a v2 row must hold to be carried over. */
const v2RowSchema = z.looseObject({
  full: z.boolean(),
  item: z.looseObject({
    commonName: z.string(),
    subject: z.string(),
    participants: z
      .array(z.looseObject({ commonName: z.string(), address: z.string().optional() }))
      .optional(),
  }),
});

function upgradeToV3(tx: Transaction): Promise<void> {
  return rewriteRows(tx, 3, v2RowSchema, (raw, row) => {
    raw.json = JSON.stringify(row.item);
    raw.searchText = searchTextOf(row.item, row.full ? row.item.participants : undefined);
    delete raw.item;
    delete raw.nameLower;
  });
}

/** Rows read at a time when v3 rows are carried over. */
const UPGRADE_CHUNK = 1000;

/** Carries v3 rows into segments, oldest first; a row its schema refuses makes it corrupt. */
async function upgradeToV4(tx: Transaction): Promise<void> {
  let after = BOTTOM;
  for (;;) {
    const chunk: unknown[] = await tx
      .table('communications')
      .where('sortKey')
      .above(after)
      .limit(UPGRADE_CHUNK)
      .toArray();
    const rows = chunk.map((raw) => {
      // v3 stored each row as the row main hands over now (LogRow).
      const parsed = logRowSchema.safeParse(raw);
      if (parsed.success) return parsed.data;
      throw new CacheError('corrupt', 'cache', {
        detail: `communications/${String((raw as { oid?: unknown }).oid)} (upgrade to v4)`,
        cause: parsed.error,
      });
    });
    const last = rows.at(-1);
    if (!last) return;
    await writeSegments(tx, rows);
    after = last.sortKey;
  }
}

export type WrittenSegment = ReturnType<typeof encodeSegment> & { id: number };

/** Writes rows (in slot order) as new segments, three records each; returns them with ids. */
export async function writeSegments(
  tx: Pick<Transaction, 'table'>,
  rows: readonly LogRow[],
): Promise<WrittenSegment[]> {
  const written: WrittenSegment[] = [];
  for (const part of splitSegments(rows)) {
    const segment = encodeSegment(part);
    const id = (await tx
      .table('segmentKeys')
      .add({ keys: JSON.stringify(segment.keys) })) as number;
    await Promise.all([
      tx.table('segmentRows').add({ id, rows: segment.rows }),
      tx.table('segmentTexts').add({ id, texts: segment.texts }),
    ]);
    written.push({ ...segment, id });
  }
  return written;
}

/** Meta rows, validated on read like everything else. */
export const metaSchemas = {
  /** Sync windows start here: lastModified of the next window's `last_modified_from`. */
  watermark: timestampSchema,
  /** When this database was created, and by which schema version. */
  created: z.object({ at: z.number(), schemaVersion: z.number().int() }),
  /** Changes with every store of rows (see `CommunicationCache.revision`). */
  revision: z.string(),
  /**
   * The newest entries of the whole log as of `revision`, newest first (see
   * `StoredIndex.head`): what a start's first screen reads before the index is loaded.
   */
  head: z.object({
    revision: z.string(),
    /** Every entry of the log is here: the log is no longer than the head. */
    whole: z.boolean(),
    entries: z.array(placedEntrySchema),
  }),
} as const;
export type MetaKey = keyof typeof metaSchemas;
export interface MetaRow {
  key: MetaKey;
  value: unknown;
}

/** A meta row, checked; undefined when there is none, `CacheError('corrupt')` when it is bad. */
export async function readMeta<K extends MetaKey>(
  db: CacheDatabase,
  key: K,
): Promise<z.output<(typeof metaSchemas)[K]> | undefined> {
  const row = await db.meta.get(key);
  if (row === undefined) return undefined;
  const parsed = metaSchemas[key].safeParse(row.value);
  if (!parsed.success) {
    throw new CacheError('corrupt', 'cache', { detail: `meta/${key}`, cause: parsed.error });
  }
  return parsed.data as z.output<(typeof metaSchemas)[K]>;
}

export class CacheDatabase extends Dexie {
  declare segmentKeys: Table<StoredKeys, number>;
  declare segmentRows: Table<SegmentRows, number>;
  declare segmentTexts: Table<SegmentTexts, number>;
  declare ranges: Table<Interval, string>;
  declare meta: Table<MetaRow, MetaKey>;

  /**
   * `onUpgrade` is called when an open carries rows of an older layout over (seconds for a long
   * history, once per profile), so that the screen can say why it waits.
   */
  constructor(name: string, onUpgrade?: () => void) {
    // A copy of the server's data: a write lost to a crash is fetched again (its range was in
    // the same transaction), so the cache does not wait for the disk like the outbox does.
    super(name, { chromeTransactionDurability: 'relaxed' });
    for (const step of cacheVersions) {
      const version = this.version(step.version).stores(step.stores);
      if ('upgrade' in step) {
        version.upgrade((tx) => {
          onUpgrade?.();
          return step.upgrade(tx);
        });
      }
    }
  }
}
