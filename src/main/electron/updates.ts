import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { app } from 'electron';
import { autoUpdater } from 'electron-updater';
import { type Logger } from '../common/logger';
import { appUpdaterEngine } from '../core/updates/app-updater-engine';
import { type Updates } from '../platform/updates';

/**
 * How electron-updater itself tells a Linux package from an AppImage (its `autoUpdater`): the
 * `package-type` file electron-builder puts in a deb's, rpm's or pacman's resources. Those are
 * the system's package manager's to update.
 */
function systemPackage(resourcesPath: string): boolean {
  const file = join(resourcesPath, 'package-type');
  if (!existsSync(file)) return false;
  return ['deb', 'rpm', 'pacman'].includes(readFileSync(file, 'utf8').trim());
}

/**
 * The app's updates: electron-updater's `autoUpdater` (NSIS on Windows, Squirrel.Mac on macOS,
 * the AppImage on Linux) with the build's publish configuration (`app-update.yml`). None in a
 * development run (`npm start` is not installed), and none on Linux outside an AppImage:
 * electron-updater updates only the file `APPIMAGE` names, and a deb or rpm is the package
 * manager's.
 */
export function electronUpdates(log: Logger): Updates {
  if (!app.isPackaged) return { supported: false, reason: 'development' };
  if (
    process.platform === 'linux' &&
    (process.env.APPIMAGE === undefined || systemPackage(process.resourcesPath))
  ) {
    return { supported: false, reason: 'package-manager' };
  }
  return { supported: true, engine: appUpdaterEngine(autoUpdater, { log, installs: true }) };
}
