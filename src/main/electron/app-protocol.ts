import { protocol } from 'electron';
import { contentSecurityPolicy } from '../core/csp';
import { readStaticFile, securityHeaders } from '../core/static-files';

/** The app is served from app://switchboard/, never file:// (Electron security checklist, 18). */
export const appScheme = 'app';
export const appHost = 'switchboard';
export const appOrigin = `${appScheme}://${appHost}`;
export const appEntryUrl = `${appOrigin}/index.html`;

/** Must run before `app` is ready. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: appScheme,
      // corsEnabled lets the page load its own files marked crossorigin (the stylesheet); other
      // origins still get no Access-Control-Allow-Origin header, so they cannot read anything.
      // codeCache: V8 keeps the script's compiled code between starts, as it does for http(s)
      // (classic scripts: see scripts/vite/classic-chunks.ts).
      privileges: {
        standard: true,
        secure: true,
        supportFetchAPI: true,
        corsEnabled: true,
        codeCache: true,
      },
    },
  ]);
}

/** Whether a URL belongs to our app (our scheme and host, nothing else). */
export function isAppUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === `${appScheme}:` && url.host === appHost;
  } catch {
    return false;
  }
}

export async function serveAppRequest(rendererDir: string, request: Request): Promise<Response> {
  if (!isAppUrl(request.url) || request.method !== 'GET') {
    return new Response('Not found', { status: 404 });
  }
  const file = await readStaticFile(rendererDir, new URL(request.url).pathname);
  if (!file) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(file.body), {
    status: 200,
    headers: {
      'Content-Type': file.contentType,
      ...securityHeaders(contentSecurityPolicy, file.cacheControl),
    },
  });
}

/** After `app` is ready: the handler for app:// on the default session. */
export function handleAppProtocol(rendererDir: string): void {
  protocol.handle(appScheme, (request) => serveAppRequest(rendererDir, request));
}
