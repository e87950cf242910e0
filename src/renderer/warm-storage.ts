/**
 * Evaluated before the rest of the app (main.tsx imports it first). Listing this origin's
 * databases makes the browser open the origin's IndexedDB store from disk now, while the app's
 * scripts evaluate and the session is fetched, rather than when the account's cache opens after
 * both: on a cold start that open was the longest wait of its own before the first rows. The
 * list then tells the early cache (data/early-cache.ts) whether there is a cache to open.
 */
export const storedDatabases: Promise<readonly IDBDatabaseInfo[]> =
  globalThis.indexedDB?.databases().catch(() => []) ?? Promise.resolve([]);
