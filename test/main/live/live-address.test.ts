import { describe, expect, it } from 'vitest';
import { liveAddress, LiveAddressError } from '../../../src/main/live/live-address';

/** Security review, medium 1: the WebSocket address is not trusted as given. */
describe('the WebSocket address the server answered', () => {
  const https = 'https://pbx.example.com';
  const ticket = 'SECRET-TICKET';

  it('is taken when it is wss: on the server’s own host', () => {
    const url = liveAddress(`wss://pbx.example.com/websocket/1/2/${ticket}`, https);
    expect(url.href).toBe(`wss://pbx.example.com/websocket/1/2/${ticket}`);
    expect(liveAddress(`wss://PBX.example.com:8443/ws/${ticket}`, https).port).toBe('8443');
  });

  it.each([
    ['plain ws: from an https server (ticket in cleartext)', `ws://pbx.example.com/ws/${ticket}`],
    ['a local socket', `ws+unix:///var/run/x.sock:/ws/${ticket}`],
    ['another host', `wss://evil.example.net/ws/${ticket}`],
    ['a look-alike host', `wss://pbx.example.com.evil.net/ws/${ticket}`],
    ['credentials in it', `wss://user:pw@pbx.example.com/ws/${ticket}`],
    ['http', `https://pbx.example.com/ws/${ticket}`],
    ['no URL at all', `not a url ${ticket}`],
  ])('is refused: %s, without the ticket in the reason', (_what, raw) => {
    let error: unknown;
    try {
      liveAddress(raw, https);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(LiveAddressError);
    expect(String(error)).not.toContain(ticket);
  });

  it('may be plain ws: only for a plain http server on this computer (development)', () => {
    expect(liveAddress('ws://127.0.0.1:9000/ws/t', 'http://127.0.0.1:9000').protocol).toBe('ws:');
    expect(liveAddress('ws://localhost:9000/ws/t', 'http://localhost:9000').protocol).toBe('ws:');
    expect(() => liveAddress('ws://127.0.0.1:9000/ws/t', 'https://127.0.0.1:9000')).toThrow(
      LiveAddressError,
    );
    expect(() => liveAddress('ws://localhost:9000/ws/t', 'http://127.0.0.1:9000')).toThrow(
      /own host/,
    );
  });
});
