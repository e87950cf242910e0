import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoEntryFile, demoServerBeside } from '../../../src/main/electron/demo-entry';

/** The demo entry as electron-vite builds it: CommonJS, beside the main entry. */
const builtEntry = `exports.startBuiltInDemo = async () => ({
  baseUrl: 'http://127.0.0.1:4555/api/v1/master',
  account: { userName: 'admin', password: 'demo' },
  close: async () => {},
});
`;

describe('the demo entry beside the Electron entry', () => {
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sb-demo-entry-'));
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('offers no demo where the build has no demo entry (the installed app)', () => {
    expect(demoServerBeside(dir)).toBeUndefined();
  });

  it('checks for the file only: nothing is loaded until a demo starts', () => {
    const asked: string[] = [];
    const start = demoServerBeside('/app/out/main', (path) => {
      asked.push(path);
      return true;
    });
    expect(start).toBeTypeOf('function');
    expect(asked).toEqual([join('/app/out/main', demoEntryFile)]);
  });

  it('starts the demo server the entry exports', async () => {
    const built = await mkdtemp(join(dir, 'built-'));
    await writeFile(join(built, demoEntryFile), builtEntry);
    await expect(demoServerBeside(built)?.()).resolves.toMatchObject({
      baseUrl: 'http://127.0.0.1:4555/api/v1/master',
      account: { userName: 'admin' },
    });
  });

  it('says so when the file beside the entry is not a demo entry', async () => {
    const other = await mkdtemp(join(dir, 'other-'));
    await writeFile(join(other, demoEntryFile), 'exports.somethingElse = 1;\n');
    await expect(demoServerBeside(other)?.()).rejects.toThrow('demo.js has no startBuiltInDemo');
  });
});
