import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { startBrowserHost, type BrowserHost } from '../../src/main/browser-host/server';
import { type AppCore } from '../../src/main/core/app-core';
import { createEventBus } from '../../src/main/core/event-bus';
import { createHandlerRegistry, type Handlers } from '../../src/main/core/handler-registry';
import { silentLogger } from '../../src/main/core/logger';
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

/** The core both hosts carry: handlers answering the samples, recording what they were given. */
function sampleCore() {
  const received = new Map<CallName, unknown>();
  const handlers = Object.fromEntries(
    samples.map(([name, sample]) => [
      name,
      (args: unknown) => {
        received.set(name, args);
        return sample.result;
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
  return { core, received };
}

function callOf(api: Api, name: CallName): (args: unknown) => Promise<unknown> {
  const [domain, verb] = name.split('.') as [string, string];
  const calls = api as unknown as Record<string, Record<string, (a: unknown) => Promise<unknown>>>;
  return calls[domain]![verb]!;
}

async function expectEveryCallRoundTrips(api: Api, received: Map<CallName, unknown>) {
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

describe('every contract call round-trips', () => {
  describe('over Electron IPC (preload ↔ ipcMain)', () => {
    beforeAll(async () => {
      resetElectronMock();
      await import('../../src/preload/index');
    });

    it('answers the renderer what the handler returned', async () => {
      const { core, received } = sampleCore();
      const window = new MockWebContents();
      const stop = registerIpc(core, new Set([window as never]));
      // IPC carries arguments and answers by structured clone, both ways.
      ipcRenderer.invoke.mockImplementation(async (channel: string, args: unknown) => {
        const handle = ipcMain.handlers.get(channel);
        if (!handle) throw new Error(`no handler for ${channel}`);
        const event = { sender: window, senderFrame: window.mainFrame };
        return structuredClone(await handle(event, structuredClone(args)));
      });
      expect([...ipcMain.handlers.keys()].sort()).toEqual(
        samples.map(([name]) => callChannel(name)).sort(),
      );
      await expectEveryCallRoundTrips(unwrapApi(exposedInMainWorld.api as WireApi), received);
      stop();
    });
  });

  describe("over the browser host's WebSocket (ws-transport ↔ ws-bridge)", () => {
    let dir: string;
    let host: BrowserHost;
    const { core, received } = sampleCore();

    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), 'sb-round-trip-'));
      host = await startBrowserHost({ core, rendererDir: dir, log: silentLogger });
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
    });

    afterAll(async () => {
      vi.unstubAllGlobals();
      await host.close();
      await rm(dir, { recursive: true, force: true });
    });

    it('answers the renderer what the handler returned', async () => {
      const states: string[] = [];
      const transport = createWebSocketTransport((state) => states.push(state));
      await expectEveryCallRoundTrips(unwrapApi(createBridge(transport)), received);
      expect(states).toEqual(['connecting', 'open']);
    });
  });
});
