import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { type Api, type Colleague } from '../../../shared/contract';
import { icons } from '../../components/icons';
import { WithAccountData } from '../../components/WithAccountData';
import { type AccountData, usePresence } from '../../data';
import { ColleagueIndex } from '../../directory/colleague-search';
import { useAppStore } from '../../state/app-store';
// The two-pane layout and the list rows are Conversations' and History's.
import '../../styles/conversations.css';
import '../../styles/history.css';
import '../../styles/people.css';
import { useFavorites } from '../../data/use-favorites';
import { useColleagues } from '../../data/use-colleagues';
import { ColleagueDetail } from '../../components/ColleagueDetail';
import { ColleagueRows } from './ColleagueRows';
import { answeredLocally, partOfAnAddress, serverQueryFor } from './server-completion';
import { markSearchInput, measureSearchShown } from './search-timing';

/** A search is completed from the server once the user has stopped typing this long. */
const SERVER_SEARCH_DELAY_MS = 400;

/** The People section: the colleague directory, searchable as one types, and one colleague. */
export function People({ api }: { api: Api }) {
  return (
    <div className="people">
      <WithAccountData opening={'people.opening'}>
        {(data) => <ReadyPeople api={api} data={data} />}
      </WithAccountData>
    </div>
  );
}

function ReadyPeople({ api, data }: { api: Api; data: AccountData }) {
  const intl = useIntl();
  const { directory } = data;
  const colleagues = useColleagues(data);
  const status = useStore(directory.status, (s) => s.colleagues);
  const offline = useAppStore((s) => s.connectivity.status === 'offline');
  const presence = usePresence(data);
  const favorites = useFavorites(data);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string>();

  const index = useMemo(() => new ColleagueIndex(colleagues ?? []), [colleagues]);
  const results = useMemo(() => index.search(query), [index, query]);
  useEffect(() => measureSearchShown(), [results]);

  const asking = useServerCompletion(data, query, results);
  const current = results.find((c) => c.oid === selected) ?? results[0];

  const typed = query.trim();
  const footer =
    colleagues === undefined || (colleagues.length === 0 && status.state === 'loading')
      ? intl.formatMessage({ id: 'people.list.loading' })
      : asking
        ? intl.formatMessage({ id: 'people.list.askingServer' }, { query: typed })
        : results.length === 0
          ? typed
            ? intl.formatMessage(
                { id: partOfAnAddress(typed) ? 'people.list.wholeAddress' : 'people.list.noMatch' },
                { query: typed },
              )
            : intl.formatMessage({ id: 'people.list.none' })
          : results.length === index.size
            ? intl.formatMessage({ id: 'people.list.count' }, { total: index.size })
            : intl.formatMessage(
                { id: 'people.list.countShown' },
                { shown: results.length, total: index.size },
              );

  return (
    <>
      <aside className="people-pane" aria-label={intl.formatMessage({ id: 'people.pane' })}>
        <div className="people-tools">
          <label className="search-field">
            {icons.search}
            <input
              type="search"
              aria-label={intl.formatMessage({ id: 'people.search' })}
              placeholder={intl.formatMessage({ id: 'people.search.placeholder' })}
              value={query}
              onChange={(event) => {
                markSearchInput();
                setQuery(event.target.value);
              }}
            />
          </label>
          <p className="people-count muted" role="status">
            {footer}
          </p>
          {offline && (
            <p className="history-note">{intl.formatMessage({ id: 'people.offline' })}</p>
          )}
          {status.state === 'failed' && (
            <div role="alert" className="alert alert-error">
              <span>{status.sentence}</span>
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => void directory.refreshColleagues()}
              >
                {intl.formatMessage({ id: 'common.tryAgain' })}
              </button>
            </div>
          )}
        </div>
        <div className="people-list-box">
          <ColleagueRows
            colleagues={results}
            presence={presence}
            isFavorite={favorites.isFavorite}
            selected={current?.oid}
            onSelect={(colleague) => setSelected(colleague.oid)}
          />
        </div>
      </aside>
      <div className="people-main">
        {current ? (
          <ColleagueDetail
            key={current.oid}
            api={api}
            colleague={current}
            presence={current.person ? presence.get(current.person) : undefined}
            favorites={favorites}
          />
        ) : (
          <p className="muted people-placeholder">{intl.formatMessage({ id: 'people.choose' })}</p>
        )}
      </div>
    </>
  );
}

/**
 * Completes a search from the server (4.8 `where`, exact) once the user pauses, when what was
 * typed looks like a user name, e-mail address or number that no loaded colleague has. Each
 * query is asked once per visit. True while an answer is awaited.
 */
function useServerCompletion(
  data: AccountData,
  query: string,
  results: readonly Colleague[],
): boolean {
  const [asking, setAsking] = useState<string>();
  const asked = useRef(new Set<string>());
  const where = useMemo(() => serverQueryFor(query), [query]);
  const needed = where !== undefined && !answeredLocally(where, results);
  const key = where ? JSON.stringify(where) : '';

  useEffect(() => {
    if (!needed || asked.current.has(key) || !where) return;
    const timer = setTimeout(() => {
      asked.current.add(key);
      setAsking(key);
      data.directory
        .findOnServer(where)
        .catch(() => [])
        .finally(() => setAsking((now) => (now === key ? undefined : now)));
    }, SERVER_SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [data.directory, needed, key, where]);
  return asking !== undefined && asking === key;
}
