import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useStore } from 'zustand';
import { type Api } from '../../../shared/contract';
import { icons } from '../../components/icons';
import { WithAccountData } from '../../components/WithAccountData';
import { type AccountData, usePresence } from '../../data';
import { useAppStore } from '../../state/app-store';
import '../../styles/conversations.css';
import '../../styles/history.css';
import '../../styles/people.css';
import { Avatar } from '../../components/Avatar';
import { ColleagueActions } from '../../components/ColleagueActions';
import { ColleagueDetail } from '../../components/ColleagueDetail';
import { lineStateOf } from '../../components/line-state';
import { FavoriteRefusals } from '../../components/FavoriteRefusals';
import { SortableFavorites, type FavoriteRow } from './SortableFavorites';
import { useFavorites } from '../../data/use-favorites';

/** The Favorites section: the people one works with most, in one's own order (4.15). */
export function Favorites({ api }: { api: Api }) {
  return (
    <div className="favorites">
      <WithAccountData opening={'favorites.opening'}>
        {(data) => <ReadyFavorites api={api} data={data} />}
      </WithAccountData>
    </div>
  );
}

function ReadyFavorites({ api, data }: { api: Api; data: AccountData }) {
  const intl = useIntl();
  const { directory } = data;
  const favorites = useFavorites(data);
  const presence = usePresence(data);
  const colleagues = useLiveQuery(() => directory.colleagues(), [directory]);
  const status = useStore(directory.status, (s) => s.favorites);
  const offline = useAppStore((s) => s.connectivity.status === 'offline');
  const setSection = useAppStore((s) => s.setSection);
  const [selected, setSelected] = useState<string>();
  // Changes made elsewhere (another device) show when the section opens.
  useEffect(() => void directory.refreshFavorites(), [directory]);

  const byPerson = useMemo(
    () => new Map((colleagues ?? []).flatMap((c) => (c.person ? [[c.person, c] as const] : []))),
    [colleagues],
  );
  const rows: FavoriteRow[] = useMemo(
    () =>
      favorites.shown.map((favorite) => {
        const colleague = byPerson.get(favorite.referable.oid);
        return colleague
          ? { favorite, state: lineStateOf(intl, colleague, presence.get(favorite.referable.oid)) }
          : { favorite };
      }),
    [favorites.shown, byPerson, presence, intl],
  );
  const current = favorites.shown.find((f) => f.referable.oid === selected) ?? favorites.shown[0];
  const colleague = current ? byPerson.get(current.referable.oid) : undefined;

  return (
    <>
      <aside className="people-pane" aria-label={intl.formatMessage({ id: 'section.favorites' })}>
        <div className="people-tools">
          <div className="favorites-top">
            <p className="people-count muted" role="status">
              {favorites.loaded
                ? intl.formatMessage({ id: 'favorites.count' }, { count: favorites.shown.length })
                : intl.formatMessage({ id: 'favorites.loading' })}
            </p>
            <button
              type="button"
              className="button button-secondary button-small"
              onClick={() => setSection('people')}
            >
              {icons.plus} {intl.formatMessage({ id: 'favorites.addFromPeople' })}
            </button>
          </div>
          {!favorites.available && (
            <p className="history-note">{intl.formatMessage({ id: 'favorites.notAvailable' })}</p>
          )}
          {offline && (
            <p className="history-note">{intl.formatMessage({ id: 'favorites.offline' })}</p>
          )}
          {favorites.waiting.length > 0 && (
            <p className="muted people-count">
              {intl.formatMessage({ id: 'favorites.waiting' }, { count: favorites.waiting.length })}
            </p>
          )}
          {status.state === 'failed' && (
            <div role="alert" className="alert alert-error">
              <span>{status.sentence}</span>
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => void directory.refreshFavorites()}
              >
                {intl.formatMessage({ id: 'common.tryAgain' })}
              </button>
            </div>
          )}
          <FavoriteRefusals favorites={favorites} />
        </div>
        <div className="favorites-scroller">
          {favorites.loaded && favorites.shown.length === 0 ? (
            <p className="muted pane-empty">{intl.formatMessage({ id: 'favorites.empty' })}</p>
          ) : (
            <SortableFavorites
              rows={rows}
              selected={current?.referable.oid}
              onSelect={setSelected}
              onReorder={(order) => void favorites.reorder(order)}
            />
          )}
        </div>
      </aside>
      <div className="people-main">
        {current && colleague ? (
          <ColleagueDetail
            key={current.referable.oid}
            api={api}
            colleague={colleague}
            presence={presence.get(current.referable.oid)}
            favorites={favorites}
            refusals={false}
          />
        ) : current ? (
          <article
            className="person-detail"
            aria-label={intl.formatMessage(
              { id: 'people.detail' },
              { name: current.referable.name },
            )}
          >
            <header className="person-detail-header">
              <Avatar name={current.referable.name} large />
              <div>
                <h2 dir="auto">{current.referable.name}</h2>
                <p className="muted">{intl.formatMessage({ id: 'favorites.contact' })}</p>
              </div>
            </header>
            <ColleagueActions
              api={api}
              favorites={favorites}
              referable={current.referable}
              refusals={false}
            />
          </article>
        ) : (
          <p className="muted people-placeholder">
            {intl.formatMessage({ id: 'favorites.choose' })}
          </p>
        )}
      </div>
    </>
  );
}
