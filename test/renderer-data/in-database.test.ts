import { describe, expect, it, vi } from 'vitest';
import { CacheError } from '../../src/renderer/cache/cache-error';
import { inDatabase } from '../../src/renderer/cache/open-database';

/** The one way the cache, the outbox and the directory run their calls. */
describe('work on a local database', () => {
  it('answers what the work answers', async () => {
    expect(await inDatabase({ rows: 3 }, 'outbox', (db) => Promise.resolve(db.rows))).toBe(3);
  });

  it('names a storage failure, tells the wrapper first, and keeps the way out', async () => {
    const failed = vi.fn();
    const clearAndResync = () => Promise.resolve();
    const full = () =>
      Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    const error: unknown = await inDatabase({}, 'directory', full, { failed }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(CacheError);
    expect(error).toMatchObject({ kind: 'quota', database: 'directory' });
    expect(failed).toHaveBeenCalledWith(error);
    const withWayOut: unknown = await inDatabase({}, 'cache', full, { clearAndResync }).catch(
      (e: unknown) => e,
    );
    expect(withWayOut).toMatchObject({ kind: 'quota', database: 'cache', clearAndResync });
  });
});
