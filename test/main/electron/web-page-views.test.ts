import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installGlobalGuards } from '../../../src/main/electron/guards';
import { createWebPageViews } from '../../../src/main/electron/web-page-views';
import { type WebViewState } from '../../../src/shared/contract';
import {
  app,
  BrowserWindow,
  resetElectronMock,
  session,
  shell,
  WebContentsView,
  type MockSession,
  type MockWebContents,
} from '../../mocks/electron';

/** The Electron side of integrated web pages, with Electron mocked: every guard the issue lists. */
const PAGE = 'https://intranet.example/home';
const partition = (n: number) => `persist:webpage-${String(n).padStart(32, '0')}`;
const bounds = { x: 220, y: 110, width: 900, height: 600 };

function setup() {
  installGlobalGuards(app as never);
  const window = new BrowserWindow({});
  const views = createWebPageViews(() => window as never);
  const states: WebViewState[] = [];
  const asked: { page: string; permission: string }[] = [];
  let answer = false;
  views.connect({
    state: (s) => states.push(s),
    askPermission: (page, permission) => {
      asked.push({ page, permission });
      return Promise.resolve(answer);
    },
  });
  const show = (url = PAGE, n = 1) => {
    views.show({ url, partition: partition(n) }, bounds);
    const view = WebContentsView.instances.at(-1);
    if (!view) throw new Error('no view');
    return { view, contents: view.webContents, pageSession: view.webContents.session };
  };
  return {
    window,
    views,
    states,
    asked,
    show,
    allow: (yes: boolean) => (answer = yes),
  };
}

function navigate(contents: MockWebContents, event: string, ...args: unknown[]): boolean {
  let prevented = false;
  contents.emit(event, { preventDefault: () => (prevented = true) }, ...args);
  return prevented;
}

type RequestHandler = (
  c: unknown,
  permission: string,
  callback: (ok: boolean) => void,
  details: { requestingUrl: string; isMainFrame: boolean },
) => void;
type CheckHandler = (
  c: unknown,
  permission: string,
  requestingOrigin: string,
  details: { requestingUrl?: string; isMainFrame: boolean },
) => boolean;

/** The page session's handlers, asked as Electron asks them: by a frame at an address. */
function permissionHandlers(target: MockSession) {
  const request = target.setPermissionRequestHandler.mock.calls.at(-1)?.[0] as RequestHandler;
  const checkHandler = target.setPermissionCheckHandler.mock.calls.at(-1)?.[0] as CheckHandler;
  const contents = { getURL: () => PAGE };
  const ask = (permission: string, requestingUrl = PAGE) =>
    new Promise<boolean>((resolve) =>
      request(contents, permission, resolve, { requestingUrl, isMainFrame: true }),
    );
  // Electron names the checking origin with a trailing slash (Chromium's origin spec).
  const check = (permission: string, requestingOrigin = 'https://intranet.example/') =>
    checkHandler(contents, permission, requestingOrigin, { isMainFrame: true });
  return { ask, check, request };
}

/** A frame's navigation as Electron reports it: one event object with the frame's flags. */
function navigateFrame(contents: MockWebContents, url: string, isMainFrame = false): boolean {
  let prevented = false;
  contents.emit('will-frame-navigate', {
    url,
    isMainFrame,
    isSameDocument: false,
    preventDefault: () => (prevented = true),
  });
  return prevented;
}

describe('integrated web page views (Electron)', () => {
  beforeEach(() => resetElectronMock());

  it('each page gets its own sandboxed view, no preload or Node, in its own partition', () => {
    const { show, window } = setup();
    const first = show(PAGE, 1);
    const second = show('https://crm.example/', 2);
    const prefs = first.view.options.webPreferences ?? {};
    expect(prefs).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
    expect(prefs.preload).toBeUndefined();
    expect(session.fromPartition).toHaveBeenCalledWith(partition(1));
    expect(first.pageSession).not.toBe(second.pageSession);
    expect(first.pageSession).not.toBe(session.defaultSession);
    expect(first.contents.loadURL).toHaveBeenCalledWith(PAGE);
    // One page at a time over the window, at the bounds the renderer asked for.
    expect(window.contentView.children).toEqual([second.view]);
    expect(second.view.setBounds).toHaveBeenCalledWith(bounds);
  });

  it('navigation stays on the page’s site; other sites open in the system browser', () => {
    const { show } = setup();
    const { contents } = show();
    expect(navigate(contents, 'will-navigate', 'https://intranet.example/news')).toBe(false);
    expect(navigate(contents, 'will-navigate', 'https://elsewhere.example/')).toBe(true);
    expect(shell.openExternal).toHaveBeenCalledWith('https://elsewhere.example/');
    expect(navigate(contents, 'will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(navigate(contents, 'will-redirect', 'https://sso.example/', false, true)).toBe(true);
    expect(shell.openExternal).toHaveBeenCalledTimes(2);
    expect(navigate(contents, 'will-attach-webview')).toBe(true);
  });

  it('frames stay on the page’s site too, and are never handed to the system browser', () => {
    const { show } = setup();
    const { contents } = show();
    expect(navigateFrame(contents, 'https://intranet.example/widget')).toBe(false);
    expect(navigateFrame(contents, 'blob:https://intranet.example/5f0c')).toBe(false);
    expect(navigateFrame(contents, 'about:blank')).toBe(false);
    expect(navigateFrame(contents, 'about:srcdoc')).toBe(false);
    expect(navigateFrame(contents, 'https://elsewhere.example/embed')).toBe(true);
    expect(navigateFrame(contents, 'http://intranet.example/widget')).toBe(true);
    expect(navigateFrame(contents, 'file:///etc/passwd')).toBe(true);
    expect(navigateFrame(contents, 'app://switchboard/index.html')).toBe(true);
    expect(navigateFrame(contents, 'data:text/html,<script>1</script>')).toBe(true);
    expect(navigateFrame(contents, 'not a url')).toBe(true);
    // A frame's redirect is held to the same rule.
    expect(navigate(contents, 'will-redirect', 'https://intranet.example/b', false, false)).toBe(
      false,
    );
    expect(navigate(contents, 'will-redirect', 'https://cdn.example/', false, false)).toBe(true);
    expect(shell.openExternal).not.toHaveBeenCalled();
    // The main frame's own navigation is judged once, by will-navigate (which hands it over).
    expect(navigateFrame(contents, 'https://elsewhere.example/', true)).toBe(false);
    expect(shell.openExternal).not.toHaveBeenCalled();
  });

  it('popups never open in the app; safe links go to the system browser after validation', () => {
    const { show } = setup();
    const { contents } = show();
    const open = contents.windowOpenHandler as (d: { url: string }) => { action: string };
    expect(open({ url: 'https://docs.example/help' })).toEqual({ action: 'deny' });
    expect(open({ url: 'javascript:alert(1)' })).toEqual({ action: 'deny' });
    expect(open({ url: 'file:///c:/windows/calc.exe' })).toEqual({ action: 'deny' });
    expect(shell.openExternal).toHaveBeenCalledTimes(1);
    expect(shell.openExternal).toHaveBeenCalledWith('https://docs.example/help');
  });

  it('the app’s own guards leave the page alone, and still guard everything else', () => {
    const { show } = setup();
    const { contents, pageSession } = show();
    // Had the app's guard been installed, a same-site navigation would be prevented.
    expect(navigate(contents, 'will-navigate', 'https://intranet.example/news')).toBe(false);
    const permissions = permissionHandlers(pageSession);
    expect(permissions.check('media')).toBe(false);
    const other = new BrowserWindow({});
    expect(navigate(other.webContents, 'will-navigate', 'https://intranet.example/')).toBe(true);
  });

  it('permissions are denied unless the user allows them for that page', async () => {
    const { show, asked, allow } = setup();
    const { pageSession } = show();
    const { ask, check } = permissionHandlers(pageSession);
    allow(false);
    await expect(ask('media')).resolves.toBe(false);
    expect(check('media')).toBe(false);
    allow(true);
    await expect(ask('notifications')).resolves.toBe(true);
    expect(check('notifications')).toBe(true);
    // Asked once: an allowed permission is remembered for this page.
    await expect(ask('notifications', 'https://intranet.example/other')).resolves.toBe(true);
    expect(asked).toEqual([
      { page: PAGE, permission: 'media' },
      { page: PAGE, permission: 'notifications' },
    ]);
    // Another page's session knows nothing of it.
    const { pageSession: crm } = show('https://crm.example/', 2);
    expect(permissionHandlers(crm).check('notifications', 'https://crm.example/')).toBe(false);
  });

  it('never grants or asks for openExternal: links leave only through parseExternalUrl', async () => {
    const { show, asked, allow } = setup();
    const { pageSession } = show();
    const { ask, check } = permissionHandlers(pageSession);
    allow(true);
    await expect(ask('openExternal')).resolves.toBe(false);
    expect(check('openExternal')).toBe(false);
    expect(asked).toEqual([]);
  });

  it('asks only for the listed permissions; every other one is denied without asking', async () => {
    const { show, asked, allow } = setup();
    const { pageSession } = show();
    const { ask, check } = permissionHandlers(pageSession);
    allow(true);
    for (const permission of [
      'geolocation',
      'clipboard-read',
      'display-capture',
      'hid',
      'storage-access',
      'window-management',
      'unknown',
    ]) {
      await expect(ask(permission)).resolves.toBe(false);
      expect(check(permission)).toBe(false);
    }
    expect(asked).toEqual([]);
    for (const permission of [
      'media',
      'notifications',
      'clipboard-sanitized-write',
      'fullscreen',
      'pointerLock',
    ]) {
      await expect(ask(permission)).resolves.toBe(true);
    }
    expect(asked.map((question) => question.permission)).toEqual([
      'media',
      'notifications',
      'clipboard-sanitized-write',
      'fullscreen',
      'pointerLock',
    ]);
  });

  it('a grant holds for the origin that asked, never for another in the same page', async () => {
    const { show, asked, allow } = setup();
    const { pageSession } = show();
    const { ask, check, request } = permissionHandlers(pageSession);
    allow(true);
    await expect(ask('media')).resolves.toBe(true);
    expect(check('media', 'https://intranet.example/')).toBe(true);
    expect(check('media', 'https://intranet.example')).toBe(true);
    // Another origin (a frame elsewhere, another port or scheme) is not answered by that grant.
    expect(check('media', 'https://evil.example/')).toBe(false);
    expect(check('media', 'https://intranet.example:8443/')).toBe(false);
    expect(check('media', 'http://intranet.example/')).toBe(false);
    expect(check('media', '')).toBe(false);
    // Nor asked about: the question names the page, so only the page's own origin is asked for.
    await expect(ask('media', 'https://evil.example/camera')).resolves.toBe(false);
    await expect(ask('notifications', 'https://evil.example/')).resolves.toBe(false);
    await expect(ask('media', 'about:blank')).resolves.toBe(false);
    expect(asked).toHaveLength(1);
    // Without the frame's address, the view's address says who asks.
    const answer = await new Promise<boolean>((resolve) =>
      request({ getURL: () => 'https://evil.example/' }, 'media', resolve, {
        requestingUrl: '',
        isMainFrame: true,
      }),
    );
    expect(answer).toBe(false);
    const fallback = await new Promise<boolean>((resolve) =>
      request({ getURL: () => PAGE }, 'media', resolve, { requestingUrl: '', isMainFrame: true }),
    );
    expect(fallback).toBe(true);
  });

  it('downloads ask where to save, proposing a safe name', () => {
    const { show } = setup();
    const { pageSession } = show();
    const item = {
      getFilename: () => '../../evil\u202e.exe',
      setSaveDialogOptions: vi.fn(),
      setSavePath: vi.fn(),
    };
    pageSession.emit('will-download', {}, item);
    expect(item.setSavePath).not.toHaveBeenCalled();
    const options = item.setSaveDialogOptions.mock.calls[0]?.[0] as { defaultPath: string };
    // In the downloads folder, with no folders of its own and no bidirectional override.
    expect(options.defaultPath).toBe('/tmp/switchboard-electron-mock/_.._evil.exe');
  });

  it('reports where the page is, and a failure, a certificate error or a crash in words', () => {
    const { show, states } = setup();
    const { contents } = show();
    contents.url = 'https://intranet.example/news';
    contents.emit('did-navigate');
    expect(states.at(-1)).toMatchObject({ page: PAGE, address: 'https://intranet.example/news' });
    const refused = vi.fn();
    let prevented = false;
    contents.emit(
      'certificate-error',
      { preventDefault: () => (prevented = true) },
      PAGE,
      'net::ERR_CERT_AUTHORITY_INVALID',
      {},
      refused,
    );
    expect(prevented).toBe(true);
    expect(refused).toHaveBeenCalledWith(false);
    expect(states.at(-1)?.failure).toEqual({ kind: 'certificate' });
    contents.emit('did-start-loading');
    expect(states.at(-1)?.failure).toBeUndefined();
    contents.emit('did-fail-load', {}, -105, 'NAME_NOT_RESOLVED', PAGE, true);
    expect(states.at(-1)?.failure).toEqual({ kind: 'load', code: -105 });
    contents.emit('did-fail-load', {}, -3, 'ABORTED', PAGE, true);
    expect(states.at(-1)?.failure).toEqual({ kind: 'load', code: -105 });
    contents.emit('render-process-gone');
    expect(states.at(-1)?.failure).toEqual({ kind: 'crashed' });
  });

  it('back, forward and reload; closing every view at sign-out', () => {
    const { show, views, window } = setup();
    const { contents } = show();
    views.go(PAGE, 'back');
    views.go(PAGE, 'forward');
    views.go(PAGE, 'reload');
    expect(contents.navigationHistory.goBack).toHaveBeenCalledOnce();
    expect(contents.navigationHistory.goForward).toHaveBeenCalledOnce();
    expect(contents.reload).toHaveBeenCalledOnce();
    views.hide();
    expect(window.contentView.children).toEqual([]);
    views.closeAll();
    expect(contents.close).toHaveBeenCalledOnce();
  });
});
