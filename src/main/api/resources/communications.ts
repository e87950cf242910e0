import { logItemSchemas } from '../../../shared/contract/log-rows';
import {
  callReviewSchema,
  communicationSearchSchema,
  listEnvelope,
  type CallReview,
  type CommunicationSearch,
  type LogItem,
  type LogItemFull,
} from '../../../shared/interface';
import { type CallOptions } from '../http';
import { type Page, walkPages, type WalkOptions } from '../paging';
import { type Caller } from '../session';
import { checkParams, cursorQuery, fetchNothing, fetchPage } from './kit';

/** `include: 'all'` returns the full representation (2.6). */
export type CommunicationOf<P extends CommunicationSearch> = P extends { include: 'all' }
  ? LogItemFull
  : LogItem;

/**
 * A page's items are read as the local log keeps them (`logItemSchemas`): checked and stripped
 * in one pass, since the log is all main reads them for.
 */
const pageSchemas = {
  list: listEnvelope(logItemSchemas.list),
  full: listEnvelope(logItemSchemas.full),
};

/** The communication log: 4.18 search and 4.20 call review. */
export function communicationsApi(call: Caller) {
  async function search<P extends CommunicationSearch>(
    params?: P,
    options?: CallOptions,
  ): Promise<Page<CommunicationOf<P>>> {
    const p = checkParams('communications.search', communicationSearchSchema, params);
    const page = await fetchPage(call, () => ({
      operation: 'communications.search',
      query: {
        ...cursorQuery(p),
        name: p.name,
        order_by: p.orderBy,
        from: p.from,
        until: p.until,
        last_modified_from: p.lastModifiedFrom,
        last_modified_until: p.lastModifiedUntil,
        include: p.include,
      },
      response: p.include === 'all' ? pageSchemas.full : pageSchemas.list,
      ...options,
    }));
    return page as Page<CommunicationOf<P>>;
  }

  return {
    search,
    /**
     * Every page from `params` on (4.18 rules 3 and 4). `order_by=mru` is not paged: one page.
     * Default direction follows the order: descending (the default) walks to older items.
     */
    async *walk<P extends CommunicationSearch>(params: P, options: WalkOptions = {}) {
      const fetch = (p: P) => search(p, { signal: options.signal });
      if (params.orderBy === 'mru') {
        yield await fetch(params);
        return;
      }
      yield* walkPages(fetch, params, { ...options, defaultOrder: 'descending' });
    },
    /** 4.20: `id` is the oid of a CallLog or a call id (the user's first call log with it). */
    review: (id: string, review: CallReview, options?: CallOptions) =>
      fetchNothing(call, () => ({
        operation: 'communications.review',
        params: { oid: id },
        body: checkParams('communications.review', callReviewSchema, review),
        response: null,
        ...options,
      })),
  };
}
