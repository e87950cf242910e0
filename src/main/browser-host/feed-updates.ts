import { mkdir, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { newError } from 'builder-util-runtime';
import { BaseUpdater } from 'electron-updater';
import type { AppAdapter } from 'electron-updater/out/AppAdapter';
import type { DownloadUpdateOptions } from 'electron-updater/out/AppUpdater';
import { type Logger } from '../common/logger';
import { appUpdaterEngine } from '../core/updates/app-updater-engine';
import { type Updates } from '../platform/updates';
import { NodeHttpExecutor } from './node-http-executor';

/**
 * electron-updater's own updater with nothing installed: the same checking of a generic feed,
 * the same download and sha512 verification as the app's, of the first file the feed lists; the
 * install is refused. The browser host uses it with `--update-feed`, so end-to-end tests show
 * real checks, downloads and refusals; the unit tests drive it against a local feed.
 */
export class FeedOnlyUpdater extends BaseUpdater {
  constructor(app: AppAdapter) {
    super(null, app);
    // Given an app adapter, electron-updater leaves the executor to the caller, as its own tests
    // do; it is used from the first request, after this constructor.
    (this as unknown as { httpExecutor: NodeHttpExecutor }).httpExecutor = new NodeHttpExecutor();
  }

  protected doDownloadUpdate(options: DownloadUpdateOptions) {
    const { provider, info } = options.updateInfoAndProvider;
    const [fileInfo] = provider.resolveFiles(info);
    if (!fileInfo) {
      throw newError('the feed lists no file to download', 'ERR_UPDATER_NO_FILES_PROVIDED');
    }
    const executor = (this as unknown as { httpExecutor: NodeHttpExecutor }).httpExecutor;
    return this.executeDownload({
      fileExtension: extname(fileInfo.url.pathname).slice(1) || 'bin',
      fileInfo,
      downloadUpdateOptions: options,
      task: (destination, downloadOptions) =>
        executor.download(fileInfo.url, destination, downloadOptions),
    });
  }

  protected doInstall(): boolean {
    return false;
  }
}

/**
 * The browser host's updates with a feed (`--update-feed`): the feed stands for the build's
 * publish configuration, written as electron-builder writes `app-update.yml`, and the downloads
 * go to the profile's `updates/` folder.
 */
export async function feedOnlyUpdates(options: {
  feedUrl: string;
  version: string;
  profileDir: string;
  log: Logger;
}): Promise<Updates> {
  const dir = join(options.profileDir, 'updates');
  await mkdir(dir, { recursive: true });
  const configPath = join(dir, 'app-update.yml');
  // JSON is YAML: electron-updater reads it with js-yaml.
  await writeFile(
    configPath,
    JSON.stringify({ provider: 'generic', url: options.feedUrl, updaterCacheDirName: 'cache' }),
  );
  const updater = new FeedOnlyUpdater({
    version: options.version,
    name: 'Switchboard',
    isPackaged: true,
    appUpdateConfigPath: configPath,
    userDataPath: options.profileDir,
    baseCachePath: dir,
    whenReady: () => Promise.resolve(),
    relaunch: () => undefined,
    quit: () => undefined,
    onQuit: () => undefined,
  });
  return {
    supported: true,
    engine: appUpdaterEngine(updater, { log: options.log, installs: false }),
  };
}
