import { BrowserWindow } from 'electron';
import { join } from 'node:path';
import { appEntryUrl } from './app-protocol';
import { askBeforeDiscarding } from './unsaved-changes';

/**
 * The one app window: sandboxed, isolated, no Node, loading app://switchboard/. Shown once its
 * page is ready, unless `hidden` (started at sign-in: the tray or the dock shows it on request).
 */
export function createMainWindow(
  outDir: string,
  iconPath: string,
  { hidden = false }: { hidden?: boolean } = {},
): BrowserWindow {
  const window = new BrowserWindow({
    title: 'Switchboard',
    width: 1200,
    height: 780,
    minWidth: 720,
    minHeight: 520,
    show: false,
    icon: iconPath,
    backgroundColor: '#f6f7f9',
    // Every checklist item stated here, literally, so that reviewers and Electronegativity see it.
    webPreferences: {
      preload: join(outDir, 'preload', 'index.js'),
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: true,
      // Middle-click must not open windows (the window-open handler denies them anyway).
      disableBlinkFeatures: 'Auxclick',
    },
  });
  if (!hidden) window.once('ready-to-show', () => window.show());
  askBeforeDiscarding(window);
  void window.loadURL(appEntryUrl);
  return window;
}
