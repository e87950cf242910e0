import { useEffect, useState } from 'react';

/**
 * A moment of the current local day, for labels that depend on which day it is ("Today", a
 * time rather than a date). It moves on at the next local midnight, so a window left open
 * overnight relabels yesterday's messages without waiting for something else to render.
 */
export function useToday(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const midnight = new Date(now);
    midnight.setHours(24, 0, 0, 0);
    // A timer can fire a little early; the next one then waits for the rest.
    const timer = setTimeout(() => setNow(Date.now()), midnight.getTime() - now);
    return () => clearTimeout(timer);
  }, [now]);
  return now;
}
