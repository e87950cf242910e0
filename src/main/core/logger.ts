/** Where the core reports what went wrong; never given tokens, passwords or request headers. */
export interface Logger {
  info(message: string): void;
  warn(message: string, error?: unknown): void;
  error(message: string, error?: unknown): void;
}

/** A one-line description of an error for the log: its name and message, never a dump of fields. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : 'non-error value thrown';
}

export const consoleLogger: Logger = {
  info: (message) => console.info(`[switchboard] ${message}`),
  warn: (message, error) =>
    console.warn(
      `[switchboard] ${message}${error === undefined ? '' : `: ${describeError(error)}`}`,
    ),
  error: (message, error) =>
    console.error(
      `[switchboard] ${message}${error === undefined ? '' : `: ${describeError(error)}`}`,
    ),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
