/** The renderer's local cache of the communication log: see README.md and docs/cache.md. */
export { type Account, accountKey, databaseName } from './account';
export { CacheError, type CacheErrorKind } from './cache-error';
export { type Clock, type Timers } from './clock';
export {
  CommunicationCache,
  type CacheOptions,
  type HistoryFilter,
  type SearchResult,
} from './communication-cache';
export { CACHE_SCHEMA_VERSION } from './database';
export { nextIdle } from './idle';
export {
  HistoryPager,
  type BackfillResult,
  type HistoryPage,
  type PagerOptions,
  type ServerSearch,
} from './history-pager';
export {
  type RangeSet,
  type Interval,
  type Hole,
  isComplete,
  holeOlder,
  holeNewer,
} from './ranges';
export { type CachedCommunication } from './rows';
export {
  type PortFailure,
  type LogPage,
  type PortPage,
  type ServerPort,
  isOffline,
  toPortFailure,
} from './server-port';
export { BOTTOM, TOP, dateEndKey, dateStartKey, newestFirst, sortKey } from './sort-key';
export { SyncEngine, type SyncEngineOptions, type SyncState, type SyncStatus } from './sync-engine';
