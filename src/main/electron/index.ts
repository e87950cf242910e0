import { app, session, type BrowserWindow, type WebContents } from 'electron';
import { join } from 'node:path';
import { consoleLogger } from '../common/logger';
import { createAppCore, type AppCore } from '../core/app-core';
import { handleAppProtocol, registerAppScheme } from './app-protocol';
import { callLinkIn, createCallLinkClaim } from './call-links';
import { keepInTrayOnClose } from './close-to-tray';
import { demoServerBeside } from './demo-entry';
import { createElectronDesktopShell } from './desktop-shell';
import { createElectronPlatform } from './electron-platform';
import { denyAllPermissions, installGlobalGuards } from './guards';
import { registerIpc } from './ipc';
import { createLoginItem, startedAtLogin } from './login-item';
import { electronUpdates } from './updates';
import { createMainWindow } from './window';

/**
 * The Electron entry: security baseline first (sandbox for every renderer, the privileged app://
 * scheme, guards on every web contents), then the core, the IPC handlers and the one window.
 */
const outDir = join(__dirname, '..');
const rendererDir = join(outDir, 'renderer');
// Packaged, the icons are extra resources (electron-builder.json); in development they are in build/.
const resource = (name: string) =>
  app.isPackaged ? join(process.resourcesPath, name) : join(app.getAppPath(), 'build', name);
const iconPath = resource('icon.png');

app.enableSandbox();
registerAppScheme();
installGlobalGuards(app);

const ourContents = new Set<WebContents>();
let mainWindow: BrowserWindow | null = null;
let core: AppCore | null = null;

const desktop = createElectronDesktopShell({
  platform: process.platform,
  packaged: app.isPackaged,
  trayIconPath: resource('tray.png'),
  overlayIconPath: resource('badge.png'),
  loginItem: createLoginItem({
    platform: process.platform,
    executable: process.env.APPIMAGE ?? process.execPath,
    configHome: process.env.XDG_CONFIG_HOME,
  }),
  callLinks: createCallLinkClaim(),
  window: () => mainWindow ?? undefined,
  hooks: { open: bringToFront, quit: () => app.quit() },
});

function openWindow({ hidden = false } = {}): void {
  const window = createMainWindow(outDir, iconPath, { hidden });
  const contents = window.webContents;
  ourContents.add(contents);
  keepInTrayOnClose(window, () => desktop.keepsInTray());
  window.on('show', () => desktop.windowShown());
  window.on('closed', () => {
    ourContents.delete(contents);
    if (mainWindow === window) mainWindow = null;
  });
  mainWindow = window;
}

/** Started again, or "Open Switchboard" in the tray: the window, shown and in front. */
function bringToFront(): void {
  if (!core) return;
  if (!mainWindow) openWindow();
  const window = mainWindow!;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

/** A call link that came before the core was there (it started the app), until it is. */
let earlyCallLink: string | undefined;

/** Another program opened a call link: the window, in front, asks whether to call it. */
function openCallLink(link: string): void {
  if (!core) {
    earlyCallLink = link;
    return;
  }
  if (core.callLinks.offer(link)) bringToFront();
}

async function start(): Promise<void> {
  await app.whenReady();
  denyAllPermissions(session.defaultSession);
  handleAppProtocol(rendererDir);
  core = await createAppCore({
    platform: createElectronPlatform(desktop, electronUpdates(consoleLogger)),
    log: consoleLogger,
    startDemoServer: demoServerBeside(__dirname),
  });
  registerIpc(core, ourContents);
  // Started at sign-in, the app waits in the tray or the dock with its window ready (the unread
  // count and notifications work as usual), unless the user has to sign in: a sign-in screen
  // nobody sees helps nobody.
  const atLogin = startedAtLogin(process.platform, process.argv);
  const startLink = earlyCallLink ?? callLinkIn(process.argv);
  openWindow({ hidden: atLogin && !startLink });
  if (startLink) openCallLink(startLink);
  await core.start();
  if (atLogin && core.session.current().status !== 'signed-in') bringToFront();
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  // Started again: with a call link (Windows, Linux), or to bring the window back.
  app.on('second-instance', (_event, argv: string[]) => {
    const link = callLinkIn(argv);
    if (link) openCallLink(link);
    else bringToFront();
  });
  // macOS hands call links to the running app, the one that starts included.
  app.on('open-url', (event, url) => {
    event.preventDefault();
    openCallLink(url);
  });
  // macOS: a click on the dock icon, also when the window waits hidden since sign-in.
  app.on('activate', bringToFront);
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
