import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { type Api } from '../../shared/contract';
import { type CommunicationItem } from '../../shared/interface';
import { TOP, type CachedCommunication, type CommunicationCache } from '../cache';
import { type AccountData } from './account-data';
import { sharedCacheRead, type SharedCacheRead } from './shared-cache-read';

/**
 * How many of the newest calls are looked through for voicemails. The cache's index knows an
 * item's kind, not whether a call left a message, so finding one means reading the call; this
 * many (weeks of a busy line) read once and then kept parsed by the cache cost a few ms. An
 * older voicemail is still in History.
 */
export const VOICEMAIL_SCAN_CALLS = 500;
const READ_MS = 2_000;

/**
 * The fields of a call's full representation that make it a voicemail (guide:
 * communication_search_parameters.html, `where=voicemail`) and say whether it was heard:
 * `voicemailIsHeard`, else `displayed` (communications_update.html: playing marks it displayed).
 */
const voicemailFieldsSchema = z.object({
  voicemail: z.literal(true),
  voicemailIsHeard: z.boolean().optional(),
  displayed: z.boolean(),
});

/** A voicemail as the Voicemail view and the shell's watch see it. */
export interface Voicemail {
  entry: CachedCommunication;
  heard: boolean;
}

/** The voicemail a cached call is, if it is one (only the full representation says so). */
export function voicemailOf(entry: CachedCommunication): Voicemail | undefined {
  if (entry.kind !== 'CallLog' || !entry.full) return undefined;
  const fields = voicemailFieldsSchema.safeParse(entry.full);
  if (!fields.success) return undefined;
  return { entry, heard: fields.data.voicemailIsHeard ?? fields.data.displayed };
}

async function readVoicemails(data: AccountData): Promise<Voicemail[]> {
  const calls = await data.cache.readOlder(TOP, VOICEMAIL_SCAN_CALLS, { kind: 'CallLog' });
  return calls.flatMap((entry) => voicemailOf(entry) ?? []);
}

/**
 * The account's voicemails, newest first, as the cache holds them (undefined until the first
 * read answers): one read for every reader (the sidebar's count, the notification watch, the
 * Voicemail view), again when the cache changes.
 */
export function useVoicemails(data: AccountData | undefined): Voicemail[] | undefined {
  const read = data ? sharedCacheRead(data, 'voicemails', READ_MS, readVoicemails) : NOTHING;
  return useSyncExternalStore(read.subscribe, read.get);
}

/** Before the account's data is open: no voicemails yet. */
const NOTHING: SharedCacheRead<Voicemail[]> = { get: () => undefined, subscribe: () => () => {} };

/** How many voicemails are not heard yet (the sidebar's count). */
export function useNewVoicemailCount(data: AccountData | undefined): number {
  return useVoicemails(data)?.filter((v) => !v.heard).length ?? 0;
}

/**
 * Marks a voicemail heard: on the server (`voicemail.markHeard`), then in the cache once, at the
 * version it has there, so the list shows it heard now; the server's own next version (its
 * lastModified moved) replaces it when a sync brings it.
 */
export async function markHeard(
  api: Api,
  cache: CommunicationCache,
  voicemail: Voicemail,
): Promise<void> {
  const { entry } = voicemail;
  await api.voicemail.markHeard({ oid: entry.oid });
  const heard = {
    ...entry.full,
    displayed: true,
    voicemailIsHeard: true,
    lastModified: entry.version,
  } as CommunicationItem;
  // Heard is heard: a cache that fails to store it only waits for the next sync.
  await cache.store([heard]).catch(() => 0);
}
