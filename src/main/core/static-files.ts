import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * The built renderer, served the same way by the app:// protocol (Electron) and by the browser
 * host: only files under the root, `/` meaning index.html, no directory listings, no traversal.
 */
export interface StaticFile {
  body: Buffer;
  contentType: string;
  /** The Cache-Control header to serve it with (see `cacheControlFor`). */
  cacheControl: string;
}

/**
 * The build names every file under /assets/ by its content's hash, so one may be kept for good:
 * with a script in its HTTP cache, Chromium also keeps V8's compiled code, and a start does not
 * fetch and compile the app's half a megabyte of script again. Everything else (index.html,
 * which names the current assets) is never stored.
 */
export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-store';
}

export function resolveStaticPath(rootDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relative = decoded === '/' || decoded === '' ? 'index.html' : decoded.replace(/^\/+/, '');
  const root = resolve(rootDir);
  const full = resolve(root, relative);
  if (!full.startsWith(root + sep)) return null;
  return full;
}

export async function readStaticFile(rootDir: string, urlPath: string): Promise<StaticFile | null> {
  const path = resolveStaticPath(rootDir, urlPath);
  if (!path) return null;
  const type = contentTypes[extname(path).toLowerCase()];
  if (!type) return null;
  try {
    return {
      body: await readFile(path),
      contentType: type,
      cacheControl: cacheControlFor(urlPath),
    };
  } catch {
    return null;
  }
}

/** Headers a served file carries: the app's CSP and the rest, and the file's `cacheControl`. */
export function securityHeaders(csp: string, cacheControl: string): Record<string, string> {
  return {
    'Cache-Control': cacheControl,
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Frame-Options': 'DENY',
  };
}
