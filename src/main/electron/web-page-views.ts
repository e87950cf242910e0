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
 * The origin an address belongs to; undefined for an address that has none (an opaque origin:
 * `about:`, `data:`, a malformed address).
 */
function originOf(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    const origin = new URL(raw).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/** An empty or inline frame: it takes its parent's origin and loads nothing from elsewhere. */
const INLINE_FRAME = /^about:(blank|srcdoc)([?#]|$)/;

/**
 * Keeps a page's view on its own site, its frames included: a navigation or redirect of the page
 * to another origin does not happen there, and goes to the system browser after validation; a
 * frame's navigation or redirect to another origin does not happen either, and goes nowhere (most
 * are the page's own doing, an embed or a background sign-in, not a click: handing each to the
 * browser would open tabs the user never asked for). Popups and `target=_blank` links go to the
 * system browser too; `<webview>` is refused. Certificates are never accepted that the system
 * does not trust: the failure is reported instead.
 */
export function guardPageContents(
  contents: WebContents,
  origin: string,
  report: (failure: NonNullable<WebViewState['failure']>) => void,
): void {
  const keepOnSite = (event: { preventDefault(): void }, url: string) => {
    if (originOf(url) === origin) return;
    event.preventDefault();
    openOutside(url);
  };
  const keepFrameOnSite = (event: { preventDefault(): void }, url: string) => {
    if (INLINE_FRAME.test(url) || originOf(url) === origin) return;
    event.preventDefault();
  };
  contents.on('will-navigate', (event, url) => keepOnSite(event, url));
  // Fired for every frame, the main one too (which `will-navigate` above already judges).
  contents.on('will-frame-navigate', (event) => {
    if (!event.isMainFrame) keepFrameOnSite(event, event.url);
  });
  contents.on('will-redirect', (event, url, _inPlace, isMainFrame) => {
    if (isMainFrame) keepOnSite(event, url);
    else keepFrameOnSite(event, url);
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
 * The only permissions a page may ask the user for; every other one is denied without asking.
 * Chosen for what a company's pages (an intranet, a CRM, a web softphone or meeting tool) need:
 * - `media`: camera and microphone, for calls and meetings in the page;
 * - `notifications`: the page's own reminders and alerts;
 * - `clipboard-sanitized-write`: copying text from the page (a number, an address); writing only,
 *   sanitized by Chromium;
 * - `fullscreen`: a video or a presentation (Esc leaves it);
 * - `pointerLock`: drawing and remote-support tools (Chromium says so; Esc releases it).
 * Never asked: `openExternal` (another application: links leave the app only through
 * `parseExternalUrl`, see `guardPageContents`), `clipboard-read` (whatever the user copied last,
 * passwords included), location, screen capture, devices (HID, serial, USB, MIDI), cross-site
 * storage access, window management, idle detection and the rest: nothing a company page needs
 * outweighs a question whose risk the user cannot judge.
 */
const ASKABLE_PERMISSIONS: ReadonlySet<string> = new Set([
  'media',
  'notifications',
  'clipboard-sanitized-write',
  'fullscreen',
  'pointerLock',
]);

/**
 * A page's session: a permission of `ASKABLE_PERMISSIONS` requested by the page's own origin
 * (taken from the requesting frame's address, else the view's) is put to the user for this page,
 * denied unless they allow it; every other request (another permission, another origin: the
 * question names the page, so nobody else is asked about) is denied without asking. An allowed
 * one is remembered for that permission and that origin while the app runs, and checks pass only
 * for that permission from that same origin. A download always asks where to save it.
 */
export function guardPageSession(
  target: Session,
  origin: string,
  ask: (permission: string) => Promise<boolean>,
): void {
  const granted = new Set<string>();
  const grant = (permission: string, from: string) => `${permission}\n${from}`;
  target.setPermissionRequestHandler((contents, permission, callback, details) => {
    const from = originOf(details.requestingUrl || contents.getURL());
    if (!ASKABLE_PERMISSIONS.has(permission) || from !== origin) {
      callback(false);
      return;
    }
    if (granted.has(grant(permission, from))) {
      callback(true);
      return;
    }
    ask(permission).then(
      (allow) => {
        if (allow) granted.add(grant(permission, from));
        callback(allow);
      },
      () => callback(false),
    );
  });
  target.setPermissionCheckHandler((_contents, permission, requestingOrigin, details) => {
    const from = originOf(requestingOrigin || details.requestingUrl);
    return from !== undefined && granted.has(grant(permission, from));
  });
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
    const origin = new URL(page.url).origin;
    const pageSession = session.fromPartition(page.partition);
    markPageSession(pageSession);
    guardPageSession(pageSession, origin, (permission) =>
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
    guardPageContents(contents, origin, (failure) => {
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
