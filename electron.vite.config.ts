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
      rollupOptions: { input: { index: resolve(__dirname, 'src/renderer/index.html') } },
      // No inline data: scripts or styles: the CSP allows only files from 'self'.
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
      minify: true,
    },
  },
});
