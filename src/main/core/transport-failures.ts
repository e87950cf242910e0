/**
 * The API client reports every unreachable server as kind "network"; the sign-in screen must
 * also say when the cause was TLS (an untrusted or expired certificate), which only the
 * underlying fetch error shows. This wrapper remembers the last such cause per client.
 */
export type TransportFailure = 'tls' | 'network';

const tlsCodes =
  /CERT|SSL|TLS|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|SELF_SIGNED|ERR_CERT|HOSTNAME_MISMATCH|ALTNAME/i;

function codesOf(error: unknown, depth = 0): string[] {
  if (!error || typeof error !== 'object' || depth > 4) return [];
  const e = error as { code?: unknown; message?: unknown; cause?: unknown };
  const own = [e.code, e.message].filter((v): v is string => typeof v === 'string');
  return [...own, ...codesOf(e.cause, depth + 1)];
}

export function classifyTransportError(error: unknown): TransportFailure {
  return codesOf(error).some((c) => tlsCodes.test(c)) ? 'tls' : 'network';
}

export interface RecordingFetch {
  fetch: typeof fetch;
  lastFailure(): TransportFailure | null;
}

export function recordTransportFailures(inner: typeof fetch): RecordingFetch {
  let last: TransportFailure | null = null;
  const wrapped: typeof fetch = async (input, init) => {
    try {
      const response = await inner(input, init);
      last = null;
      return response;
    } catch (error) {
      // An abort is the caller's decision, not a property of the server.
      if (!(error instanceof Error && error.name === 'AbortError'))
        last = classifyTransportError(error);
      throw error;
    }
  };
  return { fetch: wrapped, lastFailure: () => last };
}
