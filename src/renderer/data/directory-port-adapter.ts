import { type Api } from '../../shared/contract';
import { type DirectoryPort } from '../directory/directory-port';
import { type FavoritesPort } from '../outbox/favorite-changes';

/** The directory's `DirectoryPort` over the bridge (`window.api`): People, Favorites, Web pages. */
export function createDirectoryPort(api: Api): DirectoryPort {
  return {
    colleagues: (args) => api.people.page(args),
    presence: (args) => api.people.presence(args),
    favorites: () => api.favorites.get(),
    updateFavorites: (changes) => api.favorites.update({ changes }),
    webPages: () => api.webpages.list(),
    me: () => api.me.info(),
  };
}

/** The favorites queue's port: the list's read and its one write. */
export function favoritesPortOf(port: DirectoryPort): FavoritesPort {
  return { read: () => port.favorites(), update: (changes) => port.updateFavorites(changes) };
}
