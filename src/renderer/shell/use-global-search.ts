import { useEffect, useMemo, useState } from 'react';
import { type CachedCommunication } from '../cache';
import { type Api } from '../../shared/contract';
import { type AccountData } from '../data';
import { serverSearchOf, type ServerSearchResult } from '../data/server-search';
import { useGroupLabels } from '../data/use-group-labels';
import { useColleagues } from '../data/use-colleagues';
import { useChatLog } from '../data/use-chat-log';
import { ColleagueIndex } from '../directory/colleague-search';
import { conversationsOf, groupResults, type SearchGroups } from '../state/global-search';

/** How many of the cache's newest matches a keystroke reads: the groups show fewer. */
export const CACHED_LIMIT = 200;
/** The server is asked once typing pauses this long (ms), and for two characters or more. */
const SERVER_PAUSE_MS = 400;
const SERVER_MIN_LENGTH = 2;

export type ServerState =
  | { state: 'idle' }
  | { state: 'searching' }
  | { state: 'done'; added: number }
  | { state: 'failed'; sentence: string }
  | { state: 'noLine' };

const NONE: CachedCommunication[] = [];

interface Answer {
  query: string;
  rows: CachedCommunication[];
}

/**
 * The global search's results for `query`: the directory's colleagues, the conversations of the
 * chat log and the cache's matching items at each keystroke (the cache's own local search), then
 * what the server finds by the words of messages (`serverSearchOf`, which stores it in the
 * cache) once typing pauses. A server failure is a sentence beside the local results.
 */
export function useGlobalSearch(
  data: AccountData,
  api: Pick<Api, 'me'>,
  query: string,
  me: string,
): { groups: SearchGroups; server: ServerState; searched: string } {
  const colleagues = useColleagues(data);
  const index = useMemo(() => new ColleagueIndex(colleagues ?? []), [colleagues]);
  const { messages } = useChatLog(data);
  const groupNames = useGroupLabels(data, me);
  const conversations = useMemo(
    () => conversationsOf(messages, me, groupNames),
    [messages, me, groupNames],
  );

  // Each answer is kept with the query it answers; a query the field no longer holds is not shown.
  const [cached, setCached] = useState<Answer>({ query: '', rows: NONE });
  useEffect(() => {
    if (query.trim() === '') return;
    let current = true;
    data.cache.find(query, { limit: CACHED_LIMIT }).then(
      (found) => current && setCached({ query, rows: found.items }),
      () => current && setCached({ query, rows: NONE }),
    );
    return () => {
      current = false;
    };
  }, [data.cache, query]);

  const asksServer = query.trim().length >= SERVER_MIN_LENGTH;
  const [server, setServer] = useState<{ query: string } & ServerSearchResult>({
    query: '',
    rows: NONE,
  });
  useEffect(() => {
    if (!asksServer) return;
    let current = true;
    const timer = setTimeout(() => {
      void serverSearchOf(data, api)
        .find(query)
        .then((found) => {
          if (current) setServer({ query, ...found });
        });
    }, SERVER_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [data, api, query, asksServer]);

  // What the cache answered last stays until its next answer: no flicker between keystrokes.
  const searched = query.trim() === '' ? '' : cached.query;
  const serverRows = server.query === searched && 'rows' in server ? server.rows : NONE;
  const result = useMemo(
    () =>
      groupResults({
        query: searched,
        people: searched.trim() === '' ? [] : index.search(searched),
        conversations,
        cached: searched === '' ? NONE : cached.rows,
        server: serverRows,
        me,
        groupNames,
      }),
    [searched, index, conversations, cached.rows, serverRows, me, groupNames],
  );
  const state: ServerState = !asksServer
    ? { state: 'idle' }
    : server.query !== query
      ? { state: 'searching' }
      : 'sentence' in server
        ? { state: 'failed', sentence: server.sentence }
        : 'noLine' in server
          ? { state: 'noLine' }
          : {
              state: 'done',
              added: [...result.messages, ...result.history].filter((r) => r.fromServer).length,
            };
  return { groups: result, server: state, searched };
}
