/**
 * How long a write can be on its way in main, the bounds the renderer's outbox settles an
 * uncertain send by (`src/renderer/outbox/settle.ts`: DEFAULT_SETTLE_MS, 90 s). Shared so that
 * both sides name the same numbers (and a test checks they fit inside the settle window).
 */

/** The API client's per-attempt timeout: main stops waiting for an answer after it. */
export const REQUEST_TIMEOUT_MS = 15_000;

/**
 * How long main lets a write (POST, PATCH, DELETE) wait before it is written: for one of the
 * session's request slots, a renewal, or both. Past it the write is given up unsent — a certain
 * failure (`notSent`): the server never had it, so it may be sent again. With the answer's
 * timeout, the server has every write it will ever get within 25 s of main receiving it.
 */
export const WRITE_WAIT_MS = 10_000;
