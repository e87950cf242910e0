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
 *
 * A token lives as long as the page's session: while a connection that presented it is open,
 * and `RELOAD_GRACE_MS` after the last one closed (a reload connects again within it; a closed
 * tab does not, and its token ends). A sign-out ends every token (`revokeAll`); the bridge hands
 * each open page a fresh one.
 */
const tokenPrefix = 'sbt.';

/** How long a token outlives its page's last connection: time enough for a reload. */
export const RELOAD_GRACE_MS = 30_000;

/** What a connection's subprotocols are admitted with. */
export interface Admission {
  /** The token this connection holds. */
  token: string;
  /** Issued now, for the launch secret: the page does not have it yet. */
  issued: boolean;
}

export interface HostAuth {
  readonly secret: string;
  /**
   * Whether the WebSocket subprotocols offered may connect: the bridge's protocol with a live
   * token, or with the launch secret (good once; a token is issued for it). Null when refused.
   */
  admit(offered: readonly string[]): Admission | null;
  /** A new token, for a page whose token a sign-out ended. */
  issue(): string;
  /**
   * A connection holding `token` is open: the token does not expire until the function
   * returned is called (once, when it closes) for it and every other connection holding it.
   */
  hold(token: string): () => void;
  /**
   * Ends every token (a sign-out, or the host closing); connections already open stay, and the
   * bridge gives each a new one.
   */
  revokeAll(): void;
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

interface Held {
  connections: number;
  expiry?: ReturnType<typeof setTimeout>;
}

export function createHostAuth(): HostAuth {
  const secret = randomBytes(32).toString('base64url');
  let used = false;
  const tokens = new Map<string, Held>();

  const expireLater = (token: string, held: Held) => {
    held.expiry = setTimeout(() => {
      if (tokens.get(token) === held) tokens.delete(token);
    }, RELOAD_GRACE_MS);
    // A token waiting to expire must not keep the host's process alive.
    held.expiry.unref?.();
  };
  const issue = () => {
    const token = `${tokenPrefix}${randomBytes(32).toString('base64url')}`;
    const held: Held = { connections: 0 };
    tokens.set(token, held);
    // Expires unless a connection holds it in time (one is about to: the caller admits it).
    expireLater(token, held);
    return token;
  };
  const exchange = (candidate: string): string | null => {
    if (used || !sameSecret(candidate, secret)) return null;
    used = true;
    return issue();
  };
  return {
    secret,
    admit(offered) {
      if (!offered.includes(bridgeProtocol)) return null;
      const presented = offered.find((p) => p.startsWith(launchSecretPrefix));
      if (presented !== undefined) {
        const token = exchange(presented.slice(launchSecretPrefix.length));
        return token ? { token, issued: true } : null;
      }
      const offeredTokens = offered.filter((p) => p.startsWith(tokenPrefix));
      const known = [...tokens.keys()].find((t) => offeredTokens.some((p) => sameSecret(t, p)));
      return known === undefined ? null : { token: known, issued: false };
    },
    issue,
    hold(token) {
      const held = tokens.get(token);
      if (!held) return () => {};
      held.connections += 1;
      clearTimeout(held.expiry);
      let released = false;
      return () => {
        // A token revoked meanwhile is gone already; each connection releases once.
        if (released || tokens.get(token) !== held) return;
        released = true;
        held.connections -= 1;
        if (held.connections === 0) expireLater(token, held);
      };
    },
    revokeAll() {
      for (const held of tokens.values()) clearTimeout(held.expiry);
      tokens.clear();
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
