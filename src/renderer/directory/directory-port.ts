import {
  type Colleague,
  type ColleagueWhere,
  type Favorite,
  type FavoriteChangeOp,
  type PresenceEntry,
  type WebPage,
} from '../../shared/contract';

/** A page walked forwards; `nextId` absent: the end. */
export interface ForwardPage<T> {
  items: T[];
  nextId?: string;
}

/**
 * What the directory needs from the server (People, Favorites, Web pages). The renderer adapts
 * `window.api` to it (`data/directory-port-adapter.ts`); tests give a fake. Failures are the
 * bridge's, read with `toPortFailure` as everywhere in the data layer.
 */
export interface DirectoryPort {
  colleagues(args: {
    after?: string;
    limit?: number;
    where?: ColleagueWhere;
  }): Promise<ForwardPage<Colleague>>;
  presence(args: {
    after?: string;
    limit?: number;
  }): Promise<ForwardPage<PresenceEntry> & { available: boolean }>;
  favorites(): Promise<{ available: boolean; items: Favorite[] }>;
  updateFavorites(changes: FavoriteChangeOp[]): Promise<void>;
  webPages(): Promise<{ items: WebPage[] }>;
  /**
   * The signed-in user's person (never listed as their own colleague or favorite), and their
   * phone line if they have one.
   */
  me(): Promise<{ person: { oid: string }; phoneLine?: { oid: string } | undefined }>;
}
