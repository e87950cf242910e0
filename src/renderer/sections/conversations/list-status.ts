import { useLiveQuery } from 'dexie-react-hooks';
import { useStore } from 'zustand';
import { type Formatter } from '../../../shared/i18n';
import { type AccountData } from '../../data';

/**
 * What an empty conversation list means. `loading`: the first sync run (the first download
 * included) has not ended, or the rows shown were read before the cache's latest write (the
 * list re-reads at most every few seconds); `complete`: there is nothing more to show;
 * `unreachable`: it has never synced and its last try failed.
 */
export type ListStatus = 'loading' | 'complete' | 'unreachable';

/** `readAt`: the cache revision the shown rows were read at (undefined until they are). */
export function useListStatus(
  data: AccountData,
  readAt: { revision: string | undefined } | undefined,
): ListStatus {
  const sync = useStore(data.sync.status);
  // Wrapped so that "not read yet" (undefined) is told from "no revision" (an empty cache).
  const current = useLiveQuery(
    async () => ({ revision: await data.cache.revision() }),
    [data.cache],
  );
  if (sync.lastSuccessAt === undefined) {
    return sync.state === 'offline' || sync.state === 'error' ? 'unreachable' : 'loading';
  }
  return readAt && current && readAt.revision === current.revision ? 'complete' : 'loading';
}

/** The line an empty list shows (`query`: the name filter typed). */
export function emptyListLine(intl: Formatter, status: ListStatus, query: string): string {
  if (status === 'loading') return intl.formatMessage({ id: 'conversations.list.loading' });
  if (status === 'unreachable') {
    return intl.formatMessage({ id: 'conversations.list.unreachable' });
  }
  return query
    ? intl.formatMessage({ id: 'conversations.list.noMatch' }, { query })
    : intl.formatMessage({ id: 'conversations.list.empty' });
}
