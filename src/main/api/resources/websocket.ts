import { websocketAddressResponseSchema } from '../../../shared/interface';
import { type CallOptions } from '../http';
import { type Caller } from '../session';
import { fetchObject } from './kit';

/**
 * The session's WebSocket (guide: websockets/index.html): its address, which carries the
 * session's ticket. Main keeps it; it never reaches the renderer. A server without WebSockets
 * answers 404 or 405 (see `src/main/live`).
 */
export function websocketApi(call: Caller) {
  return {
    address: (options?: CallOptions) =>
      fetchObject(call, () => ({
        operation: 'me.websocket',
        response: websocketAddressResponseSchema,
        ...options,
      })),
  };
}
