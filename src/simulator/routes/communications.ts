import { z } from 'zod';
import { callReviewSchema, queryDateSchema, ServiceCode } from '../../shared/interface';
import { formatTimestamp } from '../clock';
import { noContent, ok, type Handler } from '../context';
import { pagedList, SELF_LINK_ONLY, unpagedList } from '../envelope';
import { badRequest, notFound, parseInput } from '../errors';
import { datedCursor, takePage, type SortedList } from '../paging';
import { DEFAULT_LIMIT, PAGE_CAP, pageRequest, pagingParams } from '../query';
import { logFilters } from '../log-filters';
import { type CommunicationRecord, type UserRecord } from '../store/types';
import { communicationFull, communicationItem } from '../views/communication';

const searchQuery = z.strictObject({
  ...pagingParams,
  name: z.string().optional(),
  order_by: z.enum(['mru', 'oid']).optional(),
  from: queryDateSchema.optional(),
  until: queryDateSchema.optional(),
  last_modified_from: queryDateSchema.optional(),
  last_modified_until: queryDateSchema.optional(),
  include: z.literal('all').optional(),
  where: z.string().optional(),
  /** A flag: present (empty or `true`) asks for missed calls only. */
  only_missed_calls: z.enum(['', 'true', 'false']).optional(),
});

/** A day means its first second for lower bounds... */
const startOf = (date: string) => (date.length === 10 ? `${date} 00:00:00` : date);
/** ...and its last second for the inclusive `until`. */
const endOf = (date: string) => (date.length === 10 ? `${date} 23:59:59` : date);

type Query = z.output<typeof searchQuery>;

function filters(
  query: Query,
  viewer: UserRecord,
): ((r: CommunicationRecord) => boolean) | undefined {
  const tests: ((r: CommunicationRecord) => boolean)[] = logFilters(
    query.where,
    query.only_missed_calls !== undefined && query.only_missed_calls !== 'false',
    { ownLine: viewer.primaryLine.oid, search: true },
  ).map((test) => (r: CommunicationRecord) => test(r, viewer.oid));
  if (query.name) {
    const needle = query.name.toLowerCase();
    tests.push((r) => r.nameLower.includes(needle));
  }
  // 4.18 rule 1: last_modified_from inclusive, last_modified_until exclusive.
  const { last_modified_from: lmFrom, last_modified_until: lmUntil } = query;
  if (lmFrom !== undefined) {
    const bound = startOf(lmFrom);
    tests.push((r) => r.lastModified >= bound);
  }
  if (lmUntil !== undefined) {
    const bound = startOf(lmUntil);
    tests.push((r) => r.lastModified < bound);
  }
  if (tests.length === 0) return undefined;
  return (r) => tests.every((t) => t(r));
}

/** order_by=mru: the latest communication per counterpart, most recent first, not paged. */
function mostRecentlyUsed(
  list: SortedList<CommunicationRecord>,
  lo: number,
  hi: number,
  accept: ((r: CommunicationRecord) => boolean) | undefined,
  limit: number,
): CommunicationRecord[] {
  const seen = new Set<string>();
  const out: CommunicationRecord[] = [];
  for (let i = hi - 1; i >= lo && out.length < limit; i--) {
    const record = list.items[i] as CommunicationRecord;
    if (seen.has(record.counterpart) || (accept && !accept(record))) continue;
    seen.add(record.counterpart);
    out.push(record);
  }
  return out;
}

const search: Handler = ({ state, user, query: rawQuery, url }) => {
  const query = parseInput(searchQuery, rawQuery ?? {}, 'query');
  const list = state.store.communications.visibleTo(user.oid);
  // from/until select a date window: binary searches on the (date, oid) order.
  const { from, until } = query;
  const lo = from === undefined ? 0 : list.lowerBound((r) => r.date < startOf(from));
  const hi =
    until === undefined ? list.items.length : list.lowerBound((r) => r.date <= endOf(until));
  const accept = filters(query, user);
  const present = (r: CommunicationRecord) => ({
    object: query.include === 'all' ? communicationFull(r, user.oid) : communicationItem(r),
    links: SELF_LINK_ONLY,
  });

  if (query.order_by === 'mru') {
    if (query.before !== undefined || query.after !== undefined) {
      throw badRequest('query: order_by=mru is not paged; before and after do not apply');
    }
    const limit = Math.min(query.limit ?? DEFAULT_LIMIT, PAGE_CAP);
    const items = mostRecentlyUsed(list, lo, hi, accept, limit);
    return ok(unpagedList(url, items.map(present)));
  }
  const page = takePage(list, pageRequest(query, 'descending'), {
    lo,
    hi,
    accept,
    find: (oid) => state.store.communications.get(oid),
    cursor: datedCursor,
  });
  return ok(pagedList(url, page, page.items.map(present)));
};

/** 4.20: the id is a CallLog oid, or a call id (then the user's first call log with it). */
const review: Handler = ({ state, user, params, body }) => {
  const id = params.oid ?? '';
  const ownCall = (r: CommunicationRecord | undefined) =>
    r !== undefined && r.objectType === 'CallLog' && r.viewers.includes(user.oid);
  const byOid = state.store.communications.get(id);
  const call = ownCall(byOid) ? byOid : state.store.communications.withCallId(id).find(ownCall);
  if (!call) throw notFound(`call log ${id}`);
  if (body === undefined) throw badRequest('review: no payload', ServiceCode.NoContents);
  const parsed = parseInput(callReviewSchema, body, 'review');
  state.store.reviews.push({
    callLog: call.oid,
    callId: call.callId,
    userName: user.userName,
    date: formatTimestamp(state.clock.nowMs()),
    review: parsed,
  });
  return noContent;
};

export const communicationHandlers = {
  'communications.search': search,
  'communications.review': review,
};
