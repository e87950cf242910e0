import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { startBrowserHost, type BrowserHost } from '../../src/main/browser-host/server';
import { type AppCore } from '../../src/main/core/app-core';
import { createEventBus } from '../../src/main/common/event-bus';
import { createHandlerRegistry, type Handlers } from '../../src/main/core/handler-registry';
import { silentLogger } from '../../src/main/common/logger';
import { registerIpc } from '../../src/main/electron/ipc';
import { createWebSocketTransport } from '../../src/renderer/ws-transport';
import {
  callChannel,
  contract,
  createBridge,
  unwrapApi,
  type Api,
  type CallName,
  type WireApi,
} from '../../src/shared/contract';
import {
  exposedInMainWorld,
  ipcMain,
  ipcRenderer,
  MockWebContents,
  resetElectronMock,
} from '../mocks/electron';
import { samplesFor } from './call-samples';

/**
 * Every call of the contract, sent from the renderer's side through each real transport to a
 * handler that answers its sample: what the renderer gets must be what the handler returned,
 * and what the handler got what the renderer sent. A call whose answer a transport changes
 * (JSON has no undefined; IPC clones) fails here, not in front of a user.
 */
const samples = samplesFor();

/** Fields a server might echo, added to every object of a result by `echoing`. */
const echoed = { authentication: 'auth-ECHOED', renewalToken: 'renewal-ECHOED', shadow: 1 };

function echoing(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(echoing);
  if (typeof value !== 'object' || value === null) return value;
  return {
    ...Object.fromEntries(Object.entries(value).map(([k, v]) => [k, echoing(v)])),
    ...echoed,
  };
}

/**
 * The core both hosts carry: handlers answering the samples (`echo`: with `echoed` in every
 * object of it), recording what they were given.
 */
function sampleCore() {
  const received = new Map<CallName, unknown>();
  const answers = { echo: false };
  const handlers = Object.fromEntries(
    samples.map(([name, sample]) => [
      name,
      (args: unknown) => {
        received.set(name, args);
        return answers.echo ? echoing(sample.result) : sample.result;
      },
    ]),
  ) as unknown as Handlers;
  const core = {
    events: createEventBus(() => {}),
    session: { current: () => ({ status: 'signed-out', canResume: false }) },
    connectivity: { state: () => ({ status: 'unknown', since: new Date(0).toISOString() }) },
    createRegistry: (isTrustedSender: (sender: unknown) => boolean) =>
      createHandlerRegistry({ handlers, isTrustedSender, log: silentLogger }),
  } as unknown as AppCore;
  return { core, received, answers };
}

function callOf(api: Api, name: CallName): (args: unknown) => Promise<unknown> {
  const [domain, verb] = name.split('.') as [string, string];
  const calls = api as unknown as Record<string, Record<string, (a: unknown) => Promise<unknown>>>;
  return calls[domain]![verb]!;
}

async function expectEveryCallRoundTrips(
  api: Api,
  { received, answers }: ReturnType<typeof sampleCore>,
) {
  answers.echo = false;
  for (const [name, sample] of samples) {
    // Each sample is a valid value of its call, or this test would prove nothing about it.
    expect(contract.calls[name].args.safeParse(sample.args).success, `${name} args`).toBe(true);
    expect(contract.calls[name].result.safeParse(sample.result).success, `${name} result`).toBe(
      true,
    );
    const answer = await callOf(api, name)(sample.args).catch((e: unknown) => e);
    expect(answer, name).toStrictEqual(sample.result);
    expect(received.get(name), name).toEqual(contract.calls[name].args.parse(sample.args));
  }
}

/** A handler's result with fields the contract does not name: the renderer gets none of them. */
async function expectNoUnknownFieldCrosses(api: Api, { answers }: ReturnType<typeof sampleCore>) {
  answers.echo = true;
  for (const [name, sample] of samples) {
    const answer = await callOf(api, name)(sample.args).catch((e: unknown) => e);
    expect(answer, name).toStrictEqual(sample.result);
  }
}

describe('every contract call round-trips', () => {
  describe('over Electron IPC (preload ↔ ipcMain)', () => {
    const carried = sampleCore();
    let api: Api;
    let stop: () => void;

    beforeAll(async () => {
      resetElectronMock();
      await import('../../src/preload/index');
      const window = new MockWebContents();
      stop = registerIpc(carried.core, new Set([window as never]));
      // IPC carries arguments and answers by structured clone, both ways.
      ipcRenderer.invoke.mockImplementation(async (channel: string, args: unknown) => {
        const handle = ipcMain.handlers.get(channel);
        if (!handle) throw new Error(`no handler for ${channel}`);
        const event = { sender: window, senderFrame: window.mainFrame };
        return structuredClone(await handle(event, structuredClone(args)));
      });
      api = unwrapApi(exposedInMainWorld.api as WireApi);
    });

    afterAll(() => stop());

    it('answers the renderer what the handler returned', async () => {
      expect([...ipcMain.handlers.keys()].sort()).toEqual(
        samples.map(([name]) => callChannel(name)).sort(),
      );
      await expectEveryCallRoundTrips(api, carried);
    });

    it('drops every field the contract does not name', async () => {
      await expectNoUnknownFieldCrosses(api, carried);
    });
  });

  describe("over the browser host's WebSocket (ws-transport ↔ ws-bridge)", () => {
    let dir: string;
    let host: BrowserHost;
    let api: Api;
    const carried = sampleCore();
    const states: string[] = [];

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'sb-round-trip-'));
      host = await startBrowserHost({ core: carried.core, rendererDir: dir, log: silentLogger });
      // The page's globals, as the launch URL opened in a browser tab has them.
      const storage = new Map<string, string>();
      const launch = new URL(host.url);
      vi.stubGlobal('window', { addEventListener: () => {} });
      vi.stubGlobal('location', {
        host: launch.host,
        hash: launch.hash,
        pathname: '/',
        search: '',
      });
      vi.stubGlobal('history', { replaceState: () => {} });
      vi.stubGlobal('sessionStorage', {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
        removeItem: (key: string) => storage.delete(key),
      });
      // A browser sends its page's origin with the upgrade; the host checks it.
      vi.stubGlobal(
        'WebSocket',
        class PageSocket extends WebSocket {
          constructor(url: string, protocols: string[]) {
            super(url, protocols, { origin: host.origin });
          }
        },
      );
      api = unwrapApi(createBridge(createWebSocketTransport((state) => states.push(state))));
    });

    afterAll(async () => {
      vi.unstubAllGlobals();
      await host.close();
      await rm(dir, { recursive: true, force: true });
    });

    it('answers the renderer what the handler returned', async () => {
      await expectEveryCallRoundTrips(api, carried);
      expect(states).toEqual(['connecting', 'open']);
    });

    it('drops every field the contract does not name', async () => {
      await expectNoUnknownFieldCrosses(api, carried);
    });
  });
});
