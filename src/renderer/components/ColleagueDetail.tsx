import { useIntl } from 'react-intl';
import { type Api, type Colleague, type PresenceEntry } from '../../shared/contract';
import { type MessageKey } from '../../shared/i18n';
import { type FavoritesView } from '../data/use-favorites';
import { Avatar } from './Avatar';
import { ColleagueActions } from './ColleagueActions';
import { lineStateOf } from './line-state';

/** One colleague: their status and line, and what one can do (People's right-hand pane). */
export function ColleagueDetail({
  api,
  colleague,
  presence,
  favorites,
  refusals = true,
}: {
  api: Api;
  colleague: Colleague;
  presence: PresenceEntry | undefined;
  favorites: FavoritesView;
  /** See `ColleagueActions`. */
  refusals?: boolean;
}) {
  const intl = useIntl();
  const state = lineStateOf(intl, colleague, presence);
  const facts: [MessageKey, string | undefined][] = [
    ['people.fact.status', state.status],
    ['people.fact.message', presence?.message],
    ['people.fact.location', presence?.location],
    ['people.fact.line', state.line.join(' · ')],
    ['people.fact.extension', colleague.extension],
    ['people.fact.number', colleague.number],
    ['people.fact.email', colleague.email],
    ['people.fact.userName', colleague.userName],
  ];
  const referable = {
    oid: colleague.person ?? colleague.oid,
    name: colleague.name,
    objectType: 'Person',
  };

  return (
    <article
      className="person-detail"
      aria-label={intl.formatMessage({ id: 'people.detail' }, { name: colleague.name })}
    >
      <header className="person-detail-header">
        <Avatar name={colleague.name} tone={state.tone} large />
        <div>
          <h2 dir="auto">{colleague.name}</h2>
          {state.status && <p className="muted">{state.status}</p>}
        </div>
      </header>
      <dl className="person-facts">
        {facts.map(([term, value]) =>
          value ? (
            <div key={term}>
              <dt>{intl.formatMessage({ id: term })}</dt>
              <dd dir="auto">{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      {colleague.person && (
        <ColleagueActions
          api={api}
          favorites={favorites}
          referable={referable}
          colleague={colleague}
          refusals={refusals}
        />
      )}
    </article>
  );
}
