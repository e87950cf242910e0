import { type ApiErrorInfo, type ApiErrorKind } from '../../shared/api-error';
import { type OperationId } from '../../shared/interface';
import { sentenceFor } from './error-sentences';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  operation: OperationId;
  status?: number;
  code?: number;
  /** For developers and logs, never shown to the user; must already be free of secrets. */
  detail?: string;
  retryAfterMs?: number;
  /** Never written: the server cannot have it (see `ApiErrorInfo.notSent`). */
  notSent?: boolean;
}

/**
 * The one error every client call throws. `sentence` is what the user reads; `message` is the
 * developer's view (operation, status, code, what was wrong). Neither ever holds a token: the
 * HTTP core scrubs details before they get here, and no request headers are kept.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly operation: OperationId;
  readonly status?: number;
  readonly code?: number;
  readonly sentence: string;
  readonly retryAfterMs?: number;
  readonly notSent?: true;

  constructor(init: ApiErrorInit) {
    const where = [init.status, init.code].filter((v) => v !== undefined).join('/');
    const sentence = sentenceFor(init);
    super(
      `${init.operation} failed (${init.kind}${where ? ` ${where}` : ''}): ${init.detail ?? sentence}`,
    );
    this.kind = init.kind;
    this.operation = init.operation;
    this.sentence = sentence;
    if (init.status !== undefined) this.status = init.status;
    if (init.code !== undefined) this.code = init.code;
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
    if (init.notSent) this.notSent = true;
  }

  /**
   * The same failure, reported for the call that was waiting on it (e.g. a renewal that failed
   * under a `chats.send`): callers see the operation they asked for.
   */
  during(operation: OperationId): ApiError {
    if (operation === this.operation) return this;
    return new ApiError({
      kind: this.kind,
      operation,
      ...(this.status !== undefined && { status: this.status }),
      ...(this.code !== undefined && { code: this.code }),
      ...(this.retryAfterMs !== undefined && { retryAfterMs: this.retryAfterMs }),
      ...(this.notSent && { notSent: true }),
      detail: this.message,
    });
  }

  /** Worth trying again later: the failure says nothing about the request itself. */
  get transient(): boolean {
    if (this.kind === 'network' || this.kind === 'timeout') return true;
    const s = this.status;
    return s !== undefined && (s === 429 || s >= 500);
  }

  toInfo(): ApiErrorInfo {
    return {
      kind: this.kind,
      operation: this.operation,
      sentence: this.sentence,
      transient: this.transient,
      ...(this.status !== undefined && { status: this.status }),
      ...(this.code !== undefined && { code: this.code }),
      ...(this.retryAfterMs !== undefined && { retryAfterMs: this.retryAfterMs }),
      ...(this.notSent && { notSent: true as const }),
    };
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
