import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureElectron, forTheInstallers } from '../../scripts/lib/electron-binary';

const SENTENCE =
  "Electron's program could not be installed on this machine (its download failed), so the desktop window cannot open; run the same app in your browser instead: npm run web -- --demo";

/** An electron package whose installer runs `installer` (a script body), leaving a mark. */
async function electronPackage(installer: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'sb-electron-pkg-'));
  await writeFile(
    join(dir, 'install.js'),
    `const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
writeFileSync(join(__dirname, 'installer-ran'), '');
${installer}`,
  );
  return dir;
}

/** The installer body of a download that worked: the program and path.txt, as Electron's. */
const downloads = `mkdirSync(join(__dirname, 'dist'));
writeFileSync(join(__dirname, 'dist', 'electron'), '');
writeFileSync(join(__dirname, 'path.txt'), 'electron');`;

function terminal() {
  return { log: vi.fn<(line: string) => void>(), error: vi.fn<(line: string) => void>() };
}

describe('npm start without the Electron program', () => {
  beforeEach(() => vi.stubEnv('ELECTRON_EXEC_PATH', ''));
  afterEach(() => vi.unstubAllEnvs());

  it('goes on to open the window when the program is there, downloading nothing', async () => {
    const dir = await electronPackage('process.exit(1);');
    await mkdir(join(dir, 'dist'));
    await writeFile(join(dir, 'dist', 'electron'), '');
    await writeFile(join(dir, 'path.txt'), 'electron');
    const out = terminal();
    expect(ensureElectron(out, dir)).toBe(0);
    expect(existsSync(join(dir, 'installer-ran'))).toBe(false);
    expect(out.log).not.toHaveBeenCalled();
    expect(out.error).not.toHaveBeenCalled();
  });

  it('downloads the program with its installer, then goes on', async () => {
    const dir = await electronPackage(downloads);
    const out = terminal();
    expect(ensureElectron(out, dir)).toBe(0);
    expect(out.log).toHaveBeenCalledWith(
      "Downloading Electron's program for the desktop window (once)…",
    );
    expect(out.error).not.toHaveBeenCalled();
  });

  it('says in one sentence what happened and how to use the browser, when the download fails', async () => {
    const dir = await electronPackage(
      `console.error('TypeError: fetch failed\\n    at FetchDownloader.download');
process.exit(1);`,
    );
    const out = terminal();
    expect(ensureElectron(out, dir)).toBe(1);
    expect(out.error.mock.calls).toEqual([
      [SENTENCE],
      ["(Electron's installer said: TypeError: fetch failed)"],
    ]);
  });

  it('says the same when the installer ends well but left no program', async () => {
    const dir = await electronPackage(`writeFileSync(join(__dirname, 'path.txt'), 'electron');`);
    const out = terminal();
    expect(ensureElectron(out, dir)).toBe(1);
    expect(out.error.mock.calls).toEqual([[SENTENCE]]);
  });
});

describe('npm run package without the Electron program', () => {
  beforeEach(() => vi.stubEnv('ELECTRON_EXEC_PATH', ''));
  afterEach(() => vi.unstubAllEnvs());

  it('stops before the build, saying in one sentence why and where installers are built', async () => {
    const dir = await electronPackage(`console.error('TypeError: fetch failed');
process.exit(1);`);
    const out = terminal();
    expect(ensureElectron(out, dir, forTheInstallers)).toBe(1);
    expect(out.log.mock.calls).toEqual([
      ["Downloading Electron's program for the installers (once)…"],
    ]);
    expect(out.error.mock.calls).toEqual([
      [
        'Electron could not be downloaded on this machine, so `npm run package` cannot build installers here; push a version tag and the release workflow builds them on GitHub (README.md, Releases).',
      ],
      ["(Electron's installer said: TypeError: fetch failed)"],
    ]);
  });
});
