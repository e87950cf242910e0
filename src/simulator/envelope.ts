import { type Link, type Paging } from '../shared/interface';
import { type Page } from './paging';

/** Where the current request came in: everything links are built from. */
export interface RequestUrl {
  /** `http://host:port/api/v1/<tenant>`: the base URL the caller used. */
  readonly base: string;
  /** The full URL of this request, query included. */
  readonly href: string;
}

export function selfLink(href?: string): Link {
  return href === undefined ? { rel: 'self', method: 'GET' } : { rel: 'self', href, method: 'GET' };
}

/** Links of list items: self without href where the interface has no GET for the object. */
export const SELF_LINK_ONLY: readonly Link[] = [selfLink()];

/** `{ object, links: [self] }` (interface conventions, item 1). */
export function single<T>(object: T, selfHref?: string): { object: T; links: Link[] } {
  return { object, links: [selfLink(selfHref)] };
}

function withCursor(href: string, name: 'before' | 'after', oid: string): string {
  const url = new URL(href);
  url.searchParams.delete('before');
  url.searchParams.delete('after');
  url.searchParams.set(name, oid);
  return url.toString();
}

export interface ListBody<T> {
  data: { object: T; links?: readonly Link[] }[];
  meta: { links: Link[]; paging?: Paging };
}

/**
 * A paged list (conventions, item 2; 4.18 rule 5): refresh always; next (?after=nextId) and
 * previous (?before=previousId) with the paging ids when the page is not empty. An empty page
 * carries empty cursors, as the platform's does.
 */
export function pagedList<T>(
  url: RequestUrl,
  page: Page<unknown>,
  data: { object: T; links?: readonly Link[] }[],
): ListBody<T> {
  const links: Link[] = [{ rel: 'refresh', href: url.href, method: 'GET' }];
  const paging: Paging = { previousId: '', nextId: '' };
  if (page.nextId !== undefined && page.previousId !== undefined) {
    paging.previousId = page.previousId;
    paging.nextId = page.nextId;
    links.push({ rel: 'next', href: withCursor(url.href, 'after', page.nextId), method: 'GET' });
    links.push({
      rel: 'previous',
      href: withCursor(url.href, 'before', page.previousId),
      method: 'GET',
    });
  }
  return { data, meta: { links, paging } };
}

/** A list that is not paged (mru, integrated web pages): refresh link only. */
export function unpagedList<T>(url: RequestUrl, data: { object: T; links?: readonly Link[] }[]) {
  return { data, meta: { links: [{ rel: 'refresh', href: url.href, method: 'GET' }] } };
}
