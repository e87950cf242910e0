import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { createEventBus } from '../common/event-bus';
import { consoleLogger } from '../common/logger';
import { createAppCore } from '../core/app-core';
import { startBuiltInDemo } from '../demo/built-in-demo';
import { createBrowserPlatform } from './browser-platform';
import { feedOnlyUpdates } from './feed-updates';
import { startOnProfilePort } from './remembered-port';
import { buildRenderer, rendererIsStale } from './renderer-build';
import { startBrowserHost } from './server';

const usage =
  'usage: npm run web -- [--port N] [--demo] [--server URL] [--json] [--profile DIR] [--no-build] [--update-feed URL]';

const root = resolve(__dirname, '..', '..', '..');

const flagsSchema = z.object({
  port: z
    .string()
    .regex(/^\d+$/, 'must be a port number')
    .transform(Number)
    .pipe(z.number().max(65_535))
    .optional(),
  demo: z.boolean().default(false),
  server: z.string().optional(),
  json: z.boolean().default(false),
  profile: z.string().optional(),
  'no-build': z.boolean().default(false),
  /** For tests: how often a reachable server is probed (ms). */
  'heartbeat-ms': z.string().regex(/^\d+$/).transform(Number).optional(),
  /**
   * For tests and screenshots: a generic release feed to check and download from (verified as
   * the app does); a restart to install is refused, as the browser host never installs.
   */
  'update-feed': z.url({ protocol: /^https?$/ }).optional(),
});

function fail(message: string): never {
  console.error(`web: ${message}\n${usage}`);
  process.exit(2);
}

function defaultProfile(): string {
  const config = process.env.XDG_CONFIG_HOME ?? join(homedir(), '.config');
  return join(config, 'switchboard-web');
}

async function main(): Promise<void> {
  let raw;
  try {
    raw = parseArgs({
      options: {
        port: { type: 'string' },
        demo: { type: 'boolean' },
        server: { type: 'string' },
        json: { type: 'boolean' },
        profile: { type: 'string' },
        'no-build': { type: 'boolean' },
        'heartbeat-ms': { type: 'string' },
        'update-feed': { type: 'string' },
      },
    }).values;
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const parsed = flagsSchema.safeParse(raw);
  if (!parsed.success) {
    fail(parsed.error.issues.map((i) => `--${i.path.join('.')} ${i.message}`).join('; '));
  }
  const flags = parsed.data;

  if (!flags['no-build'] && rendererIsStale(root)) {
    console.error('web: building the renderer…');
    buildRenderer(root);
  }

  const version = (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
  ).version;
  const log = consoleLogger;
  const events = createEventBus((error) => log.error('event listener failed', error));
  const profileDir = resolve(flags.profile ?? defaultProfile());
  const feedUrl = flags['update-feed'];
  const updates =
    feedUrl === undefined
      ? undefined
      : await feedOnlyUpdates({ feedUrl, version, profileDir, log });
  const core = await createAppCore({
    platform: createBrowserPlatform({ profileDir, version, events, updates }),
    log,
    events,
    startDemoServer: startBuiltInDemo,
    ...(flags['heartbeat-ms'] !== undefined && { heartbeatMs: flags['heartbeat-ms'] }),
    ...(flags.server !== undefined && { defaultServerUrl: flags.server }),
  });
  const host = await startOnProfilePort({
    profileDir,
    requested: flags.port,
    start: (port) =>
      startBrowserHost({ core, rendererDir: join(root, 'out', 'renderer'), log, port }),
    warn: (line) => console.error(`web: ${line}`),
  });

  if (flags.json) {
    process.stdout.write(`${JSON.stringify({ url: host.url })}\n`);
  } else {
    console.log(
      `Switchboard is running at ${host.url}\nOpen it in Chromium or Chrome. Press Ctrl+C to stop.`,
    );
  }

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void (async () => {
      await host.close();
      await core.dispose();
      process.exit(0);
    })();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  if (flags.demo) await core.session.startDemo();
  else await core.start();
}

main().catch((error: unknown) => {
  consoleLogger.error('the browser host failed', error);
  process.exit(1);
});
