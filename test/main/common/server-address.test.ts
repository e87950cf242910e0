import { describe, expect, it } from 'vitest';
import { parseServerAddress } from '../../../src/main/common/server-address';

describe('parseServerAddress', () => {
  it.each([
    ['pbx.example.com', 'https://pbx.example.com', 'https://pbx.example.com/api/v1/master'],
    [
      'https://pbx.example.com/',
      'https://pbx.example.com',
      'https://pbx.example.com/api/v1/master',
    ],
    [
      'https://pbx.example.com:8443',
      'https://pbx.example.com:8443',
      'https://pbx.example.com:8443/api/v1/master',
    ],
    ['http://127.0.0.1:4000', 'http://127.0.0.1:4000', 'http://127.0.0.1:4000/api/v1/master'],
    [
      'http://localhost:4000/api/v1/master',
      'http://localhost:4000',
      'http://localhost:4000/api/v1/master',
    ],
    [
      'https://pbx.example.com/api/v1/acme',
      'https://pbx.example.com/api/v1/acme',
      'https://pbx.example.com/api/v1/acme',
    ],
  ])('accepts %s', (input, serverUrl, baseUrl) => {
    expect(parseServerAddress(input)).toMatchObject({ ok: true, serverUrl, baseUrl });
  });

  it.each([
    ['', /Enter the address/],
    ['http://pbx.example.com', /only allowed for this computer/],
    ['http://192.168.1.5', /only allowed for this computer/],
    ['ftp://pbx.example.com', /https/],
    ['https://user:pw@pbx.example.com', /user name and password/],
    ['https://pbx.example.com/some/page', /api\/v1/],
    ['https://pbx.example.com/?x=1', /"\?"/],
    ['https://exa mple.com', /not a valid server address/],
  ])('refuses %j with a sentence', (input, sentence) => {
    const result = parseServerAddress(input);
    expect(result.ok).toBe(false);
    expect(result.ok || result.sentence).toMatch(sentence);
  });
});
