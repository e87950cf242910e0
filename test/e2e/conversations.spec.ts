/// <reference lib="dom" />
import { type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createApiClient, type ApiClient } from '../../src/main/api';
import { startSimulator, type RunningSimulator } from '../../src/simulator';
import { characterCount, TEXT_MAX_CHARACTERS } from '../../src/shared/interface';
import { encodePng } from '../../src/simulator/seed/png';
import { hostileStrings, spoofedLinks } from '../renderer/conversations-hostile-strings';
import {
  expect,
  messagesOnServer,
  openConversation,
  openSection,
  originOf,
  partyOf,
  clickNotification,
  recordNotifications,
  screenshot,
  signIn,
  simulatorRequests,
  test,
} from './harness';

/**
 * Conversations end to end: the real renderer in Chromium, through the browser host, against
 * the simulator. Controls are found by role and accessible name, as a user (or a screen reader)
 * finds them.
 */
// One simulator for the file, with its control API (incoming messages are made through it).
let running: RunningSimulator | undefined;
test.beforeAll(async () => {
  running = await startSimulator({ port: 0, controlApi: true });
});
test.afterAll(async () => {
  await running?.close();
});
const sim = () => running!;

/** In a describe block: each test gets a simulator of its own (a fresh data set). */
function freshSimulatorPerTest() {
  let shared: RunningSimulator | undefined;
  test.beforeEach(async () => {
    shared = running;
    running = await startSimulator({ port: 0, controlApi: true });
  });
  test.afterEach(async () => {
    await running?.close();
    running = shared;
  });
}
const account = (userName: string) => sim().accounts.find((a) => a.userName === userName)!;

test.afterEach(() => sim().setFaults({}));

let spaces = 0;
/** A client of our own, to read what the server really holds. */
async function serverClient(userName = 'user'): Promise<ApiClient> {
  const client = createApiClient({
    baseUrl: sim().baseUrl,
    fetch,
    userSpace: `e2e-reader-${++spaces}`,
    retry: { attempts: 1 },
  });
  await client.session.login(account(userName));
  return client;
}

async function signInAs(page: Page, userName = 'user') {
  await signIn(page, { server: originOf(sim().baseUrl), ...account(userName) });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

async function chatWithColleague(page: Page) {
  const client = await serverClient();
  const name = await partyOf(client, sim().fixtures.chatSession);
  return { client, name, ...(await openConversation(page, name)) };
}

/** Picks a file in the composer's file chooser, as a user would. */
async function attachThroughPicker(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Attach a file' }).click();
  await (await chooser).setFiles(file);
}

/**
 * A conversation in the list with one unread message: it is named by what it shows (party,
 * time, last message), then the count.
 */
function unreadOnce(party: string): RegExp {
  return new RegExp(`^${party.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} .* 1 unread$`);
}

function composerAlert(page: Page): Locator {
  return page.locator('.composer').getByRole('alert');
}

test('while the first download runs, the list says it is loading, never that there are none', async ({
  page,
  openHost,
}) => {
  // Every sentence the list's empty line ever showed, as the page drew it.
  await page.addInitScript(() => {
    const shown = new Set<string>();
    (window as unknown as { __emptyLines: Set<string> }).__emptyLines = shown;
    new MutationObserver(() => {
      const line = document.querySelector('.conversation-empty')?.textContent;
      if (line) shown.add(line);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await openHost();
  sim().setFaults({ latencyMs: 600 });
  await signInAs(page);
  const client = await serverClient();
  await expect(
    page.getByRole('list', { name: 'Conversations' }).getByRole('button', {
      // Not a group listed by its members ("Emma Jansen, Lynn …") until its name is read.
      name: new RegExp(`^${await partyOf(client, sim().fixtures.chatSession)}(?!,)`),
    }),
  ).toBeVisible({ timeout: 30_000 });
  const lines = await page.evaluate(() => [
    ...(window as unknown as { __emptyLines: Set<string> }).__emptyLines,
  ]);
  expect(lines).toEqual(['Loading conversations…']);
});

test('sends a text message: shown at once, then delivered exactly once', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInAs(page);
  const { client, thread, composer } = await chatWithColleague(page);
  await composer.fill('Lunch at noon?\nSecond line');
  await composer.press('Enter');
  await expect(thread.getByText(/Lunch at noon\?/)).toHaveCount(1);
  await expect(composer).toHaveValue('');
  await expect(thread.getByText('Waiting to send')).toHaveCount(0);
  await expect
    .poll(async () =>
      (await messagesOnServer(client, sim().fixtures.chatSession)).filter((s) =>
        s.startsWith('Lunch at noon?'),
      ),
    )
    .toEqual(['Lunch at noon?\nSecond line']);
});

test('sends files from the picker, by drag and drop and by pasting; the limit is stated', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInAs(page);
  const { client, thread, composer } = await chatWithColleague(page);
  await expect(page.getByText('Files up to 5 MB')).toBeVisible();

  // Picker: a PDF with text.
  await attachThroughPicker(page, {
    name: 'quote.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 x'),
  });
  await expect(page.getByRole('button', { name: 'Remove quote.pdf' })).toBeVisible();
  await composer.fill('The quote');
  await composer.press('Enter');
  await expect(thread.getByRole('button', { name: 'Save quote.pdf' })).toBeVisible();
  await expect(thread.getByText('application/pdf · 10 B')).toBeVisible();

  // Drag and drop: a text file, no text.
  const dropped = await page.evaluateHandle(() => {
    const data = new DataTransfer();
    data.items.add(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    return data;
  });
  await page.locator('.thread').dispatchEvent('drop', { dataTransfer: dropped });
  await expect(page.getByRole('button', { name: 'Remove notes.txt' })).toBeVisible();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(thread.getByRole('button', { name: 'Save notes.txt' })).toBeVisible();

  // Paste: an image, previewed from bytes on this machine.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await composer.focus();
  await page.evaluate(
    (bytes) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], '', { type: 'image/png' }));
      const target = document.querySelector('.composer-input')!;
      target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
    },
    [...png],
  );
  await expect(page.getByRole('button', { name: 'Remove Pasted image.png' })).toBeVisible();
  await composer.press('Enter');
  const preview = thread.getByRole('img', { name: 'Pasted image.png' });
  await expect(preview).toBeVisible();
  expect(await preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

  // Too big: refused here with the limit, nothing sent, the text kept.
  await composer.fill('Big one');
  await attachThroughPicker(page, {
    name: 'huge.bin',
    mimeType: 'application/octet-stream',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await expect(composerAlert(page)).toHaveText(
    '"huge.bin" is larger than 5 MB, the most one message can carry.',
  );
  await expect(composer).toHaveValue('Big one');

  // Saving goes through main: in the browser host, a download the page makes.
  const download = page.waitForEvent('download');
  await thread.getByRole('button', { name: 'Save notes.txt' }).click();
  expect((await download).suggestedFilename()).toBe('notes.txt');

  const server = await client.chats.messages(sim().fixtures.chatSession, { limit: 10 });
  const names = server.items.flatMap((m) => (m.attachments ?? []).map((a) => a.commonName));
  expect(names).toEqual(expect.arrayContaining(['quote.pdf', 'notes.txt', 'Pasted image.png']));
  expect(names.filter((n) => n === 'notes.txt')).toHaveLength(1);
});

test('replies to a message from its menu; the original is quoted, and a reply can be cancelled', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInAs(page);
  const { client, name, thread, composer } = await chatWithColleague(page);
  // The newest message the colleague sent (the last one shown with its text).
  const newest = (
    await client.chats.messages(sim().fixtures.chatSession, { limit: 100 })
  ).items.find((m) => m.incoming)!;
  const seeded = newest.subject;
  const original = thread.getByRole('article').filter({ hasText: seeded }).last();
  await original.hover();
  await original.getByRole('button', { name: /^Actions for the message/ }).click();
  await page.getByRole('menuitem', { name: 'Reply' }).click();
  const quote = page.getByLabel('Replying to');
  await expect(quote).toContainText(`Replying to ${name}`);
  await expect(quote).toContainText(seeded);
  await page.getByRole('button', { name: 'Cancel reply' }).click();
  await expect(quote).toHaveCount(0);

  await original.hover();
  await original.getByRole('button', { name: /^Actions for the message/ }).click();
  await page.getByRole('menuitem', { name: 'Reply' }).click();
  await composer.fill('Checked, all good');
  await composer.press('Enter');
  const reply = thread.getByRole('article').filter({ hasText: 'Checked, all good' });
  await expect(reply.getByLabel('In reply to')).toContainText(seeded);
  await expect(reply.getByText('Waiting to send')).toHaveCount(0);
  const sent = await client.chats.messages(sim().fixtures.chatSession, { limit: 5 });
  expect(sent.items.find((m) => m.subject === 'Checked, all good')?.original?.oid).toBe(newest.oid);
});

test('a double click on Send sends the message once and shows no error', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInAs(page);
  const { client, thread, composer } = await chatWithColleague(page);
  await composer.fill('Sent with a double click');
  await page.getByRole('button', { name: 'Send' }).dblclick();
  await expect(thread.getByText('Sent with a double click')).toHaveCount(1);
  await expect(thread.getByText('Waiting to send')).toHaveCount(0);
  // The composer's alert region (hidden while it has nothing to say) stays empty.
  await expect(page.locator('.composer [role="alert"]')).toHaveText('');
  const sent = await messagesOnServer(client, sim().fixtures.chatSession);
  expect(sent.filter((subject) => subject === 'Sent with a double click')).toHaveLength(1);
});

test('a message the server announces before it answers the send is shown once, as sent', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInAs(page);
  const { client, thread, composer } = await chatWithColleague(page);
  const text = 'Announced before answered';
  // Every frame, how many bubbles hold the text: at no moment may there be two.
  await page.evaluate((wanted) => {
    const seen = { most: 0 };
    (window as unknown as { seen: typeof seen }).seen = seen;
    const count = () => {
      const bubbles = [...document.querySelectorAll('.thread article')];
      seen.most = Math.max(
        seen.most,
        bubbles.filter((b) => b.textContent?.includes(wanted)).length,
      );
      requestAnimationFrame(count);
    };
    count();
  }, text);
  sim().setFaults({ writeAnswerDelayMs: 3_000 });
  await composer.fill(text);
  const sentAt = Date.now();
  await composer.press('Enter');
  // The notification brings the server's message in while the send's answer is on its way.
  const bubble = thread.getByRole('article').filter({ hasText: text });
  await expect(bubble).toHaveCount(1);
  await expect(bubble.getByText(outboxStatus)).toHaveCount(0, { timeout: 2_500 });
  expect(Date.now() - sentAt).toBeLessThan(3_000);
  // The answer comes; still one.
  await page.waitForTimeout(Math.max(0, sentAt + 3_500 - Date.now()));
  sim().setFaults({});
  await expect(bubble).toHaveCount(1);
  await expect(bubble.getByText(outboxStatus)).toHaveCount(0);
  expect(
    await page.evaluate(() => (window as unknown as { seen: { most: number } }).seen.most),
  ).toBe(1);
  const sent = await messagesOnServer(client, sim().fixtures.chatSession);
  expect(sent.filter((subject) => subject === text)).toHaveLength(1);
});

test('starts a chat with a colleague; their existing session is reused', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInAs(page);
  const client = await serverClient();
  const name = await partyOf(client, sim().fixtures.chatSession);
  await page.getByRole('button', { name: 'New chat', exact: true }).click();
  // The search field takes the keyboard as New chat opens: the user types the name at once.
  await expect(page.getByRole('searchbox', { name: 'Find a colleague' })).toBeFocused();
  await page.keyboard.type(name.split(' ')[0]!);
  await page.getByRole('list', { name: 'Colleagues' }).getByRole('button', { name }).click();
  const composer = page.getByRole('textbox', { name: `Message ${name}` });
  await composer.fill('Hi from New chat');
  await composer.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(
    page.getByRole('list', { name: `Messages with ${name}` }).getByText('Hi from New chat'),
  ).toBeVisible();
  expect(await messagesOnServer(client, sim().fixtures.chatSession)).toContain('Hi from New chat');
});

test("New chat's search field is a full-height field, at 1280 × 800 and at 800 × 600", async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInAs(page);
  await page.getByRole('button', { name: 'New chat', exact: true }).click();
  const field = page.getByRole('searchbox', { name: 'Find a colleague' });
  for (const size of [
    { width: 1280, height: 800 },
    { width: 800, height: 600 },
  ]) {
    await page.setViewportSize(size);
    expect((await field.boundingBox())!.height).toBe(40);
  }
});

test('an administrator opens an external session; a plain user is not offered it', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInAs(page, 'admin');
  await page.getByRole('button', { name: 'External session' }).click();
  const line = page.getByRole('combobox', { name: 'Phone line' });
  await expect(line.locator('option')).not.toHaveCount(0);
  await page.getByRole('button', { name: 'Create session' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^External chat on / })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Message External chat on / })).toBeFocused();
  // What to give the visitor's side: the session ID the server answered, with Copy.
  const invite = page.getByRole('region', { name: 'For the visitor' });
  const id = (await invite.locator('code').textContent())!;
  const admin = await serverClient('admin');
  expect(await admin.chats.get(id)).toMatchObject({ oid: id, sessionType: 'external' });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await invite.getByRole('button', { name: 'Copy session ID' }).click();
  await expect(invite.getByRole('status')).toHaveText('Session ID copied.');
  await screenshot(page, 'external-session-invite');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(id);
  // The list says the session is empty, not that the user wrote something.
  const row = page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button', { name: /External chat on / })
    .first();
  await expect(row).toContainText('No messages yet');
  await expect(row).not.toContainText('You:');
  const user = await serverClient('user');
  // The server refuses a plain user (403), and the screen never offers it.
  await expect(
    user.chats.createExternal({ phoneLine: { oid: sim().fixtures.phoneLine } }),
  ).rejects.toMatchObject({
    status: 403,
  });
});

test('a plain user has no external session button', async ({ page, openHost }) => {
  await openHost();
  await signInAs(page, 'user');
  await expect(page.getByRole('button', { name: 'New chat', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'External session' })).toHaveCount(0);
});

test('every refusal is a sentence next to the composer, and what was written stays', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInAs(page);
  const client = await serverClient();
  const { disabledChatSession, externalChatSession, disabledChatAddressable } = sim().fixtures;

  // A closed chat (the session's `disabled`, read when the thread opens): the composer says so
  // before anything is typed, and sends nothing. The server's own refusal of a send (10066)
  // says the same: see the colleague whose chat is closed, below.
  const closedName = await partyOf(client, disabledChatSession);
  const closed = await openConversation(page, closedName);
  await expect(composerAlert(page)).toHaveText(
    "This chat is closed: new messages can't be sent to it.",
  );
  await expect(closed.composer).not.toBeEditable();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Attach a file' })).toBeDisabled();

  // 4.2 10104: no file goes to an external chat: the button is off and says why, a dropped
  // file is refused with the same sentence, and the text stays sendable.
  const external = await openConversation(page, await partyOf(client, externalChatSession));
  const attach = page.getByRole('button', { name: 'Attach a file' });
  await expect(attach).toBeDisabled();
  await expect(attach).toHaveAttribute('title', "Attachments can't be sent in an external chat.");
  const files = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['x'], 'plan.txt', { type: 'text/plain' }));
    return transfer;
  });
  await page.locator('.thread').dispatchEvent('drop', { dataTransfer: files });
  await expect(composerAlert(page)).toHaveText("Attachments can't be sent in an external chat.");
  await expect(page.getByRole('button', { name: 'Remove plan.txt' })).toHaveCount(0);

  // 4.2 10203 (empty) is caught before sending.
  await external.composer.fill('   ');
  await external.composer.press('Enter');
  await expect(composerAlert(page)).toHaveText('Type a message or attach a file before sending.');

  // 4.3 10066: a colleague whose chat is closed. A user who can't chat (inactive, 10100) is
  // not offered: New chat lists the directory's colleagues, as People does.
  const people = [];
  for await (const p of client.users.walk({ limit: 100, include: ['person', 'userName'] })) {
    people.push(...p.items);
  }
  const closedPerson = people.find((u) => u.person?.oid === disabledChatAddressable)!;
  const inactiveUser = people.find((u) => u.userName === 'disabled')!;
  await page.getByRole('button', { name: 'New chat', exact: true }).click();
  const colleagues = page.getByRole('list', { name: 'Colleagues' });
  await colleagues
    .getByRole('button', { name: closedPerson.person!.commonName, exact: true })
    .click();
  await expect(
    colleagues.getByRole('button', { name: inactiveUser.person!.commonName, exact: true }),
  ).toHaveCount(0);
  const composer = page.getByRole('textbox', {
    name: `Message ${closedPerson.person!.commonName}`,
  });
  await composer.fill('Hello?');
  await composer.press('Enter');
  await expect(composerAlert(page)).toHaveText('This chat is closed.');
  await expect(composer).toHaveValue('Hello?');
});

test('offline: the message waits, then is delivered exactly once when the server returns', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInAs(page);
  const { client, thread, composer } = await chatWithColleague(page);
  // Every request to the server is cut before it is applied: as good as the server being down.
  sim().setFaults({ dropRate: 1 });
  await expect(page.getByRole('status', { name: 'Connection: Offline' })).toBeVisible();
  await composer.fill('Sent while offline');
  await composer.press('Enter');
  const bubble = thread.getByRole('article').filter({ hasText: 'Sent while offline' });
  // Only waiting: it goes by itself; nothing says it may be lost, nothing asks the user to act.
  await expect(
    bubble.getByText('It will be sent by itself once the server can be reached.'),
  ).toBeVisible();
  await expect(bubble.getByText('Waiting to send')).toBeVisible();
  await expect(bubble.getByText(/may not have been delivered/)).toHaveCount(0);
  await expect(bubble.getByRole('button', { name: 'Send anyway' })).toHaveCount(0);

  sim().setFaults({});
  await expect(page.getByRole('status', { name: 'Connection: Online' })).toBeVisible();
  await expect(bubble.getByText(/Waiting to send|Sending|Checking/)).toHaveCount(0, {
    timeout: 30_000,
  });
  await expect(thread.getByText('Sent while offline')).toHaveCount(1);
  expect(
    (await messagesOnServer(client, sim().fixtures.chatSession)).filter(
      (s) => s === 'Sent while offline',
    ),
  ).toHaveLength(1);
});

test('a pending message survives a restart and is delivered', async ({ page, openHost }) => {
  await openHost();
  await signInAs(page);
  const { client, name, thread, composer } = await chatWithColleague(page);
  sim().setFaults({ dropRate: 1 });
  await expect(page.getByRole('status', { name: 'Connection: Offline' })).toBeVisible();
  await composer.fill('Survives a restart');
  await composer.press('Enter');
  await expect(thread.getByText('Survives a restart')).toBeVisible();

  // The window is closed and opened again while the server is still unreachable.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const again = await openConversation(page, name);
  await expect(again.thread.getByText('Survives a restart')).toBeVisible();
  sim().setFaults({});
  await expect(again.thread.getByText(/Waiting to send|Sending|Checking/)).toHaveCount(0, {
    timeout: 30_000,
  });
  expect(
    (await messagesOnServer(client, sim().fixtures.chatSession)).filter(
      (s) => s === 'Survives a restart',
    ),
  ).toHaveLength(1);
});

/** A send the server takes longer over than the API client's 15 s per-attempt timeout. */
const SLOW_SERVER_MS = 20_000;

/**
 * Signs in, opens the chat with a colleague and sends `text` while the server is slow: only
 * what leaves in the next second is slowed. Returns the chat and when the message was sent.
 */
async function sendToSlowServer(page: Page, openHost: () => Promise<unknown>, text: string) {
  await openHost();
  await signInAs(page);
  const chat = await chatWithColleague(page);
  sim().setFaults({ latencyMs: SLOW_SERVER_MS });
  await chat.composer.fill(text);
  await chat.composer.press('Enter');
  const sentAt = Date.now();
  await page.waitForTimeout(1_000);
  sim().setFaults({});
  return { ...chat, sentAt };
}

const outboxStatus = /Waiting to send|Sending|Checking|may not have been/;

/**
 * While the app looks for it, the bubble says the message may not have arrived. It settles, and
 * once the server has certainly applied it (and a resend would have landed too), the server
 * holds it once and the thread shows it once, without a status.
 */
async function expectUncertainThenOnce(
  page: Page,
  { client, thread }: { client: ApiClient; thread: Locator },
  text: string,
  sentAt: number,
) {
  const bubble = thread.getByRole('article').filter({ hasText: text });
  await expect(bubble.getByText(/may not have been delivered/)).toBeVisible({ timeout: 30_000 });
  await expect(thread.getByText(outboxStatus)).toHaveCount(0, { timeout: 60_000 });
  await page.waitForTimeout(Math.max(0, sentAt + SLOW_SERVER_MS + 2_000 - Date.now()));
  const onServer = await messagesOnServer(client, sim().fixtures.chatSession);
  expect(onServer.filter((s) => s === text)).toHaveLength(1);
  await page.waitForTimeout(5_000); // a thread poll later
  await expect(thread.getByText(text, { exact: true })).toHaveCount(1);
  await expect(thread.getByText(outboxStatus)).toHaveCount(0);
}

test('a send still on its way when the window is reloaded is delivered once, not sent again', async ({
  page,
  openHost,
}) => {
  test.setTimeout(150_000);
  const text = 'Sent a second before a reload';
  const { client, name, sentAt } = await sendToSlowServer(page, openHost, text);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 30_000 });
  const { thread } = await openConversation(page, name);
  await expectUncertainThenOnce(page, { client, thread }, text, sentAt);
});

test('a send answered slower than the timeout: shown as uncertain, then delivered once', async ({
  page,
  openHost,
}) => {
  test.setTimeout(150_000);
  const text = 'Sent to a slow server';
  // The app stops waiting after 15 s, before the server answers.
  const chat = await sendToSlowServer(page, openHost, text);
  await expectUncertainThenOnce(page, chat, text, chat.sentAt);
});

test('a message from another user is in the open thread within a second of the server taking it', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInAs(page);
  const { thread } = await chatWithColleague(page);
  const colleague = createApiClient({
    baseUrl: sim().baseUrl,
    fetch,
    userSpace: `e2e-colleague-${++spaces}`,
  });
  await colleague.session.login({ userName: 'colleague1', password: 'demo' });
  const session = sim().fixtures.chatSession;
  // The first one waits for the app's socket to be open (it opens after sign-in, unhurried).
  await colleague.chats.send(session, { text: 'Are you on?' });
  await expect(thread.getByText('Are you on?')).toBeVisible({ timeout: 20_000 });
  for (const text of ['One', 'Two', 'Three']) {
    await colleague.chats.send(session, { text });
    // Answered: the server has it. From here the budget is one second.
    await expect(thread.getByText(text, { exact: true })).toBeVisible({ timeout: 1_000 });
  }
  await colleague.session.logout();
});

test('without a WebSocket on the server, a message still arrives (polling)', async ({
  page,
  openHost,
}) => {
  sim().setFaults({ refuseWebSocket: true });
  await openHost();
  await signInAs(page);
  const { thread } = await chatWithColleague(page);
  await incoming(sim().fixtures.chatSession, 'Heard by polling');
  // The fallback asks every 15 s; a sync window ends 2 s in the past.
  await expect(thread.getByText('Heard by polling')).toBeVisible({ timeout: 25_000 });
});

/** Signs in with the page's desktop notifications recorded; reads those shown so far. */
async function signInRecordingNotifications(page: Page, openHost: () => Promise<unknown>) {
  const notifications = await recordNotifications(page);
  await openHost();
  await signInAs(page);
  return notifications;
}

test('with notifications off in Settings a new message shows none; on again, it does', async ({
  page,
  openHost,
}) => {
  const notifications = await signInRecordingNotifications(page, openHost);
  const nav = page.getByRole('navigation', { name: 'Main' });
  const setting = page.getByRole('checkbox', {
    name: 'Show a desktop notification for each new message',
  });
  await nav.getByRole('button', { name: 'Settings' }).click();
  await expect(setting).toBeChecked();
  await setting.uncheck();
  await nav.getByRole('button', { name: 'Conversations' }).click();
  const client = await serverClient();
  const other = await partyOf(client, sim().fixtures.externalChatSession);
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(list.getByRole('button', { name: new RegExp(`^${other}(?!,)`) })).toBeVisible({
    timeout: 20_000,
  });
  await incoming(sim().fixtures.externalChatSession, 'Nobody rings a bell');
  // The message arrives (the list counts it) and no notification is shown.
  await expect(list.getByRole('button', { name: unreadOnce(other) })).toBeVisible({
    timeout: 20_000,
  });
  expect(await notifications()).toEqual([]);

  // Kept across a restart of the page, and live when turned on again.
  await page.reload();
  await nav.getByRole('button', { name: 'Settings' }).click();
  await expect(setting).not.toBeChecked();
  await setting.check();
  await nav.getByRole('button', { name: 'Conversations' }).click();
  await expect(list.getByRole('button', { name: new RegExp(`^${other}(?!,)`) })).toBeVisible({
    timeout: 20_000,
  });
  await incoming(sim().fixtures.externalChatSession, 'Now it rings');
  await expect
    .poll(notifications, { timeout: 20_000 })
    .toEqual([{ title: 'Website visitor', body: 'Now it rings' }]);
});

test('a new message in another conversation shows a notification that opens its thread', async ({
  page,
  openHost,
}) => {
  const notifications = await signInRecordingNotifications(page, openHost);
  const client = await serverClient();
  const { name } = await chatWithColleague(page);
  const other = await partyOf(client, sim().fixtures.externalChatSession);
  await incoming(sim().fixtures.externalChatSession, 'Is anyone there?');
  await expect
    .poll(notifications, { timeout: 20_000 })
    .toEqual([{ title: 'Website visitor', body: 'Is anyone there?' }]);
  await clickNotification(page, 0);
  await expect(page.getByRole('heading', { level: 2, name: other })).toBeVisible();
  expect(name).not.toBe(other);
});

test.describe('counted from a clean inbox', () => {
  // The count is the server's: earlier tests in this file leave other messages unread.
  freshSimulatorPerTest();

  test('an incoming message is marked unread in the list and read once opened', async ({
    page,
    openHost,
  }) => {
    await openHost();
    await signInAs(page);
    const client = await serverClient();
    const name = await partyOf(client, sim().fixtures.chatSession);
    await incoming(sim().fixtures.chatSession, 'Ping!');
    const row = page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: unreadOnce(name) });
    await expect(row).toBeVisible({ timeout: 20_000 });
    await expect(row).toContainText('Ping!');
    await expect(page).toHaveTitle(/^\(1\) /);
    await row.click();
    await expect(
      page
        .getByRole('list', { name: 'Conversations' })
        .getByRole('button', { name: new RegExp(`^${name} `) }),
    ).not.toHaveAccessibleName(/unread$/);
    await expect(page).not.toHaveTitle(/^\(\d+\) /);
  });

  test('a message that arrives while Favorites is shown is counted on Conversations in the navigation', async ({
    page,
    openHost,
  }) => {
    await openHost();
    await signInAs(page);
    await openSection(page, 'Favorites');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await incoming(sim().fixtures.chatSession, 'Are you there?');
    const conversations = nav.getByRole('button', { name: 'Conversations' });
    await expect(conversations).toHaveAccessibleDescription('1 unread message', {
      timeout: 20_000,
    });
    await expect(conversations).toContainText('1');
    await expect(page).toHaveTitle(/^\(1\) /);
    await conversations.click();
    const client = await serverClient();
    const name = await partyOf(client, sim().fixtures.chatSession);
    await page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: unreadOnce(name) })
      .click();
    await expect(conversations).not.toHaveAttribute('aria-describedby');
  });

  test('in another section a new message still notifies and counts; its click opens the thread', async ({
    page,
    openHost,
  }) => {
    const notifications = await signInRecordingNotifications(page, openHost);
    const client = await serverClient();
    const other = await partyOf(client, sim().fixtures.externalChatSession);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'History' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
    await incoming(sim().fixtures.externalChatSession, 'Are you at your desk?');
    await expect
      .poll(notifications, { timeout: 20_000 })
      .toEqual([{ title: 'Website visitor', body: 'Are you at your desk?' }]);
    await expect(page).toHaveTitle(/^\(1\) History/);
    await clickNotification(page, 0);
    await expect(page.getByRole('heading', { level: 2, name: other })).toBeVisible();
    await expect(page).not.toHaveTitle(/^\(\d+\) /);
  });
});

test.describe('at scale', () => {
  freshSimulatorPerTest();

  test('a thread of thousands of messages loads older pages on scroll and keeps few rows in the page', async ({
    page,
    openHost,
  }) => {
    test.setTimeout(180_000);
    const client = await serverClient();
    const session = sim().fixtures.chatSession;
    const total = 2_000;
    for (let i = 0; i < total; i += 50) {
      await Promise.all(
        Array.from({ length: 50 }, (_, k) =>
          client.chats.send(session, { text: `Bulk #${i + k + 1}` }),
        ),
      );
    }
    await openHost();
    await signInAs(page);
    const { thread } = await chatWithColleague(page);
    await expect(thread.getByText(`Bulk #${total}`, { exact: true })).toBeVisible();
    const scroller = page.locator('.message-scroller');
    const since = (await simulatorRequests(sim())).count;
    const started = Date.now();
    let mostRows = 0;
    while (!(await page.getByText('Start of the conversation').isVisible())) {
      await scroller.evaluate((el) => el.scrollTo(0, 0));
      await page.waitForTimeout(100);
      mostRows = Math.max(mostRows, await thread.getByRole('listitem').count());
      expect(Date.now() - started).toBeLessThan(120_000);
    }
    const seconds = (Date.now() - started) / 1000;
    // Each older page is read once (50 messages a page), though the list asks again as soon as
    // a page has loaded, before the cache's read of it has answered.
    const pages = (await simulatorRequests(sim(), since)).requests.filter(
      (r) => r.method === 'GET' && r.path.endsWith(`/chats/${session}/messages`),
    ).length;
    console.log(
      `thread of ${total}+ messages: scrolled to the start in ${seconds.toFixed(1)} s, ${pages} pages read, at most ${mostRows} rows in the page`,
    );
    expect(pages).toBeLessThanOrEqual(Math.ceil(total / 50) + 2);
    // The seeded messages come before the bulk: reading down from the start reaches Bulk #1.
    const first = thread.getByText('Bulk #1', { exact: true });
    await scroller.evaluate((el) => el.scrollTo(0, 0));
    for (let step = 0; step < 100 && !(await first.isVisible()); step++) {
      await scroller.evaluate((el) => el.scrollBy(0, el.clientHeight / 2));
      await page.waitForTimeout(50);
    }
    await first.scrollIntoViewIfNeeded();
    await expect(first).toBeInViewport();
    expect(mostRows).toBeLessThan(80);
  });

  test('200 sends with dropped answers: every message on the server exactly once, none shown twice', async ({
    page,
    openHost,
  }) => {
    test.setTimeout(360_000);
    await openHost();
    await signInAs(page);
    const { client, thread, composer } = await chatWithColleague(page);
    const count = 200;
    // A share of requests is applied by the server, then the connection is cut before the answer.
    sim().setFaults({ dropAfterApplyRate: 0.2 });
    for (let i = 1; i <= count; i++) {
      await composer.fill(`Fault test #${i}`);
      await composer.press('Enter');
    }
    await expect
      .poll(
        async () => {
          try {
            return (await messagesOnServer(client, sim().fixtures.chatSession)).filter((s) =>
              s.startsWith('Fault test #'),
            ).length;
          } catch {
            return -1;
          }
        },
        { timeout: 300_000, intervals: [2_000] },
      )
      .toBeGreaterThanOrEqual(count);
    await expect(thread.getByText(/Waiting to send|Sending…|Checking whether/)).toHaveCount(0);
    sim().setFaults({});
    const onServer = (await messagesOnServer(client, sim().fixtures.chatSession)).filter((s) =>
      s.startsWith('Fault test #'),
    );
    expect(onServer).toHaveLength(count);
    expect(new Set(onServer).size).toBe(count);

    // Walk the (virtualized) thread from top to bottom: no message appears in two rows.
    const scroller = page.locator('.message-scroller');
    const rowsByText = new Map<string, Set<string>>();
    for (let top = 0; ;) {
      await scroller.evaluate((el, y) => el.scrollTo(0, y), top);
      await page.waitForTimeout(50);
      const seen = await thread
        .getByRole('listitem')
        .evaluateAll((items) =>
          items.map((el) => [el.getAttribute('data-index') ?? '', el.textContent ?? ''] as const),
        );
      for (const [index, text] of seen) {
        const match = /Fault test #\d+/.exec(text);
        if (!match) continue;
        const rows = rowsByText.get(match[0]) ?? new Set();
        rows.add(index);
        rowsByText.set(match[0], rows);
      }
      const { scrollTop, clientHeight, scrollHeight } = await scroller.evaluate((el) => ({
        scrollTop: el.scrollTop,
        clientHeight: el.clientHeight,
        scrollHeight: el.scrollHeight,
      }));
      if (scrollTop + clientHeight >= scrollHeight - 2) break;
      top = scrollTop + clientHeight / 2;
    }
    expect(rowsByText.size).toBe(count);
    expect([...rowsByText.values()].filter((rows) => rows.size > 1)).toEqual([]);
  });
});

/** A message from the other party: text, or a file (4.2's inline form) with optional text. */
async function incoming(
  session: string,
  message:
    string | { text?: string; attachment: { commonName: string; mimeType: string; bytes: Buffer } },
) {
  const { text, attachment } = typeof message === 'string' ? { text: message } : message;
  const response = await fetch(`${sim().baseUrl}/__simulator/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      type: 'incomingChat',
      chatSession: session,
      text,
      ...(attachment && {
        attachment: {
          commonName: attachment.commonName,
          mimeType: attachment.mimeType,
          contentsB64String: attachment.bytes.toString('base64'),
        },
      }),
    }),
  });
  expect(response.ok).toBe(true);
}

test.describe('received files', () => {
  // A fresh data set: the images stay out of the threads other tests count elements in.
  freshSimulatorPerTest();

  test('a received image is previewed; any other file is saved; seeded pictures show too', async ({
    page,
    openHost,
  }) => {
    await openHost();
    await signInAs(page);
    const { thread } = await chatWithColleague(page);
    await incoming(sim().fixtures.chatSession, {
      attachment: {
        commonName: 'whiteboard.png',
        mimeType: 'image/png',
        bytes: Buffer.from(SAMPLE_PNG, 'base64'),
      },
    });
    const preview = thread.getByRole('img', { name: 'whiteboard.png' });
    await expect(preview).toBeVisible({ timeout: 20_000 });
    // Decoded, not a broken image: the page really has the picture's pixels.
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(160);
    expect(await preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    await incoming(sim().fixtures.chatSession, {
      text: 'The minutes',
      attachment: {
        commonName: 'minutes.txt',
        mimeType: 'text/plain',
        bytes: Buffer.from('Agreed: ship it.'),
      },
    });
    const save = thread.getByRole('button', { name: 'Save minutes.txt' });
    await expect(save).toBeVisible({ timeout: 20_000 });
    await expect(thread.getByRole('img', { name: 'minutes.txt' })).toHaveCount(0);
    // The browser host saves as a download the page makes, with the server's bytes.
    const download = page.waitForEvent('download');
    await save.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('minutes.txt');
    expect(readFileSync(await file.path(), 'utf8')).toBe('Agreed: ship it.');

    // A seeded message with a picture (what the demo shows), in another conversation.
    const client = await serverClient();
    const closed = await openConversation(
      page,
      await partyOf(client, sim().fixtures.disabledChatSession),
    );
    // The fixture's is the newest of several seeded there (some sent by this user elsewhere).
    const chart = closed.thread.getByRole('img', { name: 'chart.png' }).last();
    await expect(chart).toBeVisible();
    await expect.poll(() => chart.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
  });
});

test('a new message follows a reader at the end; one who scrolled up stays where they read', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInAs(page);
  const session = sim().fixtures.chatSession;
  const { thread, composer } = await chatWithColleague(page);
  const scroller = page.locator('.message-scroller');
  // A long one first: it is measured taller than estimated, and the reader still follows.
  await incoming(session, `${'long line '.repeat(2_000)}end`);
  await incoming(session, 'Follows the end');
  await expect(thread.getByText('Follows the end')).toBeInViewport({ timeout: 20_000 });
  // The reader scrolls up with the wheel; the next message does not pull them down.
  await scroller.hover();
  await page.mouse.wheel(0, -3_000);
  await expect
    .poll(() => scroller.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight))
    .toBeGreaterThan(1_000);
  const reading = await scroller.evaluate((el) => el.scrollTop);
  await incoming(session, 'Arrives while reading above');
  // It arrived (the list shows it as the last message) and is not drawn in the thread's view.
  await expect(page.getByRole('list', { name: 'Conversations' })).toContainText(
    'Arrives while reading above',
    { timeout: 20_000 },
  );
  await expect(thread.getByText('Arrives while reading above')).not.toBeInViewport();
  expect(Math.abs((await scroller.evaluate((el) => el.scrollTop)) - reading)).toBeLessThan(2);
  // Their own message, sent while reading above, is brought into view: they see it go.
  await composer.fill('My answer from above');
  await composer.press('Enter');
  await expect(thread.getByText('My answer from above')).toBeInViewport();
});

test('hostile strings sent and received are shown as text; nothing runs and the layout holds', async ({
  page,
  openHost,
}) => {
  test.setTimeout(120_000);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await openHost();
  await signInAs(page);
  const { name, thread, composer } = await chatWithColleague(page);
  for (const text of hostileStrings) {
    await composer.fill(text);
    if (characterCount(text) > TEXT_MAX_CHARACTERS) {
      // Longer than the server takes (model/ChatContents.html): said before sending, not sent.
      await expect(page.locator('.composer').getByRole('status')).toContainText(
        'the server takes at most 4,000',
      );
      await composer.fill('');
    } else await composer.press('Enter');
    await incoming(sim().fixtures.chatSession, text);
  }
  await expect(thread.getByText('Waiting to send')).toHaveCount(0);
  // The last one received is shown, as text. Not necessarily last in the thread: on a busy
  // machine the outbox may deliver the last message sent after it arrived, and the thread keeps
  // the server's order.
  await expect(
    thread.locator('article.message-theirs').filter({ hasText: 'word word' }),
  ).toContainText('word word end', { timeout: 20_000 });
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await thread.locator('script, iframe, svg:not(.icon), img, b').count()).toBe(0);
  const hrefs = await thread
    .locator('a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const href of hrefs) expect(href).toMatch(/^(https:|mailto:|tel:)/);
  // Layout: nothing overflows sideways, the composer and the header stay in the window.
  const scroller = page.locator('.message-scroller');
  expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  const viewport = page.viewportSize()!;
  const composerBox = (await composer.boundingBox())!;
  expect(composerBox.y + composerBox.height).toBeLessThanOrEqual(viewport.height);
  await expect(page.getByRole('heading', { level: 2, name })).toBeInViewport();
  const list = page.getByRole('list', { name: 'Conversations' });
  expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test('a link reads, left to right, as the address it opens, whatever controls surround it', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInAs(page);
  const { thread } = await chatWithColleague(page);
  const spoof = spoofedLinks[0]!;
  await incoming(sim().fixtures.chatSession, spoof);
  const link = thread.getByRole('article').filter({ hasText: 'evil.example' }).getByRole('link');
  await expect(link).toHaveCount(1);
  const shown = await link.evaluate((a) => {
    // Where the browser really draws each character: an address read left to right has its
    // characters' left edges in increasing order (a U+202E before it drew them right to left).
    const text = a.firstChild!;
    const lefts = [...(a.textContent ?? '')].map((_, i) => {
      const range = document.createRange();
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      return range.getBoundingClientRect().left;
    });
    return { text: (a as HTMLElement).innerText, lefts };
  });
  expect(shown.text).toBe('https://evil.example/#ftp.tnemetats/moc.knab-doog//:sptth');
  expect(shown.lefts.every((left, i) => i === 0 || left > shown.lefts[i - 1]!)).toBe(true);
  // What opens is what is shown.
  await page.context().route('https://evil.example/**', (route) => route.fulfill({ body: '' }));
  const opened = page.context().waitForEvent('page');
  await link.click();
  expect((await opened).url()).toBe(shown.text);
});

test.describe('screenshots @screenshots', () => {
  // Each picture on a fresh data set, so what earlier tests sent is not in it.
  freshSimulatorPerTest();

  for (const theme of ['light', 'dark'] as const) {
    test(`screenshots: list, a thread with a file and a reply, and a refusal (${theme})`, async ({
      page,
      openHost,
    }) => {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await openHost();
      await signInAs(page);
      await incoming(sim().fixtures.chatSession, 'Did the new price list reach you?');
      const client = await serverClient();
      const party = await partyOf(client, sim().fixtures.chatSession);
      await expect(
        page
          .getByRole('list', { name: 'Conversations' })
          .getByRole('button', { name: unreadOnce(party) }),
      ).toBeVisible({ timeout: 20_000 });
      await screenshot(page, `conversations-list-${theme}`);
      const { name, thread, composer } = await chatWithColleague(page);

      await attachThroughPicker(page, {
        name: 'price-list-2027.png',
        mimeType: 'image/png',
        buffer: Buffer.from(SAMPLE_PNG, 'base64'),
      });
      await composer.fill('Here it is, see page 2: https://example.com/prices');
      await composer.press('Enter');
      await expect(thread.getByRole('img', { name: 'price-list-2027.png' })).toBeVisible();
      const original = thread
        .getByRole('article', { name: new RegExp(`^${name}`) })
        .filter({ hasText: 'Did the new price list reach you?' })
        .last();
      await original.hover();
      await original.getByRole('button', { name: /^Actions for the message/ }).click();
      await page.getByRole('menuitem', { name: 'Reply' }).click();
      await composer.fill('Yes, thanks!');
      await composer.press('Enter');
      await expect(thread.getByRole('article').last().getByLabel('In reply to')).toBeVisible();
      await expect(thread.getByText('Waiting to send')).toHaveCount(0);
      await page.mouse.move(0, 0);
      await screenshot(page, `conversations-thread-${theme}`);

      await openConversation(page, await partyOf(client, sim().fixtures.disabledChatSession));
      // Closed before anything is typed (the session's `disabled`).
      await expect(composerAlert(page)).toHaveText(
        "This chat is closed: new messages can't be sent to it.",
      );
      await screenshot(page, `conversations-error-${theme}`);
    });
  }
});

/** A 160×100 PNG of a small bar chart, drawn at load time: no binary fixture file needed. */
const SAMPLE_PNG = encodePng(160, 100, (x, y) => {
  const bar = Math.floor(x / 32);
  return y > 90 - bar * 16 && x % 32 > 4 ? [47, 85, 212] : [240, 244, 250];
}).toString('base64');
