/**
 * The API client reports every unreachable server as kind "network"; the sign-in screen must
 * also say when the cause was TLS, which only the underlying fetch error shows: `tls` for a
 * certificate that is not trusted (untrusted, expired, another name), `not-https` for a server
 * that answered the TLS handshake with something else (a plain-http server at an https://
 * address). This wrapper remembers the last such cause per client.
 */
export type TransportFailure = 'tls' | 'not-https' | 'network';

const tlsCodes =
  /CERT|SSL|TLS|UNABLE_TO_VERIFY|UNABLE_TO_GET_ISSUER|SELF_SIGNED|ERR_CERT|HOSTNAME_MISMATCH|ALTNAME/i;
/**
 * The handshake itself failed (checked before the certificate codes, which "SSL" also matches):
 * OpenSSL's "wrong version number" (Node: ERR_SSL_WRONG_VERSION_NUMBER, or EPROTO with that
 * text), "packet length too long" / "http request" (the bytes were HTTP), and Chromium's
 * ERR_SSL_PROTOCOL_ERROR (Electron's net.fetch on the same server).
 */
const notHttpsCodes =
  /WRONG_VERSION_NUMBER|wrong version number|PACKET_LENGTH_TOO_LONG|packet length too long|HTTP_REQUEST|ERR_SSL_PROTOCOL_ERROR/i;

function codesOf(error: unknown, depth = 0): string[] {
  if (!error || typeof error !== 'object' || depth > 4) return [];
  const e = error as { code?: unknown; message?: unknown; cause?: unknown };
  const own = [e.code, e.message].filter((v): v is string => typeof v === 'string');
  return [...own, ...codesOf(e.cause, depth + 1)];
}

export function classifyTransportError(error: unknown): TransportFailure {
  const codes = codesOf(error);
  if (codes.some((c) => notHttpsCodes.test(c))) return 'not-https';
  return codes.some((c) => tlsCodes.test(c)) ? 'tls' : 'network';
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
