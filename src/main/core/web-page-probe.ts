import { type WebPageProbe } from '../../shared/contract';

/** How long a page may take to answer before it counts as unreachable. */
const PROBE_TIMEOUT_MS = 8_000;

/**
 * Whether a page lets another site frame it: `X-Frame-Options` (DENY, or SAMEORIGIN, which the
 * browser host's page never is) and CSP `frame-ancestors` (allowed only by `*` or `http:`, as the
 * browser host's page is http on 127.0.0.1). A page that says nothing may be framed.
 */
export function framingAllowed(headers: Headers): boolean {
  const frameOptions = headers.get('x-frame-options')?.trim().toLowerCase();
  if (frameOptions === 'deny' || frameOptions === 'sameorigin') return false;
  const policy = headers.get('content-security-policy') ?? '';
  const ancestors = policy
    .split(/[;,]/)
    .map((d) => d.trim().split(/\s+/))
    .find(([directive]) => directive?.toLowerCase() === 'frame-ancestors');
  if (!ancestors) return true;
  return ancestors.slice(1).some((source) => source === '*' || source.toLowerCase() === 'http:');
}

/** Node's TLS failures carry codes such as CERT_HAS_EXPIRED or ERR_TLS_CERT_ALTNAME_INVALID. */
function isCertificateFailure(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (/CERT|SSL|TLS/.test(code)) return true;
  return 'cause' in error && isCertificateFailure(error.cause, depth + 1);
}

/**
 * Asks for a page as a browser would, to tell the browser host's page whether it may frame it,
 * or why it cannot be shown: unreachable, a certificate the system does not trust (never
 * accepted anyway), or an HTTP error. Redirects are followed; the body is not read.
 */
export async function probeWebPage(fetchFn: typeof fetch, url: URL): Promise<WebPageProbe> {
  let response: Response;
  try {
    response = await fetchFn(url, {
      method: 'GET',
      redirect: 'follow',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
  } catch (error) {
    return { outcome: isCertificateFailure(error) ? 'certificate' : 'unreachable' };
  }
  await response.body?.cancel().catch(() => undefined);
  if (!response.ok) return { outcome: 'http-error', status: response.status };
  return { outcome: framingAllowed(response.headers) ? 'frameable' : 'refuses-framing' };
}
