import { mkdtemp, mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyScreenshots } from '../../scripts/lib/screenshots';

async function dirs() {
  const base = await mkdtemp(join(tmpdir(), 'sb-shots-'));
  const taken = join(base, 'test-results', 'screenshots');
  const docs = join(base, 'docs', 'screenshots');
  await mkdir(taken, { recursive: true });
  await mkdir(docs, { recursive: true });
  return { taken, docs };
}

describe('npm run screenshots', () => {
  it('copies the pictures a run took over the docs ones, and names those no test took', async () => {
    const { taken, docs } = await dirs();
    await writeFile(join(taken, 'sign-in-light.png'), 'new sign-in');
    await writeFile(join(taken, 'history-dark.png'), 'new history');
    await writeFile(join(taken, 'notes.txt'), 'not a picture');
    await writeFile(join(docs, 'sign-in-light.png'), 'old sign-in');
    await writeFile(join(docs, 'retired-light.png'), 'old retired');

    const result = await copyScreenshots(taken, docs);

    expect(result).toEqual({
      copied: ['history-dark.png', 'sign-in-light.png'],
      notTaken: ['retired-light.png'],
    });
    expect(await readFile(join(docs, 'sign-in-light.png'), 'utf8')).toBe('new sign-in');
    expect(await readFile(join(docs, 'history-dark.png'), 'utf8')).toBe('new history');
    // What no test took is named, not deleted: removing a picture is the author's decision.
    expect(await readFile(join(docs, 'retired-light.png'), 'utf8')).toBe('old retired');
    expect(await readdir(docs)).not.toContain('notes.txt');
  });

  it('refuses a run that took no pictures, and leaves the docs ones alone', async () => {
    const { taken, docs } = await dirs();
    await writeFile(join(docs, 'sign-in-light.png'), 'old sign-in');
    await expect(copyScreenshots(taken, docs)).rejects.toThrow(/No pictures were taken/);
    await expect(copyScreenshots(join(taken, 'missing'), docs)).rejects.toThrow(
      /No pictures were taken/,
    );
    expect(await readFile(join(docs, 'sign-in-light.png'), 'utf8')).toBe('old sign-in');
  });
});
