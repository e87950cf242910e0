import { type Api, type Colleague, type PresenceEntry } from '../../../shared/contract';
import { type FavoritesView } from '../favorites/use-favorites';
import { Avatar } from './Avatar';
import { ColleagueActions } from './ColleagueActions';
import { lineStateOf } from './line-state';
import { lineStrings, peopleStrings } from './strings';

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
  const state = lineStateOf(colleague, presence);
  const { terms } = lineStrings;
  const facts: [string, string][] = [];
  if (state.status) facts.push([terms.status, state.status]);
  if (presence?.message) facts.push([terms.message, presence.message]);
  if (presence?.location) facts.push([terms.location, presence.location]);
  const line = state.facts.filter((f) => f !== lineStrings.extension(colleague.extension ?? ''));
  if (line.length > 0) facts.push([terms.line, line.join(' · ')]);
  if (colleague.extension) facts.push([terms.extension, colleague.extension]);
  if (colleague.number) facts.push([terms.number, colleague.number]);
  if (colleague.email) facts.push([terms.email, colleague.email]);
  if (colleague.userName) facts.push([terms.userName, colleague.userName]);
  const referable = {
    oid: colleague.person ?? colleague.oid,
    name: colleague.name,
    objectType: 'Person',
  };

  return (
    <article className="person-detail" aria-label={peopleStrings.detailsLabel(colleague.name)}>
      <header className="person-detail-header">
        <Avatar name={colleague.name} tone={state.tone} large />
        <div>
          <h2 dir="auto">{colleague.name}</h2>
          {state.status && <p className="muted">{state.status}</p>}
        </div>
      </header>
      <dl className="person-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd dir="auto">{value}</dd>
          </div>
        ))}
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
