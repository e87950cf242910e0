import { expect } from 'vitest';
import {
  createApiClient,
  isApiError,
  type ApiClient,
  type ApiClientOptions,
} from '../../src/main/api';
import { type Role } from '../../src/shared/interface';
import { startSimulator, type RunningSimulator, type SimulatorOptions } from '../../src/simulator';

/**
 * Fetch that counts what went out (and how it was answered), so a test can prove a write was
 * sent exactly once.
 */
export function countingFetch() {
  const sent: { method: string; path: string; status?: number }[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const entry: (typeof sent)[number] = { method: init?.method ?? 'GET', path: url.pathname };
    sent.push(entry);
    const response = await fetch(input, init);
    entry.status = response.status;
    return response;
  };
  return { fetch: fetchFn, sent };
}

export interface Contract {
  sim: RunningSimulator;
  fixtures: RunningSimulator['fixtures'];
  /** A fresh client (own userSpace), signed in as the account with that role or those credentials. */
  signIn(
    who: Role | { userName: string; password: string },
    options?: Partial<ApiClientOptions>,
  ): Promise<ApiClient>;
  /** A fresh client that is not signed in. */
  client(options?: Partial<ApiClientOptions>): ApiClient;
  close(): Promise<void>;
}

let spaces = 0;

/** The real simulator on a loopback port, and real clients talking HTTP to it. */
export async function startContract(options: SimulatorOptions = {}): Promise<Contract> {
  const sim = await startSimulator({ controlApi: true, ...options });
  const client = (extra: Partial<ApiClientOptions> = {}) =>
    createApiClient({
      baseUrl: sim.baseUrl,
      fetch,
      userSpace: `contract-${process.pid}-${++spaces}`,
      // The real retry policy, minus the waiting: backoff delays are chosen but not slept.
      sleep: () => Promise.resolve(),
      ...extra,
    });
  return {
    sim,
    fixtures: sim.fixtures,
    client,
    async signIn(who, extra) {
      const account = typeof who === 'string' ? sim.accounts.find((a) => a.role === who) : who;
      if (!account) throw new Error(`no account for ${JSON.stringify(who)}`);
      const c = client(extra);
      await c.session.login({ userName: account.userName, password: account.password });
      return c;
    },
    close: () => sim.close(),
  };
}

/** Posts an event to the simulator's control API (e.g. an incoming chat); answers its JSON. */
export async function simulatorEvent(c: Contract, event: object): Promise<unknown> {
  const answer = await fetch(`${c.sim.baseUrl}/__simulator/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(event),
  });
  expect(answer.status, 'the control API took the event').toBe(200);
  return answer.json();
}

/** Awaits a rejection and checks it is an ApiError with that status and code and a sentence. */
export async function expectServiceError(
  promise: Promise<unknown>,
  status: number,
  code: number,
): Promise<string> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  expect({ status: error.status, code: error.code }).toEqual({ status, code });
  expect(error.sentence.length).toBeGreaterThan(10);
  expect(error.sentence).not.toMatch(/\d{5}/);
  return error.sentence;
}
