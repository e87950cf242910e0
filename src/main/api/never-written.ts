/**
 * Whether a failed fetch failed before its request was written: no connection was ever made, so
 * the server cannot have the request (a write may then be sent again without a doubt). Only
 * failures of making the connection count — the connection refused, the name not resolved, no
 * route or no network — never one of a connection that was made (reset, closed, timed out
 * while reading), which may come after the server read the request.
 *
 * Node's fetch (undici) says why in the error's `cause` (`code`, sometimes an AggregateError of
 * each address tried); Electron's `net.fetch` in the message (`net::ERR_…`).
 *
 * A limit of Electron's network stack (Chromium): a request on a kept-alive connection that
 * turns out closed before any answer is sent again once by Chromium itself, on a new
 * connection; when that one is refused, this says "never written" of a request the first
 * connection may have carried. The platform would then already have it twice whenever the
 * second connection succeeded, whatever the app does.
 */
const nodeCodes = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_NONAME',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'ENETDOWN',
  'EADDRNOTAVAIL',
  // undici's connect timeout: the TCP or TLS handshake did not finish.
  'UND_ERR_CONNECT_TIMEOUT',
]);

const chromiumErrors =
  /net::ERR_(CONNECTION_REFUSED|NAME_NOT_RESOLVED|NAME_RESOLUTION_FAILED|INTERNET_DISCONNECTED|ADDRESS_UNREACHABLE)\b/;

export function neverWritten(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && nodeCodes.has(e.code)) return true;
  if (typeof e.message === 'string' && chromiumErrors.test(e.message)) return true;
  // Every address tried was refused (or unreachable): an AggregateError of them.
  if (Array.isArray(e.errors) && e.errors.length > 0) {
    return e.errors.every((inner) => neverWritten(inner, depth + 1));
  }
  return neverWritten(e.cause, depth + 1);
}
