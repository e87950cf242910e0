import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  readRememberedPort,
  rememberedPortFileName,
  startOnProfilePort,
} from '../../../src/main/browser-host/remembered-port';

/** A real listener, so taken ports fail with the operating system's own error codes. */
interface Listener {
  readonly port: number;
  close(): Promise<void>;
}

const open: Server[] = [];

function listen(port: number): Promise<Listener> {
  const server = createServer();
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      open.push(server);
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

let dir: string;
let warnings: string[];
let starts: number[];
const file = () => join(dir, rememberedPortFileName);
const stored = async () => JSON.parse(await readFile(file(), 'utf8')) as unknown;

function launch(requested?: number) {
  return startOnProfilePort({
    profileDir: dir,
    requested,
    start: (port) => {
      starts.push(port);
      return listen(port);
    },
    warn: (line) => warnings.push(line),
  });
}

/** A port that was free a moment ago. */
async function freePort(): Promise<number> {
  const probe = await listen(0);
  await probe.close();
  return probe.port;
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sb-port-'));
  warnings = [];
  starts = [];
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => new Promise<void>((done) => s.close(() => done()))));
  await rm(dir, { recursive: true, force: true });
});

describe('the browser host remembers its port per profile', () => {
  it('a first launch takes a free port and remembers it in a 0600 file', async () => {
    const host = await launch();
    expect(starts).toEqual([0]);
    expect(host.port).toBeGreaterThan(0);
    expect(await stored()).toEqual({ port: host.port });
    expect((await stat(file())).mode & 0o777).toBe(0o600);
    expect(warnings).toEqual([]);
  });

  it('the next launch serves on the same port, so the page keeps its origin', async () => {
    const first = await launch();
    await first.close();
    const second = await launch();
    expect(second.port).toBe(first.port);
    expect(starts).toEqual([0, first.port]);
    expect(await stored()).toEqual({ port: first.port });
    expect(warnings).toEqual([]);
  });

  it('a taken remembered port falls back to a free one, says so, and remembers the new one', async () => {
    const first = await launch();
    // Still listening: the port is taken by "another program".
    const second = await launch();
    expect(second.port).not.toBe(first.port);
    expect(starts).toEqual([0, first.port, 0]);
    expect(await stored()).toEqual({ port: second.port });
    expect(warnings).toEqual([
      `port ${first.port} of the last launch is not available (EADDRINUSE); serving on port ${second.port} instead. ` +
        'This is a new address: the page starts with an empty cache and outbox here. ' +
        `What the last launch kept is still at port ${first.port}: start with --port ${first.port} once it is free to get it back.`,
    ]);
  });

  it('an explicit --port wins over the remembered one and is remembered', async () => {
    await (await launch()).close();
    const wanted = await freePort();
    const host = await launch(wanted);
    expect(host.port).toBe(wanted);
    expect(await stored()).toEqual({ port: wanted });
    await host.close();
    expect((await launch()).port).toBe(wanted);
  });

  it('--port 0 asks for a fresh port even when one is remembered', async () => {
    const first = await launch();
    await first.close();
    const host = await launch(0);
    expect(starts).toEqual([0, 0]);
    expect(await stored()).toEqual({ port: host.port });
  });

  it('an explicit port that is taken is an error, not silently another port', async () => {
    const taken = await launch();
    const before = await stored();
    await expect(launch(taken.port)).rejects.toMatchObject({ code: 'EADDRINUSE' });
    expect(starts).toEqual([0, taken.port]);
    expect(await stored()).toEqual(before);
  });

  it('failures other than an unavailable port are not papered over', async () => {
    await writeFile(file(), JSON.stringify({ port: 4321 }));
    const failure = Object.assign(new Error('renderer missing'), { code: 'ENOENT' });
    await expect(
      startOnProfilePort({
        profileDir: dir,
        requested: undefined,
        start: () => Promise.reject(failure),
        warn: (line) => warnings.push(line),
      }),
    ).rejects.toBe(failure);
    expect(warnings).toEqual([]);
  });

  it.each([
    ['not JSON', '{"port": 80', /ignoring .*browser-host\.json: .*JSON/],
    [
      'not a number',
      '{"port": "8080"}',
      /ignoring .*browser-host\.json: it does not hold a port number \(port: /,
    ],
    ['out of range', '{"port": 70000}', /it does not hold a port number \(port: /],
    ['a fraction', '{"port": 80.5}', /it does not hold a port number \(port: /],
    ['another shape', '[8080]', /it does not hold a port number/],
  ])('a damaged file (%s) is ignored with a warning naming it', async (_case, content, warning) => {
    await writeFile(file(), content);
    await expect(readRememberedPort(dir, (line) => warnings.push(line))).resolves.toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(warning);
    expect(warnings[0]).toContain(file());

    // Launching over it takes a fresh port and replaces the file.
    warnings = [];
    const host = await launch();
    expect(starts).toEqual([0]);
    expect(warnings).toHaveLength(1);
    expect(await stored()).toEqual({ port: host.port });
  });

  it('an unreadable file and an unwritable profile cost the origin, never the launch', async () => {
    await mkdir(file());
    const host = await launch();
    expect(host.port).toBeGreaterThan(0);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/^ignoring .*browser-host\.json: /);
    expect(warnings[1]).toMatch(
      new RegExp(
        `^could not remember port ${host.port} in .*; the next launch may serve another address$`,
      ),
    );
  });
});
