import { createHash } from 'node:crypto';
import { type Plugin } from 'vite';

/**
 * The renderer's chunks as classic scripts. Chromium keeps V8's compiled code for a classic
 * script it has run before and uses it at the next start, but compiled our module scripts again
 * at every start (Chromium 156; docs/bench.md). Code splitting needs chunks that import each
 * other, which a classic script cannot do, so the bundler writes CommonJS chunks
 * (`format: 'cjs'`) and this plugin turns each into a classic script that registers its module
 * with a small loader (`chunkLoader`, the first script of the page):
 *
 * - a chunk is `define(name, function (require, exports, module) { …its code… })`;
 * - the first screen's chunks are `defer` scripts in index.html, in order, the entry last, and
 *   the entry requires itself once registered;
 * - a dynamic `import()` (compiled by the bundler into a `require` in a promise) becomes
 *   `load(name)`, which adds the chunk's scripts, and those of the chunks it needs, to the page
 *   and resolves with its exports.
 *
 * Anything else the bundler might write for a chunk (a `require` of a file that is not a chunk,
 * an `import()` left in) fails the build, so the pattern cannot drift silently.
 */
export function classicChunks(): Plugin {
  return {
    name: 'switchboard-classic-chunks',
    // The dev server serves modules (main.tsx) by design.
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const names = new Set(chunks.map((chunk) => chunk.fileName));
      const needs: Record<string, string[]> = {};
      for (const chunk of chunks) needs[chunk.fileName] = chunk.imports;
      for (const chunk of chunks) {
        const code = rewriteRequires(chunk.code, chunk.fileName, names);
        const manifest = chunk.isEntry ? `${GLOBAL}.needs(${JSON.stringify(needs)});\n` : '';
        const run = chunk.isEntry ? `\n${GLOBAL}.require(${JSON.stringify(chunk.fileName)});` : '';
        chunk.code = `${manifest}${GLOBAL}.define(${JSON.stringify(chunk.fileName)},function(require,exports,module){${code}\n});${run}\n`;
      }
      this.emitFile({ type: 'asset', fileName: loaderFileName, source: loaderSource });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const entry = context.chunk;
        if (!entry) throw new Error('classicChunks: index.html has no entry chunk');
        const moduleTag = /<script type="module" crossorigin src="([^"]*)"><\/script>/;
        const src = moduleTag.exec(html)?.[1];
        if (src === undefined || !src.endsWith(entry.fileName))
          throw new Error('classicChunks: no module script of the entry in index.html');
        // The base the bundler wrote the entry's address with ("./" or "/").
        const base = src.slice(0, src.length - entry.fileName.length);
        const scripts = [loaderFileName, ...firstScreen(entry.fileName, context.bundle ?? {})];
        const tags = scripts.map((file) => `<script defer src="${base}${file}"></script>`);
        return html
          .replace(moduleTag, tags.join('\n    '))
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
      },
    },
  };
}

/** The loader's global; a chunk reaches it by this name. */
const GLOBAL = 'self.__switchboardChunks';

/** A module chunk's `require("./x.js")` calls and `import()`s compiled into promises. */
function rewriteRequires(code: string, fileName: string, chunks: ReadonlySet<string>): string {
  const dir = fileName.slice(0, fileName.lastIndexOf('/') + 1);
  const chunkOf = (relative: string) => {
    const name = dir + relative.replace(/^\.\//, '');
    if (!chunks.has(name)) throw new Error(`classicChunks: ${fileName} requires ${relative}`);
    return JSON.stringify(name);
  };
  const rewritten = code
    .replace(
      /Promise\.resolve\(\)\.then\(\(\)\s*=>\s*require\("([^"]+)"\)\)/g,
      (_, relative: string) => `${GLOBAL}.load(${chunkOf(relative)})`,
    )
    .replace(/\brequire\("([^"]+)"\)/g, (_, relative: string) => `require(${chunkOf(relative)})`);
  if (/\bimport\(/.test(rewritten))
    throw new Error(`classicChunks: an import() is left in ${fileName}`);
  return rewritten;
}

/** The entry's chunks in the order they must run: each after those it needs, the entry last. */
function firstScreen(
  entry: string,
  bundle: Record<string, { type: string; imports?: string[] }>,
): string[] {
  const order: string[] = [];
  const visit = (name: string) => {
    if (order.includes(name)) return;
    for (const needed of bundle[name]?.imports ?? []) visit(needed);
    order.push(name);
  };
  visit(entry);
  return order;
}

/**
 * The loader: registers chunks, runs each module once when first required, and loads a chunk's
 * scripts (and those it needs) when it is imported. Written as plain ES2021 for the page.
 */
const loaderSource = `"use strict";
(() => {
  const base = new URL("..", document.currentScript.src);
  const factories = new Map();
  const modules = new Map();
  const scripts = new Map();
  let needs = {};
  const script = (name) => {
    let loaded = scripts.get(name);
    if (!loaded) {
      loaded = new Promise((resolve, reject) => {
        const tag = document.createElement("script");
        tag.src = new URL(name, base).href;
        tag.onload = () => resolve();
        tag.onerror = () => reject(new Error("could not load " + name));
        document.head.append(tag);
      });
      scripts.set(name, loaded);
      loaded.catch(() => scripts.delete(name));
    }
    return loaded;
  };
  const wanted = (name, into) => {
    if (into.has(name)) return into;
    into.add(name);
    for (const needed of needs[name] || []) wanted(needed, into);
    return into;
  };
  const api = {
    needs(map) { needs = map; },
    define(name, factory) { factories.set(name, factory); },
    require(name) {
      const done = modules.get(name);
      if (done) return done.exports;
      const factory = factories.get(name);
      if (!factory) throw new Error("chunk not loaded: " + name);
      const module = { exports: {} };
      modules.set(name, module);
      factory(api.require, module.exports, module);
      return module.exports;
    },
    load(name) {
      const missing = [...wanted(name, new Set())].filter((n) => !factories.has(n));
      return Promise.all(missing.map(script)).then(() => api.require(name));
    },
  };
  self.__switchboardChunks = api;
})();
`;

const loaderFileName = `assets/chunk-loader-${createHash('sha256').update(loaderSource).digest('hex').slice(0, 8)}.js`;
