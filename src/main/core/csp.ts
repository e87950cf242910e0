/**
 * The Content-Security-Policy of the app window, one definition for both hosts. The renderer
 * needs no network: main makes every server call. `connect-src 'self'` covers the browser
 * host's own WebSocket (CSP3 matches ws: of the same host) and nothing else.
 */
const directives: Record<string, string> = {
  'default-src': "'none'",
  'script-src': "'self'",
  'style-src': "'self'",
  'img-src': "'self' data:",
  'font-src': "'self'",
  'connect-src': "'self'",
  'base-uri': "'none'",
  'form-action': "'none'",
  'object-src': "'none'",
};

/** Directives a `<meta>` tag cannot carry, so only the response header has them. */
const headerOnly: Record<string, string> = {
  'frame-ancestors': "'none'",
};

function render(entries: Record<string, string>): string {
  return Object.entries(entries)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

export const contentSecurityPolicy = render({ ...directives, ...headerOnly });

/** The same policy as index.html's meta tag states it (a test keeps the two equal). */
export const metaContentSecurityPolicy = render(directives);
