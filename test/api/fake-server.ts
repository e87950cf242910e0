import { createApiClient, type ApiClientOptions } from '../../src/main/api';
import { tokenPair } from './fixtures';

/**
 * A fake `fetch` with a tiny router, standing in for the server in unit tests: every request is
 * recorded, answers come from per-test handlers, and the abort signal is honoured like a real
 * fetch does.
 */

export const baseUrl = 'https://sb.test/api/v1/master';
const basePath = new URL(baseUrl).pathname;

export interface Recorded {
  method: string;
  /** Path relative to the base URL, without the query. */
  path: string;
  query: URLSearchParams;
  /** The raw query string, to check encoding. */
  search: string;
  authorization: string | null;
  contentType: string | null;
  body: unknown;
}

type Handler = (req: Recorded, signal: AbortSignal | undefined) => Response | Promise<Response>;

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function serviceError(
  status: number,
  errorCode: number,
  headers: Record<string, string> = {},
  message = 'internal detail: stack at Foo.java:12',
): Response {
  return json(status, { errorCode, message, info: 'resource=GET /x' }, headers);
}

export const noContent = () => new Response(null, { status: 204 });

/** A promise that settles only when the request is aborted (an unresponsive server). */
export function hang(signal: AbortSignal | undefined): Promise<Response> {
  return new Promise((_, reject) => {
    signal?.addEventListener('abort', () =>
      reject(new DOMException('This operation was aborted', 'AbortError')),
    );
  });
}

export function fakeServer() {
  const requests: Recorded[] = [];
  const routes: { method: string; path: string | RegExp; handler: Handler }[] = [];

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = new Headers(init?.headers);
    const text = typeof init?.body === 'string' ? init.body : undefined;
    const req: Recorded = {
      method: init?.method ?? 'GET',
      path: url.pathname.slice(basePath.length),
      query: url.searchParams,
      search: url.search,
      authorization: headers.get('authorization'),
      contentType: headers.get('content-type'),
      body: text === undefined ? undefined : (JSON.parse(text) as unknown),
    };
    requests.push(req);
    const signal = init?.signal ?? undefined;
    if (signal?.aborted) throw new DOMException('This operation was aborted', 'AbortError');
    // Latest route first, so a test can override a default.
    const route = [...routes]
      .reverse()
      .find(
        (r) =>
          r.method === req.method &&
          (typeof r.path === 'string' ? r.path === req.path : r.path.test(req.path)),
      );
    if (!route) return serviceError(404, 10100, {}, `no route ${req.method} ${req.path}`);
    return route.handler(req, signal);
  };

  return {
    fetch,
    requests,
    on(method: string, path: string | RegExp, handler: Handler) {
      routes.push({ method, path, handler });
      return this;
    },
    /** Requests other than sign-in and renewal. */
    calls: () => requests.filter((r) => r.path !== '/me/login' && r.path !== '/me/renew'),
  };
}
export type FakeServer = ReturnType<typeof fakeServer>;

/**
 * Login and renewal that hand out numbered token pairs (`auth-token-<n>-SECRET`), and a
 * `valid` set other routes can check the Authorization header against.
 */
export function withSessions(server: FakeServer, validUntil?: () => string, date?: () => string) {
  let issued = 0;
  const valid = new Set<string>();
  const renewals = new Map<string, string>();
  const issue = () => {
    const pair = tokenPair(++issued, validUntil?.());
    valid.add(pair.authentication);
    renewals.set(pair.renewalToken, pair.authentication);
    return json(200, pair, date ? { date: date() } : {});
  };
  server.on('POST', '/me/login', issue);
  // Renewing takes the session's own token, even expired, beside its renewal token (me_renew.html).
  server.on('POST', '/me/renew', (req) => {
    const old = renewals.get(req.body as string);
    if (old === undefined) return serviceError(401, 10000);
    if (req.authorization !== `xelion ${old}`) return serviceError(401, 10022);
    renewals.delete(req.body as string);
    valid.delete(old);
    return issue();
  });
  server.on('POST', '/me/logout', (req) => {
    valid.delete(req.authorization?.replace('xelion ', '') ?? '');
    return noContent();
  });
  return {
    valid,
    issued: () => issued,
    authorized: (req: Recorded) => valid.has(req.authorization?.replace('xelion ', '') ?? ''),
    /** Ends every live token, as if the server restarted. */
    expireAll: () => valid.clear(),
  };
}

/** A client on the fake server; sleeps are recorded, not waited. */
export function clientFor(server: FakeServer, options: Partial<ApiClientOptions> = {}) {
  const sleeps: number[] = [];
  const client = createApiClient({
    baseUrl,
    fetch: server.fetch,
    userSpace: 'switchboard-test',
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    ...options,
  });
  return { client, sleeps };
}

export async function signedIn(server: FakeServer, options: Partial<ApiClientOptions> = {}) {
  const sessions = withSessions(server);
  const made = clientFor(server, options);
  await made.client.session.login({ userName: 'alice', password: 'pw-SECRET' });
  return { ...made, sessions };
}
