import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildRenderer, rendererIsStale } from '../../src/main/browser-host/renderer-build';
import { chromiumPath } from './chromium';

/** Builds once before all tests (hosts start with --no-build) and checks the browser is there. */
export default function globalSetup(): void {
  const root = resolve(__dirname, '..', '..');
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium is missing at ${chromiumPath}: run \`bash scripts/install-chromium.sh\` first, or name another in SWITCHBOARD_CHROMIUM.`,
    );
  }
  if (rendererIsStale(root) || !existsSync(resolve(root, 'out', 'main', 'index.js'))) {
    buildRenderer(root);
  }
}
