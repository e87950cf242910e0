/**
 * Pages read ahead of a walk through a paged list. A walk's next request is known as soon as a
 * page has come (4.18 rule 3: `before=previousId`), so main asks the server for it at once, and
 * for the one after it as soon as that one has come, up to `depth` pages the walk has not asked
 * for yet. The server's pages are small (it caps `limit`), so a walk that waited for each page
 * to cross the bridge and be stored before the next was asked for ran at the pace of that whole
 * round trip; now the server is read continuously while the renderer stores, and the walk runs
 * at the pace of the slower of the two. Each chain has one request in flight at a time: it takes
 * one of the session's request slots (common_errors.html: 429/10400), as the walk did alone.
 *
 * A page read ahead is used only by the request it was read for (same caller, same
 * parameters), once, and only while fresh; anything else reads the server as usual. A read ahead
 * that failed is read again when asked for, so its failure is reported as the asked read's.
 */
export class ReadAhead<T> {
  private queue: Ahead<T>[] = [];

  constructor(
    private readonly options: {
      /** How long a page read ahead may wait to be asked for before it is read again. */
      maxAgeMs: number;
      now: () => number;
      /** The most pages of one walk read and not yet asked for (default 1). */
      depth?: number;
    },
  ) {}

  /**
   * The page for `params`: the one read ahead for them by this `owner` if there is one, fresh,
   * else `read()`. Another request in between (a list the user scrolls during the download)
   * leaves the pages read ahead for the walk; stale ones are dropped.
   */
  async read<P>(owner: object, params: P, read: () => Promise<T>): Promise<T> {
    const now = this.options.now();
    this.queue = this.queue.filter((a) => now - a.at <= this.options.maxAgeMs);
    const key = keyOf(params);
    const index = this.queue.findIndex((a) => a.owner === owner && a.key === key);
    if (index < 0) return read();
    const [hit] = this.queue.splice(index, 1);
    // There is room again: the walk's chain goes on from its last page.
    this.queue.findLast((a) => a.owner === owner)?.continue();
    return hit!.page.catch(read);
  }

  /**
   * Starts reading the page for `params`, which `owner` is expected to ask for next, and then
   * the pages after it (`next` of each page; undefined at the end of the list).
   */
  start<P>(
    owner: object,
    params: P,
    read: (params: P) => Promise<T>,
    next: (page: T, params: P) => P | undefined,
  ): void {
    const key = keyOf(params);
    const walk = this.queue.filter((a) => a.owner === owner);
    if (walk.some((a) => a.key === key) || walk.length >= (this.options.depth ?? 1)) return;
    const page = read(params);
    // Unobserved until asked for; a failure then reads again (see `read`), and ends the chain.
    page.catch(() => undefined);
    const follow = (answer: T) => {
      const following = next(answer, params);
      if (following !== undefined) this.start(owner, following, read, next);
    };
    this.queue.push({
      owner,
      key,
      page,
      at: this.options.now(),
      continue: () => void page.then(follow, () => undefined),
    });
    void page.then(follow, () => undefined);
  }
}

interface Ahead<T> {
  owner: object;
  key: string;
  page: Promise<T>;
  at: number;
  /** Reads the page after this one, once it has come (if there is room and none is read yet). */
  continue: () => void;
}

/** Parameters as a key that does not depend on the order their fields were written in. */
function keyOf(params: unknown): string {
  const entries = Object.entries(params as object).filter(([, value]) => value !== undefined);
  return JSON.stringify(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
