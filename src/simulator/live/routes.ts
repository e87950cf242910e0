import fastifyWebsocket from '@fastify/websocket';
import { type FastifyInstance } from 'fastify';
import { ServiceCode } from '../../shared/interface';
import { ok, type Handler, type SimState } from '../context';
import { SimError } from '../errors';

/** Where sockets open: `/websocket/<tenant oid>/<user oid>/<ticket>`, as the guide's example. */
const SOCKET_PATH = '/websocket/:tenant/:user/:ticket';

/** The largest message a client may send (a multi-notification request is small). */
const MAX_PAYLOAD_BYTES = 64 * 1024;

/**
 * `POST /me/websocket` (beyond: the guide names the call without showing it; the public PHP
 * client posts): the address of a socket for this session, `{object: "ws://…"}`; GET is
 * answered 405. The `refuseWebSocket` fault answers 404, as a server without WebSockets would.
 */
const address: Handler = (ctx) => {
  if (ctx.state.faults.get().refuseWebSocket) {
    throw new SimError(404, ServiceCode.NotFound, 'this server offers no WebSocket');
  }
  const ticket = ctx.state.live.issue(ctx.session);
  const origin = new URL(ctx.url.base).origin.replace(/^http/, 'ws');
  return ok({ object: `${origin}/websocket/${ctx.tenant.oid}/${ctx.user.oid}/${ticket}` });
};

export const liveHandlers = { 'me.websocket': address };

/** The socket route; its messages are the hub's. */
export function registerLiveRoutes(app: FastifyInstance, state: SimState): void {
  void app.register(fastifyWebsocket, { options: { maxPayload: MAX_PAYLOAD_BYTES } });
  void app.register((instance, _options, done) => {
    instance.get(SOCKET_PATH, { websocket: true }, (socket, request) => {
      const { ticket } = request.params as { ticket: string };
      state.live.accept(socket, ticket);
    });
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    state.live.close();
    done();
  });
}
