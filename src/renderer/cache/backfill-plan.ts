import { addInterval, type Interval, type RangeSet } from './ranges';
import { BOTTOM, TOP, dateEndKey, dateOfKey } from './sort-key';
import { formatTimestamp, parseTimestamp } from '../../shared/interface';

/**
 * Where the download of the whole log reads next, when it reads several chains at once.
 *
 * The platform's pages are small and each page's cursor comes from the page before (4.18 rule
 * 3), so one chain of requests walks the log at the pace of one round trip a page. The backfill
 * runs several chains, each walking older from a start of its own, and a chain ends where it
 * meets a stretch already known or claimed by another chain. Pure: the pager asks `nextStart`
 * whenever a chain may start, with what is known and where the chains are.
 */

/** A chain walking older: it has read everything from `start` down to `reached`. */
export interface Chain {
  readonly start: string;
  reached: string;
  /** Its number among the chains running (main reads ahead for each). */
  readonly number: number;
}

/** Where a chain starts: walking older from `key`, or the one page of the log's oldest items. */
export type Start = { kind: 'walk'; key: string } | { kind: 'oldest' };

/**
 * What the chains have read so far: pages with items, their rows, and the milliseconds of dates
 * those spanned. A stretch's pages are guessed from it (the server may hold pages shorter than
 * asked).
 */
export interface Density {
  pages: number;
  rows: number;
  ms: number;
}

/**
 * The fewest pages a stretch must be guessed to hold to be cut in two for a chain of its own:
 * below it the pages a chain reads past its meeting point (main reads a few ahead) cost more
 * than the chain saves.
 */
const MIN_SPLIT_PAGES = 8;
/** Pages read before the log's oldest page is asked for: a log this short needs one chain. */
const OLDEST_AFTER_PAGES = 2;

/**
 * The next chain's start, or undefined when every unknown stretch is being walked. In order:
 * the top of a stretch no chain walks (the newest end first); the log's oldest page, whose date
 * the splits need, once the log is longer than a page or two; the widest stretch, by date,
 * guessed to hold MIN_SPLIT_PAGES pages, cut in the middle of its dates (the chain above stops
 * where the new one started).
 */
export function nextStart(
  known: RangeSet,
  chains: readonly Chain[],
  { oldestAsked, density }: { oldestAsked: boolean; density: Density },
): Start | undefined {
  const holes = unclaimed(known, chains);
  const walked = new Set(chains.map((chain) => chain.reached));
  const unwalked = holes.findLast((hole) => !walked.has(hole.newer));
  if (unwalked) return { kind: 'walk', key: unwalked.newer };
  if (density.pages < OLDEST_AFTER_PAGES) return undefined;
  if (!oldestAsked && holes[0]?.older === BOTTOM) return { kind: 'oldest' };
  const minRows = (MIN_SPLIT_PAGES * density.rows) / density.pages;
  let widest: { key: string; span: number } | undefined;
  for (const hole of holes) {
    const older = dateOfKey(hole.older);
    const newer = dateOfKey(hole.newer);
    if (older === undefined || newer === undefined) continue;
    const from = parseTimestamp(older);
    const span = parseTimestamp(newer) - from;
    if ((span * density.rows) / density.ms < minRows) continue;
    if (widest && span <= widest.span) continue;
    widest = { key: dateEndKey(formatTimestamp(from + span / 2)), span };
  }
  return widest && { kind: 'walk', key: widest.key };
}

/**
 * Whether a chain that has just read down to `oldest` has met what is known or claimed below
 * where it was: a known stretch (`known` without the chain's new page) or another chain's
 * claim reaching into `[oldest, reached)`. Also when other chains had read it all meanwhile.
 */
export function hasMet(
  known: RangeSet,
  chains: readonly Chain[],
  chain: Chain,
  oldest: string,
): boolean {
  const into = (older: string, newer: string) => older < chain.reached && newer >= oldest;
  return (
    known.some((interval) => into(interval.older, interval.newer)) ||
    chains.some((other) => other !== chain && into(other.reached, other.start))
  );
}

/** The stretches neither known nor claimed by a chain, oldest first. */
function unclaimed(known: RangeSet, chains: readonly Chain[]): Interval[] {
  let claimed = known;
  for (const chain of chains) {
    claimed = addInterval(claimed, { older: chain.reached, newer: chain.start });
  }
  const holes: Interval[] = [];
  let older = BOTTOM;
  for (const interval of claimed) {
    if (interval.older > older) holes.push({ older, newer: interval.older });
    older = interval.newer;
  }
  if (older < TOP) holes.push({ older, newer: TOP });
  return holes;
}
