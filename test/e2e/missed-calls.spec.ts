/// <reference lib="dom" />
import { type Page } from '@playwright/test';
import {
  accountOf,
  clickNotification,
  expect,
  openSection,
  readerClient,
  recordNotifications,
  signInTo,
  simulatorEvent,
  simulatorPerFile,
  test,
} from './harness';

/**
 * Missed calls count as unread until seen, end to end through the browser host against the
 * simulator: a call nobody answered is in the window's count and on History's entry, and not
 * displayed on the server; looking at History marks it seen there and takes it off the counts.
 */
const sim = simulatorPerFile(test, { controlApi: true });
const user = () => accountOf(sim(), 'user');

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
