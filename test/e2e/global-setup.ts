import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildRenderer, rendererIsStale } from '../../src/main/browser-host/renderer-build';

/** Builds once before all tests (hosts start with --no-build) and checks the browser is there. */
export default function globalSetup(): void {
  const root = resolve(__dirname, '..', '..');
  if (!existsSync('/usr/bin/chromium')) {
    throw new Error('Chromium is missing: run `bash scripts/install-chromium.sh` first.');
  }
  if (rendererIsStale(root) || !existsSync(resolve(root, 'out', 'main', 'index.js'))) {
    buildRenderer(root);
  }
}
