import { useState } from 'react';
import { formatTimestamp, type ChatMessage } from '../../../shared/interface';
import { sortKey } from '../../cache/sort-key';

/** How many announcements the live region keeps (older ones were read out already). */
const KEPT = 5;

const keyOf = (m: ChatMessage) => sortKey(m.date, m.oid);

interface Arrivals {
  /** The newest incoming message seen so far; undefined until the thread first shows one. */
  seen: string | undefined;
  arrived: ChatMessage[];
}

/**
 * The incoming messages that arrived in the open thread while it was open, newest last, for its
 * live region. What the thread showed first is not news, nor is history loaded later (older, or
 * from before the thread was opened, with a minute for a server clock a little behind); each
 * message is announced once, however often the thread is read again.
 */
export function useArrivals(messages: readonly ChatMessage[]): ChatMessage[] {
  const [since] = useState(() => `${formatTimestamp(Date.now() - 60_000)}|`);
  const [state, setState] = useState<Arrivals>({ seen: undefined, arrived: [] });
  const incoming = messages.filter((m) => m.incoming);
  const newest = incoming.reduce<string | undefined>(
    (top, m) => (top === undefined || keyOf(m) > top ? keyOf(m) : top),
    undefined,
  );
  // Adjusted while rendering (React's "state from props"): the region's text changes with the
  // render that shows the message, never a frame later.
  if (newest !== undefined && (state.seen === undefined || newest > state.seen)) {
    const baseline = state.seen;
    const fresh =
      baseline === undefined
        ? []
        : incoming
            .filter((m) => keyOf(m) > baseline && keyOf(m) > since)
            .sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : 1));
    setState({ seen: newest, arrived: [...state.arrived, ...fresh].slice(-KEPT) });
  }
  return state.arrived;
}
