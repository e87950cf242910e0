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
 * A renderer-side Api over a scripted transport: each call answers what the test says, and
 * `emit` sends an event as main would.
 */
export function fakeApi(answers: Partial<Record<CallName, Answer>>) {
  const listeners = new Map<EventName, ((payload: unknown) => void)[]>();
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
  const subscribe = (event: EventName, listener: (payload: unknown) => void) => {
    listeners.set(event, [...(listeners.get(event) ?? []), listener]);
    return () => listeners.set(event, listeners.get(event)?.filter((l) => l !== listener) ?? []);
  };
  const api: Api = unwrapApi(createBridge({ invoke, subscribe }));
  const emit = (event: EventName, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  };
  return { api, invoke, emit };
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
