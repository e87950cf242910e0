import { spawn, type ChildProcess } from 'node:child_process';
import { chromium } from '@playwright/test';
import { CdpConnection } from './cdp-connection';

/**
 * Chromium started by the bench itself, with the arguments Playwright would give it, and a
 * DevTools port instead of Playwright's pipe: Playwright connects when the bench drives the
 * page and disconnects while the bench only measures. Attached, Playwright has the page report
 * every WebSocket frame with its payload (its `Network` domain): on the first download, ~190 MB
 * of the bridge's answers copied into DevTools messages and parsed again by the bench's own
 * process, which no user's app does.
 */

/**
 * Chromium features of the browser's own window that Electron does not have: at every start the
 * browser preloads its address bar's suggestion popup, a page of some 400 scripts of its own,
 * which on two cores competed with the app's start (traced in Chromium 156: two starts in three,
 * ~350 ms of compiling on a worker and ~50 ms on the renderer's thread; the app's first rows,
 * median of 8 starts, 587 ms with these off against 669 ms with them on). The Chromium here
 * (156.0.8078.79) also loads a second popup, the address bar's "AI mode" page
 * (`omnibox_popup_aim.html`), at every start in a renderer of its own, which those two features
 * do not turn off: traced, 130–240 ms of CPU during the app's start; first rows, 10 starts each
 * way in turns, median 419 ms with it against 280 ms without.
 * `assertNoBrowserUi` refuses a measurement during which such a page ran.
 */
const BROWSER_UI_FEATURES = ['PreloadTopChromeWebUI', 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const DISABLE = '--disable-features=';
/** Playwright's own plumbing, replaced here: its pipe, its profile, no window. */
const PLAYWRIGHTS_OWN = ['--remote-debugging-pipe', '--no-startup-window', '--user-data-dir='];

let defaults: Promise<string[]> | undefined;

/**
 * Playwright's launch arguments, read from a browser it launches for the purpose, with the
 * browser window's features above turned off too (Chromium reads only the last
 * `--disable-features`, so one names both lists).
 */
function playwrightDefaults(executablePath: string): Promise<string[]> {
  defaults ??= (async () => {
    const probe = await chromium.launchServer({ executablePath });
    const [, ...spawned] = probe.process().spawnargs;
    await probe.close();
    const features = spawned
      .filter((arg) => arg.startsWith(DISABLE))
      .flatMap((arg) => arg.slice(DISABLE.length).split(','));
    return [
      ...spawned.filter(
        (arg) => !arg.startsWith(DISABLE) && !PLAYWRIGHTS_OWN.some((own) => arg.startsWith(own)),
      ),
      `${DISABLE}${[...features, ...BROWSER_UI_FEATURES].filter(Boolean).join(',')}`,
    ];
  })();
  return defaults;
}

export interface RunningChromium {
  /** The browser's DevTools WebSocket (for `chromium.connectOverCDP` and `CdpConnection`). */
  endpoint: string;
  process: ChildProcess;
  /** Closes the browser as its own menu would (the profile written out), and waits for it. */
  close(): Promise<void>;
}

export async function startChromium(options: {
  executablePath: string;
  userDataDir: string;
  /** The page's size in CSS pixels (the window is made as much larger as its frame takes). */
  viewport: { width: number; height: number };
  args: readonly string[];
}): Promise<RunningChromium> {
  const { width, height } = options.viewport;
  const args = [
    ...(await playwrightDefaults(options.executablePath)),
    ...options.args,
    `--window-size=${width},${height}`,
    `--user-data-dir=${options.userDataDir}`,
    '--remote-debugging-port=0',
    'about:blank',
  ];
  const child = spawn(options.executablePath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const endpoint = await new Promise<string>((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      const found = /DevTools listening on (ws:\/\/\S+)/.exec(seen)?.[1];
      if (found === undefined) return;
      child.stderr?.off('data', onData);
      child.stderr?.resume();
      resolve(found);
    };
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${seen.trim()}`)));
  });
  await fitWindow(endpoint, options.viewport);
  return {
    endpoint,
    process: child,
    async close() {
      const connection = await CdpConnection.open(endpoint).catch(() => undefined);
      // The browser answers Browser.close as it goes; the connection drops without an answer.
      await connection?.send('Browser.close').catch(() => undefined);
      const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killed);
    },
  };
}

/** Sizes the window so that its page has `viewport` (headless Chromium keeps a frame's room). */
async function fitWindow(endpoint: string, viewport: { width: number; height: number }) {
  const connection = await CdpConnection.open(endpoint);
  try {
    const page = await connection.page();
    const [innerWidth, innerHeight] = await page.evaluate(
      () => [window.innerWidth, window.innerHeight] as const,
      undefined,
    );
    const { windowId, bounds } = await connection.send<{
      windowId: number;
      bounds: { width: number; height: number };
    }>('Browser.getWindowForTarget', { targetId: page.targetId });
    await connection.send('Browser.setWindowBounds', {
      windowId,
      bounds: {
        width: bounds.width + viewport.width - innerWidth,
        height: bounds.height + viewport.height - innerHeight,
      },
    });
  } finally {
    connection.close();
  }
}

/**
 * Throws if the browser runs a page of its own window (DevTools lists them as `browser_ui`
 * targets): a later Chromium may add one that the features above do not turn off, and its
 * loading would be measured as the app's.
 */
export async function assertNoBrowserUi(connection: CdpConnection): Promise<void> {
  const own = (await connection.targets())
    .filter((target) => target.type === 'browser_ui')
    .map((target) => target.url);
  if (own.length > 0) {
    throw new Error(
      `Chromium ran pages of its own window during the measurement (${own.join(', ')}): ` +
        'turn their features off in BROWSER_UI_FEATURES (scripts/bench/chromium-process.ts)',
    );
  }
}
