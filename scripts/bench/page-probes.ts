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
  search: 'input[type=search][aria-label="Search history"]',
  globalSearch: 'dialog [role=combobox]',
  globalSearchMatch: 'dialog [role=listbox] mark',
} as const;

export interface StartProbe {
  /** When the page's scripts could run (DOMContentLoaded, ms since navigation). */
  loadedAt?: number;
  /** When the History button was clicked (ms since navigation). */
  clickedAt?: number;
  /** When the first history row was painted (ms since navigation). */
  firstRowsAt?: number;
}

/** What the start probe logs once the first rows are painted (see `installStartProbe`). */
export const FIRST_ROWS_SIGNAL = 'switchboard-bench: first rows painted';

/**
 * The start probe's user-timing marks, at the moments it notes (a trace shows them, and
 * scripts/trace-summary.ts takes them as its anchors).
 */
export const START_MARKS = {
  loaded: 'bench:page-loaded',
  historyClicked: 'bench:history-clicked',
  rowsInDom: 'bench:rows-in-dom',
  firstRows: 'bench:first-rows',
} as const;

/**
 * Installed before the app's scripts: opens History the moment its button exists (the earliest a
 * user could) and notes when the first row is on screen, taken at the frame after it entered
 * the DOM; then logs `signal` (Playwright waits for that message without asking the page) and
 * resolves `__startProbePainted` (what a bare DevTools session waits on: see `bareStart`). Each
 * moment is also a user-timing mark (`marks`: `START_MARKS`).
 */
export function installStartProbe({
  rowSelector,
  signal,
  marks,
}: {
  rowSelector: string;
  signal: string;
  marks: typeof START_MARKS;
}): void {
  const probe: StartProbe = {};
  let painted: (probe: StartProbe) => void = () => undefined;
  Object.assign(globalThis, {
    __startProbe: probe,
    __startProbePainted: new Promise<StartProbe>((resolve) => (painted = resolve)),
  });
  const observer = new MutationObserver(() => {
    if (probe.clickedAt === undefined) {
      const button = [...document.querySelectorAll<HTMLButtonElement>('nav button')].find(
        (b) => b.textContent?.trim() === 'History',
      );
      if (button) {
        button.click();
        probe.clickedAt = performance.now();
        performance.mark(marks.historyClicked);
      }
    }
    if (probe.loadedAt === undefined && document.readyState !== 'loading') {
      probe.loadedAt = performance.now();
      performance.mark(marks.loaded);
    }
    if (document.querySelector(rowSelector)) {
      observer.disconnect();
      performance.mark(marks.rowsInDom);
      requestAnimationFrame(() => {
        setTimeout(() => {
          probe.firstRowsAt = performance.now();
          performance.mark(marks.firstRows);
          console.info(signal);
          painted(probe);
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
 * Baseline for "first rows": open the cache database with the bare IndexedDB API, read the
 * first stored page (a segment's rows: the JSON of up to a thousand items) with one request,
 * and parse `limit` of them: the least a first screen of the stored log can cost.
 */
export async function rawFirstPage(limit: number): Promise<{ rows: number; ms: number }> {
  const { cacheName, open, done } = (globalThis as unknown as { __benchIdb: BenchIdb }).__benchIdb;
  const t0 = performance.now();
  const name = await cacheName();
  if (!name) throw new Error('no cache database in this origin');
  const db = await open(name);
  const store = db.transaction('segmentRows').objectStore('segmentRows');
  const [record] = (await done(store.getAll(null, 1))) as { rows: string[] }[];
  const rows = (record?.rows ?? []).slice(0, limit).map((json): unknown => JSON.parse(json));
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

/** How many distinct items the account's cache holds (0 before it exists). */
export async function cacheCount(): Promise<number> {
  const { cacheName, open, done } = (globalThis as unknown as { __benchIdb: BenchIdb }).__benchIdb;
  const name = await cacheName();
  if (!name) return 0;
  const db = await open(name);
  try {
    if (!db.objectStoreNames.contains('segmentKeys')) return 0;
    const keys = (await done(
      db.transaction('segmentKeys').objectStore('segmentKeys').getAll(),
    )) as { keys: string }[];
    const oids = keys.flatMap((record) => (JSON.parse(record.keys) as { oids: string[] }).oids);
    return new Set(oids).size;
  } finally {
    db.close();
  }
}

export interface PutBaseline {
  items: number;
  /** Time spent in the write transactions only. */
  ms: number;
}

/**
 * Baseline for the initial sync: the items the app just stored, read back and parsed (not
 * timed) a stored page at a time and written as objects with bare `put`s, one transaction a
 * page, into a store without indexes.
 */
export async function rawPutBaseline(): Promise<PutBaseline> {
  const { cacheName, open, done } = (globalThis as unknown as { __benchIdb: BenchIdb }).__benchIdb;
  const name = await cacheName();
  if (!name) throw new Error('no cache database in this origin');
  const source = await open(name);
  const bare = `bench-baseline-bare-${Date.now()}`;
  const bareDb = await open(bare, 1, (db) => db.createObjectStore('items', { keyPath: 'oid' }));
  let items = 0;
  let ms = 0;
  let lower: IDBKeyRange | null = null;
  for (;;) {
    const store = source.transaction('segmentRows').objectStore('segmentRows');
    const [record] = (await done(store.getAll(lower, 1))) as { id: number; rows: string[] }[];
    if (!record) break;
    // The server's objects as they came (the app keeps them as JSON text): parsing is not timed.
    const objects = record.rows.map((json): unknown => JSON.parse(json));
    ms += await new Promise<number>((resolve, reject) => {
      const t0 = performance.now();
      const tx = bareDb.transaction('items', 'readwrite', { durability: 'relaxed' });
      const items = tx.objectStore('items');
      for (const value of objects) items.put(value);
      tx.oncomplete = () => resolve(performance.now() - t0);
      tx.onerror = () => reject(tx.error ?? new Error('write failed'));
    });
    items += objects.length;
    lower = IDBKeyRange.lowerBound(record.id, true);
  }
  source.close();
  bareDb.close();
  await done(indexedDB.deleteDatabase(bare));
  return { items, ms };
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

/** Clicks the button named `name`: the bench's clicks without Playwright (see `measureSync`). */
export function clickButton(name: string): void {
  const button = [...document.querySelectorAll('button')].find(
    (b) => b.textContent?.trim() === name,
  );
  if (!button) throw new Error(`no button "${name}"`);
  button.click();
}

/**
 * Types `word` into History's search box once it is there, as a user's keystrokes would reach
 * React: a search makes the cache read every search text it has not read yet, at once.
 */
export async function typeHistorySearch({
  selector,
  word,
}: {
  selector: string;
  word: string;
}): Promise<void> {
  const deadline = performance.now() + 10_000;
  let box = document.querySelector<HTMLInputElement>(selector);
  while (!box) {
    if (performance.now() > deadline) throw new Error(`no search box (${selector})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    box = document.querySelector<HTMLInputElement>(selector);
  }
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, word);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * One search in the global search dialog (Ctrl+K, already open), timed as the user sees it:
 * from the query entering the field (its `input` event) to the frame after the results for it
 * are in the list (the list's first match marked for exactly this query: the dialog shows its
 * groups only once the cache has answered). Answers the milliseconds, or throws when nothing
 * matched within 10 s.
 */
export async function timeGlobalSearch({
  fieldSelector,
  matchSelector,
  query,
}: {
  fieldSelector: string;
  matchSelector: string;
  query: string;
}): Promise<number> {
  const field = document.querySelector<HTMLInputElement>(fieldSelector);
  if (!field) throw new Error(`no search field (${fieldSelector})`);
  const wanted = query.trim().toLowerCase();
  const shown = () =>
    [...document.querySelectorAll(matchSelector)].some(
      (mark) => mark.textContent?.toLowerCase() === wanted,
    );
  const painted = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`no result for "${query}" within 10 s`));
    }, 10_000);
    const observer = new MutationObserver(() => {
      if (!shown()) return;
      observer.disconnect();
      clearTimeout(timer);
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const typed = performance.now();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, query);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  return (await painted) - typed;
}
