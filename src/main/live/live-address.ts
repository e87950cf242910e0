import { isLoopbackHost } from '../common/server-address';

/** An address the app will not open; its message never holds the address (it has a ticket). */
export class LiveAddressError extends Error {
  override readonly name = 'LiveAddressError';
}

/**
 * The WebSocket address the server answered, checked before anything opens it: its ticket and
 * every notification travel over it. Only `wss:` on the server's own host; plain `ws:` only
 * when the server itself is plain http on this computer (a local simulator in development).
 * Never another scheme (`ws+unix:` would reach a local socket), never credentials in it.
 */
export function liveAddress(raw: string, serverUrl: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new LiveAddressError('the WebSocket address is not a URL');
  }
  const server = new URL(serverUrl);
  const local = server.protocol === 'http:' && isLoopbackHost(server.hostname);
  if (url.protocol !== 'wss:' && !(url.protocol === 'ws:' && local)) {
    throw new LiveAddressError(
      `the WebSocket address uses ${url.protocol.slice(0, 20)} where wss: is required`,
    );
  }
  if (url.hostname !== server.hostname) {
    throw new LiveAddressError("the WebSocket address is not on the server's own host");
  }
  if (url.username || url.password) {
    throw new LiveAddressError('the WebSocket address carries credentials');
  }
  return url;
}
