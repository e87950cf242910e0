import { type CacheDatabase } from './database';
import { nextIdle } from './idle';
import { type SegmentIndex } from './segment-index';
import { readSegment } from './segments';

/**
 * Search texts are read forty segments (up to four thousand rows, a few ms) at a time, each
 * batch when the renderer is idle unless a search is waiting, so a list scrolled meanwhile keeps
 * its frames. Scrolling without a pause leaves no idle time: a batch is read after this long
 * anyway. Ten at a time left a search opened a few seconds after a start waiting for them.
 */
const TEXT_BATCH = 40;
const SEARCH_LOAD_IDLE_MS = 1000;

/**
 * The search texts of the cache's rows, read into the index once a search is asked for or
 * prepared (seconds for 100 000 rows, spread over idle time). Until then the index holds none:
 * they were 15 MiB of the heap for 103 353 items (heap snapshot), more than the rest of the
 * index, growing all through the first download.
 */
export class SearchTexts {
  private search: { hurry: () => void; loaded: Promise<void> } | undefined;

  /** `load`: the index as stored (loaded once). */
  constructor(private readonly load: (db: CacheDatabase) => Promise<SegmentIndex>) {}

  forget(): void {
    this.search = undefined;
  }

  /**
   * The texts of rows just written, to be held in the index once search texts are being read
   * (`loadTexts` reads them from the database otherwise, when it runs). Asked at the moment the
   * index takes the rows, so that no segment falls between the two.
   */
  held(texts: string[]): string[] | undefined {
    return this.search ? texts : undefined;
  }

  /** The search texts, read once; `urgent` (a search waits for them) reads the rest at once. */
  ready(db: CacheDatabase, urgent: boolean): Promise<void> {
    let search = this.search;
    if (!search) {
      let hurry = () => {};
      const hurried = new Promise<void>((resolve) => (hurry = resolve));
      const loaded = this.loadTexts(db, hurried);
      const started = { hurry, loaded };
      // A failed load (a database error) is tried again by the next search.
      loaded.catch(() => {
        if (this.search === started) this.search = undefined;
      });
      this.search = search = started;
    }
    if (urgent) search.hurry();
    return search.loaded;
  }

  /**
   * Reads every segment's search texts into the index, `TEXT_BATCH` segments at a time when the
   * renderer is idle. Rows stored meanwhile come with their texts, and compaction carries them
   * over, so a segment gone by the time its turn comes needs nothing.
   */
  private async loadTexts(db: CacheDatabase, hurried: Promise<void>): Promise<void> {
    const index = await this.load(db);
    const ids = index.segmentIds();
    let hurry = false;
    void hurried.then(() => (hurry = true));
    for (let at = 0; at < ids.length;) {
      if (at > 0) await Promise.race([hurried, nextIdle(SEARCH_LOAD_IDLE_MS)]);
      // A search waits: the rest in one read (a read per batch cost ~1 ms each, 100 ms in all
      // for 103 353 rows).
      const batch = ids.slice(at, hurry ? ids.length : at + TEXT_BATCH);
      at += batch.length;
      const records = await db.segmentTexts.bulkGet(batch);
      batch.forEach((id, i) => {
        const size = index.sizeOf(id);
        const raw = records[i];
        if (raw !== undefined && size !== undefined) {
          index.setTexts(id, readSegment.texts(raw, size).texts);
        }
      });
    }
  }
}
