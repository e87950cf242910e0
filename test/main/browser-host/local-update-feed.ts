import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

/**
 * A local generic release feed as electron-builder publishes one: `latest-linux.yml`
 * (`beta-linux.yml` for the beta channel; `latest.yml` and `latest-mac.yml` on other platforms)
 * naming the file with its sha512 and size, and the files. For the feed tests
 * (`feed-updates.test.ts`) and the browser host's `--update-feed` in end-to-end tests.
 */
export const release = Buffer.from('#!/bin/sh\necho "Switchboard"\n'.repeat(2_000));
export const sha512Of = (bytes: Buffer) => createHash('sha512').update(bytes).digest('base64');

/** A channel file offering `version` as `Switchboard-<version>.AppImage` (`release`'s bytes). */
export function feedFile(
  version: string,
  options: { sha512?: string; size?: number } = {},
): string {
  const sha512 = options.sha512 ?? sha512Of(release);
  const file = `Switchboard-${version}.AppImage`;
  return [
    `version: ${version}`,
    'files:',
    `  - url: ${file}`,
    `    sha512: ${sha512}`,
    `    size: ${options.size ?? release.length}`,
    `path: ${file}`,
    `sha512: ${sha512}`,
    "releaseDate: '2026-11-28T09:00:00.000Z'",
    '',
  ].join('\n');
}

export interface LocalFeed {
  /** The feed's address (`http://127.0.0.1:PORT/switchboard/`). */
  url: string;
  /** The channel files' texts, by channel ("latest", "beta"). */
  channels: Record<string, string>;
  /** The files, by name (`Switchboard-1.2.0.AppImage`). */
  files: Record<string, Buffer>;
  /** Every path asked for, in order, below the feed's folder. */
  requested: string[];
  /** Offers `version` with `release`'s bytes on `channel`. */
  offer(version: string, channel?: string): void;
  close(): Promise<void>;
}

export async function startLocalFeed(): Promise<LocalFeed> {
  const channels: Record<string, string> = {};
  const files: Record<string, Buffer> = {};
  const requested: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://feed').pathname;
    const name = path.startsWith('/switchboard/') ? path.slice('/switchboard/'.length) : undefined;
    if (name !== undefined) requested.push(name);
    // latest-linux.yml, latest-linux-arm64.yml, latest-mac.yml, latest.yml: the channel's file.
    const channel = name === undefined ? undefined : /^(\w+)(?:-[\w-]+)?\.yml$/.exec(name)?.[1];
    const body =
      name === undefined ? undefined : channel === undefined ? files[name] : channels[channel];
    if (body === undefined) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, { 'content-length': Buffer.byteLength(body) }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/switchboard/`,
    channels,
    files,
    requested,
    offer(version, channel = 'latest') {
      channels[channel] = feedFile(version);
      files[`Switchboard-${version}.AppImage`] = release;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
