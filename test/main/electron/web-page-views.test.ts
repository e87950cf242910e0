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

type RequestHandler = (c: unknown, permission: string, callback: (ok: boolean) => void) => void;
type CheckHandler = (c: unknown, permission: string) => boolean;

function permissionHandlers(target: MockSession) {
  const request = target.setPermissionRequestHandler.mock.calls.at(-1)?.[0] as RequestHandler;
  const check = target.setPermissionCheckHandler.mock.calls.at(-1)?.[0] as CheckHandler;
  const ask = (permission: string) =>
    new Promise<boolean>((resolve) => request({}, permission, resolve));
  return { ask, check };
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
    // A frame's redirect is the frame's business.
    expect(navigate(contents, 'will-redirect', 'https://cdn.example/', false, false)).toBe(false);
    expect(shell.openExternal).toHaveBeenCalledTimes(2);
    expect(navigate(contents, 'will-attach-webview')).toBe(true);
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
    expect(permissions.check({}, 'media')).toBe(false);
    const other = new BrowserWindow({});
    expect(navigate(other.webContents, 'will-navigate', 'https://intranet.example/')).toBe(true);
  });

  it('permissions are denied unless the user allows them for that page', async () => {
    const { show, asked, allow } = setup();
    const { pageSession } = show();
    const { ask, check } = permissionHandlers(pageSession);
    allow(false);
    await expect(ask('media')).resolves.toBe(false);
    expect(check({}, 'media')).toBe(false);
    allow(true);
    await expect(ask('geolocation')).resolves.toBe(true);
    expect(check({}, 'geolocation')).toBe(true);
    // Asked once: an allowed permission is remembered for this page.
    await expect(ask('geolocation')).resolves.toBe(true);
    expect(asked).toEqual([
      { page: PAGE, permission: 'media' },
      { page: PAGE, permission: 'geolocation' },
    ]);
    // Another page's session knows nothing of it.
    const { pageSession: crm } = show('https://crm.example/', 2);
    expect(permissionHandlers(crm).check({}, 'geolocation')).toBe(false);
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
