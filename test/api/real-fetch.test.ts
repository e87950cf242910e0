import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiError } from '../../src/main/api';
import * as f from './fixtures';

/**
 * The client with Node's own fetch against a real socket: headers, bodies, the Date header,
 * abort and connection errors behave as with the fake fetch.
 */
let server: Server;
let origin: string;
const seen: { method?: string; url?: string; authorization?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({
        method: req.method,
        url: req.url,
        authorization: req.headers.authorization,
        body,
      });
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(value));
      };
      if (req.url === '/api/v1/master/me/login') return send(200, f.tokenPair(1));
      if (req.url === '/api/v1/master/me/info') return send(200, f.single(f.meInfo));
      if (req.url?.startsWith('/api/v1/master/communications')) return; // never answers
      send(404, {
        errorCode: 10100,
        message: 'no such path',
        info: `resource=${req.method} ${req.url}`,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('with Node fetch over a socket', () => {
  it('signs in, calls, and maps a 404', async () => {
    const client = createApiClient({
      baseUrl: `${origin}/api/v1/master/`,
      fetch,
      userSpace: 'sb-real',
    });
    await client.session.login({ userName: 'alice', password: 'pw' });
    await expect(client.me.info()).resolves.toEqual(f.meInfo);
    await expect(client.audioFiles.get('1')).rejects.toMatchObject({
      kind: 'service',
      status: 404,
      code: 10100,
    });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /api/v1/master/me/login',
      'GET /api/v1/master/me/info',
      'GET /api/v1/master/audiofiles/1',
    ]);
    expect(JSON.parse(seen[0]!.body)).toEqual({
      userName: 'alice',
      password: 'pw',
      userSpace: 'sb-real',
    });
    expect(seen[1]!.authorization).toBe('xelion auth-token-1-SECRET');
  });

  it('times out and aborts a request the server never answers', async () => {
    const client = createApiClient({
      baseUrl: `${origin}/api/v1/master`,
      fetch,
      userSpace: 'sb-real',
      timeoutMs: 50,
      retry: { attempts: 1 },
    });
    await client.session.login({ userName: 'alice', password: 'pw' });
    await expect(client.communications.search()).rejects.toMatchObject({ kind: 'timeout' });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    await expect(
      client.communications.search({}, { signal: controller.signal }),
    ).rejects.toMatchObject({ kind: 'aborted' });
  });

  it('a refused connection is a network error naming the reason', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const client = createApiClient({
      baseUrl: `http://127.0.0.1:${port}/api/v1/master`,
      fetch,
      userSpace: 'sb-real',
      sleep: () => Promise.resolve(),
    });
    const e = await client.session
      .login({ userName: 'alice', password: 'pw' })
      .catch((x: unknown) => x);
    expect(e).toMatchObject({
      kind: 'network',
      sentence: "Switchboard can't reach the server. Check your connection.",
    });
    expect((e as Error).message).toContain('ECONNREFUSED');
    // Refused before anything was written: the server cannot have it (a certain failure).
    expect(e).toMatchObject({ notSent: true });
  });

  it('a connection cut after the request was read is not "not sent"', async () => {
    const cutting = createServer((req) => req.socket.destroy());
    await new Promise<void>((resolve) => cutting.listen(0, '127.0.0.1', resolve));
    const port = (cutting.address() as AddressInfo).port;
    try {
      const client = createApiClient({
        baseUrl: `http://127.0.0.1:${port}/api/v1/master`,
        fetch,
        userSpace: 'sb-real',
      });
      const e = await client.session
        .login({ userName: 'alice', password: 'pw' })
        .catch((x: unknown) => x as ApiError);
      expect(e).toMatchObject({ kind: 'network' });
      expect((e as ApiError).notSent).toBeUndefined();
    } finally {
      cutting.closeAllConnections();
      await new Promise((resolve) => cutting.close(resolve));
    }
  });
});

describe('base URL', () => {
  it.each(['ftp://host/api', 'not a url', 'https://user:pw@host/api', 'https://host/api?x=1'])(
    'refuses %s',
    (baseUrl) => {
      expect(() => createApiClient({ baseUrl, fetch, userSpace: 'x' })).toThrow(TypeError);
    },
  );
});
