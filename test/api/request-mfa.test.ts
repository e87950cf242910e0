import { describe, expect, it } from 'vitest';
import { type ApiError, type SessionEvent } from '../../src/main/api';
import {
  clientFor,
  fakeServer,
  json,
  noContent,
  serviceError,
  signedIn,
  type Recorded,
} from './fake-server';

/**
 * `session.requestMfa`: the unpublished Request MFA, read as its published sibling
 * me_request_reset_password.html (docs/decisions.md): `POST /me/request_mfa`, guest, payload
 * `{userName, email, userSpace}`, no answer; 404 or 405 is the other reading (the server e-mails
 * the code by itself), never a failure.
 */
const request = { userName: 'ann', email: 'ann@example.com' };

const failureOf = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('should fail'),
    (e: unknown) => e as ApiError,
  );

describe('asking for a sign-in code', () => {
  it('posts userName, email and the userSpace login sends, as a guest, and nothing else', async () => {
    const server = fakeServer();
    server.on('POST', '/me/request_mfa', () => noContent());
    const { client } = clientFor(server, { appKey: 'app-key' });
    await expect(client.session.requestMfa(request)).resolves.toBe('sent');
    const [req] = server.requests as [Recorded];
    expect(server.requests).toHaveLength(1);
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/me/request_mfa');
    expect(req.search).toBe('');
    expect(req.contentType).toBe('application/json');
    expect(req.authorization).toBeNull();
    // Exactly the sibling's payload: no password, no appKey.
    expect(req.body).toEqual({
      userName: 'ann',
      email: 'ann@example.com',
      userSpace: 'switchboard-test',
    });
  });

  it('stays a guest request beside a live session, which it leaves as it was', async () => {
    const server = fakeServer();
    server.on('POST', '/me/request_mfa', () => noContent());
    const { client } = await signedIn(server);
    const before = client.session.current();
    const seen: SessionEvent[] = [];
    client.session.onChange((e) => seen.push(e));
    await client.session.requestMfa(request);
    const req = server.requests.find((r) => r.path === '/me/request_mfa');
    expect(req?.authorization).toBeNull();
    expect(client.session.current()).toEqual(before);
    expect(seen).toEqual([]);
  });

  it('ignores whatever a 2xx answer carries ("response: none")', async () => {
    for (const answer of [
      () => json(200, { unexpected: true }),
      () => new Response('OK, mail queued', { status: 200 }),
      () => new Response(null, { status: 202 }),
    ]) {
      const server = fakeServer();
      server.on('POST', '/me/request_mfa', answer);
      const { client } = clientFor(server);
      await expect(client.session.requestMfa(request)).resolves.toBe('sent');
    }
  });

  it('reads 404 or 405, with or without a service code, as a server that sends the code itself', async () => {
    for (const answer of [
      () => serviceError(404, 10100),
      () => new Response('<html>Not Found</html>', { status: 404 }),
      () => new Response(null, { status: 405 }),
      () => serviceError(405, 10202),
    ]) {
      const server = fakeServer();
      server.on('POST', '/me/request_mfa', answer);
      const { client } = clientFor(server);
      await expect(client.session.requestMfa(request)).resolves.toBe('automatic');
      // Asked once: not a failure to retry, not a second method.
      expect(server.requests).toHaveLength(1);
    }
  });

  it("names each of the sibling's refusals with its own sentence", async () => {
    const cases: [number, number, string][] = [
      [400, 10002, 'Enter your user name.'],
      [400, 10003, 'Enter your e-mail address.'],
      [
        401,
        10206,
        "This user name and e-mail address don't belong to the same account. Check both.",
      ],
      [401, 10207, "The server couldn't send the code. Please try again in a moment."],
    ];
    for (const [status, code, sentence] of cases) {
      const server = fakeServer();
      server.on('POST', '/me/request_mfa', () => serviceError(status, code));
      const { client } = clientFor(server);
      const error = await failureOf(client.session.requestMfa(request));
      expect(error).toMatchObject({
        kind: 'service',
        operation: 'session.requestMfa',
        status,
        code,
        sentence,
      });
      // The server's own message is never the sentence.
      expect(error.sentence).not.toContain('Foo.java');
    }
  });

  it('is a write: a 500 is not asked again, and a network failure says so', async () => {
    const server = fakeServer();
    server.on('POST', '/me/request_mfa', () => serviceError(500, 11000));
    const { client } = clientFor(server);
    expect(await failureOf(client.session.requestMfa(request))).toMatchObject({
      status: 500,
      code: 11000,
    });
    expect(server.requests).toHaveLength(1);

    const offline = clientFor({
      ...fakeServer(),
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    }).client;
    expect(await failureOf(offline.session.requestMfa(request))).toMatchObject({
      kind: 'network',
      operation: 'session.requestMfa',
    });
  });
});
