import {
  parseTimestamp,
  tokenPairSchema,
  type OperationId,
  type Timestamp,
  type TokenPair,
} from '../../shared/interface';
import { ApiError } from './api-error';
import { methodOf, type CallOptions, type CallSpec, type Sent, type Transport } from './http';

/** What the app may know about the session: no tokens. */
export interface SessionInfo {
  userName: string;
  /** UTC, as the server wrote it. */
  validUntil: Timestamp;
  tenant?: string;
  serverVersion?: string;
}

/** `expired`: renewal failed; the user must sign in again. */
export interface SessionEvent {
  type: 'signed-in' | 'renewed' | 'signed-out' | 'expired';
  session?: SessionInfo;
}

export interface Credentials {
  userName: string;
  password: string;
  /**
   * The second factor, when the server asked for one (me_login.html: `mfa`, the code, and
   * `email`, where it was sent).
   */
  mfa?: { code: string; email: string };
}

/** Who asks for a sign-in code, and the e-mail address it goes to. */
export interface MfaRequest {
  userName: string;
  email: string;
}

/**
 * `sent`: the server took the request (its answer has no body). `automatic`: it has no such call
 * (404 or 405), as a server that e-mails the code by itself when a login needs one.
 */
export type MfaRequestOutcome = 'sent' | 'automatic';

/**
 * What "remember me" keeps to resume the session: renewing needs the session's own token in
 * `Authorization` as well as the renewal token (me_renew.html, authorization level User).
 */
export interface SessionTokens {
  authentication: string;
  renewalToken: string;
}

export interface SessionApi {
  login(credentials: Credentials, options?: CallOptions): Promise<SessionInfo>;
  /**
   * Asks the server to e-mail a sign-in code (`POST /me/request_mfa`, guest, with this device's
   * `userSpace` as login sends it; see docs/decisions.md). Holds no session and changes none.
   */
  requestMfa(request: MfaRequest, options?: CallOptions): Promise<MfaRequestOutcome>;
  /**
   * Signs in silently by renewing a stored session ("remember me"). The renewal answer names no
   * user (me_renew.html), so the stored user name is passed along.
   */
  restore(
    stored: SessionTokens & { userName: string },
    options?: CallOptions,
  ): Promise<SessionInfo>;
  renew(options?: CallOptions): Promise<SessionInfo>;
  /** Ends the session on the server and forgets it here, even when the server call fails. */
  logout(options?: CallOptions): Promise<void>;
  current(): SessionInfo | null;
  /** For the main process to store (encrypted); never sent to the renderer. */
  tokens(): SessionTokens | null;
  onChange(listener: (event: SessionEvent) => void): () => void;
}

/** Sends one request of an authenticated operation; the answer keeps its `Date` (server clock). */
export type Caller = <O extends OperationId, T>(spec: CallSpec<O, T>) => Promise<Sent<T>>;

export interface SessionOptions {
  transport: Transport;
  userSpace: string;
  appKey?: string | undefined;
  renewMarginSec: number;
  now: () => number;
  /**
   * How long a write may wait, from the call, before it is written (a renewal first, a request
   * slot): past it, it is given up unsent (see `WRITE_WAIT_MS`).
   */
  writeWaitMs: number;
}

interface Held {
  token: string;
  renewalToken: string;
  info: SessionInfo;
  /** Local clock (ms) when the token stops working. */
  expiresAt: number;
  /** Local clock (ms) from which a request renews first. */
  renewAt: number;
}

function isUnauthenticated(err: unknown): err is ApiError {
  return err instanceof ApiError && err.kind === 'unauthenticated';
}

/** Settles with `promise`, or throws `aborted` for `operation` when `signal` aborts first. */
function waitFor<T>(promise: Promise<T>, signal: AbortSignal | undefined, operation: OperationId) {
  if (!signal) return promise;
  const aborted = () => new ApiError({ kind: 'aborted', operation });
  if (signal.aborted) return Promise.reject(aborted());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The session: sign in, renewal, sign out, and the authenticated request path.
 *
 * Renewal happens (a) before a request when the token expires within `renewMarginSec`, and
 * (b) once when a request is refused with 401/10000. Concurrent callers share one in-flight
 * renewal. When the renewal itself is refused (401) the session is over: state is cleared and
 * `expired` is emitted.
 */
export function createSession(options: SessionOptions): { api: SessionApi; call: Caller } {
  const { transport, now } = options;
  const listeners = new Set<(event: SessionEvent) => void>();
  let held: Held | null = null;
  /** Token of a session whose logout did not reach the server; the next login ends it. */
  let staleToken: string | undefined;
  let renewing: Promise<SessionInfo> | null = null;
  /** Bumped whenever the session is replaced or ended, so a late renewal cannot revive it. */
  let generation = 0;

  const secrets = () =>
    [held?.token, held?.renewalToken, staleToken].filter((s): s is string => !!s);

  function emit(event: SessionEvent) {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (err) {
        // A faulty listener must not break sign-in or renewal for everyone else.
        console.error('session listener failed:', err);
      }
    }
  }

  function notSignedIn(operation: OperationId) {
    return new ApiError({ kind: 'unauthenticated', operation, detail: 'not signed in' });
  }

  /**
   * Expiry on the local clock, robust against skew: the lifetime is measured on the server's
   * clock (`validUntil` − the answer's `Date`) and added to local now.
   */
  function adopt(sent: Sent<TokenPair>, fallbackUserName: string): SessionInfo {
    const pair = sent.value;
    const receivedAt = now();
    const validUntil = parseTimestamp(pair.validUntil);
    const lifetime = validUntil - (sent.serverDate ?? receivedAt);
    // Never renew earlier than half-way: a margin longer than the lifetime would renew on
    // every request.
    const margin = Math.min(options.renewMarginSec * 1000, Math.max(0, lifetime) / 2);
    const info: SessionInfo = {
      userName: pair.userName ?? fallbackUserName,
      validUntil: pair.validUntil,
      ...(pair.tenant && { tenant: pair.tenant }),
      ...(pair.serverVersion && { serverVersion: pair.serverVersion }),
    };
    held = {
      token: pair.authentication,
      renewalToken: pair.renewalToken,
      info,
      expiresAt: receivedAt + lifetime,
      renewAt: receivedAt + lifetime - margin,
    };
    return info;
  }

  function end(type: 'signed-out' | 'expired') {
    held = null;
    generation++;
    emit({ type });
  }

  /** `/me/renew` carries the session's token (even expired) and its renewal token. */
  function sendRenewal(tokens: SessionTokens, options?: CallOptions) {
    return transport(
      {
        operation: 'session.renew',
        body: tokens.renewalToken,
        response: tokenPairSchema,
        ...(options?.signal && { signal: options.signal }),
      },
      {
        auth: tokens.authentication,
        secrets: [tokens.renewalToken, tokens.authentication, ...secrets()],
      },
    );
  }

  async function runRenewal(): Promise<SessionInfo> {
    const from = held;
    if (!from) throw notSignedIn('session.renew');
    const gen = generation;
    let sent: Sent<TokenPair>;
    try {
      sent = await sendRenewal({ authentication: from.token, renewalToken: from.renewalToken });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401 && gen === generation) {
        end('expired');
        throw new ApiError({
          kind: 'unauthenticated',
          operation: 'session.renew',
          status: 401,
          ...(err.code !== undefined && { code: err.code }),
          detail: 'renewal refused',
        });
      }
      throw err;
    }
    // Signed out or in again meanwhile: this answer belongs to a session that is gone.
    if (gen !== generation) {
      if (held) return held.info;
      throw notSignedIn('session.renew');
    }
    const info = adopt(sent, from.info.userName);
    emit({ type: 'renewed', session: info });
    return info;
  }

  function sharedRenewal(signal: AbortSignal | undefined, operation: OperationId) {
    // The renewal itself runs without the caller's signal: one caller giving up must not
    // cancel it for the others.
    renewing ??= runRenewal().finally(() => {
      renewing = null;
    });
    return waitFor(renewing, signal, operation).catch((err: unknown) => {
      throw err instanceof ApiError ? err.during(operation) : err;
    });
  }

  async function usableToken(operation: OperationId, signal?: AbortSignal): Promise<string> {
    if (!held) throw notSignedIn(operation);
    if (now() < held.renewAt) return held.token;
    try {
      await sharedRenewal(signal, operation);
    } catch (err) {
      if (err instanceof ApiError && (err.kind === 'unauthenticated' || err.kind === 'aborted')) {
        throw err;
      }
      // A transient renewal failure: the current token is still good until it expires.
      if (held && now() < held.expiresAt) return held.token;
      throw err;
    }
    if (!held) throw notSignedIn(operation);
    return held.token;
  }

  const call: Caller = async (spec) => {
    // One deadline for the whole call, a renewal and the repeat after a 401 included: a write
    // reaches the server within it or never (http.ts gives it up unsent).
    const writeBy =
      methodOf(spec) === 'GET' ? undefined : (spec.writeBy ?? options.now() + options.writeWaitMs);
    const timed = writeBy === undefined ? spec : { ...spec, writeBy };
    const send = (token: string) => transport(timed, { auth: token, secrets: secrets() });
    const token = await usableToken(spec.operation, spec.signal);
    const gen = generation;
    try {
      return await send(token);
    } catch (err) {
      // Signed out, or in as someone else, meanwhile: the request belonged to that session.
      if (!isUnauthenticated(err) || gen !== generation) throw err;
    }
    // 401/10000: the server refused the request without applying it. That is the one case in
    // which a POST or PATCH is sent again: once, after the session has been renewed.
    if (held?.token === token) await sharedRenewal(spec.signal, spec.operation);
    const renewed: Held | null = held;
    if (!renewed || gen !== generation) throw notSignedIn(spec.operation);
    try {
      return await send(renewed.token);
    } catch (err) {
      if (isUnauthenticated(err) && gen === generation) end('expired');
      throw err;
    }
  };

  const api: SessionApi = {
    async login({ userName, password, mfa }, callOptions) {
      // A live token in Authorization ends that session first, so signing in again from the
      // same device never fails with 10005 (already signed in).
      const live = held && now() < held.expiresAt ? held.token : staleToken;
      const request = (auth: string | undefined) =>
        transport(
          {
            operation: 'session.login',
            body: {
              userName,
              password,
              userSpace: options.userSpace,
              appKey: options.appKey,
              ...(mfa && { mfa: mfa.code, email: mfa.email }),
            },
            response: tokenPairSchema,
            ...(callOptions?.signal && { signal: callOptions.signal }),
          },
          { auth, secrets: [password, ...(mfa ? [mfa.code] : []), ...secrets()] },
        );
      let sent: Sent<TokenPair>;
      try {
        sent = await request(live);
      } catch (err) {
        // The token we sent had already ended and the server refused it without signing in
        // (401/10000): sign in without it.
        if (!live || !isUnauthenticated(err)) throw err;
        sent = await request(undefined);
      }
      generation++;
      staleToken = undefined;
      const info = adopt(sent, userName);
      emit({ type: 'signed-in', session: info });
      return info;
    },

    async requestMfa({ userName, email }, callOptions) {
      try {
        await transport(
          {
            operation: 'session.requestMfa',
            body: { userName, email, userSpace: options.userSpace },
            // "Response: none": whatever a 2xx answer carries is not read.
            response: null,
            ...(callOptions?.signal && { signal: callOptions.signal }),
          },
          { auth: undefined, secrets: secrets() },
        );
        return 'sent';
      } catch (err) {
        // The other reading of the unpublished page: no such call on this server.
        if (err instanceof ApiError && (err.status === 404 || err.status === 405)) {
          return 'automatic';
        }
        throw err;
      }
    },

    async restore({ userName, ...tokens }, callOptions) {
      const sent = await sendRenewal(tokens, callOptions);
      generation++;
      const info = adopt(sent, userName);
      emit({ type: 'signed-in', session: info });
      return info;
    },

    renew(callOptions) {
      if (!held) return Promise.reject(notSignedIn('session.renew'));
      return sharedRenewal(callOptions?.signal, 'session.renew');
    },

    async logout(callOptions) {
      const ending = held;
      if (!ending) return;
      end('signed-out');
      try {
        await transport(
          {
            operation: 'session.logout',
            response: null,
            ...(callOptions?.signal && { signal: callOptions.signal }),
          },
          { auth: ending.token, secrets: [ending.token, ending.renewalToken] },
        );
      } catch (err) {
        // Unless the server said the session is already over, it may still live there: keep
        // its token so the next login ends it instead of failing with 10005.
        if (!(err instanceof ApiError && err.status === 401)) staleToken = ending.token;
      }
    },

    current: () => held?.info ?? null,
    tokens: () => (held ? { authentication: held.token, renewalToken: held.renewalToken } : null),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  return { api, call };
}
