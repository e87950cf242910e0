import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The browser host's access control. A random secret goes into the launch URL's fragment
 * (fragments are never sent to a server or logged). The page trades it, once, for a session
 * token that it keeps in sessionStorage (readable by this origin only, port included, unlike a
 * cookie) and presents as a WebSocket subprotocol when it connects.
 */
export const bridgeProtocol = 'switchboard.v1';
const tokenPrefix = 'sbt.';

export interface HostAuth {
  readonly secret: string;
  /** Trades the launch secret for a session token; works once per launch. */
  exchange(secret: unknown): string | null;
  /** Whether the WebSocket subprotocols offered carry a token we issued. */
  acceptsProtocols(offered: readonly string[]): boolean;
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createHostAuth(): HostAuth {
  const secret = randomBytes(32).toString('base64url');
  let used = false;
  const tokens = new Set<string>();
  return {
    secret,
    exchange(candidate) {
      if (used || typeof candidate !== 'string' || !sameSecret(candidate, secret)) return null;
      used = true;
      const token = `${tokenPrefix}${randomBytes(32).toString('base64url')}`;
      tokens.add(token);
      return token;
    },
    acceptsProtocols(offered) {
      if (!offered.includes(bridgeProtocol)) return false;
      return offered.some(
        (p) => p.startsWith(tokenPrefix) && [...tokens].some((t) => sameSecret(t, p)),
      );
    },
  };
}

/** The subprotocols of an upgrade request, as the browser listed them. */
export function parseProtocols(header: string | string[] | undefined): string[] {
  const raw = Array.isArray(header) ? header.join(',') : (header ?? '');
  return raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}
