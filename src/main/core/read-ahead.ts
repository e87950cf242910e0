/**
 * One page read ahead of a walk through a paged list. A walk's next request is known as soon as
 * a page has come (4.18 rule 3: `before=previousId`), so main asks the server for it at once,
 * while the page in hand is turned into rows, crosses the bridge and is stored. Without it each
 * page of the renderer's download waited for the one before to make the whole round trip: the
 * fetches were the chain the download ran at, with the renderer's stores waiting on them.
 *
 * The page read ahead is used only by the request it was read for (same caller, same
 * parameters), once, and only while fresh; anything else reads the server as usual. A read ahead
 * that failed is read again when asked for, so its failure is reported as the asked read's.
 */
export class ReadAhead<T> {
  private ahead: { owner: object; key: string; page: Promise<T>; at: number } | undefined;

  constructor(
    private readonly options: {
      /** How long a page read ahead may wait to be asked for before it is read again. */
      maxAgeMs: number;
      now: () => number;
    },
  ) {}

  /**
   * The page for `params`: the one read ahead for them by this `owner` if there is one, fresh,
   * else `read()`. Another request in between (a list the user scrolls during the download)
   * leaves the page read ahead for the walk; a stale one is dropped.
   */
  async read<P>(owner: object, params: P, read: () => Promise<T>): Promise<T> {
    const ahead = this.ahead;
    const fresh = ahead !== undefined && this.options.now() - ahead.at <= this.options.maxAgeMs;
    if (!fresh) this.ahead = undefined;
    if (!fresh || ahead.owner !== owner || ahead.key !== keyOf(params)) return read();
    this.ahead = undefined;
    return ahead.page.catch(read);
  }

  /** Starts reading the page for `params`, which `owner` is expected to ask for next. */
  start<P>(owner: object, params: P, read: () => Promise<T>): void {
    const page = read();
    // Unobserved until asked for; a failure then reads again (see `read`).
    page.catch(() => undefined);
    this.ahead = { owner, key: keyOf(params), page, at: this.options.now() };
  }
}

/** Parameters as a key that does not depend on the order their fields were written in. */
function keyOf(params: unknown): string {
  const entries = Object.entries(params as object).filter(([, value]) => value !== undefined);
  return JSON.stringify(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
