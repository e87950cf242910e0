import { app, type BrowserWindow } from 'electron';

/**
 * Closing the window while "Keep running in the tray" is on hides it instead: the app goes on
 * in the tray, as Teams and Slack do on Windows and Linux. Quitting (the tray's Quit, the
 * system's shutdown) still closes it: once the app is quitting, nothing is kept.
 */
export function keepInTrayOnClose(window: BrowserWindow, keepInTray: () => boolean): void {
  let quitting = false;
  const onQuit = () => {
    quitting = true;
  };
  app.on('before-quit', onQuit);
  window.on('close', (event: Electron.Event) => {
    if (quitting || !keepInTray()) return;
    event.preventDefault();
    window.hide();
  });
  window.once('closed', () => app.removeListener('before-quit', onQuit));
}
