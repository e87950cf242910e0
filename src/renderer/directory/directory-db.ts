import { Dexie, type Table } from 'dexie';
import { z } from 'zod';
import {
  colleagueSchema,
  type favoriteSchema,
  presenceEntrySchema,
  webPageSchema,
} from '../../shared/contract/people-calls';
import { oidSchema } from '../../shared/interface';

/** A colleague as stored: the bridge's row, its sort name, and the walk that last saw it. */
export const storedColleagueSchema = colleagueSchema.extend({
  /** Folded name: the index People's list is read in. */
  sortName: z.string(),
  /** The directory walk that last listed them; rows of older walks are colleagues who left. */
  seen: z.number(),
});
export type StoredColleague = z.infer<typeof storedColleagueSchema>;

export const storedPresenceSchema = presenceEntrySchema.extend({ seen: z.number() });
export type StoredPresence = z.infer<typeof storedPresenceSchema>;

export const storedWebPageSchema = webPageSchema.extend({ position: z.number().int() });
export type StoredWebPage = z.infer<typeof storedWebPageSchema>;

/** Meta rows, validated on read like everything else. */
export const directoryMetaSchemas = {
  /** When the whole directory was last walked (epoch ms), and the walk's number. */
  colleagues: z.object({ at: z.number(), walk: z.number() }),
  /** When presence was last read; `available` false: the server has no presence list. */
  presence: z.object({ at: z.number(), available: z.boolean() }),
  /** When the favorites list was last read; `available` false: the server cannot show it. */
  favorites: z.object({ at: z.number(), available: z.boolean() }),
  webPages: z.object({ at: z.number() }),
  /**
   * The signed-in user's person (never their own colleague or favorite), and their phone line
   * (what the server search asks by); kept without it before 2026-11, so absent is "not known".
   */
  me: z.object({ person: oidSchema, phoneLine: oidSchema.optional() }),
} as const;
export type DirectoryMetaKey = keyof typeof directoryMetaSchemas;
export type DirectoryMeta<K extends DirectoryMetaKey> = z.infer<(typeof directoryMetaSchemas)[K]>;

export interface DirectoryMetaRow {
  key: DirectoryMetaKey;
  value: unknown;
}

/**
 * The directory database of one account: a copy of what the server says of the user's
 * colleagues, their presence, the favorites list and the integrated web pages, so those screens
 * open at once and work offline. Plain tables, each with the index its screen reads by.
 *
 * v1: colleagues by user oid (indexed by person and sortName), presence by person, favorites by
 * list entry (indexed by orderNumber and the referable), web pages by position, meta.
 */
export const DIRECTORY_SCHEMA_VERSION = 1;

export class DirectoryDatabase extends Dexie {
  declare colleagues: Table<StoredColleague, string>;
  declare presence: Table<StoredPresence, string>;
  declare favorites: Table<z.infer<typeof favoriteSchema>, string>;
  declare webPages: Table<StoredWebPage, number>;
  declare meta: Table<DirectoryMetaRow, DirectoryMetaKey>;

  constructor(name: string) {
    // A copy of the server's data, read again on the next start if a write is lost.
    super(name, { chromeTransactionDurability: 'relaxed' });
    this.version(DIRECTORY_SCHEMA_VERSION).stores({
      colleagues: 'oid, person, sortName, seen',
      presence: 'person, seen',
      favorites: 'item, orderNumber, referable.oid',
      webPages: 'position',
      meta: 'key',
    });
  }
}
