import { useIntl } from 'react-intl';
import { type Formatter } from '../../shared/i18n';
import { type QueuedFavoriteChange } from '../outbox/outbox-db';
import { type FavoritesView } from '../data/use-favorites';

/**
 * The favorites changes the server refused (already rolled back in every list), each with the
 * server's reason, until the user dismisses it. With `referable`, only the changes about that
 * person: next to the star they pressed.
 */
export function FavoriteRefusals({
  favorites,
  referable,
}: {
  favorites: FavoritesView;
  referable?: string;
}) {
  const intl = useIntl();
  const shown = favorites.refused.filter(
    (entry) =>
      referable === undefined ||
      (entry.change.kind !== 'reorder' && entry.change.referable.oid === referable),
  );
  if (shown.length === 0) return null;
  return (
    <div className="favorites-refusals">
      {shown.map((entry) => (
        <div key={entry.id} role="alert" className="alert alert-error">
          <span>{refusalSentence(intl, entry)}</span>
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => void favorites.dismiss(entry.id)}
          >
            {intl.formatMessage({ id: 'favorites.refused.dismiss' })}
          </button>
        </div>
      ))}
    </div>
  );
}

function refusalSentence(intl: Formatter, entry: QueuedFavoriteChange): string {
  const reason = entry.notAvailable
    ? intl.formatMessage({ id: 'favorites.refused.notAvailable' })
    : (entry.sentence ?? '');
  const { change } = entry;
  if (change.kind === 'reorder') {
    return intl.formatMessage({ id: 'favorites.refused.reorder' }, { reason });
  }
  return intl.formatMessage(
    { id: change.kind === 'add' ? 'favorites.refused.add' : 'favorites.refused.remove' },
    { name: change.referable.name, reason },
  );
}
