/// <reference lib="dom" />
import { type Page } from '@playwright/test';
import { rm } from 'node:fs/promises';
import { patch, type ApiClient } from '../../src/main/api';
import {
  expect,
  freshProfile,
  partyOf,
  readerClient,
  screenshot,
  signInTo,
  simulatorEvent,
  simulatorPerFile,
  startHost,
  test,
} from './harness';

/**
 * Read state from the server (issue #30, item 3), on the screen and on the server: reading a
 * thread marks it read there; a thread read by another session of the same user loses its
 * unread mark here within a second; the sender sees delivered and read.
 */
const sim = simulatorPerFile(test, { controlApi: true });
const account = (userName: string) => sim().accounts.find((a) => a.userName === userName)!;

const unreadRow = (page: Page, party: string) =>
  page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(`^${party} .* 1 unread$`) });
const row = (page: Page, party: string) =>
  page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(`^${party} `) });

/** The messages the server holds as new for `client` in the session (not displayed). */
async function unreadOnServer(client: ApiClient, session: string): Promise<string[]> {
  const page = await client.chats.messages(session, { limit: 20 });
  return page.items.filter((m) => m.incoming && m.displayed !== true).map((m) => m.subject);
}

test('reading a thread marks it read on the server, and the title and list lose the mark', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInTo(page, sim(), account('user'));
  const session = sim().fixtures.chatSession;
  const client = await readerClient(sim(), account('user'));
  const party = await partyOf(client, session);
  await simulatorEvent(sim(), { type: 'incomingChat', chatSession: session, text: 'Read me' });
  await expect(unreadRow(page, party)).toBeVisible({ timeout: 20_000 });
  expect(await unreadOnServer(client, session)).toEqual(['Read me']);
  await expect(page).toHaveTitle(/^\(1\) /);

  await row(page, party).click();
  await expect(row(page, party)).not.toHaveAccessibleName(/unread$/);
  await expect(page).not.toHaveTitle(/^\(\d+\) /);
  await expect.poll(() => unreadOnServer(client, session), { timeout: 5_000 }).toEqual([]);
  // The inbox the platform's other clients read agrees.
  const inbox = await client.communications.recent({ chatsOnly: true });
  const entry = inbox.data.find(
    (e) =>
      (e.object.lastCommunication as { chatSession?: { oid: string } })?.chatSession?.oid ===
      session,
  );
  expect(entry?.object.notificationsCount ?? 0).toBe(0);
});

test('a thread read by another session of the same user loses its unread mark here within a second', async ({
  page,
  openHost,
  browser,
}) => {
  await openHost();
  await signInTo(page, sim(), account('user'));
  const otherProfile = await freshProfile();
  const otherHost = await startHost({ profileDir: otherProfile });
  const other = await browser.newPage();
  try {
    await other.goto(otherHost.url);
    await signInTo(other, sim(), account('user'));
    const session = sim().fixtures.chatSession;
    const client = await readerClient(sim(), account('user'));
    const party = await partyOf(client, session);
    await openSectionConversations(other);
    await simulatorEvent(sim(), {
      type: 'incomingChat',
      chatSession: session,
      text: 'Seen twice?',
    });
    await expect(unreadRow(page, party)).toBeVisible({ timeout: 20_000 });
    await expect(unreadRow(other, party)).toBeVisible({ timeout: 20_000 });

    await row(other, party).click();
    await expect.poll(() => unreadOnServer(client, session), { timeout: 5_000 }).toEqual([]);
    const readAt = Date.now();
    await expect(row(page, party)).not.toHaveAccessibleName(/unread$/, { timeout: 5_000 });
    const took = Date.now() - readAt;
    console.log(`read elsewhere → unread mark gone here: ${took} ms`);
    expect(took).toBeLessThan(1_000);
    await expect(page).not.toHaveTitle(/^\(\d+\) /);
  } finally {
    await other.close();
    await otherHost.stop();
    await rm(otherProfile, { recursive: true, force: true });
  }
});

const shots = [
  { theme: 'light', language: 'en' },
  { theme: 'dark', language: 'en' },
  { theme: 'light', language: 'nl' },
  { theme: 'dark', language: 'nl' },
] as const;
const words = {
  en: {
    delivered: '✓ Delivered',
    read: '✓✓ Read',
    section: 'Conversations',
    list: 'Conversations',
  },
  nl: { delivered: '✓ Bezorgd', read: '✓✓ Gelezen', section: 'Gesprekken', list: 'Gesprekken' },
} as const;

for (const { theme, language } of shots) {
  test(`the sender sees delivered, then read, as the platform reports them (${theme}, ${language}) @screenshots`, async ({
    page,
    openHost,
  }) => {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await openHost();
    await signInTo(page, sim(), account('user'));
    const say = words[language];
    if (language === 'nl') {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Settings' }).click();
      await page.getByLabel('Language').selectOption({ label: 'Nederlands' });
      await page.getByRole('button', { name: say.section }).first().click();
    }
    const session = sim().fixtures.chatSession;
    const client = await readerClient(sim(), account('user'));
    const party = await partyOf(client, session);
    await page
      .getByRole('list', { name: say.list })
      .getByRole('button', { name: new RegExp(`^${party} `) })
      .click();
    const text = `Did you get this? (${theme}, ${language})`;
    const composer = page.getByRole('textbox', { name: new RegExp(party) });
    await composer.fill(text);
    await composer.press('Enter');
    await expect(page.getByText(text, { exact: true })).toBeVisible();
    const receipt = page.locator('.thread-receipt');

    const colleague = await readerClient(sim(), { userName: 'colleague1', password: 'demo' });
    const mineOf = async () =>
      (await colleague.chats.messages(session, { limit: 5 })).items.find((m) => m.subject === text)
        ?.oid;
    await expect.poll(mineOf, { timeout: 10_000 }).toBeTruthy();
    // Their app reads its inbox: delivered.
    await colleague.communications.recent({ chatsOnly: true });
    await expect(receipt).toHaveText(say.delivered, { timeout: 5_000 });
    await colleague.communications.update(
      (await mineOf())!,
      patch('communication').replace('displayed', true),
    );
    await expect(receipt).toHaveText(say.read, { timeout: 5_000 });
    await screenshot(page, `conversations-read-receipt-${theme}-${language}`);
  });
}

async function openSectionConversations(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Conversations' })
    .click();
  await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
}
