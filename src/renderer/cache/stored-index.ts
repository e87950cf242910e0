import { readMeta, type CacheDatabase } from './database';
import { SegmentIndex } from './segment-index';
import { readSegment, type Entry } from './segments';
import { BOTTOM, TOP } from './sort-key';

/**
 * Entries kept in the stored head (see `head`): more than a first screen asks for, few enough
 * to read and validate in a millisecond or two.
 */
const HEAD = 100;

/**
 * The cache's in-memory index (segment-index.ts) kept current with the database, and the stored
 * head that serves a start's first screen before the index is loaded.
 *
 * Every read asks for the index through `current`, which reads the stored revision first: a live
 * query (dexie-react-hooks) that reads is then run again after every store, and an index older
 * than what another window wrote is loaded again.
 */
export class StoredIndex {
  private index: Promise<SegmentIndex> | undefined;
  private loadedIndex: SegmentIndex | undefined;
  /** Revisions of stores under way in this window (their index update follows their commit). */
  readonly pending = new Set<string>();

  constructor(
    private readonly hooks: {
      /** Settles once the writes queued so far have. */
      writesSettled: () => Promise<unknown>;
      /** Another window changed the database: everything held in memory is stale. */
      stale: () => void;
    },
  ) {}

  /** The index once loaded: until then, a first screen may be served from the stored head. */
  get loaded(): SegmentIndex | undefined {
    return this.loadedIndex;
  }

  /** The index being loaded or loaded, if any: what a write just changed. */
  get held(): Promise<SegmentIndex> | undefined {
    return this.index;
  }

  forget(): void {
    this.index = undefined;
    this.loadedIndex = undefined;
  }

  /** The index as stored: every segment's keys, read in one transaction with the revision. */
  load(db: CacheDatabase): Promise<SegmentIndex> {
    if (this.index) return this.index;
    const loading = db.transaction('r', [db.meta, db.segmentKeys], async () => {
      const revision = await readMeta(db, 'revision');
      const index = new SegmentIndex();
      const keys = await db.segmentKeys.toArray();
      index.addMany(keys.map((raw) => ({ keys: readSegment.keys(raw) })));
      index.revision = revision;
      return index;
    });
    this.index = loading;
    loading.then(
      (index) => {
        if (this.index === loading) this.loadedIndex = index;
      },
      // A failed load (a database error) is tried again by the next read.
      () => {
        if (this.index === loading) this.index = undefined;
      },
    );
    return loading;
  }

  /**
   * The index, current with the database. The revision is read first: a live query that calls
   * this is run again after every store. A revision of a store of this window still under way
   * waits for it; any other one unknown to the index was written by another window, and the
   * index is read again.
   */
  async current(db: CacheDatabase): Promise<SegmentIndex> {
    const revision = await readMeta(db, 'revision');
    let index = await this.load(db);
    if (index.revision === revision) return index;
    if (revision !== undefined && this.pending.has(revision)) {
      await this.hooks.writesSettled().catch(() => {});
      index = await this.load(db);
    }
    if (index.revision !== revision) {
      this.hooks.stale();
      index = await this.load(db);
    }
    return index;
  }

  /**
   * The newest entries of the whole log, when the index is not loaded yet and the stored head
   * is as current as the database. Loading the index reads every segment's keys (~0.3 s for
   * 100 000 items on the build machine, before the first rows were drawn); a start's first
   * screen needs the newest thirty rows. Callers check `loaded` first, without awaiting: in a
   * live query, a read made after awaiting a promise that is not Dexie's may go unwatched (the
   * revision read after an await of this function did, and rows stopped updating).
   */
  async head(db: CacheDatabase): Promise<{ entries: Entry[]; whole: boolean } | undefined> {
    const [revision, head] = await Promise.all([readMeta(db, 'revision'), readMeta(db, 'head')]);
    if (this.loadedIndex || !head || head.revision !== revision) return undefined;
    return head;
  }

  /**
   * Writes the head for the index's revision, after each change to the index: a head of another
   * revision is not used, so a store that left the newest rows as they were still writes it.
   */
  async writeHead(db: CacheDatabase, index: SegmentIndex): Promise<void> {
    if (index.revision === undefined) return;
    const entries = index.between(BOTTOM, TOP, undefined, HEAD);
    const value = {
      revision: index.revision,
      whole: entries.length < HEAD,
      entries: entries.map(({ text: _text, ...entry }) => entry),
    };
    await db.meta.put({ key: 'head', value });
  }
}
