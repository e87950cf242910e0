import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mkdtemp, writeFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  isAppUrl,
  registerAppScheme,
  serveAppRequest,
} from '../../../src/main/electron/app-protocol';
import { createMainWindow } from '../../../src/main/electron/window';
import { contentSecurityPolicy } from '../../../src/main/core/csp';
import { setProcessLanguage } from '../../../src/shared/i18n';
import { BrowserWindow, dialog, protocol, resetElectronMock } from '../../mocks/electron';

describe('the app window', () => {
  beforeEach(() => resetElectronMock());

  it('sets every web preference of the security checklist explicitly', () => {
    createMainWindow('/opt/sb/out', '/opt/sb/icon.png');
    expect(BrowserWindow.instances[0]!.options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      disableBlinkFeatures: 'Auxclick',
    });
  });

  it('loads the app from app://, titled Switchboard, with the CommonJS preload', () => {
    createMainWindow('/opt/sb/out', '/opt/sb/icon.png');
    const window = BrowserWindow.instances[0]!;
    expect(window.loadURL).toHaveBeenCalledWith('app://switchboard/index.html');
    expect(window.options).toMatchObject({ title: 'Switchboard', icon: '/opt/sb/icon.png' });
    expect((window.options.webPreferences as { preload: string }).preload).toBe(
      join('/opt/sb/out', 'preload', 'index.js'),
    );
  });

  it('shows itself when its page is ready, unless it starts hidden', () => {
    createMainWindow('/opt/sb/out', '/opt/sb/icon.png');
    createMainWindow('/opt/sb/out', '/opt/sb/icon.png', { hidden: true });
    const [shown, hidden] = BrowserWindow.instances;
    for (const window of [shown!, hidden!]) {
      expect(window.options.show).toBe(false);
      window.emit('ready-to-show');
    }
    expect(shown!.show).toHaveBeenCalledOnce();
    expect(hidden!.show).not.toHaveBeenCalled();
  });
});

describe('closing the window with unsaved changes', () => {
  beforeEach(() => resetElectronMock());

  function unloadPrevented(choice: number) {
    dialog.showMessageBoxSync.mockReturnValueOnce(choice);
    createMainWindow('/opt/sb/out', '/opt/sb/icon.png');
    const event = { preventDefault: vi.fn() };
    BrowserWindow.instances[0]!.webContents.emit('will-prevent-unload', event);
    return event.preventDefault;
  }

  it('asks first; Stay keeps the window and its form', () => {
    expect(unloadPrevented(0)).not.toHaveBeenCalled();
    expect(dialog.showMessageBoxSync).toHaveBeenCalledWith(
      BrowserWindow.instances[0],
      expect.objectContaining({ message: 'You have changes that are not saved.', cancelId: 0 }),
    );
  });

  it('Discard changes lets the window close', () => {
    expect(unloadPrevented(1)).toHaveBeenCalled();
  });

  it('asks in the language the user chose', () => {
    setProcessLanguage('nl');
    try {
      unloadPrevented(0);
    } finally {
      setProcessLanguage('en');
    }
    expect(dialog.showMessageBoxSync).toHaveBeenCalledWith(
      BrowserWindow.instances[0],
      expect.objectContaining({
        title: 'Weggaan zonder op te slaan?',
        message: 'Je hebt wijzigingen die niet zijn opgeslagen.',
        buttons: ['Blijven', 'Wijzigingen weggooien'],
      }),
    );
  });
});

describe('the app:// protocol', () => {
  it('is registered as a standard, secure scheme', () => {
    registerAppScheme();
    expect(protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      expect.objectContaining({
        scheme: 'app',
        privileges: expect.objectContaining({
          standard: true,
          secure: true,
          codeCache: true,
        }) as unknown,
      }),
    ]);
  });

  it('recognizes only our own origin', () => {
    expect(isAppUrl('app://switchboard/index.html')).toBe(true);
    expect(isAppUrl('app://switchboard.evil/index.html')).toBe(false);
    expect(isAppUrl('https://switchboard/')).toBe(false);
    expect(isAppUrl('garbage')).toBe(false);
  });

  it('serves the renderer with the CSP header, and nothing outside it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sb-proto-'));
    try {
      await writeFile(join(dir, 'index.html'), '<!doctype html><title>x</title>');
      const ok = await serveAppRequest(dir, new Request('app://switchboard/index.html'));
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
      expect(ok.headers.get('content-type')).toMatch(/text\/html/);
      expect(await ok.text()).toContain('<title>x</title>');
      expect(
        (await serveAppRequest(dir, new Request('app://switchboard/../../etc/passwd'))).status,
      ).toBe(404);
      expect((await serveAppRequest(dir, new Request('app://elsewhere/index.html'))).status).toBe(
        404,
      );
      expect(
        (
          await serveAppRequest(
            dir,
            new Request('app://switchboard/index.html', { method: 'POST' }),
          )
        ).status,
      ).toBe(404);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('has a CSP without remote scripts, eval or inline code', () => {
    expect(contentSecurityPolicy).toContain("default-src 'none'");
    expect(contentSecurityPolicy).toContain("script-src 'self'");
    expect(contentSecurityPolicy).not.toMatch(/unsafe-eval|unsafe-inline|https?:|\*/);
    expect(contentSecurityPolicy).toContain("frame-ancestors 'none'");
  });
});
