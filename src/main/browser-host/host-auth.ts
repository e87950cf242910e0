import { randomBytes, timingSafeEqual } from 'node:crypto';
import { bridgeProtocol, launchSecretPrefix } from '../../shared/contract';

/**
 * The browser host's access control. A random secret goes into the launch URL's fragment
 * (fragments are never sent to a server or logged). The page presents it, once, as a WebSocket
 * subprotocol when it first connects, and is sent a session token in return, which it keeps in
 * sessionStorage (readable by this origin only, port included, unlike a cookie) and presents
 * the same way when it connects again (a reload).
 *
 * The secret rides on the connection itself rather than being traded by a request before it:
 * the page can connect while its script still evaluates, and a start waits one round trip less.
 */
const tokenPrefix = 'sbt.';

/** What a connection's subprotocols are admitted with: a token issued for a launch secret. */
export interface Admission {
  issuedToken?: string;
}

export interface HostAuth {
  readonly secret: string;
  /**
   * Whether the WebSocket subprotocols offered may connect: the bridge's protocol with a token
   * we issued, or with the launch secret (good once; the token it is traded for is returned).
   * Null when refused.
   */
  admit(offered: readonly string[]): Admission | null;
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
  const exchange = (candidate: string): string | null => {
    if (used || !sameSecret(candidate, secret)) return null;
    used = true;
    const token = `${tokenPrefix}${randomBytes(32).toString('base64url')}`;
    tokens.add(token);
    return token;
  };
  return {
    secret,
    admit(offered) {
      if (!offered.includes(bridgeProtocol)) return null;
      const presented = offered.find((p) => p.startsWith(launchSecretPrefix));
      if (presented !== undefined) {
        const issuedToken = exchange(presented.slice(launchSecretPrefix.length));
        return issuedToken ? { issuedToken } : null;
      }
      const known = offered.some(
        (p) => p.startsWith(tokenPrefix) && [...tokens].some((t) => sameSecret(t, p)),
      );
      return known ? {} : null;
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
