import { describe, expect, it } from 'vitest';
import { buildUrl } from '../../src/main/api/url';

const base = 'https://pbx.example/api/v1/master';

describe('buildUrl', () => {
  it('keeps a path parameter one segment of the operation path, whatever it holds', () => {
    const url = (id: string) => new URL(buildUrl(base, 'communications.review', { oid: id }));
    for (const id of ['a/b', '%2e%2e', '.%2E', '..%2f', '../x', '\\..', '...', ' ..']) {
      const { pathname } = url(id);
      expect(pathname, id).toMatch(/^\/api\/v1\/master\/communications\/[^/]+\/review$/);
      expect(decodeURIComponent(pathname.split('/')[5]!), id).toBe(id);
    }
  });

  it('refuses "." and "..", which a URL would resolve as steps to another path', () => {
    for (const id of ['.', '..']) {
      expect(() => buildUrl(base, 'communications.review', { oid: id })).toThrow(
        'communications.review: the path parameter "oid" is a dot segment.',
      );
    }
  });

  it('names the parameter holding a lone surrogate, never its value', () => {
    expect(() => buildUrl(base, 'communications.review', { oid: 'a\ud800' })).toThrow(
      'communications.review: the path parameter "oid" holds a lone surrogate.',
    );
    expect(() => buildUrl(base, 'communications.search', {}, { name: 'secret\udfff' })).toThrow(
      /^communications\.search: the query "name" holds a lone surrogate\.$/,
    );
    expect(buildUrl(base, 'communications.search', {}, { name: 'caf\u00e9 \ud83d\ude00' })).toBe(
      `${base}/communications?name=caf%C3%A9%20%F0%9F%98%80`,
    );
  });
});
