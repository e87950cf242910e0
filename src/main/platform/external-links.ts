/** Opens a validated URL outside the app (the system browser, mail or phone handler). */
export interface ExternalLinks {
  open(url: URL): Promise<void>;
}

const allowedProtocols = new Set(['https:', 'mailto:', 'tel:']);

/**
 * The only URLs Switchboard hands to the operating system: parsed, https/mailto/tel, without
 * credentials in them. Anything else (file:, javascript:, custom schemes, http:) is refused.
 */
export function parseExternalUrl(raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (!allowedProtocols.has(url.protocol)) return null;
  if (url.protocol === 'https:' && (!url.hostname || url.username || url.password)) return null;
  if (url.protocol !== 'https:' && url.pathname.length === 0) return null;
  return url;
}
