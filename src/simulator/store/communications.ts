import { SortedList } from '../paging';
import { type CommunicationRecord } from './types';

/** 4.18 order key: (date, oid). Timestamps are fixed width, so they compare as strings. */
export function compareCommunications(a: CommunicationRecord, b: CommunicationRecord): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : a.seq - b.seq;
}

/**
 * Every communication, indexed so that an unfiltered page is a binary search and a slice: one
 * sorted list per user (what they may see) and per chat session.
 */
export class CommunicationIndex {
  private readonly byOid = new Map<string, CommunicationRecord>();
  private readonly byViewer = new Map<string, SortedList<CommunicationRecord>>();
  private readonly bySession = new Map<string, SortedList<CommunicationRecord>>();
  private readonly byCallId = new Map<string, CommunicationRecord[]>();
  private static readonly empty = new SortedList<CommunicationRecord>(compareCommunications);

  get size(): number {
    return this.byOid.size;
  }

  add(record: CommunicationRecord): void {
    this.byOid.set(record.oid, record);
    for (const viewer of record.viewers) listIn(this.byViewer, viewer).insert(record);
    if (record.chatSession) listIn(this.bySession, record.chatSession.oid).insert(record);
    if (record.callId) {
      const calls = this.byCallId.get(record.callId) ?? [];
      calls.push(record);
      this.byCallId.set(record.callId, calls);
    }
  }

  get(oid: string): CommunicationRecord | undefined {
    return this.byOid.get(oid);
  }

  visibleTo(userOid: string): SortedList<CommunicationRecord> {
    return this.byViewer.get(userOid) ?? CommunicationIndex.empty;
  }

  inSession(sessionOid: string): SortedList<CommunicationRecord> {
    return this.bySession.get(sessionOid) ?? CommunicationIndex.empty;
  }

  withCallId(callId: string): readonly CommunicationRecord[] {
    return this.byCallId.get(callId) ?? [];
  }
}

function listIn(
  map: Map<string, SortedList<CommunicationRecord>>,
  key: string,
): SortedList<CommunicationRecord> {
  let list = map.get(key);
  if (!list) {
    list = new SortedList(compareCommunications);
    map.set(key, list);
  }
  return list;
}
