import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { htmlScripts, main } from '../../scripts/check-bundle-size';

/** A small build as classicChunks writes it: the loader, the first screen's chunks, a section. */
const page = `<!doctype html>
<html><head>
  <link rel="icon" href="./assets/favicon.svg" />
  <script defer src="./assets/chunk-loader-L0.js"></script>
  <script defer src="./assets/vendor-B2.js"></script>
  <script defer src="./assets/index-A1.js"></script>
  <link rel="stylesheet" crossorigin href="./assets/style-C3.css">
</head><body><div id="root"></div></body></html>`;

const chunks: Record<string, string> = {
  'assets/chunk-loader-L0.js': 'self.__switchboardChunks={};',
  'assets/vendor-B2.js': 'self.__switchboardChunks.define("assets/vendor-B2.js",function(){});',
  'assets/index-A1.js': 'self.__switchboardChunks.define("assets/index-A1.js",function(){});',
  'assets/People-D4.js': 'self.__switchboardChunks.define("assets/People-D4.js",function(){});',
  'assets/nl-E5.js': 'self.__switchboardChunks.define("assets/nl-E5.js",function(){});',
};

describe('check-bundle-size', () => {
  it("counts index.html's scripts as the first screen, in order, and no other tag", () => {
    expect(htmlScripts(page)).toEqual([
      'assets/chunk-loader-L0.js',
      'assets/vendor-B2.js',
      'assets/index-A1.js',
    ]);
    expect(htmlScripts('<script defer src="/assets/a.js"></script>')).toEqual(['assets/a.js']);
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

    it('fails when index.html loads a script that was not built', async () => {
      const dir = await build();
      await writeFile(join(dir, 'index.html'), page.replace('vendor-B2', 'vendor-XX'));
      expect(() => main(dir)).toThrow('assets/vendor-XX.js is loaded but not built');
    });

    it('fails without a build', () => {
      expect(main(join(tmpdir(), 'sb-size-missing'))).toBe(1);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('run npm run build'));
    });
  });
});
