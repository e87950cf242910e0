import { communicationTypes } from '../shared/interface';
import { badRequest } from './errors';
import { displayedFor, retrievedFor } from './chat-receipts';
import { type CommunicationRecord } from './store/types';

/**
 * The log's `where` filters and `only_missed_calls` (guide:
 * communication_search_parameters.html): `where=voicemail=true,incoming=true`, each a field and
 * the value it must have, for the viewer (a chat is incoming when someone else sent it).
 * `phoneLine=<oid>`: what that line carried, and on the viewer's own line everything of theirs;
 * `search=<key>`: the contents contain the key (any case), "only in combination with a phoneLine
 * filter", the key URL-encoded inside the filter as the guide asks.
 */
type Test = (record: CommunicationRecord, viewer: string) => boolean;

const incoming = (r: CommunicationRecord, viewer: string) =>
  r.objectType === 'XCCUserChat' ? r.from.userOid !== viewer : r.incoming;

/** Missed: an incoming call nobody answered (what `missedCallEvent` announces). */
export const isMissedCall = (r: CommunicationRecord) =>
  r.objectType === 'CallLog' && r.incoming && r.durationSec === 0 && r.callAnswerTimeSec === 0;

const booleanFields: Readonly<Record<string, (r: CommunicationRecord, viewer: string) => boolean>> =
  {
    voicemail: (r) => r.voicemail ?? false,
    incoming,
    retrieved: retrievedFor,
    displayed: displayedFor,
    flagged: (r) => r.flagged,
  };

/** What a `where` may name beyond the booleans: the viewer's own line, and whether `search` is taken. */
export interface FilterScope {
  ownLine?: string;
  search: boolean;
}

function condition(text: string, scope: FilterScope): Test {
  const [field = '', value = '', ...rest] = text.split('=');
  const refuse = (why: string) => badRequest(`query: where ${text}: ${why}`);
  if (rest.length > 0 || value === '') throw refuse('a filter is field=value');
  const test = booleanFields[field];
  if (test) {
    if (value !== 'true' && value !== 'false') throw refuse('the value is true or false');
    const wanted = value === 'true';
    return (r, viewer) => test(r, viewer) === wanted;
  }
  if (field === 'obj_type') {
    if (!(communicationTypes as readonly string[]).includes(value)) {
      throw refuse(`the object type is one of ${communicationTypes.join(', ')}`);
    }
    return (r) => r.objectType === value;
  }
  if (field === 'callId') return (r) => r.callId === value;
  if (field === 'phoneLine') {
    return (r) => r.phoneLine?.oid === value || value === scope.ownLine;
  }
  if (field === 'search' && scope.search) {
    let key: string;
    try {
      key = decodeURIComponent(value).toLowerCase();
    } catch {
      throw refuse('the search key is URL-encoded');
    }
    return (r) => r.text.toLowerCase().includes(key) || r.subject.toLowerCase().includes(key);
  }
  throw refuse(`the simulator does not filter on ${field}`);
}

/** The tests a `where` and `only_missed_calls` ask for (none when neither is given). */
export function logFilters(
  where: string | undefined,
  onlyMissedCalls: boolean,
  scope: FilterScope = { search: false },
): Test[] {
  const parts = (where ?? '').split(',').filter((part) => part !== '');
  const named = (field: string) => parts.some((part) => part.startsWith(`${field}=`));
  if (named('search') && scope.search && !named('phoneLine')) {
    throw badRequest('query: where search: only with a phoneLine filter');
  }
  const tests = parts.map((part) => condition(part, scope));
  return onlyMissedCalls ? [...tests, isMissedCall] : tests;
}
