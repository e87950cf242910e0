import { join } from 'node:path';
import {
  app,
  session,
  shell,
  WebContentsView,
  type BrowserWindow,
  type Session,
  type WebContents,
} from 'electron';
import { type WebViewState } from '../../shared/contract';
import { parseExternalUrl } from '../platform/external-links';
import { safeFileName } from '../platform/files';
import {
  type WebViewAction,
  type WebViewBounds,
  type WebViewHooks,
  type WebViewPage,
  type WebViews,
} from '../platform/web-views';
import { markPageSession } from './page-sessions';

/** Chromium's certificate errors are the -200 … -299 net errors. */
const isCertificateError = (code: number) => code <= -200 && code > -300;
/** ERR_ABORTED: a navigation replaced by another (or stopped); not a failure to show. */
const ABORTED = -3;

/** Opens an address outside the app, after the same validation as every external link. */
function openOutside(raw: string): void {
  const external = parseExternalUrl(raw);
  if (external) void shell.openExternal(external.toString());
}

/**
 * Keeps a page's view on its own site: a navigation or redirect of the page (not of its frames)
 * to another origin does not happen there, and goes to the system browser after validation;
 * popups and `target=_blank` links go there too; `<webview>` is refused. Certificates are never
 * accepted that the system does not trust: the failure is reported instead.
 */
export function guardPageContents(
  contents: WebContents,
  origin: string,
  report: (failure: NonNullable<WebViewState['failure']>) => void,
): void {
  const keepOnSite = (event: { preventDefault(): void }, url: string) => {
    let target: string;
    try {
      target = new URL(url).origin;
    } catch {
      event.preventDefault();
      return;
    }
    if (target === origin) return;
    event.preventDefault();
    openOutside(url);
  };
  contents.on('will-navigate', (event, url) => keepOnSite(event, url));
  contents.on('will-redirect', (event, url, _inPlace, isMainFrame) => {
    if (isMainFrame) keepOnSite(event, url);
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    openOutside(url);
    return { action: 'deny' };
  });
  contents.on('certificate-error', (event, _url, _error, _certificate, callback) => {
    event.preventDefault();
    callback(false);
    report({ kind: 'certificate' });
  });
  contents.on('did-fail-load', (_event, code, _description, _url, isMainFrame) => {
    if (!isMainFrame || code === ABORTED) return;
    report({ kind: isCertificateError(code) ? 'certificate' : 'load', code });
  });
  contents.on('render-process-gone', () => report({ kind: 'crashed' }));
}

/**
 * A page's session: every permission request is put to the user for this page (denied unless
 * they allow it, and allowed ones are remembered for this page while the app runs); checks pass
 * only for what was allowed; a download always asks where to save it.
 */
export function guardPageSession(
  target: Session,
  ask: (permission: string) => Promise<boolean>,
): void {
  const allowed = new Set<string>();
  target.setPermissionRequestHandler((_contents, permission, callback) => {
    if (allowed.has(permission)) {
      callback(true);
      return;
    }
    ask(permission).then(
      (allow) => {
        if (allow) allowed.add(permission);
        callback(allow);
      },
      () => callback(false),
    );
  });
  target.setPermissionCheckHandler((_contents, permission) => allowed.has(permission));
  target.on('will-download', (_event, item) => {
    // With dialog options (and no save path) Electron asks the user where to save the file.
    item.setSaveDialogOptions({
      defaultPath: join(app.getPath('downloads'), safeFileName(item.getFilename())),
    });
  });
}

/** Everything a page's view has set up, with what the toolbar shows of it. */
interface PageView {
  view: WebContentsView;
  failure?: WebViewState['failure'];
}

/**
 * The Electron host's `WebViews`: a `WebContentsView` per integrated page over the app window,
 * each in its own persistent partition (per page and account: never the app's, never another
 * page's), sandboxed, without preload or Node. The app's renderer draws the toolbar and says
 * where the view goes; this file only keeps views, guards and reports.
 */
export function createWebPageViews(window: () => BrowserWindow | undefined): WebViews {
  const views = new Map<string, PageView>();
  let hooks: WebViewHooks | undefined;
  let shown: string | undefined;

  const report = (page: string) => {
    const entry = views.get(page);
    if (!entry || entry.view.webContents.isDestroyed()) return;
    const contents = entry.view.webContents;
    hooks?.state({
      page,
      address: contents.getURL() || page,
      canGoBack: contents.navigationHistory.canGoBack(),
      canGoForward: contents.navigationHistory.canGoForward(),
      loading: contents.isLoading(),
      ...(entry.failure && { failure: entry.failure }),
    });
  };

  const create = (page: WebViewPage): PageView => {
    const pageSession = session.fromPartition(page.partition);
    markPageSession(pageSession);
    guardPageSession(pageSession, (permission) =>
      hooks ? hooks.askPermission(page.url, permission) : Promise.resolve(false),
    );
    const view = new WebContentsView({
      webPreferences: {
        session: pageSession,
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
        disableBlinkFeatures: 'Auxclick',
      },
    });
    const entry: PageView = { view };
    const contents = view.webContents;
    guardPageContents(contents, new URL(page.url).origin, (failure) => {
      entry.failure = failure;
      report(page.url);
    });
    contents.on('did-start-loading', () => {
      delete entry.failure;
      report(page.url);
    });
    contents.on('did-stop-loading', () => report(page.url));
    contents.on('did-navigate', () => report(page.url));
    contents.on('did-navigate-in-page', () => report(page.url));
    void contents.loadURL(page.url).catch(() => undefined);
    return entry;
  };

  const detach = (page: string) => {
    const entry = views.get(page);
    const host = window();
    if (entry && host && !host.isDestroyed()) host.contentView.removeChildView(entry.view);
  };

  return {
    embedded: () => true,
    connect: (next) => {
      hooks = next;
    },
    show(page, bounds: WebViewBounds) {
      const host = window();
      if (!host || host.isDestroyed()) return;
      if (shown !== undefined && shown !== page.url) detach(shown);
      let entry = views.get(page.url);
      if (!entry) {
        entry = create(page);
        views.set(page.url, entry);
      }
      host.contentView.addChildView(entry.view);
      entry.view.setBounds(bounds);
      shown = page.url;
      report(page.url);
    },
    hide() {
      if (shown !== undefined) detach(shown);
      shown = undefined;
    },
    go(page: string, action: WebViewAction) {
      const contents = views.get(page)?.view.webContents;
      if (!contents || contents.isDestroyed()) return;
      if (action === 'back') contents.navigationHistory.goBack();
      else if (action === 'forward') contents.navigationHistory.goForward();
      else contents.reload();
    },
    closeAll() {
      for (const page of views.keys()) detach(page);
      for (const { view } of views.values()) {
        if (!view.webContents.isDestroyed()) view.webContents.close();
      }
      views.clear();
      shown = undefined;
    },
  };
}
