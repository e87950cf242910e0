import type { AppUpdater, ProgressInfo } from 'electron-updater';
import { type Logger } from '../../common/logger';
import { type UpdateEngine, type UpdateFeed } from '../../platform/updates';

/**
 * An `UpdateEngine` over one of electron-updater's updaters (the type only is imported: the host
 * gives the instance, Electron's `autoUpdater` or the browser host's feed-only one). The core's
 * service decides when to check and download, so `autoDownload` is off; a verified download
 * left when the user quits is installed then (`autoInstallOnAppQuit`), as electron-updater's
 * documentation describes. `installs: false` (the browser host): a restart is refused.
 */
export function appUpdaterEngine(
  updater: AppUpdater,
  options: { log: Logger; installs: boolean },
): UpdateEngine {
  const { log } = options;
  updater.autoDownload = false;
  updater.autoInstallOnAppQuit = true;
  // Its lines pass our logger, which cuts every URL to its host.
  updater.logger = {
    info: (message?: unknown) => log.info(`updater: ${String(message)}`),
    warn: (message?: unknown) => log.warn(`updater: ${String(message)}`),
    error: (message?: unknown) => log.error(`updater: ${String(message)}`),
  };
  let mirrored = false;

  function follow({ channel, mirror }: UpdateFeed) {
    if (mirror !== undefined) {
      updater.setFeedURL({ provider: 'generic', url: mirror });
      mirrored = true;
    } else if (mirrored) {
      // Back to the build's app-update.yml: electron-updater reads it again when this is null.
      updater.updateConfigPath = null;
      mirrored = false;
    }
    // "latest" is the stable channel's file (latest.yml, latest-linux.yml, latest-mac.yml).
    updater.channel = channel === 'beta' ? 'beta' : 'latest';
    updater.allowPrerelease = channel === 'beta';
    // Setting a channel allows a downgrade; leaving beta waits for stable to pass it instead.
    updater.allowDowngrade = false;
  }

  return {
    async check(feed) {
      follow(feed);
      const result = await updater.checkForUpdates();
      // Null only when the updater is inactive, which the host rules out before making this.
      if (!result) throw new Error('the updater is not active in this copy');
      return result.isUpdateAvailable ? result.updateInfo.version : null;
    },
    async download(onProgress) {
      const progress = (info: ProgressInfo) => onProgress(info.percent);
      updater.on('download-progress', progress);
      try {
        await updater.downloadUpdate();
      } finally {
        updater.off('download-progress', progress);
      }
    },
    quitAndInstall() {
      if (!options.installs) return false;
      // Not silent (Windows shows its installer's progress), and the app starts again after.
      updater.quitAndInstall(false, true);
      return true;
    },
  };
}
