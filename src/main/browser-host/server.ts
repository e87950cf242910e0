import { type IncomingMessage } from 'node:http';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { type AppCore } from '../core/app-core';
import { browserHostContentSecurityPolicy } from '../core/csp';
import { type Logger } from '../common/logger';
import { readStaticFile, securityHeaders } from '../core/static-files';
import { bridgeProtocol } from '../../shared/contract';
import { createHostAuth, parseProtocols, type Admission } from './host-auth';
import { createWsBridge } from './ws-bridge';

export interface BrowserHostOptions {
  core: AppCore;
  rendererDir: string;
  log: Logger;
  /** 0 (the default) picks a free port. */
  port?: number;
}

export interface BrowserHost {
  /** `http://127.0.0.1:PORT/#secret=…`: open it once; the page connects with the secret once. */
  readonly url: string;
  readonly origin: string;
  readonly port: number;
  close(): Promise<void>;
}

export const bridgePath = '/bridge';

/**
 * The browser host: the built renderer and the contract over a WebSocket, for Chromium on
 * machines without the Electron binary. Loopback only, a per-launch secret, origin-checked
 * upgrades, the app's CSP on every page.
 */
export async function startBrowserHost(options: BrowserHostOptions): Promise<BrowserHost> {
  const { core, rendererDir, log } = options;
  const auth = createHostAuth();
  const app = Fastify({ logger: false, bodyLimit: 16 * 1024 });
  const bridge = createWsBridge(core, log, auth);
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
  const admitted = new WeakMap<IncomingMessage, Admission>();

  app.get(
    bridgePath,
    {
      websocket: true,
      preValidation: async (request, reply) => {
        const offered = parseProtocols(request.headers['sec-websocket-protocol']);
        // The origin first: a page elsewhere must not use up the launch secret.
        const admission = sameOrigin(request) ? auth.admit(offered) : null;
        if (!admission) {
          log.warn('refused a bridge connection (origin, secret or token)');
          await reply.code(403).send('Forbidden');
          return;
        }
        admitted.set(request.raw, admission);
      },
    },
    (socket, request) => {
      const admission = admitted.get(request.raw);
      if (admission) bridge.attach(socket, admission);
      else socket.close(1008, 'not admitted');
    },
  );

  app.get('/*', async (request, reply) => {
    const path = new URL(request.url, origin).pathname;
    const file = await readStaticFile(rendererDir, path);
    if (!file) return reply.code(404).type('text/plain').send('Not found');
    return reply
      .headers(securityHeaders(browserHostContentSecurityPolicy, file.cacheControl))
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
