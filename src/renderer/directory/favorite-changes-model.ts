import { z } from 'zod';
import { type Favorite, type FavoriteChangeOp } from '../../shared/contract';
import { oidSchema } from '../../shared/interface';
import { renumber } from './order-numbers';

/** Something that can be a favorite (a person, or a phone line), as the user saw it. */
export const referableSchema = z.object({
  oid: oidSchema,
  name: z.string(),
  objectType: z.string(),
});
export type Referable = z.infer<typeof referableSchema>;

/**
 * A change the user made to their favorites, as they meant it: added or removed someone, or put
 * the list in an order (every entry's referable, first to last). It is turned into operations
 * only when it is sent, against the list the server has then, so a change queued offline is
 * applied to what is there when it arrives, and one already applied is not applied twice.
 */
export const favoriteChangeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('add'), referable: referableSchema }),
  z.object({ kind: z.literal('remove'), referable: referableSchema }),
  z.object({ kind: z.literal('reorder'), order: z.array(oidSchema) }),
]);
export type FavoriteChange = z.infer<typeof favoriteChangeSchema>;

/** A favorite as the lists show it: the server's entry, or one still on its way (`pending`). */
export interface ShownFavorite {
  referable: Referable;
  /** The list entry on the server, once it has one. */
  item?: string;
  pending: boolean;
}

const byOrder = (a: Favorite, b: Favorite) => a.orderNumber - b.orderNumber;

/** Entries in the order `order` names; entries it does not name keep their places after them. */
function ordered<T>(entries: readonly T[], oidOf: (e: T) => string, order: readonly string[]) {
  const place = new Map(order.map((oid, i) => [oid, i]));
  const named = entries.filter((e) => place.has(oidOf(e)));
  named.sort((a, b) => (place.get(oidOf(a)) ?? 0) - (place.get(oidOf(b)) ?? 0));
  return [...named, ...entries.filter((e) => !place.has(oidOf(e)))];
}

/**
 * What the user sees: the server's list (as last read) with their unconfirmed changes applied
 * in the order made. Applying a change the list already holds changes nothing, so the moment
 * between the fresh list being stored and the change being dropped shows no flicker.
 */
export function shownFavorites(
  list: readonly Favorite[],
  changes: readonly FavoriteChange[],
): ShownFavorite[] {
  let shown: ShownFavorite[] = [...list]
    .sort(byOrder)
    .map((f) => ({ referable: f.referable, item: f.item, pending: false }));
  for (const change of changes) {
    if (change.kind === 'add') {
      if (!shown.some((s) => s.referable.oid === change.referable.oid)) {
        shown = [...shown, { referable: change.referable, pending: true }];
      }
    } else if (change.kind === 'remove') {
      shown = shown.filter((s) => s.referable.oid !== change.referable.oid);
    } else {
      const before = shown.map((s) => s.referable.oid).join();
      shown = ordered(shown, (s) => s.referable.oid, change.order);
      if (shown.map((s) => s.referable.oid).join() !== before) {
        shown = shown.map((s) => ({ ...s, pending: true }));
      }
    }
  }
  return shown;
}

/**
 * The operations that make the server's list hold the change: none when it already does (the
 * change arrived before, perhaps from an attempt whose answer was lost). A reorder sends only the
 * `orderNumber` replacements that change (`renumber`), all in one PATCH.
 */
export function planChange(change: FavoriteChange, list: readonly Favorite[]): FavoriteChangeOp[] {
  const entry = (oid: string) => list.find((f) => f.referable.oid === oid);
  if (change.kind === 'add') {
    if (entry(change.referable.oid)) return [];
    const last = Math.max(0, ...list.map((f) => f.orderNumber));
    return [{ op: 'add', referable: change.referable.oid, orderNumber: last + 1 }];
  }
  if (change.kind === 'remove') {
    const found = entry(change.referable.oid);
    return found ? [{ op: 'remove', item: found.item }] : [];
  }
  const target = ordered([...list].sort(byOrder), (f) => f.referable.oid, change.order);
  const replacements = renumber(target.map((f) => ({ id: f.item, orderNumber: f.orderNumber })));
  return target.flatMap((f) => {
    const orderNumber = replacements.get(f.item);
    return orderNumber === undefined ? [] : [{ op: 'order' as const, item: f.item, orderNumber }];
  });
}
