import { type ApiError } from './api-error';

export interface RetryPolicy {
  /** Total tries of one read, the first included. */
  attempts: number;
  baseDelayMs: number;
  /** Cap of the backoff, and the longest `Retry-After` the client waits on its own. */
  maxDelayMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  attempts: 3,
  baseDelayMs: 300,
  maxDelayMs: 10_000,
};

const retryableStatuses = new Set([429, 500, 502, 503, 504]);

/** Failures where another try of the same read may succeed. */
function isRetryable(error: ApiError): boolean {
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.status !== undefined && retryableStatuses.has(error.status);
}

/**
 * How long to wait before try number `attempt + 1`, or `undefined` to give up. The server's
 * `Retry-After` wins over the backoff; one longer than `maxDelayMs` is not waited out (the UI
 * would hang) but handed to the caller in `error.retryAfterMs`. Otherwise exponential backoff
 * with full jitter, so that many clients failing together do not retry in lockstep.
 */
export function retryDelay(
  error: ApiError,
  attempt: number,
  policy: RetryPolicy,
  random: () => number,
): number | undefined {
  if (attempt >= policy.attempts || !isRetryable(error)) return undefined;
  if (error.retryAfterMs !== undefined) {
    return error.retryAfterMs <= policy.maxDelayMs ? error.retryAfterMs : undefined;
  }
  const cap = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
  return Math.floor(random() * cap);
}

/** `Retry-After` is either delta-seconds or an HTTP date (RFC 9110 10.2.3). */
export function parseRetryAfter(header: string | null, nowMs: number): number | undefined {
  if (header === null) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - nowMs);
}

/** Resolves after `ms`, or early when `signal` aborts (the caller checks the signal). */
export function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
