/**
 * What `npm run bench` runs inside the page. Each function is handed to Playwright, which sends
 * its source to the page: so each is self-contained (no imports, no closures) and uses only the
 * browser's own APIs, which is also what makes the baselines raw.
 */

/** The renderer's selectors the bench relies on (see HistoryRows.tsx). */
export const selectors = {
  scroller: '.history-scroller',
  row: '.history-scroller [role=option][data-oid]',
  placeholder: '.history-scroller .history-row-placeholder',
} as const;

export interface StartProbe {
  /** When the page's scripts could run (DOMContentLoaded, ms since navigation). */
  loadedAt?: number;
  /** When the History button was clicked (ms since navigation). */
  clickedAt?: number;
  /** When the first history row was painted (ms since navigation). */
  firstRowsAt?: number;
}

/**
 * Installed before the app's scripts: opens History the moment its button exists (the earliest a
 * user could) and notes when the first row is on screen, taken at the frame after it entered
 * the DOM.
 */
export function installStartProbe(rowSelector: string): void {
  const probe: StartProbe = {};
  (globalThis as { __startProbe?: StartProbe }).__startProbe = probe;
  const observer = new MutationObserver(() => {
    if (probe.clickedAt === undefined) {
      const button = [...document.querySelectorAll<HTMLButtonElement>('nav button')].find(
        (b) => b.textContent?.trim() === 'History',
      );
      if (button) {
        button.click();
        probe.clickedAt = performance.now();
      }
    }
    if (probe.loadedAt === undefined && document.readyState !== 'loading') {
      probe.loadedAt = performance.now();
    }
    if (document.querySelector(rowSelector)) {
      observer.disconnect();
      requestAnimationFrame(() => {
        setTimeout(() => {
          probe.firstRowsAt = performance.now();
        }, 0);
      });
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** IndexedDB helpers the probes share, installed in the page before the app (see `helpers`). */
export interface BenchIdb {
  /** The account's cache database name, if this origin has one. */
  cacheName: () => Promise<string | undefined>;
  open: (
    name: string,
    version?: number,
    upgrade?: (db: IDBDatabase) => void,
  ) => Promise<IDBDatabase>;
  done: <T>(req: IDBRequest<T>) => Promise<T>;
}

export function installIdbHelpers(): void {
  const done = <T>(req: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
    });
  const helpers: BenchIdb = {
    done,
    cacheName: async () => {
      const names = await indexedDB.databases();
      return names.map((d) => d.name ?? '').find((n) => n.startsWith('switchboard-cache-'));
    },
    open: (name, version, upgrade) => {
      const req = version === undefined ? indexedDB.open(name) : indexedDB.open(name, version);
      req.onupgradeneeded = () => upgrade?.(req.result);
      return done(req);
    },
  };
  (globalThis as { __benchIdb?: BenchIdb }).__benchIdb = helpers;
}

/**
 * Baseline for "first rows": open the cache database with the bare IndexedDB API and read the
 * newest `limit` records through the date index, exactly the data the first screen needs.
 */
export async function rawFirstPage(limit: number): Promise<{ rows: number; ms: number }> {
  const { cacheName, open } = (globalThis as unknown as { __benchIdb: BenchIdb }).__benchIdb;
  const t0 = performance.now();
  const name = await cacheName();
  if (!name) throw new Error('no cache database in this origin');
  const db = await open(name);
  const index = db.transaction('communications').objectStore('communications').index('sortKey');
  const rows: unknown[] = [];
  await new Promise<void>((resolve, reject) => {
    const cursor = index.openCursor(null, 'prev');
    cursor.onsuccess = () => {
      const at = cursor.result;
      if (!at || rows.length >= limit) return resolve();
      rows.push(at.value);
      at.continue();
    };
    cursor.onerror = () => reject(cursor.error ?? new Error('cursor failed'));
  });
  const ms = performance.now() - t0;
  db.close();
  return { rows: rows.length, ms };
}

/** Whether the account's cache knows its whole log: one complete range from the oldest to now. */
export async function cacheComplete(): Promise<boolean> {
  const { cacheName, open, done } = (globalThis as unknown as { __benchIdb: BenchIdb }).__benchIdb;
  const name = await cacheName();
  if (!name) return false;
  const db = await open(name);
  try {
    if (!db.objectStoreNames.contains('ranges')) return false;
    const ranges = (await done(db.transaction('ranges').objectStore('ranges').getAll())) as {
      older: string;
      newer: string;
    }[];
    return ranges.length === 1 && ranges[0]?.older === '' && ranges[0].newer === '\uffff';
  } finally {
    db.close();
  }
}

/** How many rows the account's cache holds (0 before it exists). */
export async function cacheCount(): Promise<number> {
  const { cacheName, open, done } = (globalThis as unknown as { __benchIdb: BenchIdb }).__benchIdb;
  const name = await cacheName();
  if (!name) return 0;
  const db = await open(name);
  try {
    if (!db.objectStoreNames.contains('communications')) return 0;
    return await done(db.transaction('communications').objectStore('communications').count());
  } finally {
    db.close();
  }
}

export interface PutBaseline {
  items: number;
  /** Time spent in the write transactions only. */
  ms: number;
  /** The same rows as the app stores them, with the app's indexes. */
  indexedMs: number;
}

/**
 * Baseline for the initial sync: the items the app just stored, read back and parsed (not
 * timed) in pages of `page` and written as objects with bare `put`s, one transaction a page,
 * into a store without indexes; and, to show what the app's own layout costs, its rows as they
 * are into a store with the app's indexes.
 */
export async function rawPutBaseline(page: number): Promise<PutBaseline> {
  const { cacheName, open, done } = (globalThis as unknown as { __benchIdb: BenchIdb }).__benchIdb;
  const name = await cacheName();
  if (!name) throw new Error('no cache database in this origin');
  const source = await open(name);
  const sourceIndexes = (() => {
    const store = source.transaction('communications').objectStore('communications');
    return [...store.indexNames].map((n) => ({ name: n, keyPath: store.index(n).keyPath }));
  })();
  const bare = `bench-baseline-bare-${Date.now()}`;
  const indexed = `bench-baseline-indexed-${Date.now()}`;
  const bareDb = await open(bare, 1, (db) => db.createObjectStore('items', { keyPath: 'oid' }));
  const indexedDb = await open(indexed, 1, (db) => {
    const store = db.createObjectStore('rows', { keyPath: 'oid' });
    for (const index of sourceIndexes) store.createIndex(index.name, index.keyPath);
  });
  const write = (db: IDBDatabase, storeName: string, values: unknown[]) =>
    new Promise<number>((resolve, reject) => {
      const t0 = performance.now();
      const tx = db.transaction(storeName, 'readwrite', { durability: 'relaxed' });
      const store = tx.objectStore(storeName);
      for (const value of values) store.put(value);
      tx.oncomplete = () => resolve(performance.now() - t0);
      tx.onerror = () => reject(tx.error ?? new Error('write failed'));
    });
  let items = 0;
  let ms = 0;
  let indexedMs = 0;
  let lower: IDBKeyRange | null = null;
  for (;;) {
    const store = source.transaction('communications').objectStore('communications');
    const rows = (await done(store.getAll(lower, page))) as { oid: string; json: string }[];
    // The server's objects as they came (the app keeps them as JSON text): parsing is not timed.
    const objects = rows.map((row): unknown => JSON.parse(row.json));
    if (rows.length === 0) break;
    ms += await write(bareDb, 'items', objects);
    indexedMs += await write(indexedDb, 'rows', rows);
    items += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < page) break;
    lower = IDBKeyRange.lowerBound(last.oid, true);
  }
  source.close();
  bareDb.close();
  indexedDb.close();
  for (const dbName of [bare, indexed]) await done(indexedDB.deleteDatabase(dbName));
  return { items, ms, indexedMs };
}

export interface ScrollRun {
  /** Every frame's duration (ms), from one requestAnimationFrame to the next. */
  frames: number[];
  /** Frames in which a row on screen had no data yet (a placeholder was visible). */
  blankFrames: number;
  distancePx: number;
  /** Rows the list held when the run ended. */
  listRows: number;
}

/**
 * Scrolls the list (or, with `baseline`, an empty scroller laid over it: same size, a spacer
 * `heightPx` high) by `step` pixels a frame, for `frames` frames or, with `toEnd`, until the list
 * stops growing at its bottom; records every frame's duration. Frames spent waiting at the end
 * are not counted.
 */
export function scrollFrames(options: {
  scroller: string;
  placeholder: string;
  baseline: boolean;
  heightPx: number;
  step: number;
  frames: number;
  toEnd: boolean;
  maxMs: number;
}): Promise<ScrollRun> {
  const list = document.querySelector<HTMLElement>(options.scroller);
  if (!list) throw new Error(`no ${options.scroller} on the page`);
  let target = list;
  let cleanup = () => {};
  if (options.baseline) {
    const box = list.getBoundingClientRect();
    const empty = document.createElement('div');
    Object.assign(empty.style, {
      position: 'fixed',
      left: `${box.left}px`,
      top: `${box.top}px`,
      width: `${box.width}px`,
      height: `${box.height}px`,
      overflowY: 'auto',
      background: 'Canvas',
      zIndex: '1000',
    });
    const spacer = document.createElement('div');
    spacer.style.height = `${options.heightPx}px`;
    empty.append(spacer);
    document.body.append(empty);
    target = empty;
    cleanup = () => empty.remove();
  }
  target.scrollTop = 0;
  // Waiting this long at the bottom means the list has stopped growing: the whole list was seen.
  const quietMs = 3000;
  return new Promise((resolve) => {
    const frames: number[] = [];
    let blankFrames = 0;
    let last = performance.now();
    let movedAt = last;
    let framesWhenMoved = 0;
    const started = last;
    const finish = () => {
      const listRows = Number(
        target.querySelector('[aria-setsize]')?.getAttribute('aria-setsize') ?? 0,
      );
      const distancePx = target.scrollTop;
      cleanup();
      resolve({ frames: frames.slice(0, framesWhenMoved), blankFrames, distancePx, listRows });
    };
    const tick = (now: number) => {
      frames.push(now - last);
      last = now;
      if (!options.baseline && document.querySelector(options.placeholder)) blankFrames++;
      const before = target.scrollTop;
      target.scrollTop = before + options.step;
      if (target.scrollTop !== before) {
        movedAt = now;
        framesWhenMoved = frames.length;
      }
      const done = options.toEnd ? now - movedAt > quietMs : frames.length >= options.frames;
      if (done || now - started > options.maxMs) finish();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(tick);
    });
  });
}
