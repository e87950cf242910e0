import { type RawData, type WebSocket } from 'ws';
import { z } from 'zod';
import { type AppCore } from '../core/app-core';
import { type Logger } from '../core/logger';

/**
 * The contract over a WebSocket: requests `{id, call, args}`, answers `{id, result}` with the
 * same envelope as IPC, events `{event, payload}`. At connection: to a page that connected with
 * the launch secret, `{token}` (see host-auth.ts); then the session and connectivity events.
 * Every socket here passed the host's origin and secret or token checks at upgrade; the
 * registry still asks, so an unknown socket gets nothing.
 */
const requestSchema = z.object({
  id: z.number().int().nonnegative(),
  call: z.string().max(128),
  args: z.unknown().optional(),
});

function text(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString('utf8');
  return data.toString('utf8');
}

export interface WsBridge {
  /** `issuedToken`: the token this connection's launch secret was traded for, sent first. */
  attach(socket: WebSocket, issuedToken?: string): void;
  close(): void;
}

export function createWsBridge(core: AppCore, log: Logger): WsBridge {
  const sockets = new Set<WebSocket>();
  const registry = core.createRegistry<WebSocket>((socket) => sockets.has(socket));
  const send = (socket: WebSocket, message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const unsubscribe = core.events.subscribe((event, payload) => {
    for (const socket of sockets) send(socket, { event, payload });
  });

  return {
    attach(socket, issuedToken) {
      sockets.add(socket);
      if (issuedToken !== undefined) send(socket, { token: issuedToken });
      // Main's state at once, as the events that carry its changes: the page shows who is signed
      // in without waiting for its first questions to be answered (a round trip on a cold start).
      send(socket, { event: 'session.changed', payload: core.session.current() });
      send(socket, { event: 'connectivity.changed', payload: core.connectivity.state() });
      socket.on('close', () => sockets.delete(socket));
      socket.on('message', (data, isBinary) => {
        let request: z.infer<typeof requestSchema>;
        try {
          if (isBinary) throw new Error('binary frame');
          request = requestSchema.parse(JSON.parse(text(data)));
        } catch {
          log.warn('closed a bridge socket that sent an unreadable message');
          socket.close(1003, 'unreadable message');
          return;
        }
        void registry
          .dispatch(request.call, request.args, socket)
          .then((result) => send(socket, { id: request.id, result }));
      });
    },
    close() {
      unsubscribe();
      for (const socket of sockets) socket.close(1001, 'host shutting down');
      sockets.clear();
    },
  };
}
