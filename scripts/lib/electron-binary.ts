import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The electron package of this checkout. */
export const electronPackage = resolve(__dirname, '..', '..', 'node_modules', 'electron');

/** What `npm start` says when the desktop window cannot open: what happened, and what instead. */
export const NO_ELECTRON =
  "Electron's program could not be installed on this machine (its download failed), so the desktop window cannot open; run the same app in your browser instead: npm run web -- --demo";

/**
 * What `npm run package` says there: electron-builder downloads Electron's zip from the same
 * host, and would otherwise fail after the build with a network stack trace.
 */
export const NO_ELECTRON_TO_PACKAGE =
  'Electron could not be downloaded on this machine, so `npm run package` cannot build installers here; push a version tag and the release workflow builds them on GitHub (README.md, Releases).';

/** Why the program is wanted: what is said while it downloads, and when it cannot be had. */
export interface ElectronPurpose {
  downloading: string;
  unavailable: string;
}

/** `npm start`: the desktop window. */
export const forTheWindow: ElectronPurpose = {
  downloading: "Downloading Electron's program for the desktop window (once)…",
  unavailable: NO_ELECTRON,
};

/** `npm run package`: the installers. */
export const forTheInstallers: ElectronPurpose = {
  downloading: "Downloading Electron's program for the installers (once)…",
  unavailable: NO_ELECTRON_TO_PACKAGE,
};

/**
 * Where the electron package's program is, or why it is not there. The package downloads its
 * program the first time it is required (`require('electron')`), so this reads its path.txt
 * instead, as electron-vite does.
 */
export function electronBinary(dir = electronPackage): { path: string } | { missing: string } {
  const pathFile = join(dir, 'path.txt');
  if (!existsSync(pathFile)) {
    return { missing: `${pathFile} is absent: the Electron binary was never downloaded` };
  }
  const binary = join(dir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? { path: binary } : { missing: `${binary} does not exist` };
}

/**
 * Before `npm start` opens the window (or `npm run package` builds installers): the program is
 * downloaded with the package's own installer when it is missing (the package has no install
 * script, so `npm ci` never fetches it), and when that fails the user is told in one sentence
 * what instead (`purpose.unavailable`), rather than electron-vite's "Electron uninstall" or
 * electron-builder's stack trace. Returns the exit code.
 */
export function ensureElectron(
  out: { log(line: string): void; error(line: string): void },
  dir = electronPackage,
  purpose: ElectronPurpose = forTheWindow,
): number {
  // electron-vite runs the program this names instead of the package's.
  if (process.env.ELECTRON_EXEC_PATH || 'path' in electronBinary(dir)) return 0;
  out.log(purpose.downloading);
  const install = spawnSync(process.execPath, [join(dir, 'install.js')], {
    stdio: ['ignore', 'inherit', 'pipe'],
    encoding: 'utf8',
  });
  if (install.status === 0 && 'path' in electronBinary(dir)) return 0;
  out.error(purpose.unavailable);
  // The installer's reason in one line (its own report is a stack trace).
  const reason = (install.stderr ?? '').trim().split('\n')[0] || install.error?.message;
  if (reason) out.error(`(Electron's installer said: ${reason})`);
  return 1;
}
