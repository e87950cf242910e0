import { isLoopbackHost } from '../../common/server-address';

/**
 * A company mirror's address as it is kept, or null when it may not be used: https (plain http
 * only on this computer, for a local test feed), without a user name or password (they would
 * travel in every request and show in Settings) and without a query or fragment (electron-updater
 * adds the channel's file name to the path).
 */
export function mirrorAddress(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return null;
  }
  const secure = url.protocol === 'https:';
  const local = url.protocol === 'http:' && isLoopbackHost(url.hostname);
  if (!secure && !local) return null;
  if (url.username || url.password || url.search || url.hash) return null;
  return url.toString();
}
