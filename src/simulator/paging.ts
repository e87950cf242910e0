import { ServiceCode, type Order } from '../shared/interface';
import { badRequest } from './errors';

export interface Keyed {
  readonly oid: string;
}

/**
 * An array kept in ascending order ("oldest first") by `compare`. Lists are built in order at
 * seed time, so inserting is a push in the common case.
 */
export class SortedList<T extends Keyed> {
  readonly items: T[] = [];

  constructor(readonly compare: (a: T, b: T) => number) {}

  insert(item: T): void {
    const last = this.items[this.items.length - 1];
    if (last === undefined || this.compare(last, item) <= 0) {
      this.items.push(item);
      return;
    }
    this.items.splice(
      this.lowerBound((x) => this.compare(x, item) < 0),
      0,
      item,
    );
  }

  /** First index whose item is not `before` (binary search). */
  lowerBound(before: (item: T) => boolean): number {
    let lo = 0;
    let hi = this.items.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(this.items[mid] as T)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  indexOf(item: T): number | undefined {
    const i = this.lowerBound((x) => this.compare(x, item) < 0);
    return this.items[i] === item ? i : undefined;
  }
}

/** Compare by numeric oid (oids are digit strings without leading zeros). */
export function compareOids(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

export interface PageRequest {
  order: Order;
  before?: string;
  after?: string;
  limit: number;
}

export interface Page<T> {
  /** In answer order: newest first when descending, oldest first when ascending. */
  items: T[];
  /** The cursor of the page's oldest item (`before` it: older items). */
  previousId?: string;
  /** The cursor of the page's newest item (`after` it: newer items). */
  nextId?: string;
}

export interface PageScope<T> {
  /** Admissible index range [lo, hi) of the list, e.g. a date window found by binary search. */
  lo?: number;
  hi?: number;
  accept?: (item: T) => boolean;
  /** Looks a cursor oid up among the list's items. */
  find: (oid: string) => T | undefined;
  /** The cursor handed out for an item (default: its oid). */
  cursor?: (item: T) => string;
}

/**
 * The platform's cursor of a dated item, `<date>_<oid>` (guide: communications_list.html, whose
 * examples show `2018-10-12 09:13:25_1651011`): opaque to clients, never a bare oid.
 */
export const datedCursor = (item: { readonly date: string; readonly oid: string }) =>
  `${item.date}_${item.oid}`;

/** The oid a cursor names: a dated cursor, or an item's oid (which 4.18 accepts as well). */
export function cursorOid(cursor: string): string | undefined {
  return /^(?:\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}_)?(\d+)$/.exec(cursor)?.[1];
}

/**
 * Cursor paging, rules 3 and 4 of interface 4.18, for any list kept oldest first. Descending:
 * no cursor = newest items; before=X = the items just older than X; after=X = the items just
 * newer than X (still newest first). Ascending mirrors it. A cursor must name an item of the list.
 */
export function takePage<T extends Keyed>(
  list: SortedList<T>,
  request: PageRequest,
  scope: PageScope<T>,
): Page<T> {
  const items = list.items;
  const lo = scope.lo ?? 0;
  const hi = scope.hi ?? items.length;
  const cursorPos = (cursor: string): number => {
    const oid = cursorOid(cursor);
    const item = oid === undefined ? undefined : scope.find(oid);
    const pos = item === undefined ? undefined : list.indexOf(item);
    if (pos === undefined) {
      throw badRequest(
        `cursor ${cursor} names no item of this list`,
        ServiceCode.ContentsUndecodable,
      );
    }
    return pos;
  };
  const walk = (start: number, step: 1 | -1): T[] => {
    const out: T[] = [];
    let i = step === 1 ? Math.max(start, lo) : Math.min(start, hi - 1);
    for (; i >= lo && i < hi && out.length < request.limit; i += step) {
      const item = items[i] as T;
      if (!scope.accept || scope.accept(item)) out.push(item);
    }
    return out;
  };

  let found: T[];
  const descending = request.order === 'descending';
  if (request.before !== undefined) {
    const older = walk(cursorPos(request.before) - 1, -1);
    found = descending ? older : older.reverse();
  } else if (request.after !== undefined) {
    const newer = walk(cursorPos(request.after) + 1, 1);
    found = descending ? newer.reverse() : newer;
  } else {
    found = descending ? walk(hi - 1, -1) : walk(lo, 1);
  }

  const first = found[0];
  const last = found[found.length - 1];
  if (first === undefined || last === undefined) return { items: found };
  const [oldest, newest] = descending ? [last, first] : [first, last];
  const cursor = scope.cursor ?? ((item: T) => item.oid);
  return { items: found, previousId: cursor(oldest), nextId: cursor(newest) };
}
