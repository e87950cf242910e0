import { type PortFailure } from '../cache/server-port';

/**
 * What a failed send means for the entry:
 * - refused: the server (or main) turned it down and will again: keep it, show the sentence, let
 *   the user edit, retry or delete;
 * - retry: it was not applied (throttled, not signed in, or never written: the connection was
 *   refused, the name not resolved, the machine offline, or main gave it up before it left,
 *   `notSent`): send again later;
 * - uncertain: it may have reached the server (the connection broke or timed out after the
 *   request left, the server failed midway, the answer was unreadable): never resend blindly.
 */
export type SendOutcome = 'refused' | 'retry' | 'uncertain';

export function sendOutcome(failure: PortFailure): SendOutcome {
  // Main knows it never wrote the request: the server cannot have it.
  if (failure.notSent) return 'retry';
  switch (failure.kind) {
    case 'service': {
      const status = failure.status ?? 0;
      if (status === 429) return 'retry';
      if (status === 408 || status >= 500) return 'uncertain';
      return 'refused';
    }
    case 'unauthenticated':
      // Refused before it was processed; sent again once the session is back.
      return 'retry';
    case 'invalid-request':
    case 'forbidden':
      // Main refused the call itself: it never left the machine, and would be refused again.
      return 'refused';
    case 'network':
    case 'timeout':
    case 'aborted':
    case 'malformed':
    case 'disconnected':
    case 'internal':
      return 'uncertain';
  }
}
