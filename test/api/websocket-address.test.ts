import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/main/api/api-error';
import { fakeServer, json, serviceError, signedIn } from './fake-server';

/**
 * The WebSocket's address (decisions.md, "The address call"): asked with POST and no body, as
 * the public PHP client does; with GET only where the server answers 405 to the POST.
 */
describe('the WebSocket address', () => {
  const answer = { object: 'wss://pbx.example/websocket/1/2/ticket' };

  it('is asked with POST and no body', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    server.on('POST', '/me/websocket', () => json(200, answer));
    expect(await client.websocket.address()).toBe(answer.object);
    const asked = server.calls().filter((c) => c.path === '/me/websocket');
    expect(asked.map((c) => [c.method, c.body])).toEqual([['POST', undefined]]);
  });

  it('is asked again with GET when the server answers 405 to POST', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    server.on('POST', '/me/websocket', () => serviceError(405, 10100));
    server.on('GET', '/me/websocket', () => json(200, answer));
    expect(await client.websocket.address()).toBe(answer.object);
    const asked = server.calls().filter((c) => c.path === '/me/websocket');
    expect(asked.map((c) => c.method)).toEqual(['POST', 'GET']);
  });

  it('is not asked with GET after any other refusal', async () => {
    const server = fakeServer();
    const { client } = await signedIn(server);
    server.on('POST', '/me/websocket', () => serviceError(404, 10100));
    server.on('GET', '/me/websocket', () => json(200, answer));
    const error = await client.websocket.address().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect(server.calls().filter((c) => c.method === 'GET' && c.path === '/me/websocket')).toEqual(
      [],
    );
  });
});
