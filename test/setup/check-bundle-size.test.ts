import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { htmlScripts, main } from '../../scripts/check-bundle-size';

/**
 * A small build as classicChunks writes it: the loader, index.html's chunks (the entry last,
 * with the manifest of what each chunk needs), the two sections the app may open on and a
 * chunk they share, a section opened later and a catalogue.
 */
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
  'assets/index-A1.js': `self.__switchboardChunks.needs(${JSON.stringify({
    'assets/index-A1.js': ['assets/vendor-B2.js'],
    'assets/Conversations-F6.js': ['assets/index-A1.js', 'assets/list-G7.js'],
    'assets/History-H8.js': ['assets/list-G7.js'],
    'assets/list-G7.js': ['assets/vendor-B2.js'],
    'assets/People-D4.js': ['assets/index-A1.js'],
  })});\nself.__switchboardChunks.define("assets/index-A1.js",function(){});`,
  'assets/Conversations-F6.js': `self.__switchboardChunks.define("assets/Conversations-F6.js",function(){${'x'.repeat(4000)}});`,
  'assets/History-H8.js': 'self.__switchboardChunks.define("assets/History-H8.js",function(){});',
  'assets/list-G7.js': 'self.__switchboardChunks.define("assets/list-G7.js",function(){});',
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

    it("counts each start section's first screen: index.html's scripts and what it needs", async () => {
      expect(main(await build(), { firstScreen: 1, total: 2 })).toBe(0);
      const printed = log.mock.calls.map((c) => String(c[0]));
      expect(printed[0]).toMatch(
        /^ok {3}first screen on Conversations: 0\.\d kB gzip \(budget 1 kB\), index.html's 3 \+ 2 chunks$/,
      );
      expect(printed[1]).toMatch(
        /^ok {3}first screen on History: 0\.\d kB gzip \(budget 1 kB\), index.html's 3 \+ 2 chunks$/,
      );
      expect(printed[2]).toMatch(/^ok {3}whole renderer: 0\.\d kB gzip \(budget 2 kB\), 8 chunks$/);
    });

    it('fails when one start section is above the budget', async () => {
      // Conversations' chunk is the bigger one: only its first screen is over.
      const dir = await build();
      const sizeOf = (section: string) => {
        main(dir, { firstScreen: 100, total: 100 });
        const line = log.mock.calls.map((c) => String(c[0])).find((l) => l.includes(section));
        log.mockClear();
        return Number(/: ([\d.]+) kB/.exec(line ?? '')?.[1]);
      };
      const limit = (sizeOf('on Conversations') + sizeOf('on History')) / 2;
      expect(main(dir, { firstScreen: limit, total: 100 })).toBe(1);
      const printed = log.mock.calls.map((c) => String(c[0]));
      expect(printed[0]).toMatch(/^OVER first screen on Conversations/);
      expect(printed[1]).toMatch(/^ok {3}first screen on History/);
      expect(error).toHaveBeenCalledWith(expect.stringContaining('over its budget'));
    });

    it('fails when a start section has no chunk', async () => {
      const dir = await build();
      await rm(join(dir, 'assets/History-H8.js'));
      const entry = join(dir, 'assets/index-A1.js');
      await writeFile(entry, (await readFile(entry, 'utf8')).replaceAll('History-H8', 'Hist-H8'));
      expect(() => main(dir)).toThrow('no chunk of History');
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
