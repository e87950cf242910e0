import { z } from 'zod';
import { operationIds, operations } from './interface';

/**
 * Why an API call failed, in a form that crosses IPC to the renderer. It carries what the UI
 * needs to react and the sentence the user reads — never a token, a URL, a stack or the
 * server's raw message (which may carry internals).
 */
export const apiErrorKinds = [
  /** The service answered with an error status (and usually a service code). */
  'service',
  /** No usable session: never signed in, or the session ended and renewal failed. */
  'unauthenticated',
  /** The server could not be reached (DNS, refused, reset, offline). */
  'network',
  /** The server did not answer within the time allowed. */
  'timeout',
  /** The caller cancelled the request. */
  'aborted',
  /** The server answered, but not in the shape the interface promises. */
  'malformed',
] as const;
export type ApiErrorKind = (typeof apiErrorKinds)[number];

export const apiErrorInfoSchema = z.object({
  kind: z.enum(apiErrorKinds),
  status: z.number().int().optional(),
  code: z.number().int().optional(),
  operation: z.enum(operationIds),
  sentence: z.string().min(1),
  /**
   * Worth trying again later (network, timeout, 429, 5xx). Reads are already retried by the
   * client; for a send it tells the outbox whether to keep the message queued.
   */
  transient: z.boolean(),
  /** The server asked to wait this long before trying again (429/503 `Retry-After`). */
  retryAfterMs: z.number().int().nonnegative().optional(),
  /**
   * The request was never written: the connection was refused, the name did not resolve, the
   * machine is offline, or main gave up a write that waited too long to be written
   * (`WRITE_WAIT_MS`). The server cannot have it, so a write may be sent again without a doubt.
   * Absent: it may have reached the server.
   */
  notSent: z.literal(true).optional(),
});
export type ApiErrorInfo = z.infer<typeof apiErrorInfoSchema>;

/**
 * A read the interface does not show (design section 4) answered 404 or 405: the server simply
 * does not offer it. The UI degrades (e.g. edits without showing current values) instead of
 * reporting a failure.
 */
export function isNotAvailable(info: Pick<ApiErrorInfo, 'operation' | 'status'>): boolean {
  const spec = operations[info.operation];
  return 'beyond' in spec && spec.method === 'GET' && (info.status === 404 || info.status === 405);
}
