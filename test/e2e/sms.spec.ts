/// <reference lib="dom" />
import { type Page } from '@playwright/test';
import { type ApiClient } from '../../src/main/api';
import { type Addressee } from '../../src/shared/interface';
import {
  accountOf,
  expect,
  historyList,
  openHistory,
  findColleague,
  readerClient,
  screenshot,
  signInTo,
  simulatorEvent,
  simulatorPerFile,
  test,
} from './harness';
import { lineOf } from './phone-twin';

/**
 * SMS end to end, through the browser host against the simulator: sent from a colleague's panel
 * in People and from a History entry's details, each seen on the server (the sender's log holds
 * it) and then in History on the screen; a number the server refuses is said in the dialog, with
 * the message kept.
 */
const sim = simulatorPerFile(test, { controlApi: true });
const user = () => accountOf(sim(), 'user');

let reader: ApiClient | undefined;
/** The user's newest SMS on the server, in full, newest first. */
async function smsOnServer() {
  reader ??= await readerClient(sim(), user());
  const page = await reader.communications.search({
    include: 'all',
    where: { obj_type: 'SMSMessage' },
    limit: 10,
  });
  return page.items;
}
/** The newest SMS's oid now: what `smsSince` counts from. */
const newestSms = async () => (await smsOnServer())[0]?.oid;
/** The SMS on the server newer than `before` (the newest then), newest first. */
async function smsSince(before: string | undefined) {
  const items = await smsOnServer();
  const seen = items.findIndex((sms) => sms.oid === before);
  return seen === -1 ? items : items.slice(0, seen);
}
const receiverOf = (sms: { participants: Addressee[] }) =>
  sms.participants.find((p) => p.role === 'rtTo');

/** `<name>-light.png` and `<name>-dark.png`, each once its theme is drawn. */
async function shootThemes(page: Page, name: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await screenshot(page, `${name}-${theme}`);
  }
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
}

/** History's newest entry, once the log's sync has brought it in, says this. */
async function expectNewestInHistory(page: Page, ...says: string[]) {
  await openHistory(page);
  const newest = historyList(page).getByRole('option').first();
  // The sync's catch-up after a send: a few seconds (its window ends in the past).
  for (const text of says) await expect(newest).toContainText(text, { timeout: 20_000 });
  return newest;
}

test('an SMS to a colleague from People is sent to their number and shows in History @screenshots', async ({
  page,
  openHost,
}) => {
  test.setTimeout(90_000);
  const colleague = await lineOf(sim(), user(), 'colleague1');
  const before = await newestSms();
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await openHost();
  await signInTo(page, sim(), user());
  await (await findColleague(page, colleague.name)).click();
  await page.getByRole('button', { name: `Send SMS to ${colleague.name}` }).click();

  const dialog = page.getByRole('dialog', { name: `Send an SMS to ${colleague.name}` });
  const message = dialog.getByRole('textbox', { name: 'Message' });
  // Their number is filled in; the message has the focus.
  await expect(message).toBeFocused();
  const number = await dialog.getByRole('textbox', { name: 'Number' }).inputValue();
  expect(number.replace(/[\s().-]/g, '')).toBe(colleague.number);
  const text = 'The train is late: I will be at the office around half past ten. See you there!';
  await message.fill(text);
  await expect(dialog.getByText(`${text.length} characters · 1 SMS`)).toBeVisible();
  await shootThemes(page, 'sms-dialog');
  await dialog.getByRole('button', { name: 'Send' }).click();

  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`SMS sent to ${colleague.name}. It appears in History.`),
  ).toBeVisible();
  // The sender's log on the server holds it: the text, to their number, naming them.
  const all = await smsSince(before);
  expect(all).toHaveLength(1);
  expect(all[0]).toMatchObject({ incoming: false, contents: { content: text } });
  expect(receiverOf(all[0]!)).toMatchObject({
    address: colleague.number,
    addressable: { commonName: colleague.name, objectType: 'Person' },
  });

  const newest = await expectNewestInHistory(page, 'SMS', colleague.name);
  await newest.click();
  await expect(page.getByRole('region', { name: 'Message' })).toHaveText(/The train is late/);
});

test("an SMS from a History entry's details goes to the other party's number, from the keyboard", async ({
  page,
  openHost,
}) => {
  test.setTimeout(90_000);
  // Someone outside the company called the user a moment ago.
  await simulatorEvent(sim(), { type: 'call', direction: 'incoming', durationSec: 42 });
  reader ??= await readerClient(sim(), user());
  const [call] = (
    await reader.communications.search({ include: 'all', where: { obj_type: 'CallLog' }, limit: 1 })
  ).items;
  const caller = call!.participants.find((p) => p.role === 'rtFrom')!;
  const before = await newestSms();

  await openHost();
  await signInTo(page, sim(), user());
  const entry = await expectNewestInHistory(page, 'Incoming call', caller.commonName);
  await entry.click();
  const open = page.getByRole('button', { name: `Send SMS to ${caller.commonName}` });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Send an SMS to ${caller.commonName}` });
  await expect(dialog.getByRole('textbox', { name: 'Number' })).toHaveValue(caller.address!);
  await page.keyboard.type('Sorry I missed the end of our call. Shall we speak tomorrow?');
  await page.keyboard.press('Control+Enter');
  await expect(dialog).toBeHidden();
  // Focus is back on the button that opened it.
  await expect(open).toBeFocused();
  await expect(
    page.getByText(`SMS sent to ${caller.commonName}. It appears in History.`),
  ).toBeVisible();

  const all = await smsSince(before);
  expect(all).toHaveLength(1);
  expect(all[0]?.contents?.content).toBe(
    'Sorry I missed the end of our call. Shall we speak tomorrow?',
  );
  expect(receiverOf(all[0]!)?.address).toBe(caller.address!.replace(/[\s().-]/g, ''));
  await expectNewestInHistory(page, 'SMS', caller.commonName);
});

test('a number the server refuses is said in the dialog, and the message is kept', async ({
  page,
  openHost,
}) => {
  const colleague = await lineOf(sim(), user(), 'colleague1');
  const before = await newestSms();
  await openHost();
  await signInTo(page, sim(), user());
  await (await findColleague(page, colleague.name)).click();
  await page.getByRole('button', { name: `Send SMS to ${colleague.name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Send an SMS to ${colleague.name}` });
  const number = dialog.getByRole('textbox', { name: 'Number' });
  const message = dialog.getByRole('textbox', { name: 'Message' });

  // Sixteen digits: written as a number, longer than any phone's; the server says 400/10203.
  await number.fill('+31 6 1234 5678 90123');
  await message.fill('Can you call me back?');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    "That number can't receive an SMS. Check the number and try again.",
  );
  await expect(message).toHaveValue('Can you call me back?');
  expect(await smsSince(before)).toHaveLength(0);

  // Put right, it goes.
  await number.fill('06 1234 5678');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  const all = await smsSince(before);
  expect(all).toHaveLength(1);
  expect(receiverOf(all[0]!)).toMatchObject({ address: '0612345678' });
  // Another number than theirs is not theirs: it goes without their name.
  expect(receiverOf(all[0]!)?.addressable).toBeUndefined();
});
