import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { callChannel, callNames, eventChannel } from '../../../src/shared/contract';
import {
  app,
  BrowserWindow,
  ipcMain,
  mockState,
  protocol,
  resetElectronMock,
  session,
  Tray,
} from '../../mocks/electron';

/** Loads the real Electron entry against the mock and checks the order of the security setup. */
describe('Electron entry', () => {
  let profile: string;

  beforeAll(async () => {
    resetElectronMock();
    profile = await mkdtemp(join(tmpdir(), 'sb-entry-'));
    mockState.userData = profile;
    await import('../../../src/main/electron/index');
    await vi.waitFor(() => expect(BrowserWindow.instances).toHaveLength(1), { timeout: 10_000 });
  });

  afterAll(async () => {
    await rm(profile, { recursive: true, force: true });
  });

  it('enables the sandbox and registers app:// before the app is ready', () => {
    const sandbox = app.enableSandbox.mock.invocationCallOrder[0]!;
    const scheme = protocol.registerSchemesAsPrivileged.mock.invocationCallOrder[0]!;
    const ready = app.whenReady.mock.invocationCallOrder[0]!;
    expect(sandbox).toBeLessThan(ready);
    expect(scheme).toBeLessThan(ready);
    expect(protocol.handle).toHaveBeenCalledWith('app', expect.any(Function));
  });

  it('denies permissions on the default session and guards every web contents', () => {
    expect(session.defaultSession.setPermissionRequestHandler).toHaveBeenCalledOnce();
    expect(session.defaultSession.setPermissionCheckHandler).toHaveBeenCalledOnce();
    expect(BrowserWindow.instances[0]!.webContents.setWindowOpenHandler).toHaveBeenCalledOnce();
  });

  it('opens one sandboxed, isolated window on app://', () => {
    const window = BrowserWindow.instances[0]!;
    expect(window.options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      webSecurity: true,
    });
    expect(window.loadURL).toHaveBeenCalledWith('app://switchboard/index.html');
  });

  it('answers every contract call over IPC, and only to our window', async () => {
    expect([...ipcMain.handlers.keys()].sort()).toEqual(callNames.map(callChannel).sort());
    const window = BrowserWindow.instances[0]!;
    const handler = ipcMain.handlers.get(callChannel('app.info'))!;
    const ours = { sender: window.webContents, senderFrame: window.webContents.mainFrame };
    // No demo entry beside this entry (as in the installed app): no demo is offered.
    await expect(handler(ours, undefined)).resolves.toMatchObject({
      ok: true,
      value: { host: 'electron', demo: false },
    });
    const stranger = { sender: {}, senderFrame: window.webContents.mainFrame };
    await expect(handler(stranger, undefined)).resolves.toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
  });

  it('shows the unread count the window sends on the badge and in the tray', async () => {
    const window = BrowserWindow.instances[0]!;
    const ours = { sender: window.webContents, senderFrame: window.webContents.mainFrame };
    const setUnread = ipcMain.handlers.get(callChannel('desktop.setUnread'))!;
    await expect(setUnread(ours, { count: 5 })).resolves.toEqual({ ok: true });
    if (process.platform !== 'win32') expect(app.setBadgeCount).toHaveBeenLastCalledWith(5);
    if (process.platform !== 'darwin') {
      expect(Tray.instances[0]!.setToolTip).toHaveBeenLastCalledWith(
        'Switchboard – 5 unread messages',
      );
    }
    await expect(setUnread(ours, { count: -1 })).resolves.toMatchObject({
      ok: false,
      error: { kind: 'invalid-request' },
    });
  });

  it('keeps one instance: started again, it shows its window, even from the tray', () => {
    const window = BrowserWindow.instances[0]!;
    window.isMinimized.mockReturnValueOnce(true);
    app.emit('second-instance', {}, ['switchboard']);
    expect(window.restore).toHaveBeenCalledOnce();
    expect(window.show).toHaveBeenCalled();
    expect(window.focus).toHaveBeenCalledOnce();
    expect(BrowserWindow.instances).toHaveLength(1);
  });

  it('hands a call link another program opened to the window, in front, once', async () => {
    const window = BrowserWindow.instances[0]!;
    const ours = { sender: window.webContents, senderFrame: window.webContents.mainFrame };
    const take = ipcMain.handlers.get(callChannel('phone.takeCallLink'))!;
    window.focus.mockClear();

    // Windows and Linux: a second start with the link as its argument.
    app.emit('second-instance', {}, ['switchboard', '--', 'tel:+31-20-123-4567']);
    expect(window.focus).toHaveBeenCalledOnce();
    expect(window.webContents.send).toHaveBeenCalledWith(eventChannel('phone.callLinkOpened'), {});
    await expect(take(ours, undefined)).resolves.toEqual({
      ok: true,
      value: { number: '+31201234567' },
    });
    await expect(take(ours, undefined)).resolves.toEqual({ ok: true, value: null });

    // macOS: the running app is told.
    const preventDefault = vi.fn();
    app.emit('open-url', { preventDefault }, 'callto:0201234567');
    expect(preventDefault).toHaveBeenCalledOnce();
    await expect(take(ours, undefined)).resolves.toEqual({
      ok: true,
      value: { number: '0201234567' },
    });

    // A link without a number changes nothing.
    app.emit('open-url', { preventDefault }, 'sip:ann@example.com');
    await expect(take(ours, undefined)).resolves.toEqual({ ok: true, value: null });
  });
});
