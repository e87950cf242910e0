/// <reference lib="dom" />
import { type Page } from '@playwright/test';
import { patch } from '../../src/main/api';
import { dialableNumber } from '../../src/shared/interface';
import {
  clickNotification,
  expect,
  openSection,
  readerClient,
  recordNotifications,
  signInTo,
  simulatorEvent,
  test,
} from './harness';
import * as twin from './phone-twin';

/**
 * Missed calls end to end through the browser host against the simulator's phone twin: a call
 * nobody answered raises a notification whose click opens it in History, where Call back places
 * a call to the caller; until seen it is in the window's count and on History's entry, and not
 * displayed on the server; looking at History marks it seen there and takes it off the counts.
 */
const sim = twin.phoneTwinSimulator();
const user = () => sim().accounts.find((a) => a.userName === 'user')!;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** A caller the user did not answer: the simulator's control API; answers the call's oid. */
async function missACall(): Promise<string> {
  const { oid } = await simulatorEvent(sim(), {
    type: 'call',
    direction: 'missed',
    durationSec: 0,
  });
  return String(oid);
}

test("a missed call's notification opens it in History, where Call back places a call to the caller", async ({
  page,
  openHost,
}) => {
  const server = await readerClient(sim(), user());
  const own = await twin.lineOf(sim(), user(), 'user');
  const notifications = await recordNotifications(page);
  await openHost();
  await signInTo(page, sim(), user());
  await openSection(page, 'People');

  const oid = await missACall();
  const [missed] = (
    await server.communications.search({ include: 'all', where: { displayed: false } })
  ).items.filter((i) => i.oid === oid);
  const caller = missed?.participants?.find((p) => p.role === 'rtFrom')?.address ?? '';
  expect(dialableNumber(caller)).toBeTruthy();
  await expect
    .poll(async () => (await notifications()).map((n) => n.title), { timeout: 30_000 })
    .toContain('Missed call');
  const shown = await notifications();
  await clickNotification(
    page,
    shown.findLastIndex((n) => n.title === 'Missed call'),
  );

  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  const before = (await twin.callsOnServer(sim())).length;
  await details.getByRole('button', { name: /^Call back / }).click();
  const call = await twin.newCall(sim(), before);
  expect(call).toMatchObject({ userName: 'user', from: own.number, to: dialableNumber(caller) });
  await expect(twin.callBar(page).getByRole('status')).toHaveText(/^Your phone is ringing\./);
});

test('a missed call counts as unread until History is looked at, which marks it seen on the server', async ({
  page,
  openHost,
}) => {
  test.setTimeout(120_000);
  const server = await readerClient(sim(), user());
  const seenOnServer = async (oid: string) =>
    (await server.communications.search({ include: 'all', where: { displayed: true } })).items
      .map((i) => i.oid)
      .includes(oid);
  // From a log whose missed calls are all seen: the test before may have ended before History
  // marked its call seen on the server, and that one would be counted here too.
  const unseen = await server.communications.search({
    onlyMissedCalls: true,
    where: { displayed: false },
  });
  for (const { oid } of unseen.items) {
    await server.communications.update(oid, patch('communication').replace('displayed', true));
  }
  const notifications = await recordNotifications(page);
  await openHost();
  await signInTo(page, sim(), user());
  await openSection(page, 'People');
  await expect(page).not.toHaveTitle(/^\(\d+\) /);

  const first = await missACall();
  const second = await missACall();
  // Counted in the title (and so the badge) and on History's entry, described for screen readers.
  await expect(page).toHaveTitle(/^\(2\) People – Switchboard$/, { timeout: 30_000 });
  const history = nav(page).getByRole('button', { name: 'History', exact: true });
  await expect(history).toHaveAccessibleDescription('2 missed calls not seen');
  await expect(history.getByText('2', { exact: true })).toBeVisible();
  expect(await seenOnServer(first)).toBe(false);
  // Announced once or twice (as the two reach the app): the last one's click opens History.
  const missedNotice = /^(Missed call|2 missed calls)$/;
  await expect
    .poll(async () => (await notifications()).some((n) => missedNotice.test(n.title)), {
      timeout: 20_000,
    })
    .toBe(true);
  const shown = await notifications();
  await clickNotification(
    page,
    shown.findLastIndex((n) => missedNotice.test(n.title)),
  );
  // Both are seen then, on the server and on the screen.
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await expect.poll(() => seenOnServer(first), { timeout: 15_000 }).toBe(true);
  expect(await seenOnServer(second)).toBe(true);
  await expect(page).toHaveTitle('History – Switchboard');
  await expect(history).toHaveAccessibleDescription('');

  // One missed while History is in view is seen at once; another section counts again.
  const third = await missACall();
  await expect.poll(() => seenOnServer(third), { timeout: 30_000 }).toBe(true);
  await expect(page).toHaveTitle('History – Switchboard');
  await openSection(page, 'People');
  const fourth = await missACall();
  await expect(page).toHaveTitle(/^\(1\) People/, { timeout: 30_000 });
  await expect(history).toHaveAccessibleDescription('1 missed call not seen');
  expect(await seenOnServer(fourth)).toBe(false);
});
