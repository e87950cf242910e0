import { z } from 'zod';

/**
 * What every bench takes besides its own flags: `--json` (the report as JSON on stdout, nothing
 * else), `--no-build` (the renderer already built), `--chromium PATH`. Spread into a bench's zod
 * object and `parseArgs` options beside its own.
 */
export const commonFlags = {
  json: z.boolean().default(false),
  'no-build': z.boolean().default(false),
  chromium: z.string().default('/usr/bin/chromium'),
};
export const commonFlagOptions = {
  json: { type: 'boolean' },
  'no-build': { type: 'boolean' },
  chromium: { type: 'string' },
} as const;

/** The simulator's first line on stdout: where it listens, and its accounts. */
export const simulatorHandshake = z.object({
  baseUrl: z.string().url(),
  accounts: z.array(
    z.object({ userName: z.string(), password: z.string(), role: z.string().optional() }),
  ),
});

/** The browser host's first line on stdout: the page's address. */
export const hostHandshake = z.object({ url: z.string().url() });
