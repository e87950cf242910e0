import { logItemSchemas } from '../../../shared/contract/log-rows';
import {
  callReviewSchema,
  communicationSearchSchema,
  fileAnswerSchema,
  smsDraftSchema,
  smsRequest,
  smsSentResponseSchema,
  type SmsDraft,
  listEnvelope,
  recentInboxParamsSchema,
  recentInboxSchema,
  type RecentInboxParams,
  type CallReview,
  type CommunicationSearch,
  type LogItem,
  type LogItemFull,
} from '../../../shared/interface';
import { type CallOptions } from '../http';
import { type Page, walkPages, type WalkOptions } from '../paging';
import { type Caller } from '../session';
import { type PatchInput } from '../patch-builder';
import {
  checkParams,
  cursorQuery,
  fetchNothing,
  fetchObject,
  fetchPage,
  fetchValue,
  sendPatch,
} from './kit';

/**
 * `{voicemail: true, incoming: true}` → `voicemail=true,incoming=true`, the guide's `where`. The
 * search key is URL-encoded inside it, as the guide asks of its special characters (`+` → `%2b`):
 * a comma or `=` typed stays part of the key.
 */
function whereFilters(where: CommunicationSearch['where']): string | undefined {
  const parts = Object.entries(where ?? {}).map(
    ([field, value]) =>
      `${field}=${field === 'search' ? encodeURIComponent(String(value)) : String(value)}`,
  );
  return parts.length ? parts.join(',') : undefined;
}

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
        where: whereFilters(p.where),
        only_missed_calls: p.onlyMissedCalls,
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
    /**
     * The recent inbox (communications_recent.html): per contact the last item and how many
     * are new. Returning new chat messages marks them delivered to the user.
     */
    recent: (params: RecentInboxParams = {}, options?: CallOptions) => {
      const p = checkParams('communications.recent', recentInboxParamsSchema, params);
      return fetchValue(call, () => ({
        operation: 'communications.recent',
        query: {
          limit: p.limit,
          period: p.period,
          before: p.before,
          where: p.chatsOnly ? 'obj_type=XCCUserChat' : undefined,
        },
        response: recentInboxSchema,
        ...options,
      }));
    },
    /** A voicemail's or a recorded call's audio (communications_audio_get.html). */
    audio: (oid: string, options?: CallOptions) =>
      fetchValue(call, () => ({
        operation: 'communications.audio',
        params: { oid },
        binary: true,
        response: fileAnswerSchema,
        ...options,
      })),
    /** Marks an item (communications_update.html): `displayed` on a voicemail means heard. */
    update: (oid: string, input: PatchInput<'communication'>, options?: CallOptions) =>
      sendPatch(
        call,
        { operation: 'communications.update', resource: 'communication', params: { oid } },
        input,
        options,
      ),
    /** communications_sms_send.html; the sent message is in the log as an SMSMessage. */
    sendSms: (draft: SmsDraft, options?: CallOptions) =>
      fetchObject(call, () => ({
        operation: 'communications.sendSms',
        body: smsRequest(checkParams('communications.sendSms', smsDraftSchema, draft)),
        response: smsSentResponseSchema,
        ...options,
      })),
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
