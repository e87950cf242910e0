import { type Api } from '../../shared/contract';
import {
  toPortFailure,
  type CachedCommunication,
  type CommunicationCache,
  type ServerPort,
} from '../cache';
import { type AccountData } from './account-data';

/** How many of the server's newest matches a search asks for: what a search screen shows. */
export const SERVER_SEARCH_LIMIT = 50;

/**
 * The server's matches, stored in the cache and read back from it; or why there are none: the
 * server's sentence, or `noLine` (the account has no phone line to search on).
 */
export type ServerSearchResult =
  { rows: CachedCommunication[] } | { sentence: string } | { noLine: true };

/**
 * The log searched by the words of its messages on the server (`serverSearchOf`), for what
 * the cache does not hold yet: the guide's `where=search=<key>`, which it takes only beside a
 * `phoneLine` filter (communication_search_parameters.html), so the user's own line: the one the
 * directory keeps from its read of `/me/info` at start (`knownLine`), else asked once. What the
 * server finds enters the cache like any page read, and the search screen shows it from there; a
 * failure is a sentence for the screen, never a throw.
 */
export interface ServerSearch {
  find(query: string): Promise<ServerSearchResult>;
}

export function openServerSearch({
  api,
  port,
  cache,
  knownLine = () => Promise.resolve(undefined),
}: {
  api: Pick<Api, 'me'>;
  port: Pick<ServerPort, 'searchCommunications'>;
  cache: Pick<CommunicationCache, 'storeRows' | 'getMany'>;
  /** The user's line as this device already knows it; undefined: not known, ask the server. */
  knownLine?: () => Promise<string | undefined>;
}): ServerSearch {
  let line: Promise<string | undefined> | undefined;
  const askedLine = () => {
    const asked = (line ??= api.me.info().then((me) => me.phoneLine?.oid));
    // A failed read (offline) is asked again by the next search.
    asked.catch(() => {
      if (line === asked) line = undefined;
    });
    return asked;
  };
  const ownLine = async () => (await knownLine().catch(() => undefined)) ?? askedLine();
  return {
    async find(query) {
      const search = query.trim();
      if (search === '') return { rows: [] };
      try {
        const phoneLine = await ownLine();
        if (phoneLine === undefined) return { noLine: true };
        const page = await port.searchCommunications({
          where: { phoneLine, search },
          include: 'all',
          limit: SERVER_SEARCH_LIMIT,
        });
        await cache.storeRows(page.rows);
        return { rows: await cache.getMany(page.rows.map((row) => row.oid)) };
      } catch (error) {
        return { sentence: toPortFailure(error).sentence };
      }
    },
  };
}

const searches = new WeakMap<AccountData, ServerSearch>();

/**
 * The account's server search, made when the global search first asks (its code loads with
 * the search, not with the first screen), one per account's data: the line is asked once.
 */
export function serverSearchOf(data: AccountData, api: Pick<Api, 'me'>): ServerSearch {
  let search = searches.get(data);
  if (!search) {
    search = openServerSearch({
      api,
      port: data.port,
      cache: data.cache,
      knownLine: async () => (await data.directory.meta('me'))?.phoneLine,
    });
    searches.set(data, search);
  }
  return search;
}
