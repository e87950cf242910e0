/**
 * Keeps the renderer's JavaScript within its budgets (issue #33): what the first screen loads
 * (index.html's scripts: the chunk loader and the first screen's chunks, which
 * `scripts/vite/classic-chunks.ts` lists there in order) and the whole renderer, each gzipped. A
 * section opened later, or the Dutch catalogue, is a chunk the loader adds when it is needed and
 * counts only in the whole.
 *
 * Usage: npm run build && npm run test:size (exit 1 above a budget).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Budgets in kB of gzip (1 kB = 1 000 bytes, as Vite prints sizes). Issue #33 aims the first
 * screen of a plain user at 200 kB; it measured 211.2 kB (230.9 before the areas' messages were
 * loaded with their sections, the messages compiled to ASTs without the ICU parser, and the
 * admin calls' schemas loaded on demand). The phone's controls that every screen shows (the
 * status button, the call bar, their calls and messages) added 6.2 kB, with the status panel
 * and the dialler loaded when opened: 217.4 kB. Transfer in the call bar, the Voicemail count
 * and its notifications, call links and the contract of Settings → Calls added 3.4 kB: 220.8 kB.
 * This ceiling keeps it from growing until more is cut; the next cuts named in
 * src/renderer/README.md ("What loads when") come first (docs/bench.md, "The first screen's
 * JavaScript").
 */
export const budgets = { firstScreen: 221, total: 350 } as const;

/** index.html's scripts, as paths relative to the page. */
export function htmlScripts(html: string): string[] {
  const tags = html.match(/<script\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const src = /\ssrc\s*=\s*["']([^"']*)["']/.exec(tag)?.[1];
    return src === undefined ? [] : [posix.normalize(src.replace(/^\//, ''))];
  });
}

const gzipBytes = (code: Buffer) => gzipSync(code).length;
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

function allScripts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return allScripts(path);
    return name.endsWith('.js') ? [path] : [];
  });
}

/** Prints both sizes beside their budgets; 1 when either is over (or the build is missing). */
export function main(
  outDir = resolve(__dirname, '..', 'out', 'renderer'),
  limits: { firstScreen: number; total: number } = budgets,
): number {
  const page = join(outDir, 'index.html');
  if (!existsSync(page)) {
    console.error(`check-bundle-size: no ${relative(process.cwd(), page)}; run npm run build`);
    return 1;
  }
  const sizes = new Map(allScripts(outDir).map((path) => [path, gzipBytes(readFileSync(path))]));
  const first = htmlScripts(readFileSync(page, 'utf8'));
  if (first.length === 0) throw new Error('check-bundle-size: index.html loads no script');
  for (const path of first) {
    if (!existsSync(join(outDir, path)))
      throw new Error(`check-bundle-size: ${path} is loaded but not built`);
  }
  const firstBytes = first.reduce((sum, path) => sum + (sizes.get(join(outDir, path)) ?? 0), 0);
  const totalBytes = [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0);
  const lines = [
    ['first screen', firstBytes, limits.firstScreen, `${first.length} of ${sizes.size} chunks`],
    ['whole renderer', totalBytes, limits.total, `${sizes.size} chunks`],
  ] as const;
  let failed = false;
  for (const [what, bytes, budget, chunks] of lines) {
    const over = bytes > budget * 1000;
    failed ||= over;
    console.log(
      `${over ? 'OVER' : 'ok  '} ${what}: ${kB(bytes)} kB gzip (budget ${budget} kB), ${chunks}`,
    );
  }
  for (const path of first) {
    console.log(`       ${path} ${kB(sizes.get(join(outDir, path)) ?? 0)} kB`);
  }
  if (failed) console.error('check-bundle-size: the renderer is over its budget (issue #33)');
  return failed ? 1 : 0;
}

if (require.main === module) process.exit(main());
