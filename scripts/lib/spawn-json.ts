import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

/**
 * Starts one of our CLIs (the simulator, the browser host) and reads the JSON line it prints
 * first; later output is drained so the child never blocks on a full pipe.
 */
export async function spawnJson(
  args: string[],
  options: { cwd?: string } = {},
): Promise<{ child: ChildProcess; first: unknown }> {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd ?? process.cwd(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (!child.stdout) throw new Error(`no stdout from ${args.join(' ')}`);
  const lines = createInterface({ input: child.stdout });
  const exitedFirst = new Promise<never>((_, reject) =>
    child.once('exit', (code) =>
      reject(new Error(`${args.join(' ')} exited (${String(code)}) before its JSON line`)),
    ),
  );
  // Only a rejection before the line matters; the race below is what observes it.
  exitedFirst.catch(() => {});
  const [line] = (await Promise.race([once(lines, 'line'), exitedFirst])) as [string];
  lines.close();
  child.stdout.resume();
  return { child, first: JSON.parse(line) };
}

/** Node arguments that run the simulator CLI on a free port with `size` communications. */
export function simulatorArgs(size: number): string[] {
  return ['--import', 'tsx', 'src/simulator/cli.ts', '--port', '0', '--size', String(size)];
}

/**
 * SIGTERM, then SIGKILL if it has not exited 10 s later; resolves when it has. A child stopped
 * already (by an exit or a signal) resolves at once.
 */
export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  child.kill('SIGTERM');
  await exited;
  clearTimeout(killer);
}
