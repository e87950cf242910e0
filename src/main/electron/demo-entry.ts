import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type StartDemoServer } from '../core/demo';

/**
 * The demo entry's file beside the main entry: `electron.vite.config.ts` builds
 * `src/main/demo/built-in-demo.ts` there, and `electron-builder.json` leaves it out of the package.
 */
export const demoEntryFile = 'demo.js';

/**
 * The built-in demo's server where this build has one. A development build (`npm start`,
 * electron-vite) carries `demo.js` beside the main entry, so the sign-in screen offers "Try the
 * demo"; the installed app does not, so it holds neither the simulator nor its web framework and
 * offers no demo. The entry is loaded when a demo starts, not at launch.
 */
export function demoServerBeside(
  mainDir: string,
  exists: (path: string) => boolean = existsSync,
): StartDemoServer | undefined {
  const file = join(mainDir, demoEntryFile);
  if (!exists(file)) return undefined;
  return async () => {
    const entry = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
      startBuiltInDemo?: unknown;
    };
    if (typeof entry.startBuiltInDemo !== 'function') {
      throw new Error(`${demoEntryFile} has no startBuiltInDemo`);
    }
    return (entry.startBuiltInDemo as StartDemoServer)();
  };
}
