import { type QueuedFavoriteChange } from '../../outbox/outbox-db';
import { favoritesStrings } from './strings';
import { type FavoritesView } from './use-favorites';

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
          <span>{refusalSentence(entry)}</span>
          <button
            type="button"
            className="button button-ghost button-small"
            onClick={() => void favorites.dismiss(entry.id)}
          >
            {favoritesStrings.dismiss}
          </button>
        </div>
      ))}
    </div>
  );
}

function refusalSentence(entry: QueuedFavoriteChange): string {
  const why = entry.notAvailable ? favoritesStrings.notAvailableWhy : (entry.sentence ?? '');
  const { change } = entry;
  if (change.kind === 'add') return favoritesStrings.refused.add(change.referable.name, why);
  if (change.kind === 'remove') return favoritesStrings.refused.remove(change.referable.name, why);
  return favoritesStrings.refused.reorder(why);
}
