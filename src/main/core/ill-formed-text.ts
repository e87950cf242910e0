/** Half of a UTF-16 surrogate pair without its other half (in `u` mode a whole pair is one). */
const loneSurrogate = /\p{Cs}/u;

/**
 * Where a value holds a string with a lone surrogate, as a dotted path ("review.comment"), or
 * undefined. Such a string has no UTF-8 form: `encodeURIComponent` throws on it and a request
 * body would carry U+FFFD instead, so it must be refused before anything is sent. Given
 * arguments already parsed by their schema, so the walk is as deep as the contract.
 */
export function illFormedTextAt(value: unknown, path: readonly string[] = []): string | undefined {
  if (typeof value === 'string') {
    return loneSurrogate.test(value) ? path.join('.') || '(the argument)' : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = illFormedTextAt(inner, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}
