import { describe, expect, it } from 'vitest';
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
