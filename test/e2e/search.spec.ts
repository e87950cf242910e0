/// <reference lib="dom" />
import { type Page } from '@playwright/test';
import {
  expect,
  openHistory,
  partyOf,
  readerClient,
  screenshot,
  signInTo,
  simulatorEvent,
  simulatorPerFile,
  speakDutch,
  test,
} from './harness';

/**
 * The global search (issue #30, item 4): Ctrl+K finds people, conversations and the words of
 * messages in the cache, completed by the server's search; a message found opens its thread at
 * that message. Screenshots in both themes and both languages.
 */
const sim = simulatorPerFile(test, { controlApi: true });
const account = (role: 'user') => sim().accounts.find((a) => a.role === role)!;

const dialog = (page: Page) => page.getByRole('dialog');
const results = (page: Page) => dialog(page).getByRole('listbox');
const group = (page: Page, name: string) => results(page).getByRole('group', { name });

async function openSearch(page: Page, query: string) {
  await page.keyboard.press('ControlOrMeta+k');
  const field = dialog(page).getByRole('combobox');
  await expect(field).toBeFocused();
  await field.fill(query);
  return field;
}

/** Signs in, and has `count` messages arrive in the fixture chat, the first with `text`. */
async function signedInWithMessages(page: Page, text: string, count: number) {
  await signInTo(page, sim(), account('user'));
  const session = sim().fixtures.chatSession;
  const client = await readerClient(sim(), account('user'));
  const party = await partyOf(client, session);
  await simulatorEvent(sim(), { type: 'incomingChat', chatSession: session, text });
  for (let i = 1; i < count; i++) {
    await simulatorEvent(sim(), {
      type: 'incomingChat',
      chatSession: session,
      text: `Later message ${i}`,
    });
  }
  // The last one is in the conversation list: all of them are in the cache.
  await expect(
    page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: new RegExp(`^${party} .*Later message ${count - 1}`) }),
  ).toBeVisible({ timeout: 30_000 });
  return { party, session };
}

test('a message found by a word in its text opens its thread at that message', async ({
  page,
  openHost,
}) => {
  await openHost();
  // More newer messages than the thread's first page (50): the found one is not in it.
  const { party } = await signedInWithMessages(page, 'The zeppelin report is ready', 70);

  await openSearch(page, 'zeppelin');
  const found = group(page, 'Messages').getByRole('option', { name: /zeppelin report/ });
  await expect(found).toBeVisible();
  await expect(found.locator('mark')).toHaveText('zeppelin');
  await expect(found).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');

  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: party })).toBeVisible();
  const thread = page.getByRole('list', { name: `Messages with ${party}` });
  const message = thread.getByRole('listitem').filter({ hasText: 'The zeppelin report is ready' });
  await expect(message).toBeInViewport();
  await expect(message).toHaveClass(/message-found/);
  // The newest message is far below: the thread opened at the one found, not at its end.
  await expect(
    thread.getByRole('listitem').filter({ hasText: 'Later message 69' }),
  ).not.toBeInViewport();
});

test('a person found opens their chat; Escape closes; Ctrl+F still filters the list', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInTo(page, sim(), account('user'));
  const client = await readerClient(sim(), account('user'));
  const party = await partyOf(client, sim().fixtures.chatSession);
  const first = party.split(' ')[0] ?? party;

  await openSearch(page, first);
  const person = group(page, 'People').getByRole('option', { name: new RegExp(`^${party}`) });
  await expect(person).toBeVisible({ timeout: 20_000 });
  await expect(group(page, 'Conversations').getByRole('option').first()).toContainText(first);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);

  await openSearch(page, first);
  await person.click();
  await expect(page.getByRole('heading', { level: 2, name: party })).toBeVisible();

  await page.keyboard.press('ControlOrMeta+f');
  await expect(page.getByRole('searchbox', { name: 'Filter conversations' })).toBeFocused();
});

test('a message only the server has is found there, marked so, and opens', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInTo(page, sim(), account('user'));
  // The whole log is downloaded before the old message is put on the server, unannounced.
  await openHistory(page);
  await expect(page.getByText('Downloading your history…')).toHaveCount(0, { timeout: 30_000 });
  const session = sim().fixtures.chatSession;
  const client = await readerClient(sim(), account('user'));
  const party = await partyOf(client, session);
  await simulatorEvent(sim(), {
    type: 'incomingChat',
    chatSession: session,
    text: 'Archived walrus memo',
    before: '2001-05-05 10:00:00',
  });

  await openSearch(page, 'walrus');
  await expect(dialog(page).getByRole('status')).toHaveText(/1 result from the server/, {
    timeout: 10_000,
  });
  const found = group(page, 'Messages').getByRole('option', { name: /walrus memo/ });
  await expect(found).toContainText('From the server');
  await found.click();
  const thread = page.getByRole('list', { name: `Messages with ${party}` });
  await expect(
    thread.getByRole('listitem').filter({ hasText: 'Archived walrus memo' }),
  ).toBeInViewport();

  // Stored in the cache: found there from now on, without the server.
  await openSearch(page, 'walrus');
  await expect(
    group(page, 'Messages').getByRole('option', { name: /walrus memo/ }),
  ).not.toContainText('From the server');
});

test('the search in both themes and both languages @screenshots', async ({ page, openHost }) => {
  await openHost();
  const client = await readerClient(sim(), account('user'));
  const party = await partyOf(client, sim().fixtures.chatSession);
  const first = party.split(' ')[0] ?? party;
  await signedInWithMessages(page, `${first}, the zeppelin budget is approved`, 2);
  for (const language of ['en', 'nl'] as const) {
    if (language === 'nl') {
      await speakDutch(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
    }
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await openSearch(page, first);
      const messages = language === 'en' ? 'Messages' : 'Berichten';
      const people = language === 'en' ? 'People' : 'Personen';
      await expect(group(page, people).getByRole('option').first()).toBeVisible({
        timeout: 20_000,
      });
      await expect(group(page, messages).getByRole('option').first()).toBeVisible();
      await expect(dialog(page).getByRole('status')).not.toHaveText(/server/i, {
        timeout: 10_000,
      });
      await screenshot(page, `search-${language}-${theme}`);
      await page.keyboard.press('Escape');
    }
  }
});
