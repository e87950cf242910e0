import { spawn } from 'node:child_process';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { expect, test as base, type Browser, type Page } from '@playwright/test';
import { createApiClient, type ApiClient } from '../../src/main/api';
import { partyName } from '../../src/renderer/state/conversation-list';
import { startSimulator, type RunningSimulator } from '../../src/simulator';
import { takenScreenshots } from '../../scripts/lib/screenshots';
import { stopChild } from '../../scripts/lib/spawn-json';

export const root = resolve(__dirname, '..', '..');

/**
 * Saves a picture of the page as `<name>.png` under test-results/screenshots/ (not in the tree:
 * `npm run screenshots` copies them to docs/screenshots/). Tests that call it have
 * `screenshotTag` (@screenshots) in their titles, so that command finds them.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(takenScreenshots, `${name}.png`) });
}

/**
 * Picks up the focused sortable item with Space, as a keyboard user does. dnd-kit's keyboard
 * sensor starts listening for the next key in a timer set at the pick-up, and Chromium runs
 * queued input before timers: an arrow pressed at once could be lost (CI saw it once). A timer
 * of the page's own, set after the sensor's, fires after it: the sensor listens by then.
 */
export async function pickUp(page: Page): Promise<void> {
  await page.keyboard.press('Space');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

export interface Host {
  url: string;
  profileDir: string;
  /** What the host wrote to stderr so far. */
  stderr(): string;
  stop(): Promise<void>;
}

/**
 * Starts the browser host CLI (`npm run web`'s program) and reads its first stdout line. Each
 * test gets a fresh profile unless it passes one (to restart with remembered credentials).
 */
export async function startHost(options: {
  profileDir: string;
  server?: string;
  demo?: boolean;
  /** Start without `--port`, as `npm run web` does: on the profile's remembered port. */
  rememberedPort?: boolean;
  /** Check the connection at the app's own pace, not every second as the tests do by default. */
  defaultHeartbeat?: boolean;
  /** A release feed to check and download from (`--update-feed`; see `local-update-feed.ts`). */
  updateFeed?: string;
}): Promise<Host> {
  const args = [
    join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
    join(root, 'src', 'main', 'browser-host', 'cli.ts'),
    '--json',
    '--no-build',
    ...(options.rememberedPort ? [] : ['--port', '0']),
    '--profile',
    options.profileDir,
    ...(options.defaultHeartbeat ? [] : ['--heartbeat-ms', '1000']),
    ...(options.server ? ['--server', options.server] : []),
    ...(options.demo ? ['--demo'] : []),
    ...(options.updateFeed ? ['--update-feed', options.updateFeed] : []),
  ];
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const stderr: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const url = await new Promise<string>((resolveUrl, reject) => {
    const lines = createInterface({ input: child.stdout });
    const timer = setTimeout(
      () => reject(new Error(`host did not start:\n${stderr.join('')}`)),
      30_000,
    );
    lines.once('line', (line) => {
      clearTimeout(timer);
      resolveUrl((JSON.parse(line) as { url: string }).url);
    });
    child.once('exit', (code) =>
      reject(new Error(`host exited (${String(code)}):\n${stderr.join('')}`)),
    );
  });
  return {
    url,
    profileDir: options.profileDir,
    stderr: () => stderr.join(''),
    stop: () => stopChild(child),
  };
}

export async function freshProfile(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'sb-e2e-profile-'));
}

export async function profileFiles(profileDir: string): Promise<string[]> {
  return (await readdir(profileDir)).sort();
}

/**
 * A recording proxy in front of the simulator: it sees every token pair the server hands out,
 * so tests can prove none of them ever reaches the page.
 */
export interface TokenSpy {
  baseUrl: string;
  tokens: Set<string>;
  close(): Promise<void>;
}

export async function startTokenSpy(target: string): Promise<TokenSpy> {
  const upstream = new URL(target);
  const tokens = new Set<string>();
  const server: Server = createServer((req, res) => {
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: upstream.host },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          try {
            const parsed = JSON.parse(body.toString()) as Record<string, unknown>;
            for (const key of ['authentication', 'renewalToken']) {
              if (typeof parsed[key] === 'string') tokens.add(parsed[key]);
            }
          } catch {
            // not JSON: nothing to record
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(body);
        });
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}${upstream.pathname}`,
    tokens,
    // The host still signed in keeps its connections to the spy open (keep-alive, the sync's
    // next request): close them, or `close` waits for them until the test times out.
    close: () =>
      new Promise((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}

/**
 * The simulator for one test file (a fresh data set per file, shared by its tests); with
 * `controlApi`, tests can make things happen on it (`simulatorEvent`).
 */
export function simulatorPerFile(
  test: typeof base,
  options: { controlApi?: boolean } = {},
): () => RunningSimulator {
  let sim: RunningSimulator | undefined;
  test.beforeAll(async () => {
    sim = await startSimulator({ port: 0, ...options });
  });
  test.afterAll(async () => {
    await sim?.close();
  });
  return () => {
    if (!sim) throw new Error('the simulator is not running');
    return sim;
  };
}

/** The simulator's seeded account of a role. */
export function accountOf(sim: RunningSimulator, role: 'user' | 'administrator') {
  const found = sim.accounts.find((a) => a.role === role);
  if (!found) throw new Error(`no ${role} account`);
  return found;
}

/**
 * Makes something happen on the simulator (its control API): a call ends, a message arrives
 * (`{ type: 'call', durationSec }`, `{ type: 'incomingChat', chatSession, text }`). Answers what
 * the simulator made (a call's `oid`, …).
 */
export async function simulatorEvent(
  sim: RunningSimulator,
  event: object,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${sim.baseUrl}/__simulator/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(event),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** The API requests the simulator has received from the `since`-th on, and how many in all. */
export async function simulatorRequests(
  sim: RunningSimulator,
  since = 0,
): Promise<{ count: number; requests: { method: string; path: string }[] }> {
  const response = await fetch(`${sim.baseUrl}/__simulator/requests?since=${since}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as {
    count: number;
    requests: { method: string; path: string }[];
  };
}

export function originOf(baseUrl: string): string {
  return new URL(baseUrl).origin;
}

type HostOptions = Omit<Parameters<typeof startHost>[0], 'profileDir'>;

/**
 * Per test: a fresh profile, the hosts started on it (stopped afterwards), and `openHost`,
 * which starts one more host on the test's profile and opens its page.
 */
export const test = base.extend<{
  profileDir: string;
  hosts: Host[];
  openHost: (options?: HostOptions) => Promise<Host>;
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads fixture dependencies from it
  profileDir: async ({}, use) => {
    const dir = await freshProfile();
    await use(dir);
    await rm(dir, { recursive: true, force: true });
  },
  hosts: async ({ page }, use, testInfo) => {
    const hosts: Host[] = [];
    await use(hosts);
    // CI keeps only what is printed: on a failure, what the page showed while its host still
    // ran, and what each host logged, say why.
    const failed = testInfo.status !== testInfo.expectedStatus;
    if (failed) {
      const shown = await page
        .locator('body')
        .ariaSnapshot({ timeout: 2_000 })
        .catch((error: unknown) => `(not readable: ${String(error)})`);
      console.log(`the page showed:\n${shown.slice(0, 4_000)}`);
    }
    await Promise.all(hosts.map((h) => h.stop()));
    if (failed) {
      hosts.forEach((h, i) => console.log(`host ${i + 1} logged:\n${h.stderr().slice(-4_000)}`));
    }
  },
  /**
   * `E2E_CPU_SLOWDOWN=4 npm run test:e2e` runs every page on a CPU that many times slower, as
   * a busy CI machine is: races that a fast machine hides (a message read as "seen" because the
   * list opened a second late) show up here first.
   */
  page: async ({ page }, use) => {
    const slowdown = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);
    if (slowdown > 1) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    }
    await use(page);
  },
  openHost: async ({ page, hosts, profileDir }, use) => {
    await use(async (options = {}) => {
      const host = await startHost({ profileDir, ...options });
      hosts.push(host);
      await page.goto(host.url);
      return host;
    });
  },
});

export { expect } from '@playwright/test';

export async function signIn(
  page: Page,
  fields: { server: string; userName: string; password: string; remember?: boolean },
): Promise<void> {
  await page.getByLabel('Server address').fill(fields.server);
  await page.getByLabel('User name').fill(fields.userName);
  await page.getByLabel('Password').fill(fields.password);
  const remember = page.getByRole('checkbox', { name: 'Remember me on this computer' });
  if (fields.remember ?? false) await remember.check();
  else await remember.uncheck();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The History section's list of communications. */
export const historyList = (page: Page) => page.getByRole('listbox', { name: 'Communications' });

/** Opens History from the main navigation and waits for its list. */
export async function openHistory(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'History' })
    .click();
  await expect(historyList(page)).toBeVisible();
}

/** Opens a conversation from the list and waits for its thread: its messages and composer. */
export async function openConversation(page: Page, name: string) {
  await page
    .getByRole('list', { name: 'Conversations' })
    // `(?!,)`: not a group listed by its members ("Emma Jansen, Lynn …") until its name is read.
    .getByRole('button', { name: new RegExp(`^${name}(?!,)`) })
    .click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  return {
    thread: page.getByRole('list', { name: `Messages with ${name}` }),
    composer: page.getByRole('textbox', { name: `Message ${name}` }),
  };
}

/** Every message of a session on the server, newest first (page by page: pages are capped). */
export async function messagesOnServer(client: ApiClient, session: string): Promise<string[]> {
  const subjects: string[] = [];
  for await (const page of client.chats.walkMessages(session, { limit: 100 })) {
    subjects.push(...page.items.map((m) => m.subject));
  }
  return subjects;
}

/** A conversation's name as the list shows it: the session's name without the user's own. */
export async function partyOf(client: ApiClient, session: string): Promise<string> {
  const [chat, me] = await Promise.all([client.chats.get(session), client.me.info()]);
  return partyName(chat.commonName, me.person.commonName);
}

/**
 * Grants the page's Notification API and records what it shows (headless Chromium shows none),
 * from the next load on; what it returns reads the notifications shown so far.
 */
export async function recordNotifications(
  page: Page,
): Promise<() => Promise<{ title: string; body: string }[]>> {
  await page.addInitScript(() => {
    const shown: { title: string; body: string; click: () => void }[] = [];
    class RecordingNotification {
      static permission = 'granted';
      static requestPermission = () => Promise.resolve('granted');
      onclick: (() => void) | null = null;
      constructor(title: string, options: { body: string }) {
        shown.push({ title, body: options.body, click: () => this.onclick?.() });
      }
      close() {}
    }
    Object.assign(window, { Notification: RecordingNotification, __notifications: shown });
  });
  return () =>
    page.evaluate(() =>
      (
        window as unknown as { __notifications: { title: string; body: string }[] }
      ).__notifications.map(({ title, body }) => ({ title, body })),
    );
}

/** Clicks the `index`th notification recorded by `recordNotifications`. */
export async function clickNotification(page: Page, index: number): Promise<void> {
  await page.evaluate(
    (i) =>
      (window as unknown as { __notifications: { click: () => void }[] }).__notifications[
        i
      ]!.click(),
    index,
  );
}

let readers = 0;
/** A client of the test's own, signed in to the simulator, to see what the server really holds. */
export async function readerClient(
  sim: RunningSimulator,
  credentials: { userName: string; password: string },
): Promise<ApiClient> {
  const client = createApiClient({
    baseUrl: sim.baseUrl,
    fetch,
    userSpace: `e2e-reader-${process.pid}-${++readers}`,
    retry: { attempts: 1 },
  });
  await client.session.login(credentials);
  return client;
}

/** Signs in on the page with that account of the simulator and waits for the navigation. */
export async function signInTo(
  page: Page,
  sim: RunningSimulator,
  credentials: { userName: string; password: string },
): Promise<void> {
  await signIn(page, { server: originOf(sim.baseUrl), ...credentials });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/** Settings' Language set to Dutch, from English: the UI speaks it at once. */
export async function speakDutch(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Settings' })
    .click();
  await page.getByLabel('Language').selectOption({ label: 'Nederlands' });
}

/** Opens a section from the main navigation and waits for its heading. */
export async function openSection(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** People, searched for `name`: the colleague's row (the first whose name starts so). */
export async function findColleague(page: Page, name: string) {
  await openSection(page, 'People');
  await page.getByRole('searchbox', { name: 'Search colleagues' }).fill(name);
  return page
    .getByRole('listbox', { name: 'Colleagues' })
    .getByRole('option', { name: new RegExp(`^${name}`) });
}

/**
 * What a colleague's People says of `name`, in a browser and host of their own, signed in as
 * `colleague`: the row's text includes `says`.
 */
export async function expectColleagueSees(
  browser: Browser,
  sim: RunningSimulator,
  colleague: { userName: string; password: string },
  name: string,
  says: string,
): Promise<void> {
  const host = await startHost({ profileDir: await freshProfile() });
  const context = await browser.newContext();
  try {
    const other = await context.newPage();
    await other.goto(host.url);
    await signInTo(other, sim, colleague);
    await expect(await findColleague(other, name)).toContainText(says);
  } finally {
    await context.close();
    await host.stop();
  }
}
