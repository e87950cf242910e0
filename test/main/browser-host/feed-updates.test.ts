import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppImageUpdater } from 'electron-updater';
import { NodeHttpExecutor } from '../../../src/main/browser-host/node-http-executor';
import { appUpdaterEngine } from '../../../src/main/core/updates/app-updater-engine';
import { feedOnlyUpdates } from '../../../src/main/browser-host/feed-updates';
import { createEventBus } from '../../../src/main/common/event-bus';
import { silentLogger } from '../../../src/main/common/logger';
import { openPreferences } from '../../../src/main/core/preferences';
import { type UpdatePhase } from '../../../src/shared/contract';
import { updateServiceOver } from '../core/update-fakes';
import { feedFile, release, startLocalFeed, type LocalFeed } from './local-update-feed';

/** A port nothing listens on: one a server had, closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let dir: string;
let feed: LocalFeed;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sb-feed-'));
  feed = await startLocalFeed();
});
afterEach(async () => {
  await feed.close();
  await rm(dir, { recursive: true, force: true });
});

async function updaterOver(feedUrl: string) {
  const events = createEventBus((error) => {
    throw error;
  });
  const phases: UpdatePhase[] = [];
  events.subscribe((event, payload) => {
    if (event === 'updates.changed') phases.push((payload as { status: UpdatePhase }).status);
  });
  const preferences = await openPreferences(dir);
  const updates = await feedOnlyUpdates({
    feedUrl,
    version: '1.0.0',
    profileDir: dir,
    log: silentLogger,
  });
  return { service: updateServiceOver(updates, { events, preferences }), phases };
}

/**
 * The real electron-updater against a local generic feed (`local-update-feed.ts`): it checks,
 * compares versions, downloads and verifies; the core's service turns each outcome into a state
 * the UI words.
 */
describe('checking a release feed with electron-updater', () => {
  it('downloads a newer version, verifies it, and says it is ready', async () => {
    feed.offer('1.2.0');
    const { service, phases } = await updaterOver(feed.url);

    const state = await service.check();

    expect(state.status).toEqual({ phase: 'ready', version: '1.2.0' });
    expect(state.lastCheckedAt).toBe('2026-11-28T10:00:00.000Z');
    expect(phases[0]).toEqual({ phase: 'checking' });
    expect(phases[1]).toEqual({ phase: 'downloading', version: '1.2.0', percent: 0 });
    expect(phases.at(-1)).toEqual({ phase: 'ready', version: '1.2.0' });
    expect(feed.requested[0]).toMatch(/^latest(-linux|-mac)?[\w-]*\.yml$/);
    // The verified file is where electron-updater keeps a pending update, byte for byte.
    const pending = join(dir, 'updates', 'cache', 'pending');
    const [kept] = (await readdir(pending)).filter((name) => name.endsWith('.AppImage'));
    expect(await readFile(join(pending, kept!))).toEqual(release);
    // The browser host never installs: the restart is refused, as a state and not a crash.
    expect(service.restart()).toEqual({ outcome: 'unsupported' });
  });

  it('says this copy is current when the feed has the same version or an older one', async () => {
    feed.channels.latest = feedFile('1.0.0');
    const { service } = await updaterOver(feed.url);
    expect((await service.check()).status).toEqual({ phase: 'current' });

    feed.channels.latest = feedFile('0.9.0');
    expect((await service.check()).status).toEqual({ phase: 'current' });
    expect(feed.requested.some((path) => path.endsWith('.AppImage'))).toBe(false);
    expect(service.restart()).toEqual({ outcome: 'nothing-ready' });
  });

  it('refuses a file whose sha512 is not the one the feed names', async () => {
    feed.files['Switchboard-1.2.0.AppImage'] = Buffer.concat([release, Buffer.from('!')]);
    // The size would give the change away before the hash: the feed names the changed size.
    feed.channels.latest = feedFile('1.2.0', { size: release.length + 1 });
    const { service } = await updaterOver(feed.url);

    expect((await service.check()).status).toEqual({ phase: 'failed', failure: 'checksum' });
    expect(service.restart()).toEqual({ outcome: 'nothing-ready' });
  });

  it('calls a feed that is not a release description malformed', async () => {
    feed.channels.latest = 'version: [1.2.0\nfiles: {';
    const { service } = await updaterOver(feed.url);
    expect((await service.check()).status).toEqual({ phase: 'failed', failure: 'malformed' });

    // A captive portal's page parses as YAML text, with no version in it.
    feed.channels.latest = '<html><body>Sign in to the hotel Wi-Fi</body></html>';
    expect((await service.check()).status).toEqual({ phase: 'failed', failure: 'malformed' });
  });

  it('calls a feed without the channel file unreachable', async () => {
    const { service } = await updaterOver(feed.url);
    expect((await service.check()).status).toEqual({ phase: 'failed', failure: 'unreachable' });
  });

  it('calls a feed nobody answers at unreachable', { timeout: 20_000 }, async () => {
    const { service } = await updaterOver(`http://127.0.0.1:${await closedPort()}/switchboard/`);
    expect((await service.check()).status).toEqual({ phase: 'failed', failure: 'unreachable' });
  });

  it('follows the beta channel in its own file', async () => {
    feed.offer('1.0.0');
    feed.offer('1.3.0-beta.1', 'beta');
    const { service } = await updaterOver(feed.url);

    const state = await service.setChannel('beta');
    expect(state.channel).toBe('beta');
    expect((await service.check()).status).toEqual({ phase: 'ready', version: '1.3.0-beta.1' });
    expect(feed.requested.some((path) => /^beta[\w-]*\.yml$/.test(path))).toBe(true);
  });

  it("reads a company mirror instead of the build's feed, and the build's again without it", async () => {
    const mirror = await startLocalFeed();
    try {
      mirror.offer('1.2.0');
      feed.offer('1.0.0');
      const { service } = await updaterOver(feed.url);

      await service.setFeed(mirror.url);
      const state = await service.check();
      expect(state.customFeedUrl).toBe(mirror.url);
      expect(state.status).toEqual({ phase: 'ready', version: '1.2.0' });

      feed.requested.length = 0;
      await service.setFeed(null);
      const back = await service.check();
      expect(back.customFeedUrl).toBeUndefined();
      expect(feed.requested).not.toHaveLength(0);
    } finally {
      await mirror.close();
    }
  });
});

/**
 * The class the app's `autoUpdater` is on Linux, driven through the app's own engine
 * (`appUpdaterEngine`): only its requests go over Node's http instead of Electron's `net`.
 */
describe("the app's Linux updater (AppImageUpdater)", () => {
  afterEach(() => vi.unstubAllEnvs());

  it.runIf(process.platform === 'linux')(
    'checks the same feed, downloads the new AppImage and verifies it',
    async () => {
      feed.offer('1.2.0');
      const running = join(dir, 'Switchboard-1.0.0.AppImage');
      await writeFile(running, 'the running AppImage');
      vi.stubEnv('APPIMAGE', running);
      const configPath = join(dir, 'app-update.yml');
      await writeFile(
        configPath,
        JSON.stringify({ provider: 'generic', url: feed.url, updaterCacheDirName: 'cache' }),
      );
      const updater = new AppImageUpdater(null, {
        version: '1.0.0',
        name: 'Switchboard',
        isPackaged: true,
        appUpdateConfigPath: configPath,
        userDataPath: dir,
        baseCachePath: dir,
        whenReady: () => Promise.resolve(),
        relaunch: () => undefined,
        quit: () => undefined,
        onQuit: () => undefined,
      });
      Object.assign(updater, { httpExecutor: new NodeHttpExecutor() });
      const engine = appUpdaterEngine(updater, { log: silentLogger, installs: true });
      const events = createEventBus((error) => {
        throw error;
      });
      const service = updateServiceOver(
        { supported: true, engine },
        { events, preferences: await openPreferences(dir) },
      );

      expect((await service.check()).status).toEqual({ phase: 'ready', version: '1.2.0' });
      const pending = join(dir, 'cache', 'pending');
      const [kept] = (await readdir(pending)).filter((name) => name.endsWith('.AppImage'));
      expect(await readFile(join(pending, kept!))).toEqual(release);
      // Not restarted here: that would replace the file APPIMAGE names and start it.
    },
  );
});
