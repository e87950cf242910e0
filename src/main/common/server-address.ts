import { t } from '../../shared/i18n';

/**
 * The server address the user types, checked and turned into the API base URL
 * (`{origin}/api/v1/<tenant>`, common wire decisions). Plain http is allowed only for this
 * machine (a local simulator or tunnel): credentials never travel unencrypted over a network.
 */
export type ServerAddress =
  { ok: true; serverUrl: string; baseUrl: string; label: string } | { ok: false; sentence: string };

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** This computer: where plain http (and ws) may be used, for a local simulator or tunnel. */
export const isLoopbackHost = (hostname: string) => loopbackHosts.has(hostname);
const apiPath = /^\/api\/v1\/([A-Za-z0-9_.-]+)\/?$/;

export function parseServerAddress(input: string): ServerAddress {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, sentence: t('signIn.error.noServer') };
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, sentence: t('signIn.address.invalid') };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { ok: false, sentence: t('signIn.address.notHttps') };
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return { ok: false, sentence: t('signIn.address.httpOnlyLocal') };
  }
  if (url.username || url.password) {
    return { ok: false, sentence: t('signIn.address.credentials') };
  }
  if (url.search || url.hash) {
    return { ok: false, sentence: t('signIn.address.queryOrFragment') };
  }
  let tenant = 'master';
  if (url.pathname !== '/' && url.pathname !== '') {
    const match = apiPath.exec(url.pathname);
    if (!match?.[1]) {
      return { ok: false, sentence: t('signIn.address.path') };
    }
    tenant = match[1];
  }
  const origin = url.origin;
  const serverUrl = tenant === 'master' ? origin : `${origin}/api/v1/${tenant}`;
  return { ok: true, serverUrl, baseUrl: `${origin}/api/v1/${tenant}`, label: url.host };
}
