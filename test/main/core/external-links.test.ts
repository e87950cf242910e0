import { describe, expect, it } from 'vitest';
import { parseExternalUrl } from '../../../src/main/platform/external-links';

describe('parseExternalUrl', () => {
  it.each(['https://example.com/help', 'mailto:support@example.com', 'tel:+31201234567'])(
    'allows %s',
    (url) => expect(parseExternalUrl(url)?.toString()).toBe(url),
  );

  it.each([
    'http://example.com',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'smb://server/share',
    'app://switchboard/index.html',
    'https://user:pw@example.com',
    'not a url',
    'ms-msdt:/id',
  ])('refuses %s', (url) => expect(parseExternalUrl(url)).toBeNull());
});
