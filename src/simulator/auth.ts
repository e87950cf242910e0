import { randomBytes } from 'node:crypto';
import { ServiceCode, type TokenPair } from '../shared/interface';
import { formatTimestamp, type Clock } from './clock';
import { SimError } from './errors';
import { type UserRecord } from './store/types';

export interface Session {
  readonly user: UserRecord;
  readonly userSpace: string;
  token: string;
  renewalToken: string;
  validUntilMs: number;
  /** Set by the expireTokens fault: the session token is dead, the renewal token still works. */
  tokenRevoked: boolean;
}

const newToken = () => randomBytes(24).toString('base64url');

export const notAuthenticated = (why: string) =>
  new SimError(401, ServiceCode.NotAuthenticated, `not authenticated: ${why}`);

/** The guide's 1002X family: a token that is presented but does not (or no longer) work. */
const invalidAuthentication = (code: 10021 | 10022, why: string) =>
  new SimError(401, code, `invalid authentication: ${why}`);

/** `Authorization: xelion <token>` → the token. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^xelion\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Sign-in sessions (design section 4). One session per (user, userSpace): a second sign-in with
 * the same userSpace while the session token lives is refused (10005) unless it carries that
 * token, which ends the old session first. A session whose token has expired no longer blocks.
 */
export class Sessions {
  private readonly byToken = new Map<string, Session>();
  private readonly bySpace = new Map<string, Session>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlSec: number,
  ) {}

  private live(session: Session): boolean {
    return !session.tokenRevoked && session.validUntilMs > this.clock.nowMs();
  }

  signIn(user: UserRecord, userSpace: string, presentedToken: string | undefined): Session {
    const key = `${user.oid}|${userSpace}`;
    const existing = this.bySpace.get(key);
    if (existing) {
      if (this.live(existing) && existing.token !== presentedToken) {
        throw new SimError(
          401,
          ServiceCode.AlreadySignedIn,
          `user ${user.userName} is already signed in with userSpace ${userSpace}`,
        );
      }
      this.end(existing);
    }
    const session: Session = {
      user,
      userSpace,
      token: '',
      renewalToken: '',
      validUntilMs: 0,
      tokenRevoked: false,
    };
    this.issue(session);
    this.bySpace.set(key, session);
    return session;
  }

  /**
   * `/me/renew` (me_renew.html, authorization level User): the session's token in
   * `Authorization`, even expired, and its renewal token (or the user's password) as the
   * payload. Both old tokens stop working; an unknown or used renewal token is 401/10000.
   */
  renew(payload: string, presentedToken: string | undefined): Session {
    if (presentedToken === undefined) {
      throw notAuthenticated('renewing needs the session token in Authorization: xelion <token>');
    }
    const session = this.byToken.get(presentedToken);
    if (!session) throw invalidAuthentication(ServiceCode.TokenUnknown, 'unknown token');
    if (payload !== session.renewalToken && payload !== session.user.password) {
      throw notAuthenticated('unknown or used renewal token');
    }
    this.byToken.delete(session.token);
    this.issue(session);
    return session;
  }

  /** The live session of a token; 401/10000 without one, 401/1002X for one that won't do. */
  authenticate(token: string | undefined): Session {
    if (token === undefined) throw notAuthenticated('no Authorization: xelion <token> header');
    const session = this.byToken.get(token);
    if (!session) throw invalidAuthentication(ServiceCode.TokenUnknown, 'unknown token');
    if (!this.live(session)) {
      throw invalidAuthentication(ServiceCode.TokenExpired, 'the session token has expired');
    }
    return session;
  }

  end(session: Session): void {
    this.byToken.delete(session.token);
    this.bySpace.delete(`${session.user.oid}|${session.userSpace}`);
  }

  /** The expireTokens fault: every session token stops working at once. */
  revokeAllTokens(): void {
    for (const session of this.byToken.values()) session.tokenRevoked = true;
  }

  /** The endSessions fault: every session ends; its tokens, renewal token included, are unknown. */
  endAll(): void {
    for (const session of [...this.byToken.values()]) this.end(session);
  }

  private issue(session: Session): void {
    session.token = newToken();
    session.renewalToken = newToken();
    session.validUntilMs = this.clock.nowMs() + this.ttlSec * 1000;
    session.tokenRevoked = false;
    this.byToken.set(session.token, session);
  }
}

export function tokenPair(session: Session, tenantName: string): TokenPair {
  return {
    authentication: session.token,
    renewalToken: session.renewalToken,
    validUntil: formatTimestamp(session.validUntilMs),
    version: '1.0',
    serverVersion: 'switchboard-simulator 1.0',
    tenant: tenantName,
    userName: session.user.userName,
  };
}
