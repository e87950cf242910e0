import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CacheError } from '../cache/cache-error';
import { icons } from './icons';
import { type Referable } from '../directory/favorite-changes-model';
import { type AccountData, useReadyAccountData } from '../data';
import { failureSentence } from './failure-sentence';
import '../styles/people.css';
import { FavoriteRefusals } from './FavoriteRefusals';
import { useFavorites } from '../data/use-favorites';

/**
 * A star next to a person where they appear (a conversation's header, a History entry's
 * participants): pressed, they are a favorite. Not shown for the user themselves, before the
 * account's data is open, or on a server that has no favorites list.
 */
export function FavoriteStar({ referable }: { referable: Referable }) {
  const data = useReadyAccountData();
  // null while it is read: the star waits rather than flash for the user themselves.
  const me = useLiveQuery(() => data?.directory.meta('me'), [data], null);
  if (!data || me === null || me?.person === referable.oid) return null;
  return <Star data={data} referable={referable} />;
}

function Star({ data, referable }: { data: AccountData; referable: Referable }) {
  const intl = useIntl();
  const favorites = useFavorites(data);
  const [problem, setProblem] = useState<string>();
  if (!favorites.available) return null;
  const on = favorites.isFavorite(referable.oid);
  const label = intl.formatMessage(
    { id: on ? 'favorites.remove' : 'favorites.add' },
    { name: referable.name },
  );
  const toggle = () => {
    setProblem(undefined);
    (on ? favorites.remove(referable) : favorites.add(referable)).catch((error: unknown) =>
      setProblem(error instanceof CacheError ? error.sentence : failureSentence(error)),
    );
  };
  return (
    <span className="favorite-star">
      <button
        type="button"
        className="button button-ghost button-small favorite-star-button"
        aria-pressed={on}
        aria-label={label}
        title={label}
        onClick={toggle}
      >
        <span className={on ? 'star star-on' : 'star'}>{icons.favorites}</span>
      </button>
      {problem && (
        <span role="alert" className="person-note person-note-error">
          {problem}
        </span>
      )}
      <FavoriteRefusals favorites={favorites} referable={referable.oid} />
    </span>
  );
}
