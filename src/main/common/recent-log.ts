/** How many of the latest log lines a support request carries (`app.diagnostics`). */
export const RECENT_LOG_LINES = 200;

/** The latest log lines, oldest first, at most `capacity` of them: the rest are forgotten. */
export interface RecentLog {
  record(line: string): void;
  lines(): string[];
}

export function createRecentLog(capacity = RECENT_LOG_LINES): RecentLog {
  const ring: string[] = [];
  let next = 0;
  return {
    record(line) {
      if (ring.length < capacity) ring.push(line);
      else ring[next] = line;
      next = (next + 1) % capacity;
    },
    lines: () =>
      ring.length < capacity ? [...ring] : [...ring.slice(next), ...ring.slice(0, next)],
  };
}

/**
 * This process's recent lines: `consoleLogger`, which both hosts log through, writes each line
 * here as it prints it, already cut by `forLog`.
 */
export const processLog = createRecentLog();
