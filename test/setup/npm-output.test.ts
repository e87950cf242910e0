import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url).pathname;

/** npm in the project, as a newcomer's shell runs it: the project's own npm config only. */
function npm(args: string[]) {
  const env = { ...process.env };
  // `npm test --loglevel=…` hands its level down to every npm it starts.
  delete env.npm_config_loglevel;
  return spawn('npm', args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
}

describe("npm's own output", () => {
  it("shows npm's errors: a script that does not exist is named", async () => {
    const child = npm(['run', 'no-such-script']);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(1);
    expect(stderr).toContain('Missing script: "no-such-script"');
  });

  it('`npm run -s simulator` prints the JSON handshake as its first line', async () => {
    const child = npm(['run', '-s', 'simulator', '--', '--port', '0', '--size', '10']);
    try {
      const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
      expect(JSON.parse(line)).toMatchObject({
        baseUrl: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//),
      });
    } finally {
      // npm and the simulator it started are one process group, started here.
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      await once(child, 'exit');
    }
  });
});
