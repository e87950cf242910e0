import { vi } from 'vitest';
import {
  createBridge,
  unwrapApi,
  type Api,
  type BridgeErrorInfo,
  type CallName,
  type SessionUser,
} from '../../src/shared/contract';

export type Answer = (
  args: unknown,
) => { ok: true; value: unknown } | { ok: false; error: BridgeErrorInfo };

/** A renderer-side Api over a scripted transport: each call answers what the test says. */
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
  const api: Api = unwrapApi(createBridge({ invoke, subscribe: () => () => {} }));
  return { api, invoke };
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
