/** A record's fields as the index is given them: dates and versions as timestamp digits. */
export interface RecordFields {
  oid: string;
  date: number;
  version: number;
  kind: string;
  session: string | undefined;
  full: boolean;
  segment: number;
  slot: number;
  text: string | undefined;
}

/** Strings seen many times (kinds, chat sessions), each held once and named by a number. */
class Interned {
  private readonly ids = new Map<string, number>();
  readonly values: string[] = [];

  idOf(value: string): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.ids.set(value, id);
      this.values.push(value);
    }
    return id;
  }

  /** The id of a value seen before, or undefined. */
  find(value: string): number | undefined {
    return this.ids.get(value);
  }
}

const NO_SESSION = -1;
const FIRST_CAPACITY = 1024;

/**
 * The in-memory index's records, one per version of an item it has held, as columns: typed
 * arrays for the numbers and two arrays of strings (oid, search text). As objects with string
 * keys and versions, 100 000 items took ~250 bytes each before their search texts; as columns,
 * ~70. A record is never changed but for its place (segment and slot) and text; one replaced
 * by a newer version stays until `retain` drops it.
 */
type Column = Float64Array | Uint16Array | Int32Array | Uint8Array;

function columns(capacity: number) {
  return {
    date: new Float64Array(capacity),
    version: new Float64Array(capacity),
    kind: new Uint16Array(capacity),
    session: new Int32Array(capacity),
    full: new Uint8Array(capacity),
    segment: new Int32Array(capacity),
    slot: new Int32Array(capacity),
  };
}
type Columns = ReturnType<typeof columns>;
const COLUMN_NAMES = Object.keys(columns(0)) as (keyof Columns)[];

export class IndexRecords implements Columns {
  /** Records held, current or not. */
  length = 0;
  oid: string[] = [];
  text: (string | undefined)[] = [];
  date = new Float64Array(FIRST_CAPACITY);
  version = new Float64Array(FIRST_CAPACITY);
  kind = new Uint16Array(FIRST_CAPACITY);
  session = new Int32Array(FIRST_CAPACITY);
  full = new Uint8Array(FIRST_CAPACITY);
  segment = new Int32Array(FIRST_CAPACITY);
  slot = new Int32Array(FIRST_CAPACITY);
  private readonly kinds = new Interned();
  private readonly sessions = new Interned();

  /** Appends a record; returns its number. */
  push(fields: RecordFields): number {
    if (this.length === this.date.length) {
      this.replaceColumns(this.length * 2, (from, to) => to.set(from));
    }
    const r = this.length++;
    this.oid[r] = fields.oid;
    this.text[r] = fields.text;
    this.date[r] = fields.date;
    this.version[r] = fields.version;
    this.kind[r] = this.kinds.idOf(fields.kind);
    this.session[r] =
      fields.session === undefined ? NO_SESSION : this.sessions.idOf(fields.session);
    this.full[r] = fields.full ? 1 : 0;
    this.segment[r] = fields.segment;
    this.slot[r] = fields.slot;
    return r;
  }

  kindOf(r: number): string {
    return this.kinds.values[this.kind[r] as number] as string;
  }

  sessionOf(r: number): string | undefined {
    const id = this.session[r] as number;
    return id === NO_SESSION ? undefined : this.sessions.values[id];
  }

  /** The number a kind is held under (undefined: no record has had it). */
  kindId(kind: string): number | undefined {
    return this.kinds.find(kind);
  }

  sessionId(session: string): number | undefined {
    return this.sessions.find(session);
  }

  sessionName(id: number): string {
    return this.sessions.values[id] as string;
  }

  /**
   * Keeps only the records `keep` lists, renumbered in that order (`keep[i]` becomes `i`).
   * Returns the new number of every old one (-1: dropped).
   */
  retain(keep: ArrayLike<number>): Int32Array {
    const renumbered = new Int32Array(this.length).fill(-1);
    for (let i = 0; i < keep.length; i++) renumbered[keep[i] as number] = i;
    this.replaceColumns(Math.max(FIRST_CAPACITY, keep.length * 2), (from, to) => {
      for (let i = 0; i < keep.length; i++) to[i] = from[keep[i] as number] as number;
    });
    this.oid = Array.from(keep, (r) => this.oid[r] as string);
    this.text = Array.from(keep, (r) => this.text[r]);
    this.length = keep.length;
    return renumbered;
  }

  private replaceColumns(capacity: number, copy: (from: Column, to: Column) => void): void {
    const next = columns(capacity);
    for (const name of COLUMN_NAMES) copy(this[name], next[name]);
    Object.assign(this, next);
  }
}
