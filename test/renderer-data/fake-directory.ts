import {
  type Colleague,
  type Favorite,
  type FavoriteChangeOp,
  type PresenceEntry,
} from '../../src/shared/contract';
import { type DirectoryPort, type ForwardPage } from '../../src/renderer/directory/directory-port';
import { type PortFailure } from '../../src/renderer/cache';
import { rejection } from './fake-server';

/**
 * A small in-memory server for the directory's tests: the favorites list as 4.15 changes it
 * (add with a new entry oid, remove by entry oid, replace orderNumber), colleagues and presence
 * in capped pages (a short page is not the end), and scripted failures. Every write is recorded.
 */
export class FakeDirectory implements DirectoryPort {
  list: Favorite[] = [];
  people: Colleague[] = [];
  presenceEntries: PresenceEntry[] = [];
  presenceAvailable = true;
  /** Colleagues whose provisioning address is this match an address search (none shown). */
  matchAddress: string | undefined;
  favoritesAvailable = true;
  /** The server caps pages at this many items, whatever was asked. */
  pageCap = 3;
  readonly patches: FavoriteChangeOp[][] = [];
  readonly reads: string[] = [];
  /** Failures to answer the next calls with, per call. */
  readonly failNext: Partial<Record<'read' | 'update' | 'colleagues', PortFailure[]>> = {};
  /** The next PATCH is applied but its answer is lost (the connection breaks after). */
  loseNextAnswer = false;
  private nextOid = 5000;

  /** The scripted failure for this call, as the bridge rejects (a BridgeError), if any. */
  private failure(call: 'read' | 'update' | 'colleagues') {
    const failure = this.failNext[call]?.shift();
    return failure && rejection(failure);
  }

  private page<T>(items: readonly T[], key: (t: T) => string, after?: string): ForwardPage<T> {
    const start = after === undefined ? 0 : items.findIndex((t) => key(t) === after) + 1;
    const slice = items.slice(start, start + this.pageCap);
    const last = slice.at(-1);
    return { items: [...slice], ...(last && { nextId: key(last) }) };
  }

  colleagues(args: {
    after?: string;
    limit?: number;
    where?: { userName: string } | { address: string };
  }) {
    this.reads.push('colleagues');
    const failed = this.failure('colleagues');
    if (failed) return Promise.reject(failed);
    const where = args.where;
    const matching = where
      ? this.people.filter((p) =>
          'userName' in where
            ? p.userName === where.userName
            : p.email === where.address || this.matchAddress === where.address,
        )
      : this.people;
    return Promise.resolve(this.page(matching, (p) => p.oid, args.after));
  }

  presence(args: { after?: string }) {
    if (!this.presenceAvailable) return Promise.resolve({ available: false, items: [] });
    return Promise.resolve({
      available: true,
      ...this.page(this.presenceEntries, (p) => p.person, args.after),
    });
  }

  favorites() {
    this.reads.push('favorites');
    const failed = this.failure('read');
    if (failed) return Promise.reject(failed);
    return Promise.resolve({
      available: this.favoritesAvailable,
      items: this.favoritesAvailable ? this.list.map((f) => ({ ...f })) : [],
    });
  }

  updateFavorites(changes: FavoriteChangeOp[]) {
    const failed = this.failure('update');
    if (failed) return Promise.reject(failed);
    this.patches.push(changes);
    for (const change of changes) {
      if (change.op === 'add') {
        this.list.push({
          item: String(++this.nextOid),
          orderNumber: change.orderNumber,
          referable: {
            oid: change.referable,
            name: `Person ${change.referable}`,
            objectType: 'Person',
          },
        });
      } else if (change.op === 'remove') {
        this.list = this.list.filter((f) => f.item !== change.item);
      } else {
        const entry = this.list.find((f) => f.item === change.item);
        if (entry) entry.orderNumber = change.orderNumber;
      }
    }
    this.list.sort((a, b) => a.orderNumber - b.orderNumber);
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      return Promise.reject(rejection({ kind: 'network', sentence: 'The connection broke.' }));
    }
    return Promise.resolve();
  }

  pages = [{ name: 'Intranet', url: 'https://intranet.example/' }];

  webPages() {
    this.reads.push('webPages');
    return Promise.resolve({ items: this.pages.map((p) => ({ ...p })) });
  }

  me: () => Promise<{ person: { oid: string }; phoneLine?: { oid: string } }> = () =>
    Promise.resolve({ person: { oid: '1' } });

  /** The server's list as referable oids, in order. */
  order(): string[] {
    return this.list.map((f) => f.referable.oid);
  }
}

export const favorite = (item: string, orderNumber: number, referable: string): Favorite => ({
  item,
  orderNumber,
  referable: { oid: referable, name: `Person ${referable}`, objectType: 'Person' },
});

export const person = (oid: string) => ({ oid, name: `Person ${oid}`, objectType: 'Person' });
