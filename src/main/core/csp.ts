/**
 * The Content-Security-Policy of the app window, one definition for both hosts. The renderer
 * needs no network: main makes every server call. `connect-src 'self'` covers the browser
 * host's own WebSocket (CSP3 matches ws: of the same host) and nothing else.
 *
 * Frames: the browser host shows an integrated web page in a sandboxed iframe (it has no
 * isolated view), so the policy in index.html and the browser host's header allow https pages
 * and the built-in demo's pages on this computer. The Electron window never frames anything
 * (pages get a WebContentsView of their own): its header says `frame-src 'none'`, and a page
 * obeys both policies, so the stricter one holds there. CSP's host-source grammar has no IPv6
 * literal (Chromium reports `http://[::1]:*` as an invalid source on every load), so a page at
 * `[::1]` is not framed: the browser host offers it in a new tab like any page that refuses.
 */
const directives: Record<string, string> = {
  'default-src': "'none'",
  'script-src': "'self'",
  'style-src': "'self'",
  'img-src': "'self' data:",
  'font-src': "'self'",
  'connect-src': "'self'",
  // Voicemail plays from a blob: URL the page made of bytes main fetched and checked
  // (`voicemail.audio`); no audio is loaded from any address.
  'media-src': 'blob:',
  'frame-src': 'https: http://127.0.0.1:* http://localhost:*',
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

/** The Electron window's header: nothing is framed there. */
export const contentSecurityPolicy = render({
  ...directives,
  'frame-src': "'none'",
  ...headerOnly,
});

/** The browser host's header: integrated web pages may be framed (sandboxed). */
export const browserHostContentSecurityPolicy = render({ ...directives, ...headerOnly });

/** The same policy as index.html's meta tag states it (a test keeps the two equal). */
export const metaContentSecurityPolicy = render(directives);
