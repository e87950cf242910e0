import { vi } from 'vitest';
import {
  createBridge,
  unwrapApi,
  type Api,
  type BridgeErrorInfo,
  type CallName,
  type EventName,
  type SessionUser,
} from '../../src/shared/contract';

export type Answer = (
  args: unknown,
) => { ok: true; value: unknown } | { ok: false; error: BridgeErrorInfo };

/**
 * A renderer-side Api over a scripted transport: each call answers what the test says; `emit`
 * sends an event as main would.
 */
export function fakeApi(answers: Partial<Record<CallName, Answer>>) {
  const invoke = vi.fn((call: CallName, args: unknown) => {
    const answer = answers[call];
    return Promise.resolve(
      answer
        ? answer(args)
        : {
            ok: false,
            error: { kind: 'internal', sentence: `unexpected ${call}`, transient: false },
          },
    );
  });
  return { ...scriptedApi(invoke), invoke };
}

/**
 * A renderer-side Api over `invoke` (which answers with the raw result envelope), whose events
 * the test sends with `emit`, as main would.
 */
export function scriptedApi(invoke: (call: CallName, args: unknown) => Promise<unknown>) {
  const listeners = new Map<EventName, Set<(payload: unknown) => void>>();
  const api: Api = unwrapApi(
    createBridge({
      invoke,
      subscribe: (event, listener) => {
        const set = listeners.get(event) ?? new Set();
        set.add(listener);
        listeners.set(event, set);
        return () => set.delete(listener);
      },
    }),
  );
  const emit = (event: EventName, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  };
  return { api, emit };
}

export const user: SessionUser = {
  userName: 'ann',
  displayName: 'Ann Example',
  role: 'user',
  serverUrl: 'https://pbx.example.com',
  serverLabel: 'pbx.example.com',
  demo: false,
  remembered: true,
};

export const serviceError = (code: number, sentence: string): BridgeErrorInfo => ({
  kind: 'service',
  status: 401,
  code,
  operation: 'session.login',
  sentence,
  transient: false,
});
