import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminCallNames } from '../../../src/shared/contract/admin-call-names';
import { adminCalls } from '../../../src/shared/contract/admin-calls';
import { type BridgeTransport } from '../../../src/shared/contract';

/**
 * The renderer's bridge holds the admin calls' names from the start and loads their schemas
 * (`admin-calls.ts`, a chunk of its own in the page) at the first admin call: an admin call's
 * answer is checked with its schema like any other, and never sent without it.
 */
const row = { oid: '701', commonName: 'Support pickup' };
const listed = { available: true, rows: [row], nextId: '701' };

function transport(answer: unknown) {
  const invoke = vi.fn((_call: string, _args: unknown) => Promise.resolve(answer));
  const fake: BridgeTransport = { invoke, subscribe: () => () => {} };
  return { fake, invoke };
}

/** `create-bridge.ts` afresh, so that a mock of `admin-calls.ts` is what its `import()` gets. */
async function bridgeModule() {
  vi.resetModules();
  return import('../../../src/shared/contract/create-bridge');
}

afterEach(() => {
  vi.doUnmock('../../../src/shared/contract/admin-calls');
  vi.resetModules();
});

describe('admin calls in the bridge', () => {
  it('names exactly the admin calls', () => {
    expect([...adminCallNames].sort()).toEqual(Object.keys(adminCalls).sort());
  });

  it("checks an admin call's answer with its schema, dropping fields the contract does not name", async () => {
    const { createBridge, unwrapApi } = await bridgeModule();
    const args = { kind: 'phoneLineGroups', after: '700', limit: 20 } as const;
    const answering = (value: unknown) =>
      unwrapApi(createBridge(transport({ ok: true, value }).fake)).admin.listObjects(args);
    await expect(answering({ ...listed, rows: [{ ...row, token: 'x' }] })).resolves.toEqual(listed);
    await expect(answering({ ...listed, rows: [{ oid: 'x' }] })).rejects.toMatchObject({
      kind: 'internal',
    });
  });

  it('sends no admin call whose schemas did not load, and loads them again at the next', async () => {
    vi.doMock('../../../src/shared/contract/admin-calls', () => {
      throw new Error('could not load the chunk');
    });
    const { createBridge, unwrapApi } = await bridgeModule();
    const { fake, invoke } = transport({ ok: true, value: listed });
    const api = unwrapApi(createBridge(fake));
    await expect(api.admin.listObjects({ kind: 'phoneLineGroups' })).rejects.toMatchObject({
      kind: 'disconnected',
    });
    expect(invoke).not.toHaveBeenCalled();

    vi.doUnmock('../../../src/shared/contract/admin-calls');
    await expect(api.admin.listObjects({ kind: 'phoneLineGroups' })).resolves.toEqual(listed);
    expect(invoke).toHaveBeenCalledOnce();
  });
});
