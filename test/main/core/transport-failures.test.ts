import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/main/api';
import { signInErrorInfo } from '../../../src/main/core/sign-in-errors';
import {
  classifyTransportError,
  recordTransportFailures,
} from '../../../src/main/core/transport-failures';

function nodeFetchError(code: string) {
  return new TypeError('fetch failed', { cause: Object.assign(new Error(code), { code }) });
}

describe('transport failure classification', () => {
  it.each([
    'DEPTH_ZERO_SELF_SIGNED_CERT',
    'CERT_HAS_EXPIRED',
    'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
    'ERR_TLS_CERT_ALTNAME_INVALID',
    'SELF_SIGNED_CERT_IN_CHAIN',
  ])('recognizes Node TLS failure %s', (code) => {
    expect(classifyTransportError(nodeFetchError(code))).toBe('tls');
  });

  it('recognizes Chromium net errors from Electron net.fetch', () => {
    expect(classifyTransportError(new Error('net::ERR_CERT_AUTHORITY_INVALID'))).toBe('tls');
    expect(classifyTransportError(new Error('net::ERR_CONNECTION_REFUSED'))).toBe('network');
  });

  it('tells a failed handshake (no HTTPS there) from a certificate problem', () => {
    expect(classifyTransportError(nodeFetchError('ERR_SSL_WRONG_VERSION_NUMBER'))).toBe(
      'not-https',
    );
    const eproto = Object.assign(
      new Error(
        'write EPROTO 4087:error:1408F10B:SSL routines:ssl3_get_record:wrong version number',
      ),
      { code: 'EPROTO' },
    );
    expect(classifyTransportError(new TypeError('fetch failed', { cause: eproto }))).toBe(
      'not-https',
    );
    expect(classifyTransportError(new Error('net::ERR_SSL_PROTOCOL_ERROR'))).toBe('not-https');
  });

  it.each(['ECONNREFUSED', 'ENOTFOUND', 'ECONNRESET'])('calls %s a network failure', (code) => {
    expect(classifyTransportError(nodeFetchError(code))).toBe('network');
  });

  it('remembers the last failure and clears it on success', async () => {
    let fail = true;
    const recorder = recordTransportFailures(() =>
      fail
        ? Promise.reject(nodeFetchError('CERT_HAS_EXPIRED'))
        : Promise.resolve(new Response('ok')),
    );
    await expect(recorder.fetch('https://x.example')).rejects.toThrow('fetch failed');
    expect(recorder.lastFailure()).toBe('tls');
    fail = false;
    await recorder.fetch('https://x.example');
    expect(recorder.lastFailure()).toBeNull();
  });
});

describe('a plain-http server at an https:// address', () => {
  it('is reported as not speaking HTTPS there, not as a certificate problem', async () => {
    const server = createServer((_req, res) => res.end('{}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const label = `127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      // Node's own fetch, over a real socket: the TLS hello meets an HTTP server.
      const recorder = recordTransportFailures(fetch);
      const client = createApiClient({
        baseUrl: `https://${label}/api/v1/master`,
        fetch: recorder.fetch,
        userSpace: 'sb-plain-http',
        retry: { attempts: 1 },
      });
      const error: unknown = await client.session
        .login({ userName: 'ann', password: 'pw' })
        .catch((e: unknown) => e);
      expect(recorder.lastFailure()).toBe('not-https');
      expect(signInErrorInfo(error, label, recorder.lastFailure())?.sentence).toBe(
        `The server at ${label} does not speak HTTPS at this address. Check the address and port (maybe it is http://…, which Switchboard allows only for this computer).`,
      );
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
