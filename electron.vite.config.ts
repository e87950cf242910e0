import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

/**
 * Three builds: main (Electron entry; dependencies stay in node_modules), the preload (one
 * self-contained CommonJS file, because a sandboxed preload can require only `electron`), and
 * the renderer (served from app:// in Electron and by the browser host).
 */
export default defineConfig({
  main: {
    build: {
      outDir: 'out/main',
      rollupOptions: { input: { index: resolve(__dirname, 'src/main/electron/index.ts') } },
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
    plugins: [react()],
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      // ES2021: class static blocks (intl-messageformat has them) are written out as plain
      // statements, which the security scan (electronegativity) can read; Chromium runs both.
      target: 'es2021',
      // ES modules: the first screen's script and its static imports (modulepreload links in
      // index.html), and a chunk for each section it does not need and for Dutch, loaded by
      // import() when needed or while idle (src/renderer/README.md; `npm run test:size` holds
      // the budgets). Module scripts are deferred by nature, so the page is parsed first.
      rollupOptions: { input: { index: resolve(__dirname, 'src/renderer/index.html') } },
      // No inline data: scripts or styles: the CSP allows only files from 'self'.
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
      // Every style in one file, loaded by index.html: a section's chunk injects none (the CSP
      // refuses inline styles) and the cascade is the same whatever was opened first.
      cssCodeSplit: false,
      minify: true,
    },
  },
});
