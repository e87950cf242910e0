import { type z } from 'zod';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  type Colleague,
  type ColleagueWhere,
  type Favorite,
  type PresenceEntry,
} from '../../shared/contract';
import { favoriteSchema } from '../../shared/contract/people-calls';
import { databaseName, type Account } from '../cache/account';
import { CacheError } from '../cache/cache-error';
import { systemClock, type Clock } from '../cache/clock';
import { deleteDatabase, inDatabase, openDatabase } from '../cache/open-database';
import { validRows } from '../cache/valid-rows';
import { toPortFailure } from '../cache/server-port';
import { foldText } from './colleague-search';
import {
  DIRECTORY_SCHEMA_VERSION,
  DirectoryDatabase,
  directoryMetaSchemas,
  storedColleagueSchema,
  storedPresenceSchema,
  storedWebPageSchema,
  type DirectoryMeta,
  type DirectoryMetaKey,
  type StoredColleague,
  type StoredPresence,
  type StoredWebPage,
} from './directory-db';
import { type DirectoryPort, type ForwardPage } from './directory-port';

/** Pages are asked this large; the server may answer fewer (it caps pages without saying). */
const PAGE = 500;
/** A walk that goes on longer than this is a server handing out cursors in a loop. */
const MAX_PAGES = 2_000;

export type Area = 'colleagues' | 'presence' | 'favorites' | 'webPages';

/** Where each area's last read from the server stands; `sentence` says why it failed. */
export type AreaStatus = { state: 'idle' | 'loading' } | { state: 'failed'; sentence: string };
export type DirectoryStatus = Record<Area, AreaStatus> & { error?: CacheError };

export interface DirectoryOptions {
  account: Account;
  port: DirectoryPort;
  clock?: Clock;
}

/**
 * The account's directory on this computer: colleagues (4.8), their presence (the guide's list),
 * the favorites list and the integrated web pages. Every read from the server lands in its
 * table first and the screens read the tables (with `liveQuery`), so they open at once and
 * offline. One read of each area runs at a time; asking again while it runs joins it.
 */
export class Directory {
  readonly status: StoreApi<DirectoryStatus> = createStore<DirectoryStatus>(() => ({
    colleagues: { state: 'idle' },
    presence: { state: 'idle' },
    favorites: { state: 'idle' },
    webPages: { state: 'idle' },
  }));
  private readonly db: DirectoryDatabase;
  private readonly port: DirectoryPort;
  private readonly clock: Clock;
  private readonly running = new Map<Area, Promise<void>>();
  /** The presence list's version as its last notification gave it (guide: PresenceListEvent). */
  private presenceVersion: number | undefined;

  private constructor(options: DirectoryOptions) {
    this.db = new DirectoryDatabase(databaseName('directory', options.account));
    this.port = options.port;
    this.clock = options.clock ?? systemClock;
  }

  static async open(options: DirectoryOptions): Promise<Directory> {
    const directory = new Directory(options);
    await openDatabase(directory.db, 'directory', DIRECTORY_SCHEMA_VERSION);
    return directory;
  }

  /** Deletes the directory database of an account (a copy: it is read again from the server). */
  static discard(account: Account): Promise<void> {
    return deleteDatabase(databaseName('directory', account), 'directory');
  }

  close(): void {
    this.db.close();
  }

  /** "Clear cache and resync": empties every table, then reads each area again. */
  async resync(): Promise<void> {
    await this.guard((db) => {
      const tables = [db.colleagues, db.presence, db.favorites, db.webPages, db.meta];
      return db.transaction('rw', tables, () => Promise.all(tables.map((t) => t.clear())));
    });
    await Promise.all([
      this.refreshMe().catch(() => undefined),
      this.refreshFavorites(),
      this.refreshWebPages(),
      this.refreshColleagues(),
    ]);
  }

  private guard<T>(work: (db: DirectoryDatabase) => Promise<T>): Promise<T> {
    return inDatabase(this.db, 'directory', work, {
      failed: (error) => this.status.setState({ error }),
    });
  }

  /** Rows that pass their schema; any that do not are reported, never handed out. */
  private valid<T>(rows: unknown[], schema: z.ZodType<T>, table: string): T[] {
    return validRows(rows, schema, (cause) =>
      this.status.setState({
        error: new CacheError('corrupt', 'directory', { detail: table, cause }),
      }),
    );
  }

  // ---- reads for the screens --------------------------------------------------------------

  colleagues(): Promise<StoredColleague[]> {
    return this.guard(async (db) =>
      this.valid(
        await db.colleagues.orderBy('sortName').toArray(),
        storedColleagueSchema,
        'colleagues',
      ),
    );
  }

  /** The colleague who is this person (a conversation's other party), if the directory has them. */
  colleagueOfPerson(person: string): Promise<StoredColleague | undefined> {
    return this.guard(async (db) => {
      const found = await db.colleagues.where('person').equals(person).first();
      return found && this.valid([found], storedColleagueSchema, 'colleagues')[0];
    });
  }

  presence(): Promise<StoredPresence[]> {
    return this.guard(async (db) =>
      this.valid(await db.presence.toArray(), storedPresenceSchema, 'presence'),
    );
  }

  /** The favorites list as the server last answered it, in its order. */
  favorites(): Promise<Favorite[]> {
    return this.guard(async (db) =>
      this.valid(await db.favorites.orderBy('orderNumber').toArray(), favoriteSchema, 'favorites'),
    );
  }

  webPages(): Promise<StoredWebPage[]> {
    return this.guard(async (db) =>
      this.valid(await db.webPages.orderBy('position').toArray(), storedWebPageSchema, 'webPages'),
    );
  }

  meta<K extends DirectoryMetaKey>(key: K): Promise<DirectoryMeta<K> | undefined> {
    return this.guard(async (db) => {
      const row = await db.meta.get(key);
      if (row === undefined) return undefined;
      const parsed = directoryMetaSchemas[key].safeParse(row.value);
      return parsed.success ? (parsed.data as DirectoryMeta<K>) : undefined;
    });
  }

  private setMeta<K extends DirectoryMetaKey>(
    db: DirectoryDatabase,
    key: K,
    value: DirectoryMeta<K>,
  ): Promise<DirectoryMetaKey> {
    return db.meta.put({ key, value });
  }

  // ---- reads from the server --------------------------------------------------------------

  /**
   * Runs one area's read (or joins the one running), keeping `status` honest. The failure's
   * sentence stays in `status`; the promise itself always resolves.
   */
  private refresh(area: Area, work: () => Promise<void>): Promise<void> {
    const current = this.running.get(area);
    if (current) return current;
    this.status.setState({ [area]: { state: 'loading' } } as Partial<DirectoryStatus>);
    const run = work()
      .then(
        () => ({ state: 'idle' }) as const,
        (error: unknown) =>
          ({
            state: 'failed',
            sentence: error instanceof CacheError ? error.sentence : toPortFailure(error).sentence,
          }) as const,
      )
      .then((status) => {
        this.running.delete(area);
        this.status.setState({ [area]: status } as Partial<DirectoryStatus>);
      });
    this.running.set(area, run);
    return run;
  }

  /** Every page from the start; `onPage` stores each one as it comes. */
  private async walk<T>(
    read: (after: string | undefined) => Promise<ForwardPage<T>>,
    onPage: (items: T[]) => Promise<unknown>,
  ): Promise<void> {
    const seen = new Set<string>();
    let after: string | undefined;
    for (let pages = 0; pages < MAX_PAGES; pages++) {
      const page = await read(after);
      await onPage(page.items);
      if (page.items.length === 0 || page.nextId === undefined || seen.has(page.nextId)) return;
      seen.add(page.nextId);
      after = page.nextId;
    }
  }

  private stored(colleague: Colleague, walk: number): StoredColleague {
    return { ...colleague, sortName: foldText(colleague.name), seen: walk };
  }

  /**
   * Walks the whole directory (4.8) into the table, page by page (the list fills as it comes);
   * then drops the colleagues this walk did not see (they left). A walk that fails keeps what
   * the table had.
   */
  refreshColleagues(): Promise<void> {
    return this.refresh('colleagues', async () => {
      const walk = this.clock.now();
      await this.walk(
        (after) => this.port.colleagues({ limit: PAGE, ...(after !== undefined && { after }) }),
        (items) =>
          this.guard((db) => db.colleagues.bulkPut(items.map((c) => this.stored(c, walk)))),
      );
      await this.guard((db) =>
        db.transaction('rw', db.colleagues, db.meta, async () => {
          await db.colleagues.where('seen').below(walk).delete();
          await this.setMeta(db, 'colleagues', { at: this.clock.now(), walk });
        }),
      );
    });
  }

  /**
   * Asks the server for colleagues by an exact condition (4.8 `where`): a search completed
   * from the server. They join the table (and so the list); the answer is what was found. A
   * colleague found by an e-mail address has that address (4.8 cannot include it otherwise), so
   * it is kept with them and found locally from then on.
   */
  async findOnServer(where: ColleagueWhere): Promise<Colleague[]> {
    const walk = (await this.meta('colleagues'))?.walk ?? this.clock.now();
    const email = 'address' in where && where.address.includes('@') ? where.address : undefined;
    const found: Colleague[] = [];
    await this.walk(
      (after) => this.port.colleagues({ where, ...(after !== undefined && { after }) }),
      async (items) => {
        const known = items.map((c) => (email && !c.email ? { ...c, email } : c));
        found.push(...known);
        await this.guard((db) => db.colleagues.bulkPut(known.map((c) => this.stored(c, walk))));
      },
    );
    return found;
  }

  /** The presence of every line the server lists (the guide's `GET /presence`), when it has one. */
  refreshPresence(): Promise<void> {
    return this.refresh('presence', async () => {
      const walk = this.clock.now();
      let available = true;
      await this.walk(
        async (after) => {
          const page = await this.port.presence({
            limit: PAGE,
            ...(after !== undefined && { after }),
          });
          available = page.available;
          return page;
        },
        (items) =>
          this.guard((db) => db.presence.bulkPut(items.map((p) => ({ ...p, seen: walk })))),
      );
      await this.guard((db) =>
        db.transaction('rw', db.presence, db.meta, async () => {
          await db.presence.where('seen').below(walk).delete();
          await this.setMeta(db, 'presence', { at: this.clock.now(), available });
        }),
      );
    });
  }

  /**
   * A presence list entry changed (main's WebSocket): stored like a row of the list's walk, or
   * dropped when it left the list. A version that does not rise means the list as kept may be
   * wrong (the guide: "otherwise the presence list should be resetted"): it is read again.
   */
  async applyPresence(change: {
    version: number;
    removed: boolean;
    entry: PresenceEntry;
  }): Promise<void> {
    const last = this.presenceVersion;
    this.presenceVersion = change.version;
    if (last !== undefined && change.version <= last) return this.refreshPresence();
    const { entry } = change;
    await this.guard(async (db) => {
      if (change.removed) await db.presence.delete(entry.person);
      else await db.presence.put({ ...entry, seen: this.clock.now() });
    });
  }

  /** A colleague's line's "do not disturb" was switched (main's WebSocket). */
  async applyDoNotDisturb(person: string, on: boolean): Promise<void> {
    await this.guard((db) =>
      db.colleagues.where('person').equals(person).modify({ doNotDisturb: on }),
    );
  }

  /** Replaces the stored favorites list with the server's (the favorites queue calls it too). */
  storeFavorites(list: { available: boolean; items: Favorite[] }): Promise<void> {
    return this.guard((db) =>
      db.transaction('rw', db.favorites, db.meta, async () => {
        await db.favorites.clear();
        await db.favorites.bulkAdd(list.items);
        await this.setMeta(db, 'favorites', { at: this.clock.now(), available: list.available });
      }),
    );
  }

  refreshFavorites(): Promise<void> {
    return this.refresh('favorites', async () => {
      await this.storeFavorites(await this.port.favorites());
    });
  }

  /** 4.16 again (its `refresh` link is the list's own address). */
  refreshWebPages(): Promise<void> {
    return this.refresh('webPages', async () => {
      const { items } = await this.port.webPages();
      await this.guard((db) =>
        db.transaction('rw', db.webPages, db.meta, async () => {
          await db.webPages.clear();
          await db.webPages.bulkAdd(items.map((page, position) => ({ ...page, position })));
          await this.setMeta(db, 'webPages', { at: this.clock.now() });
        }),
      );
    });
  }

  /** Who the signed-in user is (their person and line), kept for offline use. */
  async refreshMe(): Promise<void> {
    const me = await this.port.me();
    const phoneLine = me.phoneLine?.oid;
    await this.guard((db) =>
      this.setMeta(db, 'me', { person: me.person.oid, ...(phoneLine && { phoneLine }) }),
    );
  }
}
