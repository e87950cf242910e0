import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { classicChunks } from './scripts/vite/classic-chunks';
import { compiledMessages } from './scripts/vite/compiled-messages';
import { preactForReact } from './scripts/vite/preact-for-react';

/**
 * Three builds: main (Electron entry; dependencies stay in node_modules), the preload (one
 * self-contained CommonJS file, because a sandboxed preload can require only `electron`), and
 * the renderer (served from app:// in Electron and by the browser host). Main has a second
 * entry, `demo.js`: the built-in demo's server (the simulator), which the Electron entry loads
 * by path when a demo starts (`src/main/electron/demo-entry.ts`) and which electron-builder.json
 * leaves out of the package.
 */
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      // The demo entry's web framework stays in node_modules too, though a development
      // dependency: the installed app has neither.
      externalizeDeps: { include: ['fastify', '@fastify/websocket'] },
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src/main/electron/index.ts'),
          demo: resolve(__dirname, 'src/main/demo/built-in-demo.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].js' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    // Messages compiled to ASTs: the page needs no ICU parser (scripts/vite/compiled-messages.ts).
    plugins: [compiledMessages(), react(), classicChunks()],
    resolve: { alias: preactForReact },
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      // ES2021: class static blocks (intl-messageformat has them) are written out as plain
      // statements, which the security scan (electronegativity) can read; Chromium runs both.
      target: 'es2021',
      // The first screen's chunks, and a chunk for each section it does not need and for Dutch,
      // loaded when needed or while idle (src/renderer/README.md; `npm run test:size` holds the
      // budgets). Written as CommonJS and made classic scripts by `classicChunks`, whose compiled
      // code Chromium keeps between starts. Strict, as modules are.
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/renderer/index.html') },
        output: {
          format: 'cjs',
          strict: true,
          // Fewer, larger chunks: each costs its own wrapper and gzip stream. The renderer's
          // shared pieces (components, data, state, shell) that three or more chunks use are one
          // chunk (measured: 69 chunks, 346.1 kB in all and 218.1 kB for the first screen on
          // Conversations, before; 52, 339.1 and 214.2 after), and the areas' messages one chunk
          // per language, loaded with the first section that needs one (the others are loaded
          // while idle anyway): 59 chunks and 355.0 kB in all before, 37 and 348.2 after.
          codeSplitting: {
            groups: [
              {
                name: 'common',
                test: /[\\/]src[\\/]renderer[\\/](components|data|state|shell)[\\/]/,
                minShareCount: 3,
              },
              {
                debugName: 'messages',
                name: (id: string) =>
                  /[\\/]messages[\\/][^\\/]+[\\/](en|nl)\.ts$/.exec(id)?.[1] ?? null,
              },
            ],
          },
        },
        // The interface's and the contract's modules only define schemas and constants, so one
        // whose exports the page does not use is left out though a barrel (index.ts) names it:
        // the first screen carries neither the admin calls (`ipc-contract.ts`, `admin-calls.ts`)
        // nor the interface's admin schemas (tenant, phone, schedule, …).
        treeshake: {
          moduleSideEffects: (id) =>
            /[\\/]src[\\/]shared[\\/](interface|contract)[\\/]/.test(id) ? false : undefined,
        },
        // Vite's wrapper of a dynamic import passes `import.meta.url` for preloading, which a
        // CommonJS chunk has not (it becomes {}); the chunk loader does the loading instead, and
        // the app itself uses no import.meta (lint: no-restricted-syntax in src/renderer).
        onLog(level, log, handler) {
          if (log.code !== 'EMPTY_IMPORT_META') handler(level, log);
        },
      },
      // No inline data: scripts or styles: the CSP allows only files from 'self'.
      assetsInlineLimit: 0,
      // The chunk loader loads what a chunk needs (`classicChunks`): no modulepreload links.
      modulePreload: false,
      // Every style in one file, loaded by index.html: a section's chunk injects none (the CSP
      // refuses inline styles) and the cascade is the same whatever was opened first.
      cssCodeSplit: false,
      minify: true,
    },
  },
});
