import { websocketAddressResponseSchema } from '../../../shared/interface';
import { ApiError } from '../api-error';
import { type CallOptions } from '../http';
import { type Caller } from '../session';
import { fetchObject } from './kit';

/**
 * The session's WebSocket (guide: websockets/index.html): its address, which carries the
 * session's ticket. Main keeps it; it never reaches the renderer. Asked with POST (as the
 * public PHP client does), and with GET only when the server answers 405 to that. A server
 * without WebSockets answers 403, 404 or 405 (see `src/main/live`).
 */
export function websocketApi(call: Caller) {
  const ask = (options: CallOptions | undefined, fallback: boolean) =>
    fetchObject(call, () => ({
      operation: 'me.websocket',
      response: websocketAddressResponseSchema,
      ...(fallback && { fallback: true as const }),
      ...options,
    }));
  return {
    address: async (options?: CallOptions) => {
      try {
        return await ask(options, false);
      } catch (error) {
        if (error instanceof ApiError && error.status === 405) return ask(options, true);
        throw error;
      }
    },
  };
}
