import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createBrowserPlatform } from '../../../src/main/browser-host/browser-platform';
import { bridgeProtocol } from '../../../src/shared/contract';
import { startBrowserHost, type BrowserHost } from '../../../src/main/browser-host/server';
import { createAppCore, type AppCore } from '../../../src/main/core/app-core';
import { browserHostContentSecurityPolicy } from '../../../src/main/core/csp';
import { createEventBus } from '../../../src/main/common/event-bus';
import { silentLogger } from '../../../src/main/common/logger';

let dir: string;
let core: AppCore;
let host: BrowserHost;
let secret: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sb-host-'));
  const rendererDir = join(dir, 'renderer');
  await mkdir(rendererDir);
  await writeFile(join(rendererDir, 'index.html'), '<!doctype html><title>Switchboard</title>');
  const events = createEventBus(() => {});
  core = await createAppCore({
    platform: createBrowserPlatform({ profileDir: join(dir, 'profile'), version: '9.9.9', events }),
    log: silentLogger,
    events,
  });
  host = await startBrowserHost({ core, rendererDir, log: silentLogger });
  secret = new URL(host.url).hash.replace('#secret=', '');
});

afterAll(async () => {
  await host.close();
  await core.dispose();
  await rm(dir, { recursive: true, force: true });
});

/** Connects; resolves once open, with the messages received from the start. */
function connect(
  protocols: string[],
  origin = host.origin,
  to: BrowserHost = host,
): Promise<WebSocket & { got: unknown[] }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${to.origin.replace('http', 'ws')}/bridge`, protocols, {
      origin,
    }) as WebSocket & { got: unknown[] };
    ws.got = [];
    ws.on('message', (data) => ws.got.push(JSON.parse((data as Buffer).toString())));
    ws.once('open', () => resolve(ws));
    ws.once('unexpected-response', (_req, res) =>
      reject(new Error(`HTTP ${String(res.statusCode)}`)),
    );
    ws.once('error', reject);
  });
}

function call(ws: WebSocket, id: number, name: string, args?: unknown): Promise<unknown> {
  return new Promise((resolve) => {
    const onMessage = (data: WebSocket.RawData) => {
      const message = JSON.parse((data as Buffer).toString()) as { id?: number; result?: unknown };
      if (message.id === id) {
        ws.off('message', onMessage);
        resolve(message.result);
      }
    };
    ws.on('message', onMessage);
    ws.send(JSON.stringify({ id, call: name, args }));
  });
}

describe('browser host', () => {
  it('listens on 127.0.0.1 only, with the secret in the fragment', () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#secret=[\w-]{40,}$/);
    expect(host.origin).toBe(`http://127.0.0.1:${host.port}`);
  });

  it('a taken port rejects with the system code; the host then starts on another', async () => {
    const rendererDir = join(dir, 'renderer');
    await expect(
      startBrowserHost({ core, rendererDir, log: silentLogger, port: host.port }),
    ).rejects.toMatchObject({ code: 'EADDRINUSE' });
    // The failed attempt let go of everything: a host on a fresh port starts and stops cleanly.
    const other = await startBrowserHost({ core, rendererDir, log: silentLogger, port: 0 });
    expect(other.port).not.toBe(host.port);
    await other.close();
    expect((await fetch(`${host.origin}/`)).status).toBe(200);
  });

  it('serves the renderer with the app CSP and hardening headers', async () => {
    const response = await fetch(`${host.origin}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(browserHostContentSecurityPolicy);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await fetch(`${host.origin}/../../etc/passwd`)).status).toBe(404);
  });

  it('refuses requests addressed to another host name (DNS rebinding)', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve) => {
      const port = new URL(host.origin).port;
      request(
        { host: '127.0.0.1', port, path: '/', headers: { Host: `evil.example:${port}` } },
        (res) => resolve(res.statusCode ?? 0),
      ).end();
    });
    expect(status).toBe(421);
  });

  it('admits the launch secret once, from its own origin, and sends the token it is traded for', async () => {
    await expect(connect([bridgeProtocol, `sbs.${secret}`], 'http://evil.example')).rejects.toThrow(
      'HTTP 403',
    );
    await expect(connect([bridgeProtocol, 'sbs.guess'])).rejects.toThrow('HTTP 403');
    await expect(connect([`sbs.${secret}`])).rejects.toThrow('HTTP 403');
    const launched = await connect([bridgeProtocol, `sbs.${secret}`]);
    expect(launched.protocol).toBe(bridgeProtocol);
    // The token first, then main's state as events (the page need not ask for it).
    await expect.poll(() => launched.got).toHaveLength(3);
    const [{ token }, ...state] = launched.got as [{ token: string }, ...unknown[]];
    expect(token).toMatch(/^sbt\./);
    expect(state).toEqual([
      { event: 'session.changed', payload: core.session.current() },
      { event: 'connectivity.changed', payload: core.connectivity.state() },
    ]);
    launched.close();
    await expect(connect([bridgeProtocol, `sbs.${secret}`])).rejects.toThrow('HTTP 403');

    await expect(connect([bridgeProtocol, token], 'http://evil.example')).rejects.toThrow(
      'HTTP 403',
    );
    await expect(connect([bridgeProtocol, 'sbt.forged'])).rejects.toThrow('HTTP 403');
    await expect(connect([bridgeProtocol])).rejects.toThrow('HTTP 403');

    const ws = await connect([bridgeProtocol, token]);
    expect(ws.protocol).toBe(bridgeProtocol);
    // A reload's connection: main's state, and no new token.
    await expect.poll(() => ws.got).toHaveLength(2);
    expect(ws.got).toEqual(state);
    await expect(call(ws, 1, 'app.info')).resolves.toEqual({
      ok: true,
      // Given no demo server, the host offers no demo.
      value: { host: 'browser', version: '9.9.9', platform: process.platform, demo: false },
    });
    await expect(call(ws, 2, 'session.signIn', { serverUrl: 'x' })).resolves.toMatchObject({
      ok: false,
      error: { kind: 'invalid-request' },
    });
    const events: unknown[] = [];
    ws.on('message', (data) => events.push(JSON.parse((data as Buffer).toString())));
    core.events.emit('host.notify', { title: 't', body: 'b' });
    await expect
      .poll(() => events)
      .toContainEqual({ event: 'host.notify', payload: { title: 't', body: 'b' } });

    // Design budget: one bridge call costs at most 2 ms beyond the HTTP call itself.
    const runs = 300;
    const started = performance.now();
    for (let i = 0; i < runs; i += 1) await call(ws, 100 + i, 'session.get');
    const perCall = (performance.now() - started) / runs;
    console.info(`browser-host bridge: ${(perCall * 1000).toFixed(0)} µs per round trip`);
    expect(perCall).toBeLessThan(2);

    ws.send('not json');
    await new Promise((resolve) => ws.once('close', resolve));
  });

  it("ends the page's token at a sign-out and sends each open page a new one", async () => {
    const other = await startBrowserHost({
      core,
      rendererDir: join(dir, 'renderer'),
      log: silentLogger,
    });
    try {
      const otherSecret = new URL(other.url).hash.replace('#secret=', '');
      const page = await connect([bridgeProtocol, `sbs.${otherSecret}`], other.origin, other);
      await expect.poll(() => page.got).toHaveLength(3);
      const { token } = page.got[0] as { token: string };
      // The same tab duplicated: a second connection with the same token.
      const twin = await connect([bridgeProtocol, token], other.origin, other);
      const user = {
        userName: 'ann',
        displayName: 'Ann',
        role: 'user',
        serverUrl: 'https://pbx.example',
        serverLabel: 'pbx.example',
        demo: false,
        remembered: false,
      } as const;
      core.events.emit('session.changed', { status: 'signed-in', user });
      core.events.emit('session.changed', { status: 'signed-out', canResume: false });

      const newToken = async (ws: { got: unknown[] }) => {
        let found: string | undefined;
        await expect
          .poll(() => {
            found = ws.got
              .map((m) => (m as { token?: string }).token)
              .filter((t) => t !== undefined && t !== token)[0];
            return found;
          })
          .toMatch(/^sbt\./);
        return found!;
      };
      const renewed = await newToken(page);
      const renewedTwin = await newToken(twin);
      expect(renewedTwin).not.toBe(renewed);
      // The pages go on over their open sockets, and a reload connects with its new token.
      await expect(call(page, 1, 'app.info')).resolves.toMatchObject({ ok: true });
      await expect(connect([bridgeProtocol, token], other.origin, other)).rejects.toThrow(
        'HTTP 403',
      );
      const reloaded = await connect([bridgeProtocol, renewed], other.origin, other);
      expect(reloaded.protocol).toBe(bridgeProtocol);
      for (const ws of [page, twin, reloaded]) ws.close();
    } finally {
      await other.close();
    }
  });
});
