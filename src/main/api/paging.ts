import {
  type CursorParams,
  type Link,
  type ListEnvelope,
  type Order,
} from '../../shared/interface';

/** A list answer, unwrapped from its envelope. */
export interface Page<T> {
  items: T[];
  previousId?: string;
  nextId?: string;
  links: Link[];
  /**
   * When the server answered, on its own clock (epoch ms, from the HTTP `Date` header; absent
   * when the header is missing or unreadable). Lets a caller end time windows by server time.
   */
  serverDate?: number;
}

export function toPage<T>(envelope: ListEnvelope<T>, serverDate?: number): Page<T> {
  const paging = envelope.meta.paging;
  return {
    items: envelope.data.map((entry) => entry.object),
    ...(paging?.previousId !== undefined && { previousId: paging.previousId }),
    ...(paging?.nextId !== undefined && { nextId: paging.nextId }),
    links: envelope.meta.links,
    ...(serverDate !== undefined && { serverDate }),
  };
}

/**
 * Which way to walk. For the communication log (4.18) older and newer are by date; for lists
 * ordered by id (tenants, users) "older" means smaller ids.
 */
export type Direction = 'older' | 'newer';

/**
 * The cursors of a page, 4.18 rules 3 and 4. In both orders `previousId` names the oldest item
 * of the page and `nextId` the newest: descending (rule 3) puts them last and first, ascending
 * (rule 4) first and last. So in either order the page just older is `before=previousId` and
 * the page just newer is `after=nextId`; only the order of items within a page differs.
 * Both return `undefined` when the page carries no cursor (an empty page: nothing beyond it).
 */
export function older<P extends CursorParams>(page: Page<unknown>, params?: P): P | undefined {
  if (page.previousId === undefined) return undefined;
  const { after: _after, ...rest } = params ?? ({} as P);
  return { ...rest, before: page.previousId } as P;
}

export function newer<P extends CursorParams>(page: Page<unknown>, params?: P): P | undefined {
  if (page.nextId === undefined) return undefined;
  const { before: _before, ...rest } = params ?? ({} as P);
  return { ...rest, after: page.nextId } as P;
}

export interface WalkOptions {
  /** Default: the way the order runs (descending walks older, ascending walks newer). */
  direction?: Direction;
  signal?: AbortSignal;
}

/** The `limit` lists use when none is sent (wire decisions). */
export const defaultPageSize = 15;

/**
 * The parameters of the page after `page` going `direction`, or `undefined` when `page` was the
 * last: empty, or without a cursor. A page shorter than asked for is not the end: the platform
 * caps `limit` at a maximum it does not publish (guide: communications_list.html), so a full
 * page of its maximum looks short.
 */
export function following<P extends CursorParams>(
  page: Page<unknown>,
  params: P,
  direction: Direction,
): P | undefined {
  if (page.items.length === 0) return undefined;
  return direction === 'older' ? older(page, params) : newer(page, params);
}

/**
 * Every page from `params` on, until the end: an empty page, or one without a cursor. A server
 * that repeats a cursor ends the walk instead of looping forever.
 */
export async function* walkPages<P extends CursorParams, T>(
  fetchPage: (params: P) => Promise<Page<T>>,
  params: P,
  options: WalkOptions & { defaultOrder: Order },
): AsyncGenerator<Page<T>, void, undefined> {
  const order = params.order ?? options.defaultOrder;
  const direction = options.direction ?? (order === 'ascending' ? 'newer' : 'older');
  const limit = params.limit ?? defaultPageSize;
  const seen = new Set<string>();
  let next: P | undefined = { ...params, limit };
  while (next) {
    const page = await fetchPage(next);
    yield page;
    next = following(page, next, direction);
    const cursor = next?.before ?? next?.after;
    if (cursor === undefined || seen.has(cursor)) return;
    seen.add(cursor);
  }
}
