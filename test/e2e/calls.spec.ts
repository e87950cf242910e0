import {
  expect,
  historyList,
  openHistory,
  findColleague,
  screenshot,
  signInTo,
  test,
} from './harness';
import * as twin from './phone-twin';
import { callBar, type ControlCall } from './phone-twin';

/**
 * Calling end to end: the renderer in Chromium, through the browser host, against the
 * simulator's phone twin. The far side is scripted by hand (the control API answers), so every
 * state of the call bar is seen; each step is checked on the screen and on the server.
 */
const sim = twin.phoneTwinSimulator();
const user = () => sim().accounts.find((a) => a.userName === 'user')!;

const callsOnServer = () => twin.callsOnServer(sim());
const step = (call: ControlCall, action: 'answer' | 'hangup') => twin.step(sim(), call, action);
const lineOf = (userName: string) => twin.lineOf(sim(), user(), userName);
const newCall = (before: number) => twin.newCall(sim(), before);

test('a colleague called from People: the call bar follows the call to its end @screenshots', async ({
  page,
  openHost,
}) => {
  test.setTimeout(120_000);
  const own = await lineOf('user');
  const colleague = await lineOf('colleague1');
  const before = (await callsOnServer()).length;
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await openHost();
  await signInTo(page, sim(), user());
  await (await findColleague(page, colleague.name)).click();
  await page.getByRole('button', { name: `Call ${colleague.name}` }).click();

  // The PBX rings the user's own registered line first, then dials the colleague's number.
  const call = await newCall(before);
  expect(call).toMatchObject({ userName: 'user', from: own.number, to: colleague.number });
  const bar = callBar(page);
  await expect(bar.getByRole('status')).toHaveText(
    `Your phone is ringing. Pick it up to call ${colleague.name}.`,
  );

  await step(call, 'answer');
  await expect(bar.getByRole('status')).toHaveText(`Calling ${colleague.name}…`);
  await step(call, 'answer');
  await expect(bar.getByRole('status')).toHaveText(`On a call with ${colleague.name}`);
  await expect(bar.getByRole('timer')).toHaveText(/^0:0[1-9]$/);
  await screenshot(page, 'call-bar-light');
  await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
  await screenshot(page, 'call-bar-dark');

  await bar.getByRole('button', { name: `Hang up the call with ${colleague.name}` }).click();
  await expect(bar.getByRole('status')).toHaveText(`Call with ${colleague.name} ended`);
  await expect.poll(async () => (await callsOnServer())[before]?.state).toBe('ended');
  await expect(bar).toBeHidden({ timeout: 10_000 });

  // The call is in History, and "Call back" there calls the same number again.
  await openHistory(page);
  // The newest entry, once the log's sync has brought the call in.
  const newest = historyList(page).getByRole('option').first();
  await expect(newest).toContainText(`Outgoing call`, { timeout: 40_000 });
  await expect(newest).toContainText(colleague.name);
  await newest.click();
  await page.getByRole('button', { name: `Call back ${colleague.name}` }).click();
  const again = await newCall(before + 1);
  expect(again).toMatchObject({ userName: 'user', from: own.number, to: colleague.number });
  await expect(bar.getByRole('status')).toHaveText(
    `Your phone is ringing. Pick it up to call ${colleague.name}.`,
  );
});

test('a number typed as people type it places a call', async ({ page, openHost }) => {
  const before = (await callsOnServer()).length;
  await openHost();
  await signInTo(page, sim(), user());
  await page.keyboard.press('Control+Shift+D');
  const dialog = page.getByRole('dialog', { name: 'Call a number' });
  await dialog.getByLabel('Number').fill('+31 (0)20 - 555 12 34');
  await dialog.getByLabel('Number').press('Enter');
  await expect(dialog).toBeHidden();

  const call = await newCall(before);
  expect(call).toMatchObject({ userName: 'user', to: '+31205551234' });
  await expect(callBar(page).getByRole('status')).toHaveText(
    'Your phone is ringing. Pick it up to call +31205551234.',
  );
  await step(call, 'hangup');
  await expect(callBar(page).getByRole('status')).toHaveText('Call with +31205551234 ended');
});

test('a number that cannot be dialled is refused in the dialog, with what to do', async ({
  page,
  openHost,
}) => {
  await openHost();
  await signInTo(page, sim(), user());
  await page.getByRole('button', { name: 'Call a number' }).click();
  const dialog = page.getByRole('dialog', { name: 'Call a number' });
  await dialog.getByLabel('Number').fill('call me');
  await dialog.getByRole('button', { name: 'Call', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    "The phone system can't dial this number. Check it and try again.",
  );
});
