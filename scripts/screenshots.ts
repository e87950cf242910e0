/**
 * `npm run screenshots`: takes the pictures of every screen again and puts them in
 * docs/screenshots/. It runs the end-to-end tests tagged @screenshots in the browser host (they
 * save their pictures under test-results/screenshots/, as they do in `npm test`) and copies
 * what they saved. docs/screenshots/ changes only when those tests pass.
 */
import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import {
  copyScreenshots,
  docsScreenshots,
  screenshotTag,
  takenScreenshots,
} from './lib/screenshots';

const root = resolve(__dirname, '..');

async function main(): Promise<number> {
  // Only this run's pictures are copied.
  await rm(takenScreenshots, { recursive: true, force: true });
  const run = spawnSync(
    join(root, 'node_modules', '.bin', 'playwright'),
    ['test', '--project', 'browser-host', '--grep', screenshotTag],
    { cwd: root, stdio: 'inherit' },
  );
  if (run.status !== 0) {
    console.error(
      `\nThe tests that take the pictures did not pass, so ${relative(root, docsScreenshots)}/ was left as it was.`,
    );
    return 1;
  }
  const { copied, notTaken } = await copyScreenshots(takenScreenshots, docsScreenshots);
  console.log(`\n${copied.length} pictures copied to ${relative(root, docsScreenshots)}/.`);
  if (notTaken.length > 0) {
    console.error(
      `No test takes these any more, so they may be out of date: ${notTaken.join(', ')}. Delete them, or tag the test that should take them ${screenshotTag}.`,
    );
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
