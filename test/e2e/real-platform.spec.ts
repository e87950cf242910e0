import { type Page } from '@playwright/test';
import { createApiClient, type ApiClient } from '../../src/main/api';
import { startSimulator, type RunningSimulator } from '../../src/simulator';
import {
  expect,
  messagesOnServer,
  openConversation,
  openHistory,
  originOf,
  partyOf,
  signIn,
  test,
} from './harness';

/**
 * The app against a server that behaves as the platform's API guide documents it (the
 * simulator is its twin): cursors with a date part and pages capped below what is asked,
 * tokens that live 40 s and are renewed with the session's own token, the role read from 4.8,
 * sign-in with a second factor. Each test here failed before the client followed the guide.
 */
test.describe.configure({ timeout: 240_000 });

let sim: RunningSimulator;
test.beforeAll(async () => {
  sim = await startSimulator({ port: 0, size: 1600, controlApi: true, tokenTtlSec: 40 });
});
test.afterAll(async () => {
  await sim.close();
});
test.afterEach(() => sim.setFaults({}));

const account = (role: 'user' | 'administrator') => sim.accounts.find((a) => a.role === role)!;

let spaces = 0;
async function serverClient(): Promise<ApiClient> {
  const client = createApiClient({
    baseUrl: sim.baseUrl,
    fetch,
    userSpace: `e2e-platform-${++spaces}`,
  });
  await client.session.login(account('user'));
  return client;
}

async function signInAs(page: Page, role: 'user' | 'administrator' = 'user') {
  await signIn(page, { server: originOf(sim.baseUrl), ...account(role) });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

const reauthPrompt = (page: Page) => page.getByRole('dialog');

test('History pages to the very beginning of a log of more than ten capped pages, exactly the server’s items', async ({
  page,
  openHost,
}) => {
  const client = await serverClient();
  const expected: string[] = [];
  for await (const p of client.communications.walk({ limit: 100 })) {
    expected.push(...p.items.map((i) => i.oid));
  }
  await client.session.logout();
  expect(expected.length).toBeGreaterThan(1_000);

  await openHost();
  await signInAs(page);
  await openHistory(page);
  const status = page.getByRole('status', { name: 'History sync' });
  await expect(status).toContainText('Up to date', { timeout: 120_000 });
  const list = page.getByRole('listbox', { name: 'Communications' });
  // The list knows the whole log: as many rows as the server has.
  await expect(list.getByRole('option').first()).toHaveAttribute(
    'aria-setsize',
    String(expected.length),
  );
  // Its last row is the oldest item of the log.
  await expect
    .poll(async () => {
      await list.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      return list.locator(`[aria-posinset="${expected.length}"]`).getAttribute('data-oid');
    })
    .toBe(expected.at(-1));
  await expect(reauthPrompt(page)).toHaveCount(0);
});

test('with a token lifetime of 40 s the user keeps working for several lifetimes, never asked to sign in', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInAs(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const started = Date.now();
  let round = 0;
  // 130 s: more than three lifetimes of the token, a request every 10 s or so.
  while (Date.now() - started < 130_000) {
    round++;
    await nav.getByRole('button', { name: 'Settings' }).click();
    await expect(page.getByText('Phone line', { exact: true })).toBeVisible();
    await nav.getByRole('button', { name: 'Conversations' }).click();
    await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
    await expect(reauthPrompt(page)).toHaveCount(0);
    await page.waitForTimeout(10_000);
  }
  expect(round).toBeGreaterThan(8);
  // Still signed in, and the server still answers the app: a message goes through.
  const client = await serverClient();
  const name = await partyOf(client, sim.fixtures.chatSession);
  const { composer } = await openConversation(page, name);
  await composer.fill('Still here after three lifetimes');
  await composer.press('Enter');
  await expect
    .poll(async () =>
      (await messagesOnServer(client, sim.fixtures.chatSession)).filter(
        (s) => s === 'Still here after three lifetimes',
      ),
    )
    .toHaveLength(1);
  await expect(
    page
      .getByRole('list', { name: `Messages with ${name}` })
      .getByText('Still here after three lifetimes'),
  ).toHaveCount(1);
  await expect(reauthPrompt(page)).toHaveCount(0);
});

test('the header names the person, and the role comes from the user record: Admin for administrators only', async ({
  page,
  openHost,
}) => {
  const client = await serverClient();
  const me = await client.me.info();
  await openHost();
  await signInAs(page);
  await expect(page.getByLabel(`Signed in as ${me.person.commonName}`)).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Admin' })).toHaveCount(0);
  await nav.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signInAs(page, 'administrator');
  await expect(nav.getByRole('button', { name: 'Admin' })).toBeVisible();
});

test('New chat lists every active colleague, and none is the user', async ({ page, openHost }) => {
  const client = await serverClient();
  const me = await client.me.info();
  const colleagues: string[] = [];
  for await (const p of client.users.walk({ limit: 100, include: ['person', 'active'] })) {
    for (const u of p.items) {
      if (u.person && u.person.oid !== me.person.oid && u.active !== false)
        colleagues.push(u.person.commonName);
    }
  }
  await openHost();
  await signInAs(page);
  await page.getByRole('button', { name: 'New chat', exact: true }).click();
  const listed = page.getByRole('list', { name: 'Colleagues' }).getByRole('button');
  await expect(listed).toHaveCount(colleagues.length);
  await expect(
    page.getByRole('list', { name: 'Colleagues' }).getByRole('button', {
      name: me.person.commonName,
      exact: true,
    }),
  ).toHaveCount(0);
});

test('an account with a second factor: the sign-in asks for the code, and signs in with it', async ({
  page,
  openHost,
}) => {
  const { userName, password, email, code } = sim.fixtures.mfaAccount;
  await openHost();
  await signIn(page, { server: originOf(sim.baseUrl), userName, password });
  await expect(page.getByRole('alert')).toHaveText(
    'This account needs a verification code. Enter the e-mail address of your account and send yourself a code, or enter the code you have.',
  );
  const emailField = page.getByLabel('E-mail address');
  await expect(emailField).toBeFocused();
  await emailField.fill(email);
  await page.getByLabel('Code').fill('000000');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "The code or e-mail address didn't match. Check both, or send yourself a new code.",
  );
  await expect(page.getByLabel('Code')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Send a new code' })).toBeVisible();
  // Nothing typed is lost by the refusal.
  await expect(emailField).toHaveValue(email);
  await expect(page.getByLabel('Password')).toHaveValue(password);
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('a disabled chat is known before anything is typed: the composer says so and sends nothing', async ({
  page,
  openHost,
}) => {
  const client = await serverClient();
  const name = await partyOf(client, sim.fixtures.disabledChatSession);
  await openHost();
  await signInAs(page);
  const { composer } = await openConversation(page, name);
  await expect(page.locator('.composer').getByRole('alert')).toHaveText(
    "This chat is closed: new messages can't be sent to it.",
  );
  await expect(composer).toHaveJSProperty('readOnly', true);
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
});

test('the composer says what the server would change or refuse, before sending', async ({
  page,
  openHost,
}) => {
  const client = await serverClient();
  const name = await partyOf(client, sim.fixtures.chatSession);
  await openHost();
  await signInAs(page);
  const { composer } = await openConversation(page, name);
  const notice = page.locator('.composer').getByRole('status');

  await composer.fill('y'.repeat(4_001));
  await expect(notice).toContainText('the server takes at most 4,000');
  await composer.press('Enter');
  await expect(composer).toHaveValue('y'.repeat(4_001));

  await composer.fill('Party time 🎉');
  await expect(notice).toHaveText('The server can\'t store 🎉: it would arrive as "?".');
  await composer.press('Enter');
  // Stored as the platform stores it, once; the thread then shows what the server holds.
  await expect
    .poll(async () =>
      (await messagesOnServer(client, sim.fixtures.chatSession)).filter((s) =>
        s.startsWith('Party time'),
      ),
    )
    .toEqual(['Party time ?']);
  await expect(
    page.getByRole('list', { name: `Messages with ${name}` }).getByText('Party time ?'),
  ).toHaveCount(1);
});
