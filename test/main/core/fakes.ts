import { vi } from 'vitest';
import { ApiError } from '../../../src/main/api/api-error';
import { createConnectivityMonitor } from '../../../src/main/core/connectivity';
import { createDemoLauncher } from '../../../src/main/core/demo';
import { createEventBus } from '../../../src/main/common/event-bus';
import { silentLogger } from '../../../src/main/common/logger';
import { type PreferencesStore, type Preferences } from '../../../src/main/core/preferences';
import { type SessionEvent, type SessionTokens } from '../../../src/main/api';
import { type SessionClient } from '../../../src/main/core/session-client';
import { SessionService } from '../../../src/main/core/session-service';
import {
  type CredentialStore,
  type StoreAvailability,
  type StoredCredentials,
} from '../../../src/main/platform/credential-store';
import { type EventName } from '../../../src/shared/contract';
import { type MeInfo, type User, type UserSearch } from '../../../src/shared/interface';

/** A scriptable API client: what the session service sees of `src/main/api`. */
export class FakeClient implements SessionClient {
  token: string | null = null;
  renewals = 0;
  loginError: Error | null = null;
  restoreError: Error | null = null;
  /** What `session.requestMfa` answers, or the failure it throws. */
  mfaOutcome: 'sent' | 'automatic' = 'sent';
  requestMfaError: Error | null = null;
  meInfo: MeInfo = {
    person: { oid: '12', objectType: 'Person', commonName: 'Ann Example' },
    phoneLine: { oid: '13', objectType: 'XCCPhoneLine', commonName: 'Ann Example (101)' },
  };
  /** The user record 4.8 answers for `where=userName=`. */
  userRecord: User = {
    oid: '11',
    objectType: 'UserProfile',
    commonName: 'Ann Example',
    userName: 'ann',
  };
  /** Which reads the server answers: where the role comes from when the record does not say. */
  grants = { administrator: true, master: false };
  private listeners = new Set<(e: SessionEvent) => void>();
  readonly calls: string[] = [];

  constructor(readonly baseUrl: string) {}

  session = {
    login: vi.fn(({ userName }: { userName: string; password: string }) => {
      this.calls.push('login');
      if (this.loginError) return Promise.reject(this.loginError);
      this.token = 'renewal-1';
      return Promise.resolve({ userName, validUntil: '2099-01-01 00:00:00', tenant: 'master' });
    }),
    requestMfa: vi.fn(({ email }: { userName: string; email: string }) => {
      this.calls.push(`requestMfa:${email}`);
      if (this.requestMfaError) return Promise.reject(this.requestMfaError);
      return Promise.resolve(this.mfaOutcome);
    }),
    restore: vi.fn(({ renewalToken, userName }: SessionTokens & { userName: string }) => {
      this.calls.push(`restore:${renewalToken}`);
      if (this.restoreError) return Promise.reject(this.restoreError);
      this.token = `${renewalToken}-next`;
      return Promise.resolve({ userName, validUntil: '2099-01-01 00:00:00' });
    }),
    logout: vi.fn(() => {
      this.calls.push('logout');
      this.token = null;
      return Promise.resolve();
    }),
    tokens: () =>
      this.token === null
        ? null
        : { authentication: `auth-${this.token}`, renewalToken: this.token },
    onChange: (listener: (e: SessionEvent) => void) => {
      this.listeners.add(listener);
      return () => this.listeners.delete(listener);
    },
  };

  me = { info: vi.fn(() => Promise.resolve(this.meInfo)) };
  users = {
    list: vi.fn((params?: UserSearch) => {
      const wanted = params?.where && 'userName' in params.where ? params.where.userName : '';
      const items = this.userRecord.userName === wanted ? [this.userRecord] : [];
      return Promise.resolve({ items, links: [] });
    }),
  };

  private granted(right: boolean, operation: 'phoneTemplates.list' | 'tenants.list') {
    return right
      ? Promise.resolve({ items: [], links: [] })
      : Promise.reject(new ApiError({ kind: 'service', operation, status: 403, code: 10101 }));
  }
  phoneTemplates = {
    list: vi.fn(() => this.granted(this.grants.administrator, 'phoneTemplates.list')),
  };
  tenants = { list: vi.fn(() => this.granted(this.grants.master, 'tenants.list')) };

  /** The client renewed by itself (token expiry handled transparently). */
  renew(): void {
    this.renewals += 1;
    this.token = `renewal-${this.renewals + 1}`;
    this.emit({ type: 'renewed' });
  }

  expire(): void {
    this.emit({ type: 'expired' });
  }

  private emit(event: SessionEvent) {
    for (const l of [...this.listeners]) l(event);
  }
}
export class MemoryCredentials implements CredentialStore {
  stored: StoredCredentials | null = null;
  availabilityResult: StoreAvailability = { available: true };
  history: (StoredCredentials | null)[] = [];
  availability = () => Promise.resolve(this.availabilityResult);
  save = (c: StoredCredentials) => {
    this.stored = c;
    this.history.push(c);
    return Promise.resolve();
  };
  load = () => Promise.resolve(this.stored);
  clear = () => {
    this.stored = null;
    this.history.push(null);
    return Promise.resolve();
  };
}

export function memoryPreferences(): PreferencesStore {
  let prefs: Preferences = { deviceId: 'device-1234567890' };
  return {
    get: () => prefs,
    update: (changes) => {
      prefs = { ...prefs, ...changes };
      return Promise.resolve();
    },
  };
}

export const apiError = (init: ConstructorParameters<typeof ApiError>[0]) => new ApiError(init);

export function sessionHarness(
  options: { probe?: () => Promise<boolean>; withoutDemo?: boolean } = {},
) {
  const events = createEventBus((e) => {
    throw e;
  });
  const emitted: { event: EventName; payload: unknown }[] = [];
  events.subscribe((event, payload) => emitted.push({ event, payload }));
  const clients: FakeClient[] = [];
  let configure: (c: FakeClient) => void = () => {};
  const credentials = new MemoryCredentials();
  const preferences = memoryPreferences();
  const connectivity = createConnectivityMonitor({
    events,
    probe: options.probe ?? (() => Promise.resolve(true)),
    heartbeatMs: 60_000,
  });
  const demoClose = vi.fn(() => Promise.resolve());
  const startDemoServer = vi.fn(() =>
    Promise.resolve({
      baseUrl: 'http://127.0.0.1:4555/api/v1/master',
      account: { userName: 'demo.admin', password: 'demo' },
      close: demoClose,
    }),
  );
  const demo = createDemoLauncher(options.withoutDemo ? undefined : startDemoServer);
  const service = new SessionService({
    events,
    log: silentLogger,
    credentials,
    preferences,
    connectivity,
    demo,
    fetch: vi.fn(() => Promise.reject(new TypeError('no network in unit tests'))),
    createClient: (baseUrl) => {
      const client = new FakeClient(baseUrl);
      configure(client);
      clients.push(client);
      return client;
    },
  });
  return {
    service,
    clients,
    credentials,
    preferences,
    connectivity,
    emitted,
    startDemoServer,
    demoClose,
    onNewClient(fn: (c: FakeClient) => void) {
      configure = fn;
    },
  };
}
