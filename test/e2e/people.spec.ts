/// <reference lib="dom" />
import { type Page } from '@playwright/test';
import { startSimulator, type RunningSimulator } from '../../src/simulator';
import {
  expect,
  messagesOnServer,
  openSection,
  partyOf,
  readerClient,
  signInTo,
  test,
} from './harness';

/**
 * People end to end: the directory in Chromium, through the browser host, against a simulator
 * with more colleagues than one page holds. Found by role and name, as a user would.
 */
let running: RunningSimulator | undefined;
test.beforeAll(async () => {
  running = await startSimulator({ port: 0, colleagues: 260 });
});
test.afterAll(async () => {
  await running?.close();
});
const sim = () => running!;
const user = () => sim().accounts.find((a) => a.userName === 'user')!;

/** A colleague of the data set with their line's state, read from the server itself. */
async function colleagueWhere(
  wanted: (line: { doNotDisturb: boolean; redirectionActive: boolean }) => boolean,
  skip = new Set<string>(),
) {
  const client = await readerClient(sim(), user());
  for await (const page of client.users.walk({
    limit: 100,
    include: [
      'person',
      'userName',
      'primaryLine.userPhoneLine.doNotDisturb',
      'primaryLine.userPhoneLine.redirectionActive',
    ],
  })) {
    for (const u of page.items) {
      const line = (u.primaryLine as { userPhoneLine?: Record<string, boolean> } | undefined)
        ?.userPhoneLine;
      const state = {
        doNotDisturb: line?.doNotDisturb === true,
        redirectionActive: line?.redirectionActive === true,
      };
      const userName = u.userName ?? '';
      if (/^colleague\d+$/.test(userName) && !skip.has(userName) && wanted(state)) {
        return { userName, name: u.person?.commonName ?? '', person: u.person?.oid ?? '', client };
      }
    }
  }
  throw new Error('no such colleague in the data set');
}

const colleagues = (page: Page) => page.getByRole('listbox', { name: 'Colleagues' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search colleagues' });

test('find a colleague by user name; their do-not-disturb shows', async ({ page, openHost }) => {
  const busy = await colleagueWhere((line) => line.doNotDisturb);
  await openHost();
  await signInTo(page, sim(), user());
  await openSection(page, 'People');
  // The whole directory is loaded (pages of 100 at most from the simulator).
  await expect(page.getByRole('status').filter({ hasText: /colleagues$/ })).toHaveText(
    /^\d{3} colleagues$/,
  );
  await search(page).fill(busy.userName);
  const row = colleagues(page).getByRole('option', { name: new RegExp(`^${busy.name}`) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Do not disturb');
  await row.click();
  const details = page.getByRole('article', { name: `About ${busy.name}` });
  await expect(details.getByRole('heading', { level: 2, name: busy.name })).toBeVisible();
  await expect(details).toContainText('Do not disturb');
  await expect(details).toContainText(busy.userName);
});

test('a redirected line says where calls go; the list moves by keyboard', async ({
  page,
  openHost,
}) => {
  const redirected = await colleagueWhere((line) => line.redirectionActive);
  await openHost();
  await signInTo(page, sim(), user());
  await openSection(page, 'People');
  await search(page).fill(redirected.name);
  const details = page.getByRole('article', { name: `About ${redirected.name}` });
  await expect(details).toContainText(/Calls go to \+31 6 2000 0\d+/);

  await search(page).fill('');
  // The whole directory is back in the list before the keys move through it.
  await expect(page.getByRole('status').filter({ hasText: /^[\d,]+ colleagues$/ })).toBeVisible();
  const list = colleagues(page);
  await list.focus();
  await page.keyboard.press('End');
  const last = list.getByRole('option', { selected: true });
  await expect(last).toHaveAttribute(
    'aria-posinset',
    (await last.getAttribute('aria-setsize')) ?? '',
  );
  await page.keyboard.press('Home');
  await expect(list.getByRole('option', { selected: true })).toHaveAttribute('aria-posinset', '1');
});

test('a chat started from People reaches that person', async ({ page, openHost }) => {
  // colleague1 … colleague8 already share a chat with the user: this one starts a new one.
  const target = await colleagueWhere(
    () => true,
    new Set(Array.from({ length: 12 }, (_, i) => `colleague${i + 1}`)),
  );
  await openHost();
  await signInTo(page, sim(), user());
  await openSection(page, 'People');
  await search(page).fill(target.userName);
  await colleagues(page)
    .getByRole('option', { name: new RegExp(`^${target.name}`) })
    .click();
  await page.getByRole('button', { name: `Send a message to ${target.name}` }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Conversations' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: target.name })).toBeVisible();
  const composer = page.getByRole('textbox', { name: `Message ${target.name}` });
  await composer.fill('Hello from People');
  await composer.press('Enter');

  const session = (await target.client.addressables.chatSession(target.person)).oid;
  await expect.poll(() => messagesOnServer(target.client, session)).toContain('Hello from People');
  expect(await partyOf(target.client, session)).toBe(target.name);
  // And the person themselves sees it.
  const them = await readerClient(sim(), { userName: target.userName, password: 'demo' });
  expect(await messagesOnServer(them, session)).toContain('Hello from People');
});

test('a search by e-mail address is completed from the server', async ({ page, openHost }) => {
  const target = await colleagueWhere(() => true, new Set(['colleague1']));
  const email = `${target.name.toLowerCase().replace(/[^a-z]+/g, '.')}@master.example.com`;
  await openHost();
  await signInTo(page, sim(), user());
  await openSection(page, 'People');
  // Users carry no addresses of their own: part of one is answered with what to type instead.
  await search(page).fill('@master.example.com');
  await expect(
    page.getByText('Type the whole e-mail address to look it up on the server.'),
  ).toBeVisible();
  await search(page).fill(email);
  await expect(colleagues(page).getByRole('option')).toHaveCount(1);
  await expect(colleagues(page).getByRole('option')).toContainText(target.name);
  await expect(page.getByRole('article', { name: `About ${target.name}` })).toContainText(email);
  // Found by it once, the address is the colleague's: part of it finds them from then on.
  await search(page).fill(email.split('@')[0]!);
  await expect(colleagues(page).getByRole('option')).toHaveCount(1);
  await expect(colleagues(page).getByRole('option')).toContainText(target.name);
});
