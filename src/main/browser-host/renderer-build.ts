import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `npm run web` builds the renderer when out/renderer is missing or older than its sources, so
 * the host always serves what the source says. Build output goes to stderr: with --json, stdout's
 * first line belongs to the URL.
 */
function newestMtime(path: string): number {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (max, name) => Math.max(max, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

export function rendererIsStale(root: string): boolean {
  const built = newestMtime(join(root, 'out', 'renderer', 'index.html'));
  if (built === 0) return true;
  const sources = ['src/renderer', 'src/shared', 'electron.vite.config.ts'].map((p) =>
    newestMtime(join(root, p)),
  );
  return Math.max(...sources) > built;
}

export function buildRenderer(root: string): void {
  const bin = join(root, 'node_modules', '.bin', 'electron-vite');
  const result = spawnSync(bin, ['build'], { cwd: root, stdio: ['ignore', 2, 2] });
  if (result.status !== 0)
    throw new Error(`electron-vite build failed (exit ${String(result.status)})`);
}
