import { type RawData, type WebSocket } from 'ws';
import { z } from 'zod';
import { type SessionState } from '../../shared/contract';
import { type AppCore } from '../core/app-core';
import { type Logger } from '../common/logger';
import { type Admission, type HostAuth } from './host-auth';

/**
 * The contract over a WebSocket: requests `{id, call, args}`, answers `{id, result}` with the
 * same envelope as IPC, events `{event, payload}`. At connection: to a page that connected with
 * the launch secret, `{token}` (see host-auth.ts); then the session and connectivity events.
 * Every socket here passed the host's origin and secret or token checks at upgrade; the
 * registry still asks, so an unknown socket gets nothing.
 *
 * Each socket holds its page's token while open (the token ends once its page has none open for
 * a while: a closed tab). A sign-out ends every token and sends each open page a new `{token}`,
 * so the page goes on (and can reload) while a token taken from its signed-in session is dead.
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
  /** `admission`: the token the socket was admitted with; one issued now is sent first. */
  attach(socket: WebSocket, admission: Admission): void;
  close(): void;
}

const inSession = (state: SessionState) =>
  state.status === 'signed-in' || state.status === 'reauth-required';

export function createWsBridge(core: AppCore, log: Logger, auth: HostAuth): WsBridge {
  /** Each open socket, and how it lets go of its page's token. */
  const sockets = new Map<WebSocket, { release: () => void }>();
  const registry = core.createRegistry<WebSocket>((socket) => sockets.has(socket));
  const send = (socket: WebSocket, message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  };
  const endPageSessions = () => {
    auth.revokeAll();
    for (const [socket, held] of sockets) {
      const token = auth.issue();
      held.release = auth.hold(token);
      send(socket, { token });
    }
  };
  let signedIn = inSession(core.session.current());
  const unsubscribe = core.events.subscribe((event, payload) => {
    for (const socket of sockets.keys()) send(socket, { event, payload });
    if (event !== 'session.changed') return;
    const state = payload as SessionState;
    if (signedIn && state.status === 'signed-out') endPageSessions();
    signedIn = inSession(state);
  });

  return {
    attach(socket, { token, issued }) {
      sockets.set(socket, { release: auth.hold(token) });
      if (issued) send(socket, { token });
      // Main's state at once, as the events that carry its changes: the page shows who is signed
      // in without waiting for its first questions to be answered (a round trip on a cold start).
      send(socket, { event: 'session.changed', payload: core.session.current() });
      send(socket, { event: 'connectivity.changed', payload: core.connectivity.state() });
      socket.on('close', () => {
        sockets.get(socket)?.release();
        sockets.delete(socket);
      });
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
      for (const socket of sockets.keys()) socket.close(1001, 'host shutting down');
      sockets.clear();
      auth.revokeAll();
    },
  };
}
