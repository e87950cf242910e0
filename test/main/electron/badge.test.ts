import { beforeEach, describe, expect, it } from 'vitest';
import { createBadge } from '../../../src/main/electron/badge';
import { app, BrowserWindow, nativeImage, resetElectronMock } from '../../mocks/electron';

beforeEach(resetElectronMock);

describe('the unread badge', () => {
  it('puts the count on the dock (macOS) and the launcher (Linux), and clears it at 0', () => {
    for (const platform of ['darwin', 'linux'] as const) {
      const badge = createBadge({ platform, window: () => undefined, overlayIconPath: '/b.png' });
      badge.show(7);
      expect(app.setBadgeCount).toHaveBeenLastCalledWith(7);
      badge.show(0);
      expect(app.setBadgeCount).toHaveBeenLastCalledWith(0);
    }
  });

  it('on Windows overlays a dot on the taskbar button that says the count, and removes it at 0', () => {
    const window = new BrowserWindow({});
    const badge = createBadge({
      platform: 'win32',
      window: () => window as unknown as Electron.BrowserWindow,
      overlayIconPath: '/res/badge.png',
    });
    expect(nativeImage.createFromPath).toHaveBeenCalledWith('/res/badge.png');
    badge.show(3);
    expect(window.setOverlayIcon).toHaveBeenLastCalledWith(expect.anything(), '3 unread messages');
    badge.show(0);
    expect(window.setOverlayIcon).toHaveBeenLastCalledWith(null, '');
    expect(app.setBadgeCount).not.toHaveBeenCalled();
  });

  it('on Windows waits for a window', () => {
    const badge = createBadge({
      platform: 'win32',
      window: () => undefined,
      overlayIconPath: '/b.png',
    });
    expect(() => badge.show(2)).not.toThrow();
  });
});
