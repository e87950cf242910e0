import { copyFile, readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..', '..');

/**
 * Where the end-to-end tests save their pictures of the screens: under test-results, which git
 * ignores, so a test run leaves the tree as it was. `npm run screenshots` copies them to
 * `docsScreenshots`.
 */
export const takenScreenshots = join(root, 'test-results', 'screenshots');
export const docsScreenshots = join(root, 'docs', 'screenshots');
/** In the title of every test that takes pictures: `npm run screenshots` runs those. */
export const screenshotTag = '@screenshots';

/**
 * Copies every picture in `from` to `to`. `notTaken` lists the pictures in `to` that `from`
 * has no new one for: left alone, and named so that an outdated picture is not kept unnoticed.
 */
export async function copyScreenshots(
  from: string,
  to: string,
): Promise<{ copied: string[]; notTaken: string[] }> {
  const pictures = async (dir: string) =>
    (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('.png')).sort();
  const copied = await pictures(from);
  if (copied.length === 0) throw new Error(`No pictures were taken: ${from} has none.`);
  for (const name of copied) await copyFile(join(from, name), join(to, name));
  const notTaken = (await pictures(to)).filter((name) => !copied.includes(name));
  return { copied, notTaken };
}
