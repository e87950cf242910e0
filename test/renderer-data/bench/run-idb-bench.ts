/**
 * `npx tsx test/renderer-data/bench/run-idb-bench.ts [path-to-chromium]`: bundles the bench
 * entry and runs it in headless Chromium on a real origin (IndexedDB needs one). Prints JSON.
 * Not part of the unit tests: it takes a while and needs a Chromium.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

async function main(): Promise<void> {
  const entry = fileURLToPath(new URL('./idb-bench.entry.ts', import.meta.url));
  const bundle = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    write: false,
    target: 'es2022',
  });
  const script = bundle.outputFiles[0]?.text ?? '';
  const browser = await chromium.launch({ executablePath: process.argv[2] ?? '/usr/bin/chromium' });
  try {
    const page = await browser.newPage();
    await page.route('http://bench.local/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }),
    );
    await page.goto('http://bench.local/');
    await page.addScriptTag({ content: script });
    const result = await page.evaluate(() => (globalThis as { bench?: Promise<unknown> }).bench);
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await browser.close();
  }
}

void main();
