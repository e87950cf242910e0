/**
 * The fewest `orderNumber` replacements that put a list in a new order (4.15 sends only those).
 * Numbers stay whole and at least 1, and strictly increase along the new order.
 *
 * Entries that keep their number form a subsequence whose numbers leave room for the entries
 * between them: for kept entries at positions i < j, `c[j] − c[i] ≥ j − i`, and the first kept
 * one at position k needs `c[k] ≥ k + 1` (room for 1…k before it). With `d[i] = c[i] − i` that is
 * a longest non-decreasing subsequence of `d` among entries with `d ≥ 1`; every other entry is
 * numbered just after the kept one before it (or from 1).
 */
export interface Numbered {
  readonly id: string;
  readonly orderNumber: number;
}

/** The replacements (id → new number) that make `inNewOrder` strictly increasing, fewest first. */
export function renumber(inNewOrder: readonly Numbered[]): Map<string, number> {
  const d = inNewOrder.map((entry, i) => entry.orderNumber - i);
  // chains[i]: the longest admissible chain of kept positions ending at i (empty: i can't be kept).
  const chains: number[][] = [];
  let best: number[] = [];
  d.forEach((di, i) => {
    let chain: number[] = [];
    if (di >= 1) {
      let before: number[] = [];
      chains.forEach((c, j) => {
        if (c.length > before.length && (d[j] ?? 0) <= di) before = c;
      });
      chain = [...before, i];
    }
    chains.push(chain);
    if (chain.length > best.length) best = chain;
  });
  const kept = new Set(best);

  const changes = new Map<string, number>();
  let previous = 0;
  inNewOrder.forEach((entry, i) => {
    const number = kept.has(i) ? entry.orderNumber : previous + 1;
    if (number !== entry.orderNumber) changes.set(entry.id, number);
    previous = number;
  });
  return changes;
}
