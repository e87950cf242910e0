import { useEffect, useMemo, useState } from 'react';
import { type CachedCommunication, type CommunicationCache } from '../cache';
import { type Api } from '../../shared/contract';
import { type AccountData } from '../data';
import { serverSearchOf, type ServerSearchResult } from '../data/server-search';
import { useGroupLabels } from '../data/use-group-labels';
import { useColleagues } from '../data/use-colleagues';
import { useChatLog } from '../data/use-chat-log';
import { ColleagueIndex } from '../directory/colleague-search';
import { conversationsOf, groupResults, SHOWN, type SearchGroups } from '../state/global-search';

const CHAT = 'XCCUserChat';

/**
 * The cache's newest matches for a keystroke: as many History entries as their group shows,
 * and twice as many chat messages (a message found by its sender's name, not its text, is not
 * shown). Only these rows are read: each read may be a segment of its own.
 */
export async function cachedMatches(
  cache: Pick<CommunicationCache, 'find'>,
  query: string,
): Promise<CachedCommunication[]> {
  const [messages, others] = await Promise.all([
    cache.find(query, { kind: CHAT, limit: 2 * SHOWN.messages }),
    cache.find(query, { exceptKind: CHAT, limit: SHOWN.history }),
  ]);
  return [...messages.items, ...others.items];
}
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

  // The search is open: the search texts still unread (a search soon after start) are read at
  // once, while the user types, not when the first query waits for them.
  useEffect(() => {
    data.cache.prepareSearch(true).catch(() => {});
  }, [data.cache]);

  // Each answer is kept with the query it answers; a query the field no longer holds is not shown.
  const [cached, setCached] = useState<Answer>({ query: '', rows: NONE });
  useEffect(() => {
    if (query.trim() === '') return;
    let current = true;
    cachedMatches(data.cache, query).then(
      (rows) => current && setCached({ query, rows }),
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
