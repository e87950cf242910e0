import { type ApiClient, type SessionInfo } from '../api';
import { ApiError } from '../api/api-error';
import { type EventBus } from '../common/event-bus';
import { type Logger } from '../common/logger';
import { parseServerAddress } from '../common/server-address';
import {
  type MfaCodeArgs,
  type MfaCodeResult,
  type SessionState,
  type SessionUser,
  type SignInArgs,
} from '../../shared/contract';
import { t } from '../../shared/i18n';
import {
  type CredentialStore,
  type RememberedUser,
  type StoredCredentials,
} from '../platform/credential-store';
import { type ConnectivityMonitor } from './connectivity';
import { CoreError, invalidInput, notSignedIn } from './core-error';
import { type DemoLauncher } from './demo';
import { requestMfaCode } from './mfa-code';
import { type PreferencesStore } from './preferences';
import { type CreateSessionClient, type SessionClient } from './session-client';
import { signInErrorInfo } from './sign-in-errors';
import { whoAmI } from './who-am-i';
import { recordTransportFailures } from './transport-failures';

export interface SessionServiceDeps<C extends SessionClient> {
  events: EventBus;
  log: Logger;
  credentials: CredentialStore;
  preferences: PreferencesStore;
  connectivity: ConnectivityMonitor;
  demo: DemoLauncher;
  fetch: typeof fetch;
  createClient: CreateSessionClient<C>;
  defaultServerUrl?: string;
}

interface Active<C> {
  client: C;
  baseUrl: string;
  user: SessionUser;
  detach: () => void;
}

type Address = { serverUrl: string; baseUrl: string; label: string };

/** A failure that says nothing about the sign-in itself: the server was not reached. */
function isUnreachable(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    (error.kind === 'network' || error.kind === 'timeout' || error.transient)
  );
}

/** The session's own sentences, in the language main speaks when they are said. */
export const sentences = {
  expired: () => t('session.expired'),
  restoreRejected: () => t('session.restoreRejected'),
  restoreUnreachable: (label: string) => t('session.restoreUnreachable', { server: label }),
  demoFailed: () => t('session.demoFailed'),
  demoUnavailable: () => t('session.demoUnavailable'),
} as const;

/**
 * The session, owned by main: signs in and out, restores a remembered sign-in at start, keeps
 * the stored renewal token current as the client renews, and turns a failed renewal into a
 * sign-in prompt over the shell. Tokens live in the API client and the credential store only.
 */
export class SessionService<C extends SessionClient = ApiClient> {
  private state: SessionState = { status: 'signed-out', canResume: false };
  private active: Active<C> | null = null;
  // Credential writes happen in order: a late save must never resurrect a cleared token.
  private persistQueue: Promise<void> = Promise.resolve();
  /** A remembered sign-in shown from what this computer kept, not yet renewed with the server. */
  private unconfirmed: {
    stored: StoredCredentials & { authentication: string };
    address: Address;
  } | null = null;
  /** The renewal of `unconfirmed` in flight; resolves with the failure when unreachable. */
  private confirming: Promise<ApiError | undefined> | null = null;

  constructor(private readonly deps: SessionServiceDeps<C>) {}

  current(): SessionState {
    return this.state;
  }

  /**
   * The signed-in client for the other handlers; reports reachability to the monitor. While a
   * remembered sign-in is not yet confirmed by the server, calls wait for (or start) its renewal
   * and fail as that did: an unreachable server is offline, as for any call.
   */
  async withClient<T>(run: (client: C) => Promise<T>): Promise<T> {
    if (this.unconfirmed) {
      const unreachable = await this.confirm();
      if (unreachable !== undefined) throw unreachable;
    }
    if (!this.active || this.state.status !== 'signed-in') throw notSignedIn();
    try {
      const result = await run(this.active.client);
      this.deps.connectivity.report(true);
      return result;
    } catch (error) {
      // A write given up before it was written for want of a request slot (a timeout that is
      // `notSent`) says the server is busy, not that it is gone.
      if (
        error instanceof ApiError &&
        (error.kind === 'network' || (error.kind === 'timeout' && !error.notSent))
      ) {
        this.deps.connectivity.report(false);
      }
      throw error;
    }
  }

  /** At start: sign in silently with the remembered renewal token, if there is one. */
  async restore(): Promise<SessionState> {
    let stored;
    try {
      stored = await this.deps.credentials.load();
    } catch (error) {
      this.deps.log.warn('stored credentials could not be read', error);
      stored = null;
    }
    if (!stored) return this.signedOut();
    const address = parseServerAddress(stored.serverUrl);
    if (!address.ok) {
      await this.forgetCredentials();
      return this.signedOut();
    }
    const { authentication } = stored;
    // Stored by a version that kept the renewal token alone, which no server renews.
    if (authentication === undefined) {
      await this.forgetCredentials();
      return this.signedOut(sentences.restoreRejected());
    }
    this.unconfirmed = { stored: { ...stored, authentication }, address };
    // With who the user was when last signed in here, the shell at once: the local cache opens
    // without waiting for the server, and still opens when the server cannot be reached. A
    // token stored by an earlier version names no user: a splash until the server answers.
    this.setState(
      stored.user
        ? { status: 'signed-in', user: { ...stored.user, remembered: true } }
        : { status: 'restoring', serverUrl: address.serverUrl, userName: stored.userName },
    );
    const unreachable = await this.confirm();
    if (unreachable === undefined) return this.state;
    if (!stored.user) {
      this.unconfirmed = null;
      return this.signedOut(sentences.restoreUnreachable(address.label), true);
    }
    // The shell stays, offline: the monitor sees the server come back, and the next call renews.
    this.deps.connectivity.watch({ baseUrl: address.baseUrl, label: address.label });
    this.deps.connectivity.report(false);
    return this.state;
  }

  /**
   * Renews the remembered sign-in (one attempt at a time). Refused: forgotten, and signed out.
   * Unreachable: nothing changes, and the failure is what it resolves with (the start decides
   * what to show; a later call through `withClient` fails with it).
   */
  private confirm(): Promise<ApiError | undefined> {
    this.confirming ??= this.renewRemembered().finally(() => {
      this.confirming = null;
    });
    return this.confirming;
  }

  private async renewRemembered(): Promise<ApiError | undefined> {
    const pending = this.unconfirmed;
    if (!pending) return undefined;
    const { stored, address } = pending;
    const client = this.deps.createClient(address.baseUrl, this.deps.fetch);
    try {
      const info = await client.session.restore(stored);
      if (this.unconfirmed !== pending) return undefined;
      this.unconfirmed = null;
      await this.establish(client, address, info, { demo: false, remember: true });
      return undefined;
    } catch (error) {
      if (error instanceof CoreError) throw error;
      if (this.unconfirmed !== pending) return undefined;
      if (isUnreachable(error)) return error;
      this.unconfirmed = null;
      this.deps.log.warn('remembered sign-in was refused', error);
      await this.forgetCredentials();
      this.signedOut(sentences.restoreRejected());
      return undefined;
    }
  }

  async signIn(args: SignInArgs): Promise<SessionState> {
    this.unconfirmed = null;
    const address = parseServerAddress(args.serverUrl);
    if (!address.ok) throw invalidInput(address.sentence);
    const reuse =
      this.state.status === 'reauth-required' &&
      this.active &&
      !this.active.user.demo &&
      this.active.user.serverUrl === address.serverUrl &&
      this.active.user.userName === args.userName;
    const recorder = recordTransportFailures(this.deps.fetch);
    let client: C;
    if (reuse && this.active) {
      // The expired client still knows its old token and ends that session as it signs in.
      client = this.active.client;
    } else {
      await this.endActive({ logout: true });
      client = this.deps.createClient(address.baseUrl, recorder.fetch);
    }
    let info: SessionInfo;
    try {
      info = await client.session.login({
        userName: args.userName,
        password: args.password,
        ...(args.mfa && { mfa: args.mfa }),
      });
    } catch (error) {
      const mapped = signInErrorInfo(error, address.label, recorder.lastFailure());
      if (mapped) throw new CoreError(mapped);
      throw error;
    }
    await this.deps.preferences.update({
      lastServerUrl: address.serverUrl,
      lastUserName: args.userName,
    });
    return this.establish(client, address, info, { demo: false, remember: args.remember });
  }

  /** Asks the server to e-mail a sign-in code; the session, signed in or not, stays as it is. */
  requestMfaCode(args: MfaCodeArgs): Promise<MfaCodeResult> {
    return requestMfaCode(this.deps, args);
  }

  async startDemo(): Promise<SessionState> {
    // A host without a demo server does not offer one (`app.info`); asked anyway, nothing ends.
    if (!this.deps.demo.available) {
      throw new CoreError({
        kind: 'invalid-request',
        sentence: sentences.demoUnavailable(),
        transient: false,
      });
    }
    this.unconfirmed = null;
    await this.endActive({ logout: true });
    let server;
    try {
      server = await this.deps.demo.start();
    } catch (error) {
      this.deps.log.error('demo server failed to start', error);
      throw new CoreError({ kind: 'internal', sentence: sentences.demoFailed(), transient: true });
    }
    const baseUrl = server.baseUrl.replace(/\/+$/, '');
    const origin = new URL(baseUrl).origin;
    const address: Address = { serverUrl: origin, baseUrl, label: t('session.demoServer') };
    const client = this.deps.createClient(baseUrl, this.deps.fetch);
    const info = await client.session.login(server.account);
    return this.establish(client, address, info, { demo: true, remember: false });
  }

  async signOut(): Promise<SessionState> {
    this.unconfirmed = null;
    await this.endActive({ logout: true });
    await this.forgetCredentials();
    return this.signedOut();
  }

  async rememberSupport() {
    const availability = await this.deps.credentials.availability();
    return availability.available
      ? { available: true }
      : { available: false, sentence: availability.sentence };
  }

  /** When the app quits: a remembered session stays alive for the next start; others end. */
  async dispose(): Promise<void> {
    await this.endActive({ logout: !this.active?.user.remembered });
    await this.persistQueue;
  }

  private async establish(
    client: C,
    address: Address,
    info: SessionInfo,
    mode: { demo: boolean; remember: boolean },
  ): Promise<SessionState> {
    const me = await whoAmI(client, info, this.deps.log);
    const who: RememberedUser = {
      userName: info.userName,
      displayName: me.displayName,
      role: me.role,
      serverUrl: address.serverUrl,
      serverLabel: address.label,
      demo: mode.demo,
      ...(info.tenant && { tenant: info.tenant }),
      ...(info.serverVersion && { serverVersion: info.serverVersion }),
    };
    let remembered = false;
    let rememberNotice: string | undefined;
    if (mode.remember && !mode.demo) {
      const availability = await this.deps.credentials.availability();
      if (availability.available) {
        remembered = await this.persist(client, info.userName, who);
      } else {
        rememberNotice = availability.sentence;
        await this.forgetCredentials();
      }
    } else if (!mode.demo) {
      await this.forgetCredentials();
    }
    const user: SessionUser = { ...who, remembered, ...(rememberNotice && { rememberNotice }) };
    const previous = this.active;
    if (previous && previous.client !== client) previous.detach();
    const detach =
      previous?.client === client
        ? previous.detach
        : client.session.onChange((e) => this.onClientChange(client, e.type));
    this.active = { client, baseUrl: address.baseUrl, user, detach };
    this.deps.connectivity.watch({ baseUrl: address.baseUrl, label: address.label });
    return this.setState({ status: 'signed-in', user });
  }

  private onClientChange(client: C, type: string): void {
    const active = this.active;
    if (!active || active.client !== client) return;
    if (type === 'renewed' && active.user.remembered) {
      const { remembered: _remembered, rememberNotice: _notice, ...who } = active.user;
      void this.persist(client, active.user.userName, who);
    } else if (type === 'expired' && this.state.status === 'signed-in') {
      this.deps.connectivity.unwatch();
      if (active.user.remembered) void this.forgetCredentials();
      this.setState({
        status: 'reauth-required',
        user: active.user,
        sentence: sentences.expired(),
      });
    }
  }

  /** Keeps the client's renewal token, and who the user is (the next start's shell). */
  private persist(client: SessionClient, userName: string, user: RememberedUser): Promise<boolean> {
    const run = async () => {
      const tokens = client.session.tokens();
      if (!tokens) return false;
      try {
        await this.deps.credentials.save({ serverUrl: user.serverUrl, userName, ...tokens, user });
        return true;
      } catch (error) {
        this.deps.log.error('could not store the renewal token', error);
        return false;
      }
    };
    const result = this.persistQueue.then(run);
    this.persistQueue = result.then(() => undefined);
    return result;
  }

  private forgetCredentials(): Promise<void> {
    const run = async () => {
      try {
        await this.deps.credentials.clear();
      } catch (error) {
        this.deps.log.error('could not remove stored credentials', error);
      }
    };
    this.persistQueue = this.persistQueue.then(run);
    return this.persistQueue;
  }

  private async endActive({ logout }: { logout: boolean }): Promise<void> {
    const active = this.active;
    this.active = null;
    this.deps.connectivity.unwatch();
    if (active) {
      active.detach();
      if (logout) {
        try {
          await active.client.session.logout();
        } catch (error) {
          // Signing out locally must work even when the server is gone.
          this.deps.log.warn('server-side logout failed', error);
        }
      }
      if (active.user.demo) await this.deps.demo.stop();
    }
  }

  private signedOut(notice?: string, canResume = false): SessionState {
    const prefs = this.deps.preferences.get();
    const serverUrl = prefs.lastServerUrl ?? this.deps.defaultServerUrl;
    return this.setState({
      status: 'signed-out',
      canResume,
      ...(serverUrl && { serverUrl }),
      ...(prefs.lastUserName && { userName: prefs.lastUserName }),
      ...(notice && { notice }),
    });
  }

  private setState(next: SessionState): SessionState {
    this.state = next;
    this.deps.events.emit('session.changed', next);
    return next;
  }
}
