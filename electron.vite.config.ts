import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import { type Plugin } from 'vite';

/**
 * The renderer's bundle as a classic deferred script rather than a module. Chromium keeps V8's
 * compiled code for a classic script it has run before and uses it at the next start, but
 * compiled our module script again at every start (Chromium 156: a page loading the bundle
 * alone had run it by 186–193 ms from the third start on, against 251–402 ms as a module; the
 * app's first rows after a cold start, median of 8, 587 ms against 627). The bundle is one IIFE
 * chunk, so it needs nothing a module has; `defer` keeps a module's timing (after parsing).
 */
function classicScript(): Plugin {
  const moduleTag = '<script type="module" crossorigin src=';
  return {
    name: 'switchboard-classic-script',
    // The dev server serves modules (main.tsx) by design.
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        if (!html.includes(moduleTag))
          throw new Error('classicScript: no module script tag in index.html');
        return html.replace(moduleTag, '<script defer src=');
      },
    },
  };
}

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
    plugins: [react(), classicScript()],
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      // ES2021: class static blocks (intl-messageformat has them) are written out as plain
      // statements, which the security scan (electronegativity) can read; Chromium runs both.
      target: 'es2021',
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/renderer/index.html') },
        // One classic script (see `classicScript`); its styles in a file of their own, because
        // an IIFE would otherwise inject them inline, which the CSP refuses. Strict, as a module is.
        output: { format: 'iife', strict: true },
      },
      // No inline data: scripts or styles: the CSP allows only files from 'self'.
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
      cssCodeSplit: false,
      minify: true,
    },
  },
});
