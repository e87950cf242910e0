/// <reference lib="dom" />
import { type Locator, type Page } from '@playwright/test';
import { createApiClient, type ApiClient } from '../../src/main/api';
import { crc32, deflateSync } from 'node:zlib';
import { startSimulator, type RunningSimulator } from '../../src/simulator';
import { hostileStrings } from '../renderer/conversations-hostile-strings';
import { expect, originOf, screenshot, signIn, test } from './harness';

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

/** Every message of a session on the server, newest first (page by page: pages are capped). */
async function messagesOnServer(client: ApiClient, session: string): Promise<string[]> {
  const subjects: string[] = [];
  for await (const page of client.chats.walkMessages(session, { limit: 100 })) {
    subjects.push(...page.items.map((m) => m.subject));
  }
  return subjects;
}

/** The other party's name: the session's participant who is not the user. */
async function partyOf(client: ApiClient, session: string): Promise<string> {
  const [chat, me] = await Promise.all([client.chats.get(session), client.me.info()]);
  return chat.participants
    .filter((p) => p.oid !== me.person.oid)
    .map((p) => p.commonName)
    .join(', ');
}

async function signInAs(page: Page, userName = 'user') {
  await signIn(page, { server: originOf(sim().baseUrl), ...account(userName) });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

async function openConversation(page: Page, name: string) {
  await page
    .getByRole('list', { name: 'Conversations' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  return {
    thread: page.getByRole('list', { name: `Messages with ${name}` }),
    composer: page.getByRole('textbox', { name: `Message ${name}` }),
  };
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

function composerAlert(page: Page): Locator {
  return page.locator('.composer').getByRole('alert');
}

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
  const original = thread
    .getByRole('article')
    .filter({ hasText: 'I sent you the quote, please check.' });
  await original.hover();
  await original.getByRole('button', { name: /^Actions for the message/ }).click();
  await page.getByRole('menuitem', { name: 'Reply' }).click();
  const quote = page.getByLabel('Replying to');
  await expect(quote).toContainText(`Replying to ${name}`);
  await expect(quote).toContainText('I sent you the quote, please check.');
  await page.getByRole('button', { name: 'Cancel reply' }).click();
  await expect(quote).toHaveCount(0);

  await original.hover();
  await original.getByRole('button', { name: /^Actions for the message/ }).click();
  await page.getByRole('menuitem', { name: 'Reply' }).click();
  await composer.fill('Checked, all good');
  await composer.press('Enter');
  const reply = thread.getByRole('article').filter({ hasText: 'Checked, all good' });
  await expect(reply.getByLabel('In reply to')).toContainText(
    'I sent you the quote, please check.',
  );
  await expect(reply.getByText('Waiting to send')).toHaveCount(0);
  const sent = await client.chats.messages(sim().fixtures.chatSession, { limit: 5 });
  expect(sent.items.find((m) => m.subject === 'Checked, all good')?.original?.oid).toBe(
    sim().fixtures.chatMessage,
  );
});

test('starts a chat with a colleague; their existing session is reused', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInAs(page);
  const client = await serverClient();
  const name = await partyOf(client, sim().fixtures.chatSession);
  await page.getByRole('button', { name: 'New chat' }).click();
  await page.getByRole('searchbox', { name: 'Find a colleague' }).fill(name.split(' ')[0]!);
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
  await expect(page.getByRole('button', { name: 'New chat' })).toBeVisible();
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

  // 4.2 10066: a closed chat.
  const closed = await openConversation(page, await partyOf(client, disabledChatSession));
  await closed.composer.fill('Anyone there?');
  await closed.composer.press('Enter');
  await expect(composerAlert(page)).toHaveText('This chat is closed.');
  await expect(closed.composer).toHaveValue('Anyone there?');

  // 4.5 10066: a reply in the closed chat.
  await closed.composer.fill('');
  const message = closed.thread.getByRole('article').last();
  await message.hover();
  await message.getByRole('button', { name: /^Actions for the message/ }).click();
  await page.getByRole('menuitem', { name: 'Reply' }).click();
  await closed.composer.fill('A reply');
  await closed.composer.press('Enter');
  await expect(composerAlert(page)).toHaveText('This chat is closed.');
  await expect(closed.composer).toHaveValue('A reply');

  // 4.2 10104: a file in an external chat.
  const external = await openConversation(page, await partyOf(client, externalChatSession));
  await attachThroughPicker(page, {
    name: 'plan.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('x'),
  });
  await external.composer.fill('See attached');
  await external.composer.press('Enter');
  await expect(composerAlert(page)).toHaveText("Attachments can't be sent in an external chat.");
  await expect(external.composer).toHaveValue('See attached');
  await expect(page.getByRole('button', { name: 'Remove plan.txt' })).toBeVisible();

  // 4.2 10203 (empty) is caught before sending.
  await page.getByRole('button', { name: 'Remove plan.txt' }).click();
  await external.composer.fill('   ');
  await external.composer.press('Enter');
  await expect(composerAlert(page)).toHaveText('Type a message or attach a file before sending.');

  // 4.3 10066 and 10100: a colleague whose chat is closed, and one who can't chat.
  const people = [];
  for await (const p of client.users.walk({ limit: 100, include: ['person', 'userName'] })) {
    people.push(...p.items);
  }
  const closedPerson = people.find((u) => u.person?.oid === disabledChatAddressable)!;
  const disabledUser = people.find((u) => u.userName === 'disabled')!;
  for (const [person, sentence] of [
    [closedPerson, 'This chat is closed.'],
    [disabledUser, "This person can't receive chat messages."],
  ] as const) {
    await page.getByRole('button', { name: 'New chat' }).click();
    await page
      .getByRole('list', { name: 'Colleagues' })
      .getByRole('button', { name: person.person!.commonName, exact: true })
      .click();
    const composer = page.getByRole('textbox', { name: `Message ${person.person!.commonName}` });
    await composer.fill('Hello?');
    await composer.press('Enter');
    await expect(composerAlert(page)).toHaveText(sentence);
    await expect(composer).toHaveValue('Hello?');
  }
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
  await expect(bubble.getByText(/Waiting to send|Checking whether it arrived/)).toBeVisible();

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
    .getByRole('button', { name: `${name}, 1 unread` });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('Ping!');
  await expect(page).toHaveTitle(/^\(1\) /);
  await row.click();
  await expect(
    page.getByRole('list', { name: 'Conversations' }).getByRole('button', { name, exact: true }),
  ).toBeVisible();
  await expect(page).not.toHaveTitle(/^\(\d+\) /);
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

test('a new message in another conversation shows a notification that opens its thread', async ({
  page,
  openHost,
}) => {
  // The page's Notification API, granted and recorded (headless Chromium shows none).
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
  await openHost();
  await signInAs(page);
  const client = await serverClient();
  const { name } = await chatWithColleague(page);
  const other = await partyOf(client, sim().fixtures.externalChatSession);
  await incoming(sim().fixtures.externalChatSession, 'Is anyone there?');
  const notifications = () =>
    page.evaluate(() =>
      (
        window as unknown as { __notifications: { title: string; body: string }[] }
      ).__notifications.map(({ title, body }) => ({ title, body })),
    );
  await expect
    .poll(notifications, { timeout: 20_000 })
    .toEqual([{ title: 'Website visitor', body: 'Is anyone there?' }]);
  await page.evaluate(() =>
    (window as unknown as { __notifications: { click: () => void }[] }).__notifications[0]!.click(),
  );
  await expect(page.getByRole('heading', { level: 2, name: other })).toBeVisible();
  expect(name).not.toBe(other);
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
    const started = Date.now();
    let mostRows = 0;
    while (!(await page.getByText('Start of the conversation').isVisible())) {
      await scroller.evaluate((el) => el.scrollTo(0, 0));
      await page.waitForTimeout(100);
      mostRows = Math.max(mostRows, await thread.getByRole('listitem').count());
      expect(Date.now() - started).toBeLessThan(120_000);
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `thread of ${total}+ messages: scrolled to the start in ${seconds.toFixed(1)} s, at most ${mostRows} rows in the page`,
    );
    await expect(thread.getByText('Bulk #1', { exact: true })).toBeVisible();
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

async function incoming(session: string, text: string) {
  const response = await fetch(`${sim().baseUrl}/__simulator/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'incomingChat', chatSession: session, text }),
  });
  expect(response.ok).toBe(true);
}

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
    await composer.press('Enter');
    await incoming(sim().fixtures.chatSession, text);
  }
  await expect(thread.getByText('Waiting to send')).toHaveCount(0);
  // The last one received is shown, as text.
  await expect(thread.getByRole('article').last()).toContainText('word word');
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
          .getByRole('button', { name: `${party}, 1 unread` }),
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

      const closed = await openConversation(
        page,
        await partyOf(client, sim().fixtures.disabledChatSession),
      );
      await closed.composer.fill('Can we talk about the order?');
      await closed.composer.press('Enter');
      await expect(composerAlert(page)).toHaveText('This chat is closed.');
      await screenshot(page, `conversations-error-${theme}`);
    });
  }
});

/** A 160×100 PNG of a small bar chart, drawn at load time: no binary fixture file needed. */
const SAMPLE_PNG = createSamplePng();

function createSamplePng(): string {
  const width = 160;
  const height = 100;
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    for (let x = 0; x < width; x++) {
      const bar = Math.floor(x / 32);
      const top = 90 - bar * 16;
      const on = y > top && x % 32 > 4;
      const i = y * (width * 3 + 1) + 1 + x * 3;
      raw[i] = on ? 47 : 240;
      raw[i + 1] = on ? 85 : 244;
      raw[i + 2] = on ? 212 : 250;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]).toString('base64');
}
