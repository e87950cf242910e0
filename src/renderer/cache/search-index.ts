import { newestFirst } from './sort-key';

/**
 * Local search over everything cached: "name or subject contains", case-insensitive. IndexedDB
 * has no substring index, and scanning stored rows means deserializing every full
 * representation, so the few fields search needs are kept in memory (about 100 bytes a row) and
 * scanned there; matches are then read from the database by oid. Built on first use, kept
 * current by the cache's own writes.
 */
export interface SearchEntry {
  oid: string;
  sortKey: string;
  kind: string;
  /** Already lower-cased. */
  text: string;
}

export interface SearchOptions {
  /** At most this many oids (newest first). */
  limit: number;
  kind?: string;
}

export interface SearchHits {
  oids: string[];
  /** All matches, beyond `limit`. */
  total: number;
}

export class SearchIndex {
  private readonly entries = new Map<string, SearchEntry>();
  private newestFirst: SearchEntry[] | undefined;

  get size(): number {
    return this.entries.size;
  }

  upsert(entry: SearchEntry): void {
    this.entries.set(entry.oid, entry);
    this.newestFirst = undefined;
  }

  find(query: string, options: SearchOptions): SearchHits {
    const needle = query.trim().toLowerCase();
    if (needle === '') return { oids: [], total: 0 };
    this.newestFirst ??= [...this.entries.values()].sort(newestFirst);
    const oids: string[] = [];
    let total = 0;
    for (const entry of this.newestFirst) {
      if (options.kind !== undefined && entry.kind !== options.kind) continue;
      if (!entry.text.includes(needle)) continue;
      total++;
      if (oids.length < options.limit) oids.push(entry.oid);
    }
    return { oids, total };
  }
}
