import { useSyncExternalStore } from 'react';
import { TOP, type CachedCommunication } from '../cache';
import { type AccountData } from './account-data';
import { sharedCacheRead, type SharedCacheRead } from './shared-cache-read';

/**
 * How many of the newest calls are looked through for voicemails and missed calls not seen. The
 * cache's index knows an item's kind, not whether a call left a message or was seen, so finding
 * one means reading the call; this many (weeks of a busy line) read once and then kept parsed by
 * the cache cost a few ms. An older one is still in History.
 */
export const RECENT_CALLS = 500;
const READ_MS = 2_000;

const readRecentCalls = (data: AccountData) =>
  data.cache.readOlder(TOP, RECENT_CALLS, { kind: 'CallLog' });

/**
 * The account's newest calls as the cache holds them, newest first (undefined until the first
 * read answers): one read for every reader (the sidebar's counts, the notification watches,
 * Voicemail, the unread count), again when the cache changes.
 */
export function useRecentCalls(data: AccountData | undefined): CachedCommunication[] | undefined {
  const read = data ? recentCalls(data) : NOTHING;
  return useSyncExternalStore(read.subscribe, read.get);
}

/** The account's newest calls, one read shared by every reader (`useRecentCalls`'s). */
export function recentCalls(data: AccountData): SharedCacheRead<CachedCommunication[]> {
  return sharedCacheRead(data, 'recent-calls', READ_MS, readRecentCalls);
}

/** Before the account's data is open: no calls yet. */
const NOTHING: SharedCacheRead<CachedCommunication[]> = {
  get: () => undefined,
  subscribe: () => () => {},
};
