import {
  formatTimestamp,
  type CallReview,
  type ChatMessage,
  type CommunicationFull,
  type CommunicationItem,
  type CursorParams,
  type ReplyRequest,
  type SendChatRequest,
} from '../../src/shared/interface';
import {
  type LogPage,
  type PortFailure,
  type PortPage,
  type ServerPort,
} from '../../src/renderer/cache';
import { BridgeError, toLogRow, type HistorySearch } from '../../src/shared/contract';

/** Now, as a row's read time (its version when the item has no lastModified). */
export function readNow(): string {
  return formatTimestamp(Date.now());
}

/**
 * A small in-memory server for the data layer's tests: the 4.18 rules as the simulator applies
 * them (order by (date, numeric oid), cursors naming items, half-open lastModified windows), plus
 * scripted failures. Every call is recorded.
 */
export interface LogRecord {
  oid: string;
  date: string;
  lastModified: string;
  kind: string;
  name: string;
  subject: string;
  session?: string;
}

export const failure = (
  kind: PortFailure['kind'],
  extra: Partial<PortFailure> = {},
): PortFailure => ({
  kind,
  sentence: `The request failed (${kind}).`,
  ...extra,
});

/** How the renderer's bridge rejects: a BridgeError carrying the failure in `info`. */
export const rejection = (f: PortFailure): BridgeError =>
  new BridgeError({ ...f, transient: f.transient ?? false });

const byOrder = (a: LogRecord, b: LogRecord) =>
  a.date < b.date
    ? -1
    : a.date > b.date
      ? 1
      : a.oid.length - b.oid.length || (a.oid < b.oid ? -1 : a.oid > b.oid ? 1 : 0);

const startOf = (d: string) => (d.length === 10 ? `${d} 00:00:00` : d);
const endOf = (d: string) => (d.length === 10 ? `${d} 23:59:59` : d);

export function fullOf(record: LogRecord): CommunicationFull {
  return {
    ...itemOf(record),
    durationSec: 0,
    incoming: false,
    displayed: true,
    flagged: false,
    hasAttachment: false,
    hasInlineAttachment: false,
    contentSummary: record.subject,
    contentSummaryIsComplete: true,
    participants: [],
    ...(record.session && {
      chatSession: { oid: record.session, objectType: 'XCCChatSession', commonName: 'session' },
    }),
  };
}

export function itemOf(record: LogRecord): CommunicationItem {
  return {
    oid: record.oid,
    objectType: record.kind,
    commonName: record.name,
    subject: record.subject,
    date: record.date,
    lastModified: record.lastModified,
  };
}

export class FakeLog implements ServerPort {
  readonly records = new Map<string, LogRecord>();
  readonly searches: HistorySearch[] = [];
  /** Failures to answer the next search calls with, in order. */
  readonly failNext: PortFailure[] = [];
  /** Called before each search answers: lets a test change the log mid-walk. */
  beforeAnswer: ((params: HistorySearch) => void) | undefined;
  private nextOid = 1000;

  add(date: string, extra: Partial<LogRecord> = {}): LogRecord {
    const oid = extra.oid ?? String(this.nextOid++);
    const record: LogRecord = {
      oid,
      date,
      lastModified: extra.lastModified ?? date,
      kind: 'CallLog',
      name: `Caller ${oid}`,
      subject: `Call ${oid}`,
      ...extra,
    };
    this.records.set(oid, record);
    return record;
  }

  /** `count` records one second apart, starting at 2024-01-01 00:00:00. */
  addMany(count: number, extra: (i: number) => Partial<LogRecord> = () => ({})): LogRecord[] {
    const base = Date.parse('2024-01-01T00:00:00Z');
    return Array.from({ length: count }, (_, i) =>
      this.add(new Date(base + i * 1000).toISOString().slice(0, 19).replace('T', ' '), extra(i)),
    );
  }

  modify(oid: string, changes: Partial<LogRecord>): void {
    const record = this.records.get(oid);
    if (!record) throw new Error(`no record ${oid}`);
    Object.assign(record, changes);
  }

  searchCommunications(params: HistorySearch): Promise<LogPage> {
    this.searches.push(params);
    this.beforeAnswer?.(params);
    const fail = this.failNext.shift();
    if (fail) return Promise.reject(rejection(fail));
    const all = [...this.records.values()].sort(byOrder);
    const accept = (r: LogRecord) =>
      (params.from === undefined || r.date >= startOf(params.from)) &&
      (params.until === undefined || r.date <= endOf(params.until)) &&
      (params.lastModifiedFrom === undefined ||
        r.lastModified >= startOf(params.lastModifiedFrom)) &&
      (params.lastModifiedUntil === undefined ||
        r.lastModified < startOf(params.lastModifiedUntil)) &&
      (params.name === undefined || r.name.toLowerCase().includes(params.name.toLowerCase()));
    const position = (oid: string) => {
      const i = all.findIndex((r) => r.oid === oid);
      if (i < 0) throw rejection(failure('service', { status: 400, code: 10202 }));
      return i;
    };
    const limit = params.limit ?? 15;
    const walk = (start: number, step: 1 | -1) => {
      const out: LogRecord[] = [];
      for (let i = start; i >= 0 && i < all.length && out.length < limit; i += step) {
        const r = all[i] as LogRecord;
        if (accept(r)) out.push(r);
      }
      return out;
    };
    let found: LogRecord[];
    const descending = params.order !== 'ascending';
    try {
      if (params.before !== undefined) {
        const older = walk(position(params.before) - 1, -1);
        found = descending ? older : older.reverse();
      } else if (params.after !== undefined) {
        const newer = walk(position(params.after) + 1, 1);
        found = descending ? newer.reverse() : newer;
      } else {
        found = descending ? walk(all.length - 1, -1) : walk(0, 1);
      }
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    const oldest = descending ? found.at(-1) : found[0];
    const newest = descending ? found[0] : found.at(-1);
    return Promise.resolve({
      rows: found.map((r) =>
        params.include === 'all'
          ? toLogRow(fullOf(r), true, readNow())
          : toLogRow(itemOf(r), false, readNow()),
      ),
      ...(oldest && { previousId: oldest.oid }),
      ...(newest && { nextId: newest.oid }),
    });
  }

  // The chat and review operations are not used by the cache tests.
  sendChat(_session: string, _body: SendChatRequest): Promise<ChatMessage> {
    return Promise.reject(rejection(failure('internal')));
  }
  reply(_session: string, _message: string, _body: ReplyRequest): Promise<ChatMessage> {
    return Promise.reject(rejection(failure('internal')));
  }
  chatMessages(_session: string, _params: CursorParams): Promise<PortPage<ChatMessage>> {
    return Promise.reject(rejection(failure('internal')));
  }
  reviewCall(_id: string, _review: CallReview): Promise<void> {
    return Promise.reject(rejection(failure('internal')));
  }
}

/** A clock the test moves by hand. */
export function fakeClock(start = Date.parse('2024-06-01T12:00:00.500Z')) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
    set: (ms: number) => {
      now = ms;
    },
  };
}

let accounts = 0;
/** A fresh account per test: its own databases. */
export function freshAccount(userName = 'alice') {
  return { baseUrl: `https://pbx${++accounts}.example.test/api/v1/master`, userName };
}

/** Timers that fire only when the test says so. */
export function manualTimers() {
  const pending = new Map<number, { run: () => void; ms: number }>();
  let next = 0;
  return {
    setTimeout(run: () => void, ms: number): unknown {
      pending.set(++next, { run, ms });
      return next;
    },
    clearTimeout(handle: unknown): void {
      pending.delete(handle as number);
    },
    /** Delays of the timers now pending. */
    delays: () => [...pending.values()].map((t) => t.ms),
    /** Runs every pending timer once. */
    fire(): void {
      const due = [...pending.values()];
      pending.clear();
      for (const timer of due) timer.run();
    },
  };
}

/** A promise the test resolves by hand. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
