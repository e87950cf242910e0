/**
 * One account = one server and one user name. Each account gets its own databases, so two
 * accounts (or two servers) never mix. The name is a hash: short, stable, safe as a database
 * name, and the user name and server are not spelled out in the profile folder.
 */
export interface Account {
  baseUrl: string;
  userName: string;
}

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK = (1n << 64n) - 1n;

/** FNV-1a, 64 bits, over UTF-16 code units: synchronous and the same in every process. */
function fnv1a64(text: string): string {
  let hash = FNV_OFFSET;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * FNV_PRIME) & MASK;
  }
  return hash.toString(16).padStart(16, '0');
}

/**
 * Trailing slashes do not make another server. The user name is kept exactly: whether the server
 * folds case is not shown, and a second cache is harmless where a shared one would not be.
 */
export function accountKey(account: Account): string {
  const server = account.baseUrl.trim().replace(/\/+$/, '');
  return fnv1a64(`${server}\n${account.userName}`);
}

/** The log's cache, the outbox of unsent work, and the directory (people, favorites, web pages). */
export type LocalDatabase = 'cache' | 'outbox' | 'directory';

export function databaseName(kind: LocalDatabase, account: Account): string {
  return `switchboard-${kind}-${accountKey(account)}`;
}
