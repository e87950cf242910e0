import { app, session, type BrowserWindow, type WebContents } from 'electron';
import { join } from 'node:path';
import { createAppCore, type AppCore } from '../core/app-core';
import { startBuiltInDemo } from '../core/built-in-demo';
import { consoleLogger } from '../core/logger';
import { handleAppProtocol, registerAppScheme } from './app-protocol';
import { createElectronPlatform } from './electron-platform';
import { denyAllPermissions, installGlobalGuards } from './guards';
import { registerIpc } from './ipc';
import { createMainWindow } from './window';

/**
 * The Electron entry: security baseline first (sandbox for every renderer, the privileged app://
 * scheme, guards on every web contents), then the core, the IPC handlers and the one window.
 */
const outDir = join(__dirname, '..');
const rendererDir = join(outDir, 'renderer');
// Packaged, the icon is an extra resource (electron-builder.yml); in development it is in build/.
const iconPath = app.isPackaged
  ? join(process.resourcesPath, 'icon.png')
  : join(app.getAppPath(), 'build', 'icon.png');

app.enableSandbox();
registerAppScheme();
installGlobalGuards(app);

const ourContents = new Set<WebContents>();
let mainWindow: BrowserWindow | null = null;
let core: AppCore | null = null;

function openWindow(): void {
  const window = createMainWindow(outDir, iconPath);
  const contents = window.webContents;
  ourContents.add(contents);
  window.on('closed', () => {
    ourContents.delete(contents);
    if (mainWindow === window) mainWindow = null;
  });
  mainWindow = window;
}

async function start(): Promise<void> {
  await app.whenReady();
  denyAllPermissions(session.defaultSession);
  handleAppProtocol(rendererDir);
  core = await createAppCore({
    platform: createElectronPlatform(),
    log: consoleLogger,
    startDemoServer: startBuiltInDemo,
  });
  registerIpc(core, ourContents);
  openWindow();
  await core.start();
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!mainWindow) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });
  app.on('activate', () => {
    if (!mainWindow && core) openWindow();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  let disposed = false;
  app.on('will-quit', (event) => {
    if (disposed || !core) return;
    // Let the core end a non-remembered session and stop the demo server before exiting.
    event.preventDefault();
    disposed = true;
    void core.dispose().finally(() => app.quit());
  });
  start().catch((error: unknown) => {
    consoleLogger.error('Switchboard failed to start', error);
    app.exit(1);
  });
}
