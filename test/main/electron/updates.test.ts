import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EventEmitter } from 'node:events';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { autoUpdater as mockedUpdater } from 'electron-updater';
import { silentLogger } from '../../../src/main/common/logger';
import { electronUpdates } from '../../../src/main/electron/updates';
import { app, resetElectronMock } from '../../mocks/electron';

/** electron-updater's `autoUpdater` as the engine sees it: the settings it sets, the calls it makes. */
vi.mock('electron-updater', async () => {
  const { EventEmitter } = await import('node:events');
  return {
    autoUpdater: Object.assign(new EventEmitter(), {
      autoDownload: true,
      autoInstallOnAppQuit: false,
      allowPrerelease: false,
      allowDowngrade: false,
      channel: null,
      logger: null,
      updateConfigPath: 'unset',
      setFeedURL: vi.fn(),
      checkForUpdates: vi.fn(),
      downloadUpdate: vi.fn(),
      quitAndInstall: vi.fn(),
    }),
  };
});
const autoUpdater = mockedUpdater as unknown as EventEmitter & {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  updateConfigPath: string | null;
  setFeedURL: Mock;
  checkForUpdates: Mock;
  downloadUpdate: Mock;
  quitAndInstall: Mock;
};

const realPlatform = process.platform;
const realResources = process.resourcesPath;
let dir: string;
beforeEach(async () => {
  resetElectronMock();
  dir = await mkdtemp(join(tmpdir(), 'sb-updates-'));
  Object.defineProperty(process, 'resourcesPath', { value: dir, configurable: true });
  Object.defineProperty(process, 'platform', { value: 'linux', configurable: true });
  vi.stubEnv('APPIMAGE', '/home/ann/Applications/Switchboard.AppImage');
  app.isPackaged = true;
});
afterEach(async () => {
  Object.defineProperty(process, 'platform', { value: realPlatform, configurable: true });
  Object.defineProperty(process, 'resourcesPath', { value: realResources, configurable: true });
  vi.unstubAllEnvs();
  app.isPackaged = false;
  await rm(dir, { recursive: true, force: true });
});

function engine() {
  const updates = electronUpdates(silentLogger);
  if (!updates.supported) throw new Error(`unsupported: ${updates.reason}`);
  return updates.engine;
}

describe("the app's updates", () => {
  it('are off in a development run', () => {
    app.isPackaged = false;
    expect(electronUpdates(silentLogger)).toEqual({ supported: false, reason: 'development' });
  });

  it("are the package manager's for a deb or rpm, as electron-updater tells them", async () => {
    for (const type of ['deb', 'rpm']) {
      await writeFile(join(dir, 'package-type'), `${type}\n`);
      expect(electronUpdates(silentLogger)).toEqual({
        supported: false,
        reason: 'package-manager',
      });
    }
  });

  it('are off on Linux outside an AppImage, which is all electron-updater replaces', () => {
    vi.stubEnv('APPIMAGE', undefined);
    expect(electronUpdates(silentLogger)).toEqual({ supported: false, reason: 'package-manager' });
  });

  it('are on for an AppImage, and on Windows and macOS whatever the environment', () => {
    expect(electronUpdates(silentLogger).supported).toBe(true);
    vi.stubEnv('APPIMAGE', undefined);
    Object.defineProperty(process, 'platform', { value: 'win32', configurable: true });
    expect(electronUpdates(silentLogger).supported).toBe(true);
  });

  it('leave downloading to the core, and install a ready download when the app quits', () => {
    engine();
    expect(autoUpdater.autoDownload).toBe(false);
    expect(autoUpdater.autoInstallOnAppQuit).toBe(true);
  });

  it("check the build's feed on the stable channel, with no pre-release and no downgrade", async () => {
    autoUpdater.checkForUpdates.mockResolvedValue({
      isUpdateAvailable: true,
      updateInfo: { version: '1.2.0' },
    });
    expect(await engine().check({ channel: 'stable', mirror: undefined })).toBe('1.2.0');
    expect(autoUpdater.setFeedURL).not.toHaveBeenCalled();
    expect(autoUpdater).toMatchObject({
      channel: 'latest',
      allowPrerelease: false,
      allowDowngrade: false,
    });
  });

  it('check a mirror as a generic feed on the beta channel, then the build feed again', async () => {
    autoUpdater.checkForUpdates.mockResolvedValue({
      isUpdateAvailable: false,
      updateInfo: { version: '1.0.0' },
    });
    const updates = engine();
    const mirror = 'https://updates.example.com/switchboard/';
    expect(await updates.check({ channel: 'beta', mirror })).toBeNull();
    expect(autoUpdater.setFeedURL).toHaveBeenCalledWith({ provider: 'generic', url: mirror });
    expect(autoUpdater).toMatchObject({ channel: 'beta', allowPrerelease: true });

    await updates.check({ channel: 'beta', mirror: undefined });
    // electron-updater reads app-update.yml again when its path is null.
    expect(autoUpdater.updateConfigPath).toBeNull();
  });

  it('report the download in percents, and quit to install only when asked', async () => {
    autoUpdater.downloadUpdate.mockImplementation(() => {
      autoUpdater.emit('download-progress', { percent: 37.5 });
      return Promise.resolve(['/tmp/update.AppImage']);
    });
    const updates = engine();
    const seen: number[] = [];
    await updates.download((percent) => seen.push(percent));
    expect(seen).toEqual([37.5]);
    expect(autoUpdater.listenerCount('download-progress')).toBe(0);
    expect(autoUpdater.quitAndInstall).not.toHaveBeenCalled();
    expect(updates.quitAndInstall()).toBe(true);
    expect(autoUpdater.quitAndInstall).toHaveBeenCalledWith(false, true);
  });
});
