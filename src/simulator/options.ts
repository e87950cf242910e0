import { z } from 'zod';
import { faultsSchema } from './faults';
import { phoneScriptChangeSchema } from './phone/script';

/** Options of `startSimulator` (the CLI maps its flags onto these). */
export const simulatorOptionsSchema = z.object({
  /** 0 picks a free port. */
  port: z.number().int().min(0).max(65_535).default(0),
  host: z.string().default('127.0.0.1'),
  seed: z.number().int().default(1),
  /** Number of seeded communications. */
  size: z.number().int().min(10).max(5_000_000).default(400),
  /** Number of colleague users (`colleague1` …) in the master tenant: People at scale. */
  colleagues: z.number().int().min(20).max(20_000).default(20),
  /** Multi-tenant configuration off: tenant operations answer 404/10060. */
  singleTenant: z.boolean().default(false),
  faults: faultsSchema.default({}),
  /** The `/__simulator` routes: on in the standalone CLI, never in the app's demo mode. */
  controlApi: z.boolean().default(false),
  /** The instant the data set is generated against (default: the real clock). */
  now: z.date().optional(),
  tokenTtlSec: z.number().int().positive().default(3600),
  /** How the simulated phones answer (`phone/script.ts`); tests shorten the delays. */
  phone: phoneScriptChangeSchema.default({}),
});
export type SimulatorOptions = z.input<typeof simulatorOptionsSchema>;
export type ResolvedOptions = z.output<typeof simulatorOptionsSchema>;
