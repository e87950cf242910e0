import { join } from 'node:path';
import { z } from 'zod';
import { describeIssues } from '../api/describe-issues';
import { readOptionalFile, writePrivateFile } from '../core/private-file';

/**
 * The page's storage (the history cache, the outbox with unsent messages) belongs to its origin,
 * and the origin includes the port. So the host serves on the port of the profile's last launch:
 * a restart reaches the same storage instead of an empty one.
 */
export const rememberedPortFileName = 'browser-host.json';

const rememberedPortSchema = z.object({ port: z.number().int().min(1).max(65_535) });

/** Ports that cannot be had right now; anything else is a real failure and is thrown. */
const unavailableCodes = new Set(['EADDRINUSE', 'EACCES']);

/**
 * The port stored by the last launch, or `undefined` when there is none. A damaged or unreadable
 * file is ignored with a warning naming it: it costs only the origin, never the launch.
 */
export async function readRememberedPort(
  profileDir: string,
  warn: (line: string) => void,
): Promise<number | undefined> {
  const path = join(profileDir, rememberedPortFileName);
  let raw: Buffer | null;
  let parsed: unknown;
  try {
    raw = await readOptionalFile(path);
    if (!raw) return undefined;
    parsed = JSON.parse(raw.toString('utf8'));
  } catch (error) {
    warn(`ignoring ${path}: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  const result = rememberedPortSchema.safeParse(parsed);
  if (result.success) return result.data.port;
  warn(`ignoring ${path}: it does not hold a port number (${describeIssues(result.error)})`);
  return undefined;
}

export async function rememberPort(profileDir: string, port: number): Promise<void> {
  const record: z.infer<typeof rememberedPortSchema> = { port };
  await writePrivateFile(join(profileDir, rememberedPortFileName), JSON.stringify(record));
}

/**
 * Starts the host on the port to use and remembers the port it got.
 *
 * - `requested` (`--port N`) wins and is not second-guessed: a taken port is an error. `0` asks
 *   for a fresh free port.
 * - Without it, the remembered port; when that one is taken, a fresh free port, with a warning:
 *   the origin changes, so that launch's page starts with empty storage.
 *
 * Whatever port was served on is remembered, explicit or not: the data of this launch lives at
 * that origin, and it is the newest (unsent messages included), so the next launch returns there.
 */
export async function startOnProfilePort<T extends { readonly port: number }>(options: {
  profileDir: string;
  requested: number | undefined;
  start: (port: number) => Promise<T>;
  warn: (line: string) => void;
}): Promise<T> {
  const { profileDir, requested, start, warn } = options;
  const remembered =
    requested === undefined ? await readRememberedPort(profileDir, warn) : undefined;
  const host = await startPreferring(remembered ?? requested ?? 0, remembered !== undefined);
  if (host.port !== remembered) {
    try {
      await rememberPort(profileDir, host.port);
    } catch (error) {
      warn(
        `could not remember port ${String(host.port)} in ${profileDir} (${error instanceof Error ? error.message : String(error)}); the next launch may serve another address`,
      );
    }
  }
  return host;

  async function startPreferring(port: number, fallBack: boolean): Promise<T> {
    try {
      return await start(port);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (!fallBack || code === undefined || !unavailableCodes.has(code)) throw error;
      const fresh = await start(0);
      warn(
        `port ${String(port)} of the last launch is not available (${code}); serving on port ${String(fresh.port)} instead. ` +
          `This is a new address: the page starts with an empty cache and outbox here. ` +
          `What the last launch kept is still at port ${String(port)}: start with --port ${String(port)} once it is free to get it back.`,
      );
      return fresh;
    }
  }
}
