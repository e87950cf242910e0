import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { classicChunks } from '../../scripts/vite/classic-chunks';

/** A small app: an entry, a chunk it shares with a lazy one, the lazy one. */
const sources = {
  'entry.js': `import { shared } from './shared.js';
    export const loaded = [shared('entry')];
    globalThis.lazyLoaded = import('./lazy.js').then((m) => m.lazy());`,
  'shared.js': `export const shared = (who) => 'shared by ' + who;`,
  'lazy.js': `import { shared } from './shared.js';
    export const lazy = () => shared('lazy');`,
};

async function build() {
  const dir = await mkdtemp(join(tmpdir(), 'sb-chunks-'));
  for (const [name, code] of Object.entries(sources)) await writeFile(join(dir, name), code);
  const bundle = await rolldown({
    input: { index: join(dir, 'entry.js') },
    plugins: [classicChunks() as never],
  });
  const { output } = await bundle.generate({
    format: 'cjs',
    dir: 'assets',
    entryFileNames: 'assets/[name].js',
    chunkFileNames: 'assets/[name].js',
  });
  return new Map(
    output.map((file) => [file.fileName, 'code' in file ? file.code : String(file.source)]),
  );
}

/** Runs files as a page's classic scripts would: one global, scripts added by the loader. */
function page(files: Map<string, string>) {
  const added: string[] = [];
  const context: Record<string, unknown> = {};
  const run = (name: string) => {
    const code = files.get(name);
    if (code === undefined) throw new Error(`no ${name}`);
    context.document = { ...document, currentScript: { src: `app://switchboard/${name}` } };
    runInNewContext(code, context);
  };
  const document = {
    head: {
      append(tag: { src: string; onload: () => void; onerror: () => void }) {
        const name = new URL(tag.src).pathname.slice(1);
        added.push(name);
        if (files.has(name)) {
          run(name);
          tag.onload();
        } else tag.onerror();
      },
    },
    createElement: () => ({}),
  };
  context.self = context;
  context.URL = URL;
  context.Promise = Promise;
  return { run, added, context };
}

describe('classicChunks', () => {
  it('runs the entry after the chunks it needs, and loads a lazy chunk with the loader', async () => {
    const files = await build();
    const loader = [...files.keys()].find((name) => name.startsWith('assets/chunk-loader-'));
    expect(loader).toBeDefined();
    for (const code of files.values()) expect(code).not.toMatch(/\bimport\(/);
    const { run, added, context } = page(files);
    run(loader!);
    const shared = [...files.keys()].find((name) => name.startsWith('assets/shared'));
    if (shared) run(shared);
    run('assets/index.js');
    await expect(context.lazyLoaded).resolves.toBe('shared by lazy');
    // Only the lazy chunk was added: what it needs was on the page already.
    expect(added).toEqual([expect.stringMatching(/^assets\/lazy/)]);
  });

  it('refuses a chunk that requires a file that is not a chunk', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sb-chunks-'));
    await writeFile(join(dir, 'entry.js'), `import fs from 'node:fs'; export const f = fs;`);
    const bundle = await rolldown({
      input: { index: join(dir, 'entry.js') },
      external: ['node:fs'],
      plugins: [classicChunks() as never],
    });
    await expect(bundle.generate({ format: 'cjs', dir: 'assets' })).rejects.toThrow(
      /requires node:fs/,
    );
  });
});
