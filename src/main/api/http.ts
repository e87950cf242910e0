import { type z } from 'zod';
import {
  errorBodySchema,
  isAuthenticationFailure,
  operations,
  type OperationId,
  type OperationSpec,
} from '../../shared/interface';
import { ApiError, type ApiErrorInit } from './api-error';
import { describeIssues } from './describe-issues';
import { fileAnswer } from './file-answer';
import { neverWritten } from './never-written';
import { SlotWaitExpired, type RequestSlots } from './request-slots';
import { parseRetryAfter, retryDelay, type RetryPolicy } from './retry';
import { buildUrl, type PathParams, type Query } from './url';

/** What a caller may pass to every client method, last. */
export interface CallOptions {
  signal?: AbortSignal;
}

type ParamsOf<O extends OperationId> = keyof PathParams<O> extends never
  ? { params?: undefined }
  : { params: PathParams<O> };

/** One request: the operation names method and path; `response: null` expects no body (204). */
export type CallSpec<O extends OperationId, T> = CallOptions &
  ParamsOf<O> & {
    operation: O;
    /** Ask with the operation's `fallbackMethod` (after a 405 to its method). */
    fallback?: true;
    query?: Query;
    /** Sent as JSON. */
    body?: unknown;
    /**
     * The answer is a file, not JSON (the audio): `response` then checks its bytes, type and
     * name (`fileAnswer`). Error answers are still read as JSON.
     */
    binary?: true;
    response: z.ZodType<T> | null;
    /**
     * A write (not GET) is written by then (`now()` ms) or given up unsent, as a certain
     * failure (`notSent`); default: `writeWaitMs` after the transport is called.
     */
    writeBy?: number;
  };

/** The method a call goes out with: the operation's, or its fallback when asked for. */
export function methodOf(spec: Pick<CallSpec<OperationId, unknown>, 'operation' | 'fallback'>) {
  const described: OperationSpec = operations[spec.operation];
  return (spec.fallback && described.fallbackMethod) || described.method;
}

export interface SendOptions {
  /** The `authentication` token, sent as `Authorization: xelion <token>`. */
  auth?: string | undefined;
  /** Strings that must never appear in an error: tokens, the password of a login. */
  secrets: readonly string[];
}

export interface Sent<T> {
  value: T;
  /** The answer's `Date` header (ms), to measure token lifetimes on the server's clock. */
  serverDate?: number;
}

export interface TransportOptions {
  baseUrl: string;
  fetch: typeof fetch;
  timeoutMs: number;
  /** The session's requests in flight; an attempt's timeout starts once it has a slot. */
  slots: RequestSlots;
  /** How long a write may wait to be written (for a slot) before it is given up unsent. */
  writeWaitMs: number;
  retry: RetryPolicy;
  now: () => number;
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  random: () => number;
}

export type Transport = <O extends OperationId, T>(
  spec: CallSpec<O, T>,
  options: SendOptions,
) => Promise<Sent<T>>;

// Statuses that proxies and load balancers answer with bodies of their own; such a body is
// expected there, so it maps by status rather than as a malformed service answer.
const gatewayStatuses = new Set([429, 502, 503, 504]);
const maxDetailLength = 300;

function scrub(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of secrets) if (s) out = out.split(s).join('[redacted]');
  return out.length > maxDetailLength ? `${out.slice(0, maxDetailLength)}…` : out;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Node's fetch says only "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND…) is its cause. */
function networkDetail(err: unknown): string {
  if (!(err instanceof Error)) return 'fetch failed';
  const cause: unknown = err.cause;
  const reason =
    cause instanceof Error ? ((cause as NodeJS.ErrnoException).code ?? cause.message) : undefined;
  return reason ? `${err.message} (${reason})` : err.message;
}

/** Settles with `promise`, or rejects as soon as `signal` aborts (a fetch may ignore it). */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The HTTP core: URL, headers, JSON, the session's concurrency limit, per-attempt timeout
 * combined with the caller's signal, error mapping, response validation, and retries of reads
 * (429 with 10400 or 10402, "too many concurrent requests in the session", among them). Retries: only GET, on network
 * errors, timeouts, 429 and 500/502/503/504, never more than `retry.attempts` tries. POST and
 * PATCH are never retried here: a lost answer does not tell whether the server applied them.
 *
 * A write waits for a slot until `writeBy` at most (`writeWaitMs` by default) and is then given
 * up unsent; a write whose connection could not be made (refused, name not resolved, offline:
 * `neverWritten`) fails as `network` with `notSent`. Either is certain: the server never had it.
 */
export function createTransport(options: TransportOptions): Transport {
  return async function send<O extends OperationId, T>(
    spec: CallSpec<O, T>,
    sendOptions: SendOptions,
  ): Promise<Sent<T>> {
    const { operation, signal } = spec;
    const fail = (init: Omit<ApiErrorInit, 'operation'>) =>
      new ApiError({
        ...init,
        operation,
        ...(init.detail !== undefined && { detail: scrub(init.detail, sendOptions.secrets) }),
      });
    const method = methodOf(spec);
    const url = buildUrl(options.baseUrl, operation, spec.params, spec.query);
    const headers: Record<string, string> = { accept: spec.binary ? '*/*' : 'application/json' };
    if (sendOptions.auth) headers.authorization = `xelion ${sendOptions.auth}`;
    if (spec.body !== undefined) headers['content-type'] = 'application/json';
    const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
    const writeBy =
      method === 'GET' ? undefined : (spec.writeBy ?? options.now() + options.writeWaitMs);

    function interpret(response: Response, text: string, bytes?: Uint8Array): Sent<T> {
      const dateHeader = response.headers.get('date');
      const serverDate = dateHeader === null ? Number.NaN : Date.parse(dateHeader);
      const dated = (value: T): Sent<T> =>
        Number.isNaN(serverDate) ? { value } : { value, serverDate };
      if (response.ok) {
        if (spec.response === null) return dated(undefined as T);
        const malformed = (detail: string) =>
          fail({ kind: 'malformed', status: response.status, detail });
        let answer: unknown;
        if (bytes) answer = fileAnswer(response.headers, bytes);
        else {
          if (!text) throw malformed('empty answer');
          const json = parseJson(text);
          if (!json.ok) throw malformed('answer is not JSON');
          answer = json.value;
        }
        const parsed = spec.response.safeParse(answer);
        if (!parsed.success) throw malformed(describeIssues(parsed.error));
        return dated(parsed.data);
      }
      const status = response.status;
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'), options.now());
      const base = { status, ...(retryAfterMs !== undefined && { retryAfterMs }) };
      if (!text) throw fail({ kind: 'service', ...base, detail: 'error answer without a body' });
      const json = parseJson(text);
      const errorBody = json.ok ? errorBodySchema.safeParse(json.value) : undefined;
      if (!errorBody?.success) {
        if (gatewayStatuses.has(status)) {
          throw fail({ kind: 'service', ...base, detail: 'error answer from an intermediary' });
        }
        const why = errorBody
          ? `error body ${describeIssues(errorBody.error)}`
          : 'error body is not JSON';
        throw fail({ kind: 'malformed', ...base, detail: why });
      }
      const code = errorBody.data.errorCode;
      const unauthenticated = isAuthenticationFailure(status, code);
      throw fail({
        kind: unauthenticated ? 'unauthenticated' : 'service',
        ...base,
        code,
        detail: errorBody.data.message,
      });
    }

    async function attempt(): Promise<Sent<T>> {
      let release: () => void;
      const notWritten = (why: string) =>
        fail({ kind: 'timeout', notSent: true, detail: `not written: ${why}` });
      // Past its deadline already (a renewal came first): never written late.
      if (writeBy !== undefined && options.now() > writeBy) {
        throw notWritten(`${options.now() - writeBy} ms past its deadline`);
      }
      try {
        release = await options.slots.acquire(
          signal,
          writeBy === undefined ? undefined : writeBy - options.now(),
        );
      } catch (err) {
        if (err instanceof SlotWaitExpired) {
          throw notWritten(`waited ${err.waitedMs} ms for a request slot`);
        }
        throw fail({ kind: 'aborted' });
      }
      try {
        return await attemptInSlot();
      } finally {
        release();
      }
    }

    async function attemptInSlot(): Promise<Sent<T>> {
      const timeout = new AbortController();
      const timer = setTimeout(() => timeout.abort(new Error('timeout')), options.timeoutMs);
      const combined = signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal;
      try {
        let response: Response;
        let text = '';
        let bytes: Uint8Array | undefined;
        try {
          response = await raceAbort(
            options.fetch(url, { method, headers, body, signal: combined }),
            combined,
          );
          if (spec.binary && response.ok) {
            bytes = new Uint8Array(await raceAbort(response.arrayBuffer(), combined));
          } else text = await raceAbort(response.text(), combined);
        } catch (err) {
          if (signal?.aborted) throw fail({ kind: 'aborted' });
          if (timeout.signal.aborted) {
            throw fail({ kind: 'timeout', detail: `no answer within ${options.timeoutMs} ms` });
          }
          throw fail({
            kind: 'network',
            detail: networkDetail(err),
            ...(neverWritten(err) && { notSent: true }),
          });
        }
        return interpret(response, text, bytes);
      } finally {
        clearTimeout(timer);
      }
    }

    for (let tries = 1; ; tries++) {
      if (signal?.aborted) throw fail({ kind: 'aborted' });
      try {
        return await attempt();
      } catch (err) {
        if (!(err instanceof ApiError) || method !== 'GET') throw err;
        const wait = retryDelay(err, tries, options.retry, options.random);
        if (wait === undefined) throw err;
        await options.sleep(wait, signal).catch(() => undefined);
      }
    }
  };
}
