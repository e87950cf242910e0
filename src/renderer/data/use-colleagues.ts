import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { type StoredColleague } from '../directory/directory-db';
import { type AccountData } from './account-data';

/** The directory is walked again when a screen of colleagues opens and the last walk is older. */
const DIRECTORY_STALE_MS = 10 * 60_000;

/**
 * The colleagues as the directory holds them (undefined until read), for People, Favorites and
 * New chat. Opening a screen that shows them walks the directory (4.8) into it when the last
 * walk is old, or there was none; the list follows the table as the walk fills it.
 */
export function useColleagues(data: AccountData): StoredColleague[] | undefined {
  const { directory } = data;
  useEffect(() => {
    void directory.meta('colleagues').then((walked) => {
      if (!walked || Date.now() - walked.at > DIRECTORY_STALE_MS) {
        return directory.refreshColleagues();
      }
      return undefined;
    });
  }, [directory]);
  return useLiveQuery(() => directory.colleagues(), [directory]);
}
