import { chromium } from '@playwright/test';

/**
 * Chromium features of the browser's own window that Electron does not have: at every start the
 * browser preloads its address bar's suggestion popup, a page of some 400 scripts of its own,
 * which on two cores competed with the app's start (traced in Chromium 156: two starts in three,
 * ~350 ms of compiling on a worker and ~50 ms on the renderer's thread; the app's first rows,
 * median of 8 starts, 587 ms with these off against 669 ms with them on).
 */
const BROWSER_UI_FEATURES = ['PreloadTopChromeWebUI', 'WebUIOmniboxPopup'];

const DISABLE = '--disable-features=';

/**
 * Launch options that turn those features off while keeping the features Playwright turns off:
 * Chromium reads only the last `--disable-features`, so the bench replaces Playwright's with one
 * naming both lists. Playwright's is read from a browser it launches for the purpose.
 */
export async function browserUiOff(
  executablePath: string,
): Promise<{ ignoreDefaultArgs: string[]; args: string[] }> {
  const probe = await chromium.launchServer({ executablePath, args: ['--no-sandbox'] });
  const spawned = probe.process().spawnargs;
  await probe.close();
  const playwrights = spawned.filter((arg) => arg.startsWith(DISABLE));
  const features = playwrights.flatMap((arg) => arg.slice(DISABLE.length).split(','));
  return {
    ignoreDefaultArgs: playwrights,
    args: [`${DISABLE}${[...features, ...BROWSER_UI_FEATURES].filter(Boolean).join(',')}`],
  };
}
