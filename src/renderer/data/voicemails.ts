import { useMemo } from 'react';
import { z } from 'zod';
import { type Api } from '../../shared/contract';
import { type CachedCommunication, type CommunicationCache } from '../cache';
import { type AccountData } from './account-data';
import { useRecentCalls } from './recent-calls';
import { storeMarks } from './stored-marks';

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

/**
 * The account's voicemails among its recent calls (`useRecentCalls`), newest first (undefined
 * until the first read answers), for the sidebar's count, the notification watch and Voicemail.
 */
export function useVoicemails(data: AccountData | undefined): Voicemail[] | undefined {
  const calls = useRecentCalls(data);
  return useMemo(() => calls?.flatMap((entry) => voicemailOf(entry) ?? []), [calls]);
}

/** How many voicemails are not heard yet (the sidebar's count). */
export function useNewVoicemailCount(data: AccountData | undefined): number {
  return useVoicemails(data)?.filter((v) => !v.heard).length ?? 0;
}

/**
 * Marks a voicemail heard: on the server (`voicemail.markHeard`), then in the cache
 * (`storeMarks`), so the list shows it heard now.
 */
export async function markHeard(
  api: Api,
  cache: CommunicationCache,
  voicemail: Voicemail,
): Promise<void> {
  const { entry } = voicemail;
  await api.voicemail.markHeard({ oid: entry.oid });
  await storeMarks(cache, [entry], { displayed: true, voicemailIsHeard: true });
}
