import { z } from 'zod';
import { queryDateSchema } from '../../shared/interface';
import { deliverTo, displayedFor } from '../chat-receipts';
import { formatTimestamp } from '../clock';
import { ok, type Handler } from '../context';
import { unpagedList, SELF_LINK_ONLY } from '../envelope';
import { parseInput } from '../errors';
import { logFilters } from '../log-filters';
import { DEFAULT_LIMIT, limitParam, PAGE_CAP } from '../query';
import { type CommunicationRecord } from '../store/types';
import { communicationFull } from '../views/communication';

/**
 * The recent communication inbox (guide: resources/communications_recent.html, beyond the
 * interface): per contact, newest first, the last communication item and how many of its items
 * are new (`notificationsCount`, present only when there is one or more). "New" is an incoming
 * item the user has not displayed (read): what clears a thread's unread mark on every device.
 * Returning new chat messages moves their session's delivery date for the user
 * (`chatHasBeenDeliveredEvent` to the session).
 */
const recentQuery = z.strictObject({
  limit: limitParam.optional(),
  period: z
    .string()
    .regex(/^\d+$/, 'period is a whole number of days')
    .transform(Number)
    .pipe(z.number().int().min(1).max(3650))
    .optional(),
  before: queryDateSchema.optional(),
  where: z.string().optional(),
  include: z.string().optional(),
});

const DEFAULT_PERIOD_DAYS = 14;
const DAY_MS = 86_400_000;

const incomingFor = (r: CommunicationRecord, viewer: string) =>
  r.objectType === 'XCCUserChat' ? r.from.userOid !== viewer : r.incoming;

const recent: Handler = ({ state, user, query: rawQuery, url }) => {
  const query = parseInput(recentQuery, rawQuery ?? {}, 'query');
  const tests = logFilters(query.where, false, {
    ownLine: user.primaryLine.oid,
    search: false,
  });
  const accept = (r: CommunicationRecord) => tests.every((test) => test(r, user.oid));
  const nowMs = state.clock.nowMs();
  const before = query.before === undefined ? formatTimestamp(nowMs + 1000) : query.before;
  const from = formatTimestamp(nowMs - (query.period ?? DEFAULT_PERIOD_DAYS) * DAY_MS);
  const limit = Math.min(query.limit ?? DEFAULT_LIMIT, PAGE_CAP);
  const list = state.store.communications.visibleTo(user.oid).items;
  const contacts = new Map<string, { last: CommunicationRecord; items: CommunicationRecord[] }>();
  for (let i = list.length - 1; i >= 0; i--) {
    const record = list[i] as CommunicationRecord;
    if (record.date >= before) continue;
    if (record.date < from) break;
    if (!accept(record)) continue;
    let contact = contacts.get(record.counterpart);
    if (!contact) {
      if (contacts.size >= limit) continue;
      contact = { last: record, items: [] };
      contacts.set(record.counterpart, contact);
    }
    contact.items.push(record);
  }
  const data = [...contacts.values()].map(({ last, items }) => {
    const fresh = items.filter((r) => incomingFor(r, user.oid) && !displayedFor(r, user.oid));
    deliverTo(state, fresh, user.oid);
    const other = incomingFor(last, user.oid) ? last.from : last.to[0];
    const object: Record<string, unknown> = {
      ...(other?.addressable && { addressable: { ...other.addressable } }),
      ...(other && { address: other.address || other.name }),
      lastCommunication: communicationFull(last, user.oid),
      lastCommunicationDate: last.date,
    };
    if (fresh.length > 0) object.notificationsCount = fresh.length;
    return { object, links: SELF_LINK_ONLY };
  });
  return ok(unpagedList(url, data));
};

export const communicationRecentHandlers = { 'communications.recent': recent };
