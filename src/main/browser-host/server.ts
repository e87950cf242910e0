import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { type AppCore } from '../core/app-core';
import { contentSecurityPolicy } from '../core/csp';
import { type Logger } from '../core/logger';
import { readStaticFile, securityHeaders } from '../core/static-files';
import { bridgeProtocol, createHostAuth, parseProtocols } from './host-auth';
import { createWsBridge } from './ws-bridge';

export interface BrowserHostOptions {
  core: AppCore;
  rendererDir: string;
  log: Logger;
  /** 0 (the default) picks a free port. */
  port?: number;
}

export interface BrowserHost {
  /** `http://127.0.0.1:PORT/#secret=…`: open it once; the fragment is traded for a session. */
  readonly url: string;
  readonly origin: string;
  readonly port: number;
  close(): Promise<void>;
}

export const bridgePath = '/bridge';
export const sessionPath = '/session';

/**
 * The browser host: the built renderer and the contract over a WebSocket, for Chromium on
 * machines without the Electron binary. Loopback only, a per-launch secret, origin-checked
 * upgrades, the app's CSP on every page.
 */
export async function startBrowserHost(options: BrowserHostOptions): Promise<BrowserHost> {
  const { core, rendererDir, log } = options;
  const auth = createHostAuth();
  const app = Fastify({ logger: false, bodyLimit: 16 * 1024 });
  const bridge = createWsBridge(core, log);
  let origin = '';
  let allowedHosts = new Set<string>();

  // DNS rebinding: a page on another name resolved to 127.0.0.1 must not reach us.
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!allowedHosts.has(request.headers.host ?? '')) {
      await reply.code(421).send('Misdirected request');
    }
  });

  await app.register(fastifyWebsocket, {
    options: {
      maxPayload: 32 * 1024 * 1024,
      handleProtocols: (protocols: Set<string>) =>
        protocols.has(bridgeProtocol) ? bridgeProtocol : false,
    },
  });

  const sameOrigin = (request: FastifyRequest) => request.headers.origin === origin;

  app.post(sessionPath, async (request, reply) => {
    if (!sameOrigin(request)) return reply.code(403).send({ error: 'forbidden' });
    const body = request.body as { secret?: unknown } | undefined;
    const token = auth.exchange(body?.secret);
    if (!token) return reply.code(403).send({ error: 'forbidden' });
    return reply.header('Cache-Control', 'no-store').send({ token });
  });

  app.get(
    bridgePath,
    {
      websocket: true,
      preValidation: async (request, reply) => {
        const offered = parseProtocols(request.headers['sec-websocket-protocol']);
        if (!sameOrigin(request) || !auth.acceptsProtocols(offered)) {
          log.warn('refused a bridge connection (origin or token)');
          await reply.code(403).send('Forbidden');
        }
      },
    },
    (socket) => bridge.attach(socket),
  );

  app.get('/*', async (request, reply) => {
    const path = new URL(request.url, origin).pathname;
    const file = await readStaticFile(rendererDir, path);
    if (!file) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .headers(securityHeaders(contentSecurityPolicy, file.cacheControl))
      .type(file.contentType)
      .send(file.body);
  });

  let address: string;
  try {
    address = await app.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  } catch (error) {
    // A taken port: free what was set up, so the caller can try another one.
    bridge.close();
    await app.close();
    throw error;
  }
  const port = new URL(address).port;
  origin = `http://127.0.0.1:${port}`;
  allowedHosts = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  return {
    url: `${origin}/#secret=${auth.secret}`,
    origin,
    port: Number(port),
    async close() {
      bridge.close();
      await app.close();
    },
  };
}
