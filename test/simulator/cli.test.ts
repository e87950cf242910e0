import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Api, signIn } from './helpers';

const handshakeSchema = z.object({
  baseUrl: z.string().regex(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1\/master$/),
  accounts: z.array(
    z.object({
      userName: z.string(),
      password: z.string(),
      role: z.enum(['user', 'administrator', 'master']),
    }),
  ),
  fixtures: z.record(z.string(), z.unknown()),
});

function runCli(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/simulator/cli.ts', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, stderr: () => stderr };
}

describe('npm run simulator', () => {
  it('prints one JSON line first, serves it, and exits 0 on SIGTERM', async () => {
    const { child } = runCli(['--port', '0', '--size', '50', '--seed', '4', '--single-tenant']);
    const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
    const handshake = handshakeSchema.parse(JSON.parse(line));
    expect(handshake.accounts.map((a) => a.role)).toEqual(['user', 'administrator', 'master']);
    for (const name of ['chatSession', 'callLog', 'callId', 'templateTenant', 'referable']) {
      expect(handshake.fixtures[name], name).toEqual(expect.any(String));
    }
    expect(handshake.fixtures.secondTenant).toBeUndefined();
    const user = handshake.accounts[0];
    if (!user) throw new Error('no account');
    const api = await signIn(handshake.baseUrl, user);
    expect((await api.get('/me/info')).status).toBe(200);
    const control = await new Api(handshake.baseUrl).get('/__simulator/faults');
    expect(control.json).toEqual({});
    child.kill('SIGTERM');
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(0);
  });

  it('takes --faults at start', async () => {
    const faults = JSON.stringify({ throttleRate: 1 });
    const { child } = runCli(['--port', '0', '--size', '10', '--faults', faults]);
    const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
    const { baseUrl } = handshakeSchema.parse(JSON.parse(line));
    expect((await new Api(baseUrl).get('/me/info')).status).toBe(429);
    child.kill('SIGTERM');
    expect((await once(child, 'exit'))[0]).toBe(0);
  });

  it.each([
    [['--size', 'many'], /size/],
    [['--faults', '{nope'], /not JSON/],
    [['--faults', '{"dropRate": 3}'], /dropRate/],
    [['--now', 'tomorrow'], /YYYY-MM-DD/],
    [['--colour', 'red'], /colour/],
  ])('exits 2 with a message for %j', async (args, message) => {
    const { child, stderr } = runCli(args);
    const [code] = (await once(child, 'exit')) as [number | null];
    expect(code).toBe(2);
    expect(stderr()).toMatch(message);
    expect(stderr()).toMatch(/usage: simulator/);
  });
});
