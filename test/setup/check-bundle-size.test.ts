import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  firstScreenChunks,
  htmlScripts,
  main,
  staticImports,
} from '../../scripts/check-bundle-size';

/** A small build as Vite writes it: an entry, its static imports, a lazy section. */
const page = `<!doctype html>
<html><head>
  <link rel="icon" href="./assets/favicon.svg" />
  <script type="module" crossorigin src="./assets/index-A1.js"></script>
  <link rel="modulepreload" crossorigin href="./assets/vendor-B2.js">
  <link rel="stylesheet" crossorigin href="./assets/style-C3.css">
</head><body><div id="root"></div></body></html>`;

const chunks: Record<string, string> = {
  // The entry: Vite's list of a lazy chunk's dependencies, static imports, a dynamic import.
  'assets/index-A1.js':
    'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["./People-D4.js","./vendor-B2.js"])))=>i.map(i=>d[i]);\n' +
    'import{a as e}from"./vendor-B2.js";import"./runtime-E5.js";' +
    'const p=()=>e(()=>import("./People-D4.js"),__vite__mapDeps([0,1]));',
  'assets/vendor-B2.js': 'import{n}from"./runtime-E5.js";export{n as a};',
  'assets/runtime-E5.js': 'export const n=1;',
  'assets/People-D4.js': 'import{a}from"./vendor-B2.js";import*as s from"./shared-F6.js";',
  'assets/shared-F6.js': 'export*from"./vendor-B2.js";',
};
const read = (path: string) => {
  const code = chunks[path];
  if (code === undefined) throw new Error(`no ${path}`);
  return code;
};

describe('check-bundle-size', () => {
  it('reads the static imports a bundler writes, never a dynamic import()', () => {
    expect(
      staticImports(
        'import{a as b,c}from"./x.js";import d from"./d.js";import*as e from"./e.js";' +
          'import f,{g}from"./f.js";import"./side.js";export{h}from"./h.js";export*from"./i.js";' +
          'export * as j from "./j.js";import("./lazy.js");const k=import.meta.url;x.import("./no.js")',
      ),
    ).toEqual(['./x.js', './d.js', './e.js', './f.js', './side.js', './h.js', './i.js', './j.js']);
  });

  it("takes index.html's module script and modulepreload links, not its other tags", () => {
    expect(htmlScripts(page)).toEqual(['assets/index-A1.js', 'assets/vendor-B2.js']);
  });

  it('counts what the first screen loads: the entry and its static imports, to the end', () => {
    expect(firstScreenChunks(page, read)).toEqual([
      'assets/index-A1.js',
      'assets/runtime-E5.js',
      'assets/vendor-B2.js',
    ]);
    expect(() => firstScreenChunks('<html></html>', read)).toThrow('loads no module script');
  });

  describe('on a build', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    afterEach(() => {
      log.mockClear();
      error.mockClear();
    });

    async function build() {
      const dir = await mkdtemp(join(tmpdir(), 'sb-size-'));
      await mkdir(join(dir, 'assets'));
      await writeFile(join(dir, 'index.html'), page);
      for (const [path, code] of Object.entries(chunks)) await writeFile(join(dir, path), code);
      return dir;
    }

    it('prints both sizes with their budgets and passes within them', async () => {
      expect(main(await build(), { firstScreen: 1, total: 1 })).toBe(0);
      const printed = log.mock.calls.map((c) => String(c[0]));
      expect(printed[0]).toMatch(
        /^ok {3}first screen: 0\.\d kB gzip \(budget 1 kB\), 3 of 5 chunks$/,
      );
      expect(printed[1]).toMatch(/^ok {3}whole renderer: 0\.\d kB gzip \(budget 1 kB\), 5 chunks$/);
    });

    it('fails above a budget', async () => {
      expect(main(await build(), { firstScreen: 0.1, total: 1 })).toBe(1);
      expect(String(log.mock.calls[0]?.[0])).toMatch(/^OVER first screen/);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('over its budget'));
    });

    it('fails without a build', () => {
      expect(main(join(tmpdir(), 'sb-size-missing'))).toBe(1);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('run npm run build'));
    });
  });
});
