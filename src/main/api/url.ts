import { operations, type OperationId } from '../../shared/interface';

/** `:name` segments of a path template, as a union of names. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters an operation needs, e.g. `{ oid, messageOid }` for chats.reply. */
export type PathParams<O extends OperationId> = Record<
  ParamNames<(typeof operations)[O]['path']>,
  string
>;

/** A query value; an array is sent as the same parameter repeated. */
export type QueryValue = string | number | boolean | readonly string[] | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/**
 * Accepts `http(s)://host[:port]/path` with no query, fragment or credentials (a password in the
 * address would end up in logs), and returns it without a trailing slash.
 */
export function normalizeBaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new TypeError(`The server address "${raw}" is not a valid URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError('The server address must start with http:// or https://.');
  }
  if (url.search || url.hash || url.username || url.password) {
    throw new TypeError('The server address must not contain a query, fragment or credentials.');
  }
  return url.href.replace(/\/+$/, '');
}

/**
 * encodeURIComponent, naming the parameter when it cannot: a lone surrogate has no UTF-8 form
 * (the message names the parameter, never its value).
 */
function encode(operation: OperationId, what: string, value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    throw new TypeError(`${operation}: the ${what} holds a lone surrogate.`);
  }
}

// encodeURIComponent, not URLSearchParams: the latter writes spaces as "+", which a server may
// read literally in timestamps ("2024-05-01 10:00:00").
function encodeQuery(operation: OperationId, query: Query): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const values: readonly (string | number | boolean)[] =
      typeof value === 'object' ? value : [value];
    for (const v of values) parts.push(`${key}=${encode(operation, `query "${key}"`, String(v))}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/**
 * The operation's URL. A path parameter is one segment, always: encoding keeps "/" from
 * splitting it, and "." or ".." (which a URL resolves as steps, encoded or not) are refused, so
 * no id can change which path is asked for.
 */
export function buildUrl(
  baseUrl: string,
  operation: OperationId,
  params: Readonly<Record<string, string>> = {},
  query: Query = {},
): string {
  const path = operations[operation].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (!value) throw new TypeError(`${operation}: the path parameter "${name}" is missing.`);
    if (value === '.' || value === '..') {
      throw new TypeError(`${operation}: the path parameter "${name}" is a dot segment.`);
    }
    return encode(operation, `path parameter "${name}"`, value);
  });
  return `${baseUrl}${path}${encodeQuery(operation, query)}`;
}
