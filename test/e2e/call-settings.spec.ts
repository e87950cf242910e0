import { type Page } from '@playwright/test';
import { dialableNumber } from '../../src/shared/interface';
import {
  expect,
  expectColleagueSees,
  findColleague,
  openSection,
  readerClient,
  screenshot,
  signInTo,
  test,
} from './harness';
import { callsOnServer, newCall, phoneTwinSimulator, step } from './phone-twin';

/**
 * Settings → Calls end to end, through the browser host against the simulator: a redirection
 * and ring times saved are what the server holds, what the form shows read back and what a
 * colleague's People says; a refusal is a sentence beside the form with what was typed kept;
 * "My mobile" rings first makes a call from People a twin call on the PBX.
 */
const sim = phoneTwinSimulator({ colleagues: 20 });
const account = (role: 'user' | 'administrator') => sim().accounts.find((a) => a.role === role)!;

const card = (page: Page, name = 'Calls') => page.getByRole('region', { name, exact: true });

/** Pictures of the card in both themes, at the app's usual size and at 800 × 600. */
async function pictures(page: Page, name: string, heading: string): Promise<void> {
  for (const [width, height, size] of [
    [1280, 800, ''],
    [800, 600, '-800x600'],
  ] as const) {
    await page.setViewportSize({ width, height });
    // The card's end, where its buttons and what a save said are.
    await card(page, heading)
      .getByRole('button')
      .last()
      .evaluate((button) => button.scrollIntoView({ block: 'end' }));
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
      await screenshot(page, `${name}-${theme}${size}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
}

test('a redirection and ring times set in Settings → Calls are what the server holds and colleagues see @screenshots', async ({
  page,
  openHost,
  browser,
}) => {
  test.setTimeout(120_000);
  const server = await readerClient(sim(), account('user'));
  const me = (await server.me.info()).person.commonName;
  const [ownLine = ''] = await server.mePhone.validCallerIds();
  await openHost();
  await signInTo(page, sim(), account('user'));
  await openSection(page, 'Settings');
  const calls = card(page);
  await expect(calls.getByRole('button', { name: 'Save' })).toBeVisible();

  await calls.getByRole('checkbox', { name: 'Redirect my calls' }).check();
  await calls.getByLabel('Redirect to').fill('not a number');
  // Checked as it is typed, before anything is sent.
  await expect(calls.getByText("The phone system can't dial this number.")).toBeVisible();
  await calls.getByLabel('Redirect to').fill('+31 6 1234 5678');
  await expect(calls.getByText("The phone system can't dial this number.")).toBeHidden();
  await calls.getByLabel('Ring time before redirecting (seconds)').fill('15');
  await calls.getByLabel('Ring time of my line (seconds)').fill('25');
  await calls.getByRole('button', { name: 'Save' }).click();
  await expect(calls.getByRole('status')).toHaveText(
    'Saved. Your phone system now uses these settings.',
  );

  // The server holds it, and the form shows it as read back (the number as the PBX dials it).
  expect(await server.mePhone.settings()).toMatchObject({
    redirection: '+31612345678',
    redirectionActive: true,
    redirectionTimeout: 15,
    timeout: 25,
  });
  await expect(calls.getByLabel('Redirect to')).toHaveValue('+31612345678');
  await expect(calls.getByLabel('Ring time before redirecting (seconds)')).toHaveValue('15');
  await expect(calls.getByLabel('Ring time of my line (seconds)')).toHaveValue('25');
  await pictures(page, 'settings-calls', 'Calls');

  // A refusal: the user's own line cannot take its own calls. Said beside the form, typed kept.
  await calls.getByLabel('Redirect to').fill(ownLine);
  await calls.getByRole('button', { name: 'Save' }).click();
  await expect(calls.getByRole('alert')).toHaveText(
    "The server didn't accept these changes. Check the values and try again.",
  );
  await expect(calls.getByLabel('Redirect to')).toHaveValue(ownLine);
  expect((await server.mePhone.settings()).redirection).toBe('+31612345678');
  await screenshot(page, 'settings-calls-refused-light');

  // A colleague's People, in a browser of their own, says where the user's calls go.
  await expectColleagueSees(
    browser,
    sim(),
    account('administrator'),
    me,
    'Calls go to +31612345678',
  );
});

test('with "My mobile" ringing first, a call from People is a twin call to that mobile', async ({
  page,
  openHost,
}) => {
  const server = await readerClient(sim(), account('user'));
  const colleague = await server.users.list({
    where: { userName: 'colleague1' },
    include: ['person'],
  });
  const name = colleague.items[0]?.person?.commonName ?? '';
  const before = (await callsOnServer(sim())).length;
  await openHost();
  await signInTo(page, sim(), account('user'));
  await openSection(page, 'Settings');
  const calls = card(page);
  await calls.getByRole('radio', { name: 'My mobile' }).check();
  await calls.getByRole('button', { name: 'Save' }).click();
  await expect(calls.getByText('Enter a number.')).toBeVisible();
  await calls.getByLabel('Mobile number').fill('06 9876 5432');
  await calls.getByRole('button', { name: 'Save' }).click();
  await expect(calls.getByRole('status')).toHaveText(
    'Saved. Your phone system now uses these settings.',
  );
  await expect(calls.getByLabel('Mobile number')).toHaveValue('0698765432');

  await (await findColleague(page, name)).click();
  await page.getByRole('button', { name: `Call ${name}` }).click();
  const placed = await newCall(sim(), before);
  expect(placed).toMatchObject({
    userName: 'user',
    from: dialableNumber('06 9876 5432'),
    twin: true,
  });
  await step(sim(), placed, 'hangup');
  await expect(page.getByRole('region', { name: 'Current call' })).toBeHidden({ timeout: 10_000 });

  // The choice is main's: it is still there when the page is loaded again, in Dutch too.
  await page.reload();
  await openSection(page, 'Settings');
  await page.getByLabel('Language').selectOption({ label: 'Nederlands' });
  const bellen = card(page, 'Bellen');
  await expect(bellen.getByRole('radio', { name: 'Mijn mobiel' })).toBeChecked();
  await pictures(page, 'nl-settings-calls', 'Bellen');
});
