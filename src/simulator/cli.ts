import { parseArgs } from 'node:util';
import { z } from 'zod';
import { parseValidTimestamp } from './clock';
import { describeIssues } from './errors';
import { faultsSchema } from './faults';
import { startSimulator } from './index';

const USAGE =
  'usage: simulator [--port N] [--seed S] [--size N] [--colleagues N] [--single-tenant] ' +
  '[--faults JSON] ' +
  "[--now 'YYYY-MM-DD HH:MM:SS'] [--token-ttl SECONDS]";

const integer = z
  .string()
  .regex(/^-?\d+$/, 'must be a whole number')
  .transform(Number);

const flagsSchema = z.object({
  port: integer.optional(),
  seed: integer.optional(),
  size: integer.optional(),
  colleagues: integer.optional(),
  'single-tenant': z.boolean().optional(),
  faults: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'is not JSON' });
        return z.NEVER;
      }
    })
    .pipe(faultsSchema)
    .optional(),
  now: z
    .string()
    .transform((text, ctx) => {
      const ms = parseValidTimestamp(text);
      if (ms === undefined) {
        ctx.addIssue({ code: 'custom', message: 'must be YYYY-MM-DD HH:MM:SS (UTC)' });
        return z.NEVER;
      }
      return new Date(ms);
    })
    .optional(),
  'token-ttl': integer.optional(),
});

function fail(message: string): never {
  console.error(`simulator: ${message}\n${USAGE}`);
  process.exit(2);
}

async function main(): Promise<void> {
  let raw: unknown;
  try {
    raw = parseArgs({
      options: {
        port: { type: 'string' },
        seed: { type: 'string' },
        size: { type: 'string' },
        colleagues: { type: 'string' },
        'single-tenant': { type: 'boolean' },
        faults: { type: 'string' },
        now: { type: 'string' },
        'token-ttl': { type: 'string' },
      },
      strict: true,
    }).values;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const parsed = flagsSchema.safeParse(raw);
  if (!parsed.success) fail(describeIssues(parsed.error, 'flags'));
  const flags = parsed.data;
  const simulator = await startSimulator({
    port: flags.port,
    seed: flags.seed,
    size: flags.size,
    colleagues: flags.colleagues,
    singleTenant: flags['single-tenant'],
    faults: flags.faults,
    now: flags.now,
    tokenTtlSec: flags['token-ttl'],
    controlApi: true,
  }).catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)));
  const { baseUrl, accounts, fixtures } = simulator;
  // The first line on stdout is the machine-readable handshake.
  process.stdout.write(`${JSON.stringify({ baseUrl, accounts, fixtures })}\n`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    simulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('simulator: error while closing', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
