import { describe, expect, it, vi } from 'vitest';
import {
  BridgeError,
  callNames,
  contract,
  createBridge,
  unwrapApi,
  type BridgeTransport,
  type EventName,
} from '../../../src/shared/contract';

function fakeTransport(answer: (call: string, args: unknown) => unknown) {
  const listeners = new Map<string, (payload: unknown) => void>();
  const invoke = vi.fn((call: string, args: unknown) => Promise.resolve(answer(call, args)));
  const transport: BridgeTransport = {
    invoke,
    subscribe: vi.fn((event: EventName, listener: (payload: unknown) => void) => {
      listeners.set(event, listener);
      return () => listeners.delete(event);
    }),
  };
  return { transport, listeners, invoke };
}

const signedOut = { status: 'signed-out', canResume: false } as const;

describe('createBridge', () => {
  it('has one function per contract call, nested by domain, and nothing else', () => {
    const wire = createBridge(fakeTransport(() => undefined).transport) as unknown as Record<
      string,
      Record<string, unknown>
    >;
    for (const name of callNames) {
      const [domain, verb] = name.split('.') as [string, string];
      expect(typeof wire[domain]?.[verb]).toBe('function');
    }
    const exposed = Object.entries(wire).flatMap(([domain, verbs]) =>
      typeof verbs === 'function' ? [domain] : Object.keys(verbs).map((v) => `${domain}.${v}`),
    );
    expect(exposed.sort()).toEqual([...callNames, 'on'].sort());
    expect(Object.isFrozen(wire)).toBe(true);
  });

  it('passes the call name and arguments to the transport', async () => {
    const { transport, invoke } = fakeTransport(() => ({ ok: true, value: signedOut }));
    const wire = createBridge(transport);
    const args = { serverUrl: 'https://a.example', userName: 'u', password: 'p', remember: false };
    await wire.session.signIn(args);
    expect(invoke).toHaveBeenCalledWith('session.signIn', args);
  });

  it('refuses subscriptions to events outside the contract', () => {
    const wire = createBridge(fakeTransport(() => undefined).transport);
    expect(() => wire.on('nope' as EventName, () => {})).toThrow(TypeError);
  });
});

describe('unwrapApi', () => {
  it('returns validated values', async () => {
    const api = unwrapApi(
      createBridge(fakeTransport(() => ({ ok: true, value: signedOut })).transport),
    );
    await expect(api.session.get()).resolves.toEqual(signedOut);
  });

  it('throws a typed BridgeError carrying code and sentence of a failure', async () => {
    const error = {
      kind: 'service',
      status: 401,
      code: 10004,
      operation: 'session.login',
      sentence: 'Wrong user name or password.',
      transient: false,
    };
    const api = unwrapApi(createBridge(fakeTransport(() => ({ ok: false, error })).transport));
    const thrown = await api.session
      .signIn({ serverUrl: 'https://x.example', userName: 'u', password: 'p', remember: false })
      .catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(BridgeError);
    expect((thrown as BridgeError).code).toBe(10004);
    expect((thrown as BridgeError).sentence).toBe('Wrong user name or password.');
  });

  it('treats a result outside the contract as an internal error', async () => {
    const api = unwrapApi(
      createBridge(fakeTransport(() => ({ ok: true, value: { status: 'weird' } })).transport),
    );
    await expect(api.session.get()).rejects.toMatchObject({ kind: 'internal' });
  });

  it("checks each log row's indexed fields; its item's text is checked when read back", async () => {
    const row = {
      oid: '501',
      sortKey: '2024-05-01 10:00:00|00000000000000000501',
      kind: 'CallLog',
      version: '2024-05-01 10:00:00',
      searchText: 'bob\ncall',
      full: false,
      json: '{"oid":"501"}',
    };
    const answering = (rows: unknown[]) =>
      unwrapApi(createBridge(fakeTransport(() => ({ ok: true, value: { rows } })).transport));
    await expect(answering([row]).history.search({})).resolves.toEqual({ rows: [row] });
    for (const damaged of [
      { ...row, oid: 'x1' },
      { ...row, sortKey: '2024-05-01 10:00:00|501' },
      { ...row, version: '2024-05-01T10:00:00Z' },
      { ...row, json: undefined },
      { ...row, session: 'chat' },
    ]) {
      await expect(answering([damaged]).history.search({})).rejects.toMatchObject({
        kind: 'internal',
      });
    }
  });

  it('reads an answer without a value (JSON drops undefined) as the undefined of a call that returns nothing', async () => {
    const answering = (envelope: unknown) =>
      unwrapApi(createBridge(fakeTransport(() => envelope).transport));
    await expect(answering({ ok: true }).links.open({ url: 'https://x.example' })).resolves.toBe(
      undefined,
    );
    await expect(
      answering({ ok: true, value: undefined }).links.open({ url: 'https://x.example' }),
    ).resolves.toBe(undefined);
    // Only where the contract says "nothing": a call that returns a value still needs one.
    await expect(answering({ ok: true }).session.get()).rejects.toMatchObject({ kind: 'internal' });
    await expect(
      answering({ ok: true, value: null }).links.open({ url: 'https://x.example' }),
    ).rejects.toMatchObject({ kind: 'internal' });
  });

  it('reports a transport that failed as disconnected', async () => {
    const transport: BridgeTransport = {
      invoke: () => Promise.reject(new Error('socket closed')),
      subscribe: () => () => {},
    };
    await expect(unwrapApi(createBridge(transport)).app.info()).rejects.toMatchObject({
      kind: 'disconnected',
    });
  });

  it('delivers only event payloads that match the contract', () => {
    const { transport, listeners } = fakeTransport(() => undefined);
    const api = unwrapApi(createBridge(transport));
    const seen: unknown[] = [];
    const off = api.on('session.changed', (state) => seen.push(state));
    listeners.get('session.changed')?.({ status: 'bogus' });
    listeners.get('session.changed')?.(signedOut);
    expect(seen).toEqual([signedOut]);
    off();
    expect(listeners.has('session.changed')).toBe(false);
  });

  it('has no field in any result or event schema that could carry a token', () => {
    const text = JSON.stringify(
      Object.values({ ...contract.calls, ...contract.events }).map((s) =>
        'result' in s ? s.result.toJSONSchema?.({ unrepresentable: 'any' }) : s.toJSONSchema(),
      ),
    );
    expect(text).not.toMatch(/token|authentication|password/i);
  });
});
