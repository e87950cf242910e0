import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AT_LOGIN_ARG } from '../../../src/main/electron/login-item';
import type * as ElectronMock from '../../mocks/electron';

type Electron = typeof ElectronMock;

/**
 * The real Electron entry, started as the login item starts it (told by its argument, on Linux
 * as on Windows). Each test loads the entry afresh, so Electron's mock is loaded afresh with it.
 */
describe('Electron entry started at sign-in', () => {
  let profile: string;
  let electron: Electron;
  const argv = process.argv;

  beforeEach(async () => {
    vi.resetModules();
    electron = await import('../../mocks/electron');
    electron.resetElectronMock();
    profile = await mkdtemp(join(tmpdir(), 'sb-at-login-'));
    electron.mockState.userData = profile;
    process.argv = [...argv, AT_LOGIN_ARG];
    // The server is out of reach: a remembered sign-in stays, offline.
    electron.net.fetch.mockRejectedValue(new TypeError('fetch failed'));
  });

  afterEach(async () => {
    process.argv = argv;
    // Quit as Electron does: the core ends its timers and the live connection first.
    electron.app.emit('will-quit', { preventDefault: () => {} });
    await vi.waitFor(() => expect(electron.app.quit).toHaveBeenCalled());
    await rm(profile, { recursive: true, force: true });
  });

  /** The entry, its window made and its page ready. */
  async function start() {
    const { BrowserWindow } = electron;
    await import('../../../src/main/electron/index');
    await vi.waitFor(() => expect(BrowserWindow.instances).toHaveLength(1), { timeout: 10_000 });
    const window = BrowserWindow.instances[0]!;
    window.emit('ready-to-show');
    return window;
  }

  /** A remembered sign-in, as the last run left it. */
  async function rememberAnn() {
    const { createSafeStorageStore } =
      await import('../../../src/main/electron/safe-storage-store');
    await createSafeStorageStore(profile).save({
      serverUrl: 'https://pbx.example.com',
      userName: 'ann',
      renewalToken: 'renewal',
      authentication: 'token',
      user: {
        userName: 'ann',
        displayName: 'Ann Example',
        role: 'user',
        serverUrl: 'https://pbx.example.com',
        serverLabel: 'pbx.example.com',
        demo: false,
        tenant: 'master',
      },
    });
  }

  it('with a remembered sign-in, waits in the tray; a second start shows it', async () => {
    await rememberAnn();
    const window = await start();
    // The restore asked the server, found it out of reach, and kept the user signed in.
    await vi.waitFor(() => expect(electron.net.fetch).toHaveBeenCalled(), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(electron.Tray.instances).toHaveLength(1);
    expect(window.show).not.toHaveBeenCalled();
    electron.app.emit('second-instance', {}, ['switchboard']);
    expect(window.show).toHaveBeenCalledOnce();
    expect(window.focus).toHaveBeenCalledOnce();
  });

  it('without one, shows the window: the user has to sign in', async () => {
    const window = await start();
    await vi.waitFor(() => expect(window.show).toHaveBeenCalledOnce(), { timeout: 10_000 });
  });

  it('started by a call link, shows the window even so and hands the link over once', async () => {
    await rememberAnn();
    process.argv = [...process.argv, 'tel:+31201234567'];
    const window = await start();
    await vi.waitFor(() => expect(window.show).toHaveBeenCalled(), { timeout: 10_000 });
    const { callChannel } = await import('../../../src/shared/contract');
    const take = electron.ipcMain.handlers.get(callChannel('phone.takeCallLink'))!;
    const ours = { sender: window.webContents, senderFrame: window.webContents.mainFrame };
    await expect(take(ours, undefined)).resolves.toEqual({
      ok: true,
      value: { number: '+31201234567' },
    });
  });
});
