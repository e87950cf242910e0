import { intlFor, t, type MessageKey } from '../../shared/i18n';
import { type LocalDatabase } from './account';

/**
 * What can go wrong with a local database, named so the UI can react:
 * - quota: the disk (or the browser's share of it) is full;
 * - blocked: another window holds an older version open and an upgrade or delete must wait;
 * - version: the database was written by a newer Switchboard (a downgrade);
 * - corrupt: it cannot be opened or upgraded, or a row read back fails validation;
 * - unavailable: IndexedDB is missing, or the connection was closed under us.
 */
export type CacheErrorKind = 'quota' | 'blocked' | 'version' | 'corrupt' | 'unavailable';

const messages: Record<LocalDatabase, Record<CacheErrorKind, MessageKey>> = {
  cache: {
    quota: 'cache.history.quota',
    blocked: 'cache.blocked',
    version: 'cache.history.version',
    corrupt: 'cache.history.corrupt',
    unavailable: 'cache.history.unavailable',
  },
  directory: {
    quota: 'cache.directory.quota',
    blocked: 'cache.blocked',
    version: 'cache.directory.version',
    corrupt: 'cache.directory.corrupt',
    unavailable: 'cache.directory.unavailable',
  },
  outbox: {
    quota: 'cache.outbox.quota',
    blocked: 'cache.blocked',
    version: 'cache.outbox.version',
    corrupt: 'cache.outbox.corrupt',
    unavailable: 'cache.outbox.unavailable',
  },
};

export class CacheError extends Error {
  override readonly name = 'CacheError';
  /** What failed, for logs (a table and key, never user content). */
  readonly detail: string | undefined;
  /** The way out: delete this database (the cache only) and download everything again. */
  readonly clearAndResync: (() => Promise<void>) | undefined;

  constructor(
    readonly kind: CacheErrorKind,
    readonly database: LocalDatabase,
    options?: { cause?: unknown; detail?: string; clearAndResync?: () => Promise<void> },
  ) {
    // The message is for logs (English); the user reads `sentence`, in their language.
    super(intlFor('en').formatMessage({ id: messages[database][kind] }), {
      cause: options?.cause,
    });
    this.detail = options?.detail;
    this.clearAndResync = options?.clearAndResync;
  }

  /** The sentence the user reads, in the language the user reads now. */
  get sentence(): string {
    return t(messages[this.database][this.kind]);
  }
}

/** Dexie wraps IndexedDB failures (`inner`) and bulk failures (`failures`); look through both. */
function names(error: unknown, depth = 0): string[] {
  if (typeof error !== 'object' || error === null || depth > 4) return [];
  const own = 'name' in error && typeof error.name === 'string' ? [error.name] : [];
  const inner = 'inner' in error ? names(error.inner, depth + 1) : [];
  const failures =
    'failures' in error && Array.isArray(error.failures)
      ? error.failures.flatMap((f: unknown) => names(f, depth + 1))
      : [];
  const cause = 'cause' in error ? names(error.cause, depth + 1) : [];
  return [...own, ...inner, ...failures, ...cause];
}

function classify(error: unknown): CacheErrorKind {
  const seen = names(error);
  const has = (name: string) => seen.includes(name);
  if (has('QuotaExceededError')) return 'quota';
  if (has('VersionError')) return 'version';
  // NotReadableError: a record whose value the browser can no longer read, for good (a file it
  // kept the value in is gone); older Chromium said DataError.
  if (['UpgradeError', 'DataError', 'DataCloneError', 'NotReadableError'].some(has)) {
    return 'corrupt';
  }
  if (has('OpenFailedError') && !has('MissingAPIError') && !has('DatabaseClosedError')) {
    return 'corrupt';
  }
  return 'unavailable';
}

/** A CacheError of ours, possibly wrapped by Dexie on its way out of a transaction. */
function ownError(error: unknown, depth = 0): CacheError | undefined {
  if (error instanceof CacheError) return error;
  if (typeof error !== 'object' || error === null || depth > 4) return undefined;
  if ('inner' in error) return ownError(error.inner, depth + 1);
  if ('cause' in error) return ownError(error.cause, depth + 1);
  return undefined;
}

/** Any failure of a database call, as a CacheError (an existing CacheError passes through). */
export function toCacheError(
  caught: unknown,
  database: LocalDatabase,
  clearAndResync?: () => Promise<void>,
): CacheError {
  const error = ownError(caught) ?? caught;
  if (error instanceof CacheError) {
    if (error.clearAndResync || !clearAndResync) return error;
    const { cause, detail } = error;
    return new CacheError(error.kind, database, { cause, detail, clearAndResync });
  }
  return new CacheError(classify(error), database, { cause: error, clearAndResync });
}
