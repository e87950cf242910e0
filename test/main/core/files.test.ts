import { mkdtemp, readFile, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openPreferences, userSpaceFor } from '../../../src/main/core/preferences';
import { writePrivateFile } from '../../../src/main/core/private-file';
import { readStaticFile, resolveStaticPath } from '../../../src/main/core/static-files';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sb-files-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('private files', () => {
  it('are written with mode 0600, atomically', async () => {
    const path = join(dir, 'nested', 'secret.bin');
    await writePrivateFile(path, 'one');
    await writePrivateFile(path, 'two');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(await readFile(path, 'utf8')).toBe('two');
  });
});

describe('preferences', () => {
  it('keep a stable device id across opens and never hold secrets', async () => {
    const first = await openPreferences(dir);
    await first.update({ lastServerUrl: 'https://pbx.example', lastUserName: 'ann' });
    const second = await openPreferences(dir);
    expect(second.get()).toEqual(first.get());
    expect(userSpaceFor(second.get().deviceId)).toMatch(/^switchboard-[0-9a-f]{16}$/);
  });

  it('replace a damaged file', async () => {
    await writeFile(join(dir, 'preferences.json'), '{not json');
    const prefs = await openPreferences(dir);
    expect(prefs.get().deviceId.length).toBeGreaterThan(8);
  });
});

describe('static files', () => {
  it('serve files under the root only', async () => {
    await mkdir(join(dir, 'assets'));
    await writeFile(join(dir, 'index.html'), '<!doctype html>');
    await writeFile(join(dir, 'assets', 'a.js'), 'x');
    expect((await readStaticFile(dir, '/'))?.contentType).toMatch(/text\/html/);
    expect((await readStaticFile(dir, '/assets/a.js'))?.contentType).toMatch(/javascript/);
    expect(resolveStaticPath(dir, '/../etc/passwd')).toBeNull();
    expect(resolveStaticPath(dir, '/%2e%2e/%2e%2e/etc/passwd')).toBeNull();
    expect(resolveStaticPath(dir, '/a%00.js')).toBeNull();
    expect(await readStaticFile(dir, '/missing.js')).toBeNull();
    expect(await readStaticFile(dir, '/secret.key')).toBeNull();
  });

  it('are kept for good when the build names them by content, never otherwise', async () => {
    await mkdir(join(dir, 'assets'), { recursive: true });
    await writeFile(join(dir, 'index.html'), '<!doctype html>');
    await writeFile(join(dir, 'assets', 'index-3f2a.js'), 'x');
    expect((await readStaticFile(dir, '/assets/index-3f2a.js'))?.cacheControl).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await readStaticFile(dir, '/'))?.cacheControl).toBe('no-store');
    expect((await readStaticFile(dir, '/index.html'))?.cacheControl).toBe('no-store');
  });
});
