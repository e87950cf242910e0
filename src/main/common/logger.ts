import { processLog } from './recent-log';

/** Where the core reports what went wrong; never given tokens, passwords or request headers. */
export interface Logger {
  info(message: string): void;
  warn(message: string, error?: unknown): void;
  error(message: string, error?: unknown): void;
}

/** A logged line's longest text: a server's words are foreign and may be of any length. */
const LOG_TEXT_MAX = 500;

/**
 * Text fit for one log line, whoever wrote it: every URL cut to its scheme and host (a
 * WebSocket address carries a ticket, a page's query may carry anything), control characters
 * shown as escapes (no forged lines, no terminal sequences), and at most `LOG_TEXT_MAX`
 * characters.
 */
export function forLog(text: string): string {
  const redacted = text.replace(
    /\b([a-z][a-z0-9+.-]*:\/\/)([^\s/?#'"<>]*)[^\s'"<>]*/gi,
    (_url, scheme: string, authority: string) => `${scheme}${authority.replace(/^.*@/, '')}/…`,
  );
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is escaped
  const escaped = redacted.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) =>
    c === '\n' ? '\\n' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return escaped.length > LOG_TEXT_MAX ? `${escaped.slice(0, LOG_TEXT_MAX)}…` : escaped;
}

/** A one-line description of an error for the log: its name and message, never a dump of fields. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return forLog(`${error.name}: ${error.message}`);
  return typeof error === 'string' ? forLog(error) : 'non-error value thrown';
}

const line = (message: string, error: unknown) =>
  `[switchboard] ${forLog(message)}${error === undefined ? '' : `: ${describeError(error)}`}`;

/** The line printed, and kept with its time and level for a support request (`processLog`). */
function printed(level: 'info' | 'warn' | 'error', text: string): string {
  processLog.record(`${new Date().toISOString()} ${level} ${text}`);
  return text;
}

export const consoleLogger: Logger = {
  info: (message) => console.info(printed('info', line(message, undefined))),
  warn: (message, error) => console.warn(printed('warn', line(message, error))),
  error: (message, error) => console.error(printed('error', line(message, error))),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
