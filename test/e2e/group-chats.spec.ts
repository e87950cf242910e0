/// <reference lib="dom" />
import { type Page } from '@playwright/test';
import { type ApiClient } from '../../src/main/api';
import { startSimulator, type RunningSimulator } from '../../src/simulator';
import {
  expect,
  openConversation,
  originOf,
  partyOf,
  readerClient,
  screenshot,
  signIn,
  simulatorRequests,
  test,
} from './harness';

/**
 * Issue #30, items 1 and 2, end to end: the real renderer in Chromium, through the browser host,
 * against the simulator. Each is checked on the screen and on the server (the test's own client).
 */
let running: RunningSimulator | undefined;
test.beforeEach(async () => {
  running = await startSimulator({ port: 0, controlApi: true });
});
test.afterEach(async () => {
  await running?.close();
});
const sim = () => running!;
const account = (userName: string) =>
  sim().accounts.find((a) => a.userName === userName) ?? {
    userName,
    password: 'demo',
  };
const reader = (userName = 'user') => readerClient(sim(), account(userName));

async function signInAs(page: Page, userName = 'user') {
  await signIn(page, { server: originOf(sim().baseUrl), ...account(userName) });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/**
 * The list once the group "Team" is named: until its name is read, a group is listed by its
 * members' names, which may start with a colleague's name the test opens.
 */
async function teamNamed(page: Page) {
  await expect(
    page.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: /^Team/ }),
  ).toBeVisible({ timeout: 20_000 });
}

/** A colleague's person name, as the directory and the group's members show it. */
async function nameOf(client: ApiClient, userName: string): Promise<string> {
  const found = await client.users.list({ where: { userName }, include: ['person'] });
  return found.items[0]!.person!.commonName;
}

test('a group chat made with three colleagues is on the server with its name and members, and each reads a message in it', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInAs(page);
  const client = await reader();
  const colleagues = ['colleague1', 'colleague2', 'colleague3'];
  const names = await Promise.all(colleagues.map((c) => nameOf(client, c)));

  await page.getByRole('button', { name: 'New group' }).click();
  await page.getByLabel('Group name').fill('Launch crew');
  // Creating with nothing chosen is refused here, with the name kept.
  await page.getByRole('button', { name: 'Create group' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Choose at least one colleague.' }),
  ).toBeVisible();
  for (const name of names) {
    await page.getByLabel('Add colleagues').fill(name);
    await page
      .getByRole('list', { name: 'Colleagues' })
      .getByRole('button', { name, exact: true })
      .click();
  }
  await expect(page.getByRole('group', { name: 'In the group' }).getByRole('listitem')).toHaveCount(
    3,
  );
  const since = (await simulatorRequests(sim())).count;
  await page.getByRole('button', { name: 'Create group' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Launch crew' })).toBeVisible();
  await page.getByRole('button', { name: '4 members' }).click();
  const members = page.getByRole('list', { name: 'Members of Launch crew' });
  for (const name of names) await expect(members.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Conversations' })).toContainText('Launch crew');

  const composer = page.getByRole('textbox', { name: 'Message Launch crew' });
  await composer.fill('Welcome aboard, crew');
  await composer.press('Enter');
  await expect(
    page.getByRole('list', { name: 'Messages with Launch crew' }).getByText('Welcome aboard, crew'),
  ).toBeVisible();

  // On the server: the group, by its name, with the user and the three colleagues in it.
  const asked = (await simulatorRequests(sim(), since)).requests;
  const groupOid = asked
    .map((r) => /\/chats\/group\/(\d+)\/participants$/.exec(r.path)?.[1])
    .find((oid) => oid !== undefined)!;
  const session = await client.chats.get(groupOid);
  expect(session.sessionType).toBe('group');
  expect(session.participants.find((p) => p.objectType === 'X1Object')?.commonName).toBe(
    'Launch crew',
  );
  const onServer = await client.chatGroups.participants(groupOid);
  expect(onServer.map((m) => m.person?.commonName).slice(1)).toEqual(names);
  // Each member reads the message in it, as themselves.
  for (const colleague of colleagues) {
    const theirs = await reader(colleague);
    // Shown at once from the outbox; on the server once delivered.
    await expect
      .poll(
        async () =>
          (await theirs.chats.messages(groupOid, { limit: 5 })).items.map((m) => m.subject),
        { timeout: 20_000 },
      )
      .toContain('Welcome aboard, crew');
  }
});

test('a group from the server shows its name and members, never the generated "Chat A <-> B"', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInAs(page);
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(list.getByRole('button', { name: /^Team/ })).toBeVisible({ timeout: 20_000 });
  await expect(list).not.toContainText('<->');
  const { composer } = await openConversation(page, 'Team');
  await page.getByRole('button', { name: '4 members' }).click();
  const client = await reader();
  const members = await client.chatGroups.participants(sim().fixtures.groupChatSession);
  const shown = page.getByRole('list', { name: 'Members of Team' });
  await expect(shown.getByRole('listitem')).toHaveCount(members.length);
  await expect(shown.getByText('admin')).toHaveCount(members.filter((m) => m.admin).length);
  await composer.fill('Morning, team');
  await composer.press('Enter');
  const theirs = await reader('colleague2');
  await expect
    .poll(async () =>
      (await theirs.chats.messages(sim().fixtures.groupChatSession, { limit: 3 })).items.map(
        (m) => m.subject,
      ),
    )
    .toContain('Morning, team');
});

test('a draft typed and left is on the server, survives a restart, follows another device and is cleared when sent', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInAs(page);
  await teamNamed(page);
  const client = await reader();
  const session = sim().fixtures.chatSession;
  const name = await partyOf(client, session);
  const { composer } = await openConversation(page, name);
  await composer.fill('Half a thought about the');
  // Left: saved on the server once typing pauses.
  await expect
    .poll(async () => (await client.chatGroups.concept(session))?.text, { timeout: 10_000 })
    .toBe('Half a thought about the');

  // A restart of the app: the draft is there again.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await teamNamed(page);
  const again = await openConversation(page, name);
  await expect(again.composer).toHaveValue('Half a thought about the');

  // Another device (the user's laptop) changes the draft: shown when the thread opens again.
  await client.chatGroups.setConcept(session, { text: 'Written on the laptop' });
  await openConversation(page, 'Team');
  const back = await openConversation(page, name);
  await expect(back.composer).toHaveValue('Written on the laptop');

  // Both change it: nothing is overwritten without asking.
  await client.chatGroups.setConcept(session, { text: 'Changed on the phone' });
  await back.composer.fill('Written on the laptop, and more');
  await expect(
    page.getByRole('alert').filter({ hasText: 'changed on another device' }),
  ).toContainText('Changed on the phone');
  expect((await client.chatGroups.concept(session))?.text).toBe('Changed on the phone');
  await page.getByRole('button', { name: 'Keep mine' }).click();
  await expect
    .poll(async () => (await client.chatGroups.concept(session))?.text)
    .toBe('Written on the laptop, and more');

  // Sent: the message is on the server and the draft is cleared there.
  await back.composer.press('Enter');
  await expect(back.composer).toHaveValue('');
  await expect
    .poll(async () => (await client.chatGroups.concept(session))?.text ?? '', { timeout: 10_000 })
    .toBe('');
});

test('a draft typed offline is kept through a restart and reaches the server when it is back', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInAs(page);
  await teamNamed(page);
  const client = await reader();
  const session = sim().fixtures.chatSession;
  const name = await partyOf(client, session);
  const { composer } = await openConversation(page, name);
  sim().setFaults({ dropRate: 1 });
  await expect(page.getByRole('status', { name: 'Connection: Offline' })).toBeVisible();
  await composer.fill('Typed on the train');
  await page.waitForTimeout(1_500);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await teamNamed(page);
  const again = await openConversation(page, name);
  await expect(again.composer).toHaveValue('Typed on the train');
  sim().setFaults({});
  await expect
    .poll(async () => (await client.chatGroups.concept(session))?.text, { timeout: 20_000 })
    .toBe('Typed on the train');
});

/**
 * Waits until the app has read the session's draft on the server since request `since` (what a
 * thread does as it opens): a draft set elsewhere after that is newer than what the thread
 * showed, and typing over it is a conflict; set before, the thread would show it instead.
 */
async function draftReadSince(since: number, session: string) {
  await expect
    .poll(
      async () =>
        (await simulatorRequests(sim(), since)).requests.some(
          (r) => r.method === 'GET' && r.path.endsWith(`/chats/${session}/concept`),
        ),
      { timeout: 10_000 },
    )
    .toBe(true);
}

test.describe('screenshots @screenshots', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`group chat and a draft from another device (${theme})`, async ({ page, openHost }) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await openHost();
      await signInAs(page);
      await teamNamed(page);
      await openConversation(page, 'Team');
      await page.getByRole('button', { name: '4 members' }).click();
      await screenshot(page, `conversations-group-${theme}`);
      await page.getByRole('button', { name: 'New group' }).click();
      await page.getByLabel('Group name').fill('Project Atlas');
      const colleagues = page.getByRole('list', { name: 'Colleagues' }).getByRole('button');
      await colleagues.nth(0).click();
      await colleagues.nth(1).click();
      await screenshot(page, `conversations-new-group-${theme}`);
      const client = await reader();
      const session = sim().fixtures.chatSession;
      const name = await partyOf(client, session);
      const since = (await simulatorRequests(sim())).count;
      const { composer } = await openConversation(page, name);
      await draftReadSince(since, session);
      await client.chatGroups.setConcept(session, { text: 'Can we move the demo to Friday?' });
      await composer.fill('About the demo: ');
      await expect(page.getByRole('button', { name: 'Keep mine' })).toBeVisible();
      await screenshot(page, `conversations-draft-conflict-${theme}`);
    });
  }
});

test.describe('in Dutch @screenshots', () => {
  test.use({ locale: 'nl-NL' });
  for (const theme of ['light', 'dark'] as const) {
    test(`een groepschat en een concept van een ander apparaat (${theme})`, async ({
      page,
      openHost,
    }) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await openHost();
      await page.getByLabel('Serveradres').fill(originOf(sim().baseUrl));
      await page.getByLabel('Gebruikersnaam').fill('user');
      await page.getByLabel('Wachtwoord').fill(account('user').password);
      await page.getByRole('checkbox', { name: 'Aangemeld blijven op deze computer' }).uncheck();
      await page.getByRole('button', { name: 'Aanmelden', exact: true }).click();
      await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
      const list = page.getByRole('list', { name: 'Gesprekken' });
      await list.getByRole('button', { name: /^Team/ }).click({ timeout: 20_000 });
      await page.getByRole('button', { name: '4 leden' }).click();
      await expect(page.getByRole('list', { name: 'Leden van Team' })).toBeVisible();
      await screenshot(page, `conversations-group-nl-${theme}`);
      const client = await reader();
      const session = sim().fixtures.chatSession;
      const name = await partyOf(client, session);
      const since = (await simulatorRequests(sim())).count;
      await list.getByRole('button', { name: new RegExp(`^${name}`) }).click();
      await draftReadSince(since, session);
      await client.chatGroups.setConcept(session, {
        text: 'Kunnen we de demo naar vrijdag verplaatsen?',
      });
      await page.getByRole('textbox', { name: `Bericht aan ${name}` }).fill('Over de demo: ');
      await expect(page.getByRole('button', { name: 'Het mijne houden' })).toBeVisible();
      await screenshot(page, `conversations-draft-conflict-nl-${theme}`);
      await page.getByRole('button', { name: 'Nieuwe groep' }).click();
      await page.getByLabel('Groepsnaam').fill('Project Atlas');
      await screenshot(page, `conversations-new-group-nl-${theme}`);
    });
  }
});
