import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBrowserPlatform } from '../../../src/main/browser-host/browser-platform';
import { feedOnlyUpdates } from '../../../src/main/browser-host/feed-updates';
import { createEventBus } from '../../../src/main/common/event-bus';
import { consoleLogger, silentLogger } from '../../../src/main/common/logger';
import { createAppCore, type AppCore } from '../../../src/main/core/app-core';
import { type Updates } from '../../../src/main/platform/updates';
import { startLocalFeed, type LocalFeed } from '../browser-host/local-update-feed';

/** The `updates.*` and `app.*` calls through the core's registry, as both hosts dispatch them. */
let dir: string;
let feed: LocalFeed;
let core: AppCore | undefined;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sb-update-calls-'));
  feed = await startLocalFeed();
});
afterEach(async () => {
  await core?.dispose();
  core = undefined;
  await feed.close();
  await rm(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

async function callerOver(updates?: Updates) {
  const events = createEventBus(() => undefined);
  core = await createAppCore({
    platform: createBrowserPlatform({ profileDir: dir, version: '1.0.0', events, updates }),
    log: silentLogger,
    events,
  });
  const registry = core.createRegistry(() => true);
  return async (name: string, args?: unknown) => {
    const result = await registry.dispatch(name, args, 'page');
    if (!result.ok) throw new Error(result.error.sentence);
    return result.value as Record<string, unknown>;
  };
}

describe('the update calls', () => {
  it('say the browser host does not update itself, and refuse a restart', async () => {
    const call = await callerOver();
    expect(await call('updates.get')).toEqual({
      supported: false,
      unsupportedReason: 'browser-host',
      currentVersion: '1.0.0',
      channel: 'stable',
      status: { phase: 'idle' },
    });
    expect(await call('updates.restart')).toEqual({ outcome: 'unsupported' });
  });

  it('check a feed given with --update-feed, and still refuse to install', async () => {
    feed.offer('1.2.0');
    const call = await callerOver(
      await feedOnlyUpdates({
        feedUrl: feed.url,
        version: '1.0.0',
        profileDir: dir,
        log: silentLogger,
      }),
    );
    expect(await call('updates.check')).toMatchObject({
      supported: true,
      status: { phase: 'ready', version: '1.2.0' },
    });
    expect(await call('updates.restart')).toEqual({ outcome: 'unsupported' });
    await expect(call('updates.setFeed', { url: 'http://mirror.example.com/' })).rejects.toThrow(
      /https address/,
    );
    expect(await call('updates.setChannel', { channel: 'beta' })).toMatchObject({
      channel: 'beta',
    });
  });

  it('answer the about panel and a support text without secrets', async () => {
    const call = await callerOver();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    consoleLogger.error('renewal failed: {"renewalToken":"R3N3W"} Authorization: xelion S3SSION');
    expect(await call('app.about')).toMatchObject({
      version: '1.0.0',
      node: process.versions.node,
    });
    const { text } = (await call('app.diagnostics')) as { text: string };
    expect(text).toContain('Updates: not self-updating (browser-host)');
    expect(text).toContain('renewal failed');
    expect(text).not.toMatch(/R3N3W|S3SSION/);
  });
});
