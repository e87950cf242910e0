import { beforeEach, describe, expect, it, vi } from 'vitest';
import { keepInTrayOnClose } from '../../../src/main/electron/close-to-tray';
import { app, BrowserWindow, resetElectronMock } from '../../mocks/electron';

beforeEach(resetElectronMock);

function closeEvent() {
  return { preventDefault: vi.fn() };
}

function setup(keep: boolean) {
  const window = new BrowserWindow({});
  let keepInTray = keep;
  keepInTrayOnClose(window as unknown as Electron.BrowserWindow, () => keepInTray);
  return { window, set: (on: boolean) => (keepInTray = on) };
}

describe('closing the window', () => {
  it('hides it into the tray while "keep running in the tray" is on', () => {
    const { window } = setup(true);
    const event = closeEvent();
    window.emit('close', event);
    expect(event.preventDefault).toHaveBeenCalledOnce();
    expect(window.hide).toHaveBeenCalledOnce();
  });

  it('closes it when the setting is off', () => {
    const { window, set } = setup(true);
    set(false);
    const event = closeEvent();
    window.emit('close', event);
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(window.hide).not.toHaveBeenCalled();
  });

  it("closes it when the app is quitting (the tray's Quit, a shutdown)", () => {
    const { window } = setup(true);
    app.emit('before-quit');
    const event = closeEvent();
    window.emit('close', event);
    expect(event.preventDefault).not.toHaveBeenCalled();
  });

  it('stops listening for the quit once the window is gone', () => {
    const { window } = setup(true);
    expect(app.listenerCount('before-quit')).toBe(1);
    window.emit('closed');
    expect(app.listenerCount('before-quit')).toBe(0);
  });
});
