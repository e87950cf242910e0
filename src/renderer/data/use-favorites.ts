import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo } from 'react';
import {
  shownFavorites,
  type Referable,
  type ShownFavorite,
} from '../directory/favorite-changes-model';
import { type AccountData } from './account-data';
import { type QueuedFavoriteChange } from '../outbox/outbox-db';

export interface FavoritesView {
  /** False until the stored list has been read. */
  loaded: boolean;
  /** The list as the user sees it: the server's, with their unconfirmed changes applied. */
  shown: ShownFavorite[];
  /** Changes the server refused (rolled back), with its sentence, until dismissed. */
  refused: QueuedFavoriteChange[];
  /** Changes still on their way (for "waiting to be saved"). */
  waiting: QueuedFavoriteChange[];
  /** False when the server has no favorites list read (it cannot be shown or changed). */
  available: boolean;
  /** When the list was last read from the server (epoch ms). */
  readAt: number | undefined;
  isFavorite: (oid: string) => boolean;
  add: (referable: Referable) => Promise<unknown>;
  remove: (referable: Referable) => Promise<unknown>;
  /** The whole list in a new order (referable oids, first to last). */
  reorder: (order: string[]) => Promise<unknown>;
  dismiss: (id: string) => Promise<void>;
}

/**
 * The favorites list for a screen, live: the directory's copy of the server's list with the
 * queued changes applied. Every change goes through the queue (at once when online, when back
 * online otherwise), so the screen shows it immediately and the same way in both cases.
 */
export function useFavorites(data: AccountData): FavoritesView {
  const { directory, favorites } = data;
  const list = useLiveQuery(() => directory.favorites(), [directory]);
  const meta = useLiveQuery(() => directory.meta('favorites'), [directory]);
  const queued = useLiveQuery(() => favorites.entries(), [favorites]);
  const refused = useMemo(() => (queued ?? []).filter((e) => e.state === 'failed'), [queued]);
  const waiting = useMemo(() => (queued ?? []).filter((e) => e.state !== 'failed'), [queued]);
  const shown = useMemo(
    () =>
      shownFavorites(
        list ?? [],
        waiting.map((e) => e.change),
      ),
    [list, waiting],
  );
  const oids = useMemo(() => new Set(shown.map((s) => s.referable.oid)), [shown]);
  const isFavorite = useCallback((oid: string) => oids.has(oid), [oids]);
  const add = useCallback(
    (referable: Referable) => favorites.queue({ kind: 'add', referable }),
    [favorites],
  );
  const remove = useCallback(
    (referable: Referable) => favorites.queue({ kind: 'remove', referable }),
    [favorites],
  );
  const reorder = useCallback(
    (order: string[]) => favorites.queue({ kind: 'reorder', order }),
    [favorites],
  );
  const dismiss = useCallback((id: string) => favorites.dismiss(id), [favorites]);
  return {
    loaded: list !== undefined,
    shown,
    refused,
    waiting,
    available: meta?.available ?? true,
    readAt: meta?.at,
    isFavorite,
    add,
    remove,
    reorder,
    dismiss,
  };
}
