import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { type StoredColleague } from '../directory/directory-db';
import { type AccountData } from './account-data';

/** The directory is walked again when a screen of colleagues opens and the last walk is older. */
const DIRECTORY_STALE_MS = 10 * 60_000;

/**
 * Opening a screen that shows colleagues (or what the directory says of one) walks the
 * directory (4.8) into the local data when the last walk is old, or there was none.
 */
export function useWalkedDirectory(data: AccountData | undefined): void {
  useEffect(() => {
    if (!data) return;
    const { directory, firstScreen } = data;
    // Not before the first screen is drawn: a thread open at start must not slow its rows.
    void firstScreen.drawn
      .then(() => directory.meta('colleagues'))
      .then((walked) => {
        if (!walked || Date.now() - walked.at > DIRECTORY_STALE_MS) {
          return directory.refreshColleagues();
        }
        return undefined;
      });
  }, [data]);
}

/**
 * The colleagues as the directory holds them (undefined until read), for People, Favorites and
 * New chat; the list follows the table as a walk fills it.
 */
export function useColleagues(data: AccountData): StoredColleague[] | undefined {
  useWalkedDirectory(data);
  const { directory } = data;
  return useLiveQuery(() => directory.colleagues(), [directory]);
}
